export type { ObjectInfo, ObjectStorage, PutOptions, StoredObject } from './types';
export { InvalidKeyError, assertValidKey, isValidKey } from './keys';
export { contentTypeFromKey, DEFAULT_CONTENT_TYPE } from './content-types';
export { LocalDiskStorage } from './local-disk';
export { MinioStorage, type MinioStorageOptions } from './minio';
export { createUrlSigner, type SignedObjectLink, type UrlSigner } from './url-signer';
