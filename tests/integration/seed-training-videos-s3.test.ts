import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trainingVideos } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { SEED_VIDEOS } from '@/lib/db/seed/video-content';
import { withLocalS3Media } from '../helpers/local-s3-media';
import { setupFreshDatabase } from '../helpers/test-db';

// docs/architecture.md#seed-data: with MEDIA_STORE=s3 the seeded training videos go to the bucket, as uploads do, and
// their lengths are read from there; nothing lands on the local disk.

const getDb = setupFreshDatabase();
const localS3 = withLocalS3Media();

describe('the seeded training videos on an S3-compatible store', () => {
  it('are written to the bucket and measured from it', async () => {
    await seedDatabase(getDb(), () => {});
    const rows = await getDb().select().from(trainingVideos);
    expect(rows).toHaveLength(SEED_VIDEOS.length);
    const keys = await localS3().keys();
    for (const row of rows) {
      expect(keys).toContain(`trainings/${row.videoName}`);
      expect(row.durationSeconds).toBeCloseTo(8, 0);
    }
    const localTrainings = path.join(process.env.UPLOADS_DIR!, 'trainings');
    expect(fs.existsSync(localTrainings) ? fs.readdirSync(localTrainings) : []).toEqual([]);
  });
});
