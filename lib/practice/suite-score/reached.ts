import 'server-only';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '../../cache/process-singleton';
import { getDb } from '../../db/client';
import { practiceSuiteRounds } from '../../db/schema';
import { isPinned } from '../defects/planted';
import { practiceSettingsOf } from '../settings-row';

// Only real kills count (docs/architecture.md#suite-score): a round's defect is reached when the learner's own traffic
// met it while the round was open: the server saw its branch run (now), or a page code issued to them in the round
// reported it (its issue time). Called wherever evidence is recorded; for any defect but the one pinned it costs a
// cached settings read, and once a round is marked, this instance remembers the pin and asks nothing more.

const marked = () => processSingleton('suite-round-reached', () => new LRUCache<string, true>({ max: 20_000 }));

export async function noteSuiteRoundReached(userId: string, defectId: string, issuedAt: Date | null = null): Promise<void> {
  try {
    const settings = await practiceSettingsOf(userId);
    if (!isPinned(settings) || settings.pinnedDefect !== defectId || !settings.pinnedUntil) return;
    const key = `${userId}|${defectId}|${settings.pinnedUntil.getTime()}`;
    if (marked().has(key)) return;
    const now = new Date();
    const db = await getDb();
    const updated = await db
      .update(practiceSuiteRounds)
      .set({ reachedAt: now })
      .where(
        and(
          eq(practiceSuiteRounds.userId, userId),
          eq(practiceSuiteRounds.defectId, defectId),
          isNull(practiceSuiteRounds.outcome),
          isNull(practiceSuiteRounds.reachedAt),
          lte(practiceSuiteRounds.startedAt, issuedAt ?? now),
          gt(practiceSuiteRounds.expiresAt, now),
        ),
      )
      .returning({ n: practiceSuiteRounds.n });
    // A page code from before the round counts for nothing, and a later one of the same pin still may.
    if (updated.length > 0 || issuedAt === null) marked().set(key, true);
  } catch (error) {
    console.error(`[suite-score] reach of ${defectId} not recorded`, error);
  }
}
