import { count } from 'drizzle-orm';
import { courseSchedule } from '../schema';
import type { Db } from '../types';
import { SEED_SCHEDULE } from './content';
import { inSeedTransaction } from './lock';

/** The upcoming batches shown on the home page; only into an empty schedule. Returns rows added. */
export async function seedSchedule(db: Db): Promise<number> {
  return inSeedTransaction(db, async (tx) => {
    const [{ existing }] = await tx.select({ existing: count() }).from(courseSchedule);
    if (existing > 0) return 0;
    await tx.insert(courseSchedule).values([...SEED_SCHEDULE]);
    return SEED_SCHEDULE.length;
  });
}
