import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage, MinioStorage } from '@wholesale/services';
import { createStorage, describeStorage } from './storage';

describe('createStorage', () => {
  it('keeps files under DATA_DIR/files when no S3 is configured', () => {
    const storage = createStorage({ dataDir: '/srv/data', s3: undefined });
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).rootDir).toBe(path.resolve('/srv/data/files'));
    expect(describeStorage({ dataDir: '/srv/data', s3: undefined })).toBe('/srv/data/files');
  });

  it('uses MinIO when S3 is configured, and never shows its credentials', () => {
    const s3 = {
      endpoint: 'https://minio.internal:9000',
      accessKey: 'AKIA-ID',
      secretKey: 'top-secret',
      bucket: 'wholesale',
    };
    const storage = createStorage({ dataDir: '/srv/data', s3 });
    expect(storage).toBeInstanceOf(MinioStorage);
    expect((storage as MinioStorage).bucket).toBe('wholesale');
    const shown = describeStorage({ dataDir: '/srv/data', s3 });
    expect(shown).toBe('https://minio.internal:9000/wholesale');
    expect(shown).not.toContain('top-secret');
  });
});
