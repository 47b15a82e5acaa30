import 'server-only';
import { count, eq, inArray, max } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { practiceDefectCredits, practiceDefectEvidence, practiceDefectReports, practiceProbeRejections, users } from '../../db/schema';
import { BUG_HUNT_FIGURES } from './figures';
import { MISS_VERDICTS } from './schemas';

// The trainer's trust view (docs/product.md#admin-bug-hunt): per learner, beside the score, how each credit was
// evidenced and what looks forged. Juice Shop's cheat score compares the time between two solved challenges with a
// minimum per challenge; here the server knows more: when the learner met each defect (their evidence) and when they
// reported it, so the time measured is the one a person needs to write the report, per credit, not a guess from the
// order of solves. Beside it: whether the server saw the defect itself or only the page said so, codes sent that were
// never issued to the learner (a forged, borrowed or stale code is no accident), misses per credit, and credited
// report texts word for word the same as another learner's. The trust share is the credits with no flag.

export interface TrustCredit {
  reportId: number;
  defectId: string;
  exercise: string;
  via: 'server' | 'page' | 'none';
  /** From the learner's evidence to the report; null when the evidence is missing (a trainer's credit). */
  secondsFromEvidence: number | null;
  fast: boolean;
  sharedText: boolean;
}

export interface LearnerTrust {
  userId: string;
  name: string;
  email: string;
  credits: TrustCredit[];
  misses: number;
  /** Misses per credit, one decimal; null without a credit. */
  guessesPerCredit: number | null;
  rejectedCodes: number;
  /** Of them, codes that were the learner's own but past their lifetime (a tab left open, or a replay). */
  expiredCodes: number;
  lastRejectedAt: string | null;
  /** Credits with no flag, of all; 1 without a credit. */
  trustShare: number;
  flags: ('never-issued-codes' | 'fast-credits' | 'shared-text')[];
}

const normalized = (title: string, actual: string) => `${title}\n${actual}`.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every learner with a credit or a refused code, those with flags first. */
export async function learnerTrust(): Promise<LearnerTrust[]> {
  const db = await getDb();
  const [credits, rejections, missRows] = await Promise.all([
    db
      .select({ userId: practiceDefectCredits.userId, defectId: practiceDefectCredits.defectId, exercise: practiceDefectCredits.exercise, reportId: practiceDefectCredits.reportId, reportedAt: practiceDefectReports.createdAt, title: practiceDefectReports.title, actual: practiceDefectReports.actual })
      .from(practiceDefectCredits)
      .innerJoin(practiceDefectReports, eq(practiceDefectReports.id, practiceDefectCredits.reportId)),
    db
      .select({ userId: practiceProbeRejections.userId, reason: practiceProbeRejections.reason, count: count(), last: max(practiceProbeRejections.at) })
      .from(practiceProbeRejections)
      .groupBy(practiceProbeRejections.userId, practiceProbeRejections.reason),
    db.select({ userId: practiceDefectReports.userId, count: count() }).from(practiceDefectReports).where(inArray(practiceDefectReports.autoVerdict, [...MISS_VERDICTS])).groupBy(practiceDefectReports.userId),
  ]);
  const userIds = [...new Set([...credits.map((row) => row.userId), ...rejections.map((row) => row.userId)])];
  if (userIds.length === 0) return [];
  const [people, evidence] = await Promise.all([
    db.select({ id: users.id, name: users.username, email: users.email }).from(users).where(inArray(users.id, userIds)),
    db.select().from(practiceDefectEvidence).where(inArray(practiceDefectEvidence.userId, userIds)),
  ]);
  const evidenceOf = new Map(evidence.map((row) => [`${row.userId}:${row.defectId}`, row]));
  const textOwners = new Map<string, Set<string>>();
  for (const row of credits) {
    const key = normalized(row.title, row.actual);
    textOwners.set(key, (textOwners.get(key) ?? new Set()).add(row.userId));
  }
  const rejectedOf = new Map<string, { count: number; expired: number; last: Date | null }>();
  for (const row of rejections) {
    const seen = rejectedOf.get(row.userId) ?? { count: 0, expired: 0, last: null };
    const last = seen.last && row.last && seen.last > row.last ? seen.last : (row.last ?? seen.last);
    rejectedOf.set(row.userId, { count: seen.count + row.count, expired: seen.expired + (row.reason === 'expired' ? row.count : 0), last });
  }
  const missesOf = new Map(missRows.map((row) => [row.userId, row.count]));

  const rows = people.map((person): LearnerTrust => {
    const own = credits
      .filter((row) => row.userId === person.id)
      .map((row): TrustCredit => {
        const seen = evidenceOf.get(`${row.userId}:${row.defectId}`);
        const seconds = seen ? Math.max(0, Math.round((row.reportedAt.getTime() - seen.firstSeenAt.getTime()) / 1000)) : null;
        return {
          reportId: row.reportId,
          defectId: row.defectId,
          exercise: row.exercise,
          via: seen ? (seen.via === 'page' ? 'page' : 'server') : 'none',
          secondsFromEvidence: seconds,
          fast: seconds !== null && seconds < BUG_HUNT_FIGURES.fastCreditSeconds,
          sharedText: (textOwners.get(normalized(row.title, row.actual))?.size ?? 0) > 1,
        };
      })
      .sort((a, b) => a.reportId - b.reportId);
    const misses = missesOf.get(person.id) ?? 0;
    const rejected = rejectedOf.get(person.id);
    const flags: LearnerTrust['flags'] = [];
    if (rejected) flags.push('never-issued-codes');
    if (own.some((credit) => credit.fast)) flags.push('fast-credits');
    if (own.some((credit) => credit.sharedText)) flags.push('shared-text');
    const clean = own.filter((credit) => !credit.fast && !credit.sharedText).length;
    return {
      userId: person.id,
      name: person.name,
      email: person.email,
      credits: own,
      misses,
      guessesPerCredit: own.length > 0 ? Math.round((misses / own.length) * 10) / 10 : null,
      rejectedCodes: rejected?.count ?? 0,
      expiredCodes: rejected?.expired ?? 0,
      lastRejectedAt: rejected?.last?.toISOString() ?? null,
      trustShare: own.length > 0 ? clean / own.length : 1,
      flags,
    };
  });
  return rows.sort((a, b) => b.flags.length - a.flags.length || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}
