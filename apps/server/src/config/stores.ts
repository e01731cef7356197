// Where the data lives: PostgreSQL (else the embedded PGlite), S3 / MinIO (else local disk) and
// Redis for shared rate-limit counters (else in memory).
import { z } from 'zod';
import { optional, urlWithProtocols } from './fields';

export interface S3Config {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

export const storesEnv = {
  DATABASE_URL: optional(urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:'])),
  S3_ENDPOINT: optional(urlWithProtocols('S3_ENDPOINT', ['http:', 'https:'])),
  S3_ACCESS_KEY: optional(z.string()),
  S3_SECRET_KEY: optional(z.string()),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET must be a valid bucket name (3-63 lowercase letters, digits, dots or hyphens)',
    }),
  ),
  REDIS_URL: optional(urlWithProtocols('REDIS_URL', ['redis:', 'rediss:'])),
};

type S3Vars = { [K in 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_BUCKET']?: string | undefined };

/** The four S3 variables go together: all of them (S3 storage), or none (local disk). */
export function s3Of(e: S3Vars, issues: string[]): S3Config | undefined {
  const s3Vars: S3Vars = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_ACCESS_KEY: e.S3_ACCESS_KEY,
    S3_SECRET_KEY: e.S3_SECRET_KEY,
    S3_BUCKET: e.S3_BUCKET,
  };
  const missingS3 = Object.entries(s3Vars)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missingS3.length > 0 && missingS3.length < 4) {
    issues.push(
      `S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY and S3_BUCKET must be set together (missing: ${missingS3.join(', ')})`,
    );
  }
  return e.S3_ENDPOINT && e.S3_ACCESS_KEY && e.S3_SECRET_KEY && e.S3_BUCKET
    ? { endpoint: e.S3_ENDPOINT, accessKey: e.S3_ACCESS_KEY, secretKey: e.S3_SECRET_KEY, bucket: e.S3_BUCKET }
    : undefined;
}
