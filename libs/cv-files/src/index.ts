// The CV file rules (spec §5, §7, §9), browser-safe: the web, the gateway, the profile and the assessment services use these.
export {
  CV_ACCEPT, CV_CONTENT_TYPES, CV_EMPTY_MESSAGE, CV_KINDS, CV_MAX_BYTES, CV_PROTECTED_MESSAGE, CV_TOO_LARGE_MESSAGE, CV_TYPE_MESSAGE, CV_UPLOAD_FAILED_MESSAGE,
  CvFileRejected, checkCvFile, cvDisplayName, cvStorageKey, isCvKeyOf, kindFromFileName, sanitizeFileName, storageKeyClock,
  type CvKind, type CvRejectionMessage,
} from './cv-rules.js';
export { compoundFileProblem } from './compound-file.js';
export { CvFileInspector, hasBinaryByte, inspectCvBytes, magicMatches, type InspectedCv } from './cv-file-inspector.js';
export { looksLikeDocx, readZipDirectory, ZIP_LIMITS, ZipDirectoryError, type ReadAt, type ZipEntry } from './zip-directory.js';
