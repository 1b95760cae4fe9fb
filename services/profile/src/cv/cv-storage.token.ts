/** Injection token of the profile service's CvStorage: a BlobStore (filesystem or S3, chosen by configuration) and the CV bucket. */
export const CV_STORAGE = Symbol('CV_STORAGE');
