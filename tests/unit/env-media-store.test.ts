import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvCache } from '@/lib/env';

const KEYS = ['MEDIA_STORE', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

function configure(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const key of KEYS) delete process.env[key];
  Object.assign(process.env, values);
  resetEnvCache();
}

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
});

describe('MEDIA_STORE settings', () => {
  it('keep media in the local folder with no settings', () => {
    configure({});
    expect(env().MEDIA_STORE).toBe('local');
    expect(env().S3_FORCE_PATH_STYLE).toBe('false');
  });

  it('refuse s3 without a bucket, saying what to set', () => {
    configure({ MEDIA_STORE: 's3' });
    expect(() => env()).toThrow(/S3_BUCKET: set it to the bucket that holds the media when MEDIA_STORE=s3/);
  });

  it('refuse half a key pair', () => {
    configure({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKIA-only' });
    expect(() => env()).toThrow(/set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
  });

  it('refuse a store that does not exist', () => {
    configure({ MEDIA_STORE: 'ftp' });
    expect(() => env()).toThrow(/MEDIA_STORE/);
  });

  it('accept a bucket with the SDK’s own credentials', () => {
    configure({ MEDIA_STORE: 's3', S3_BUCKET: 'media' });
    expect(env()).toMatchObject({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_REGION: 'us-east-1' });
  });
});
