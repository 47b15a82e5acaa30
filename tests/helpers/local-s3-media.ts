import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { startLocalS3, type LocalS3 } from './local-s3';

/**
 * Runs the file's tests with MEDIA_STORE=s3 against a local S3-compatible server (./local-s3.ts), started
 * before them and stopped after, the environment put back. Answers a getter for the running server.
 */
export function withLocalS3Media(): () => LocalS3 {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
    Object.assign(process.env, s3.env);
    resetEnvCache();
  });
  afterAll(async () => {
    for (const key of Object.keys(s3.env)) delete process.env[key];
    resetEnvCache();
    await s3.close();
  });
  return () => s3;
}
