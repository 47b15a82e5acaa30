import 'server-only';
import { env } from '../env';
import { processSingleton } from '../cache/process-singleton';
import { localMediaStore } from './local-store';
import type { MediaStore } from './media-store';
import { createS3Client } from './s3-client';
import { s3MediaStore } from './s3-store';

/** The configured media store (MEDIA_STORE), one per process. */
export function mediaStore(): MediaStore {
  const settings = env();
  if (settings.MEDIA_STORE === 'local') return localMediaStore;
  return processSingleton(`media-store:${settings.S3_ENDPOINT ?? 'aws'}:${settings.S3_BUCKET}`, () =>
    s3MediaStore(createS3Client(settings), settings.S3_BUCKET!),
  );
}
