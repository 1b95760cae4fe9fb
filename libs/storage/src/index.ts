/**
 * Object storage for CV files (spec §7 "Storage"): the BlobStore port with its filesystem (embedded)
 * and S3/MinIO (distributed) adapters. The gateway writes uploads, the profile service attaches and
 * deletes them, the assessment service reads them for analysis; all three configure it from the same env.
 */
export { assertValidBucket, assertValidKey, joinObjectUrl, type BlobStore, type BlobInfo, type UploadOptions } from './blob-store.js';
export { FilesystemBlobStore } from './filesystem.blob-store.js';
export { S3BlobStore, type S3BlobStoreOptions } from './s3.blob-store.js';
export { blobStoreConfigSchema, createBlobStore, createCvStorage, loadBlobStoreConfig, type BlobStoreConfig, type CvStorage } from './blob-store.config.js';
