import { join } from 'node:path';
import { createCvStorage, loadBlobStoreConfig, type CvStorage } from '@ecp/storage';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

export const CV_STORAGE = Symbol('CV_STORAGE');

/**
 * The profile service's CV store, reached from the gateway: uploads stream straight into it and
 * downloads stream out of it, so file bytes never travel over the bus. Built from the same variables
 * the profile service reads (BLOB_STORE, BLOB_DIR or DATA_DIR/blobs, S3_*), so both see one store in
 * embedded mode (one process) and in distributed mode (shared S3 or, on one machine, a shared dir).
 */
export const cvStorageProvider = {
  provide: CV_STORAGE,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig): CvStorage =>
    createCvStorage(loadBlobStoreConfig({ ...process.env, BLOB_DIR: process.env.BLOB_DIR ?? join(config.DATA_DIR, 'blobs') }, 'gateway')),
};
