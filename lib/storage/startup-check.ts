import 'server-only';
import { env } from '../env';
import { mediaStore } from './store';

const START_TIMEOUT_MS = 10_000;

/**
 * With MEDIA_STORE=s3, the bucket must answer before the server starts: a wrong endpoint, bucket or
 * key would otherwise show up as failed uploads and broken images. Later outages are /api/health's.
 */
export async function assertMediaStoreAnswers(): Promise<void> {
  const settings = env();
  if (settings.MEDIA_STORE !== 's3') return;
  try {
    await mediaStore().check(AbortSignal.timeout(START_TIMEOUT_MS));
  } catch (error) {
    const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } };
    const reason = $metadata?.httpStatusCode ? `HTTP ${$metadata.httpStatusCode} ${name}` : message || name;
    throw new Error(
      `The media bucket "${settings.S3_BUCKET}" at ${settings.S3_ENDPOINT ?? 'AWS S3'} does not answer (${reason}). ` +
        'Check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_FORCE_PATH_STYLE and the S3 keys, or set MEDIA_STORE=local.',
    );
  }
}
