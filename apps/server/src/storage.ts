// Chooses where files live: MinIO / S3 when S3_* is configured (several servers share it),
// otherwise plain files under DATA_DIR/files (the one-machine `npm start`).
import path from 'node:path';
import { LocalDiskStorage, MinioStorage, type ObjectStorage } from '@wholesale/services';
import type { Config } from './config';

export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): ObjectStorage {
  if (!config.s3) return new LocalDiskStorage(path.join(config.dataDir, 'files'));
  const endpoint = new URL(config.s3.endpoint);
  const useSSL = endpoint.protocol === 'https:';
  return new MinioStorage({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.s3.accessKey,
    secretKey: config.s3.secretKey,
    bucket: config.s3.bucket,
  });
}

/** Where files are kept, for the start-up message (never includes credentials). */
export function describeStorage(config: Pick<Config, 's3' | 'dataDir'>): string {
  if (!config.s3) return path.join(config.dataDir, 'files');
  const endpoint = new URL(config.s3.endpoint);
  return `${endpoint.protocol}//${endpoint.host}/${config.s3.bucket}`;
}
