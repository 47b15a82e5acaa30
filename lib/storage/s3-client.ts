import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env';

/** The S3 settings a store needs, read from the environment (lib/env.ts). */
export type S3Settings = Pick<Env, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    // The SDK's default adds CRC32 checksums in a chunked upload encoding that several S3-compatible
    // stores (older MinIO, R2 at times, local servers) store as part of the object. Checksums only
    // where the API requires them keeps every store byte-exact; TLS and Content-MD5 still guard transfers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
