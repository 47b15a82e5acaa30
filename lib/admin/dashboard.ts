import 'server-only';
import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '../db/client';
import { ads, payments, reviews, trainingVideos, users } from '../db/schema';
import { fillWeeks, lastWeekStarts, type WeekCount, type WeeklyActivity } from './week-buckets';

// What the admin home shows (issue 6.1): key figures and sign-ups/payments per week, read from the
// database on every view (the page is dynamic), so the figures are never a build-time snapshot.

export interface KeyFigures {
  students: number;
  verified: number;
  paid: number;
  reviews: number;
  videos: number;
  ads: number;
}

export async function readKeyFigures(): Promise<KeyFigures> {
  const db = await getDb();
  const [[people], [reviewRows], [videoRows], [adRows]] = await Promise.all([
    db
      .select({
        students: count(),
        verified: sql<number>`count(*) filter (where ${users.emailVerified})`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${users.payStatus} = 'yes')`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.role, 'student')),
    db.select({ value: count() }).from(reviews),
    db.select({ value: count() }).from(trainingVideos),
    db.select({ value: count() }).from(ads),
  ]);
  return { ...people, reviews: reviewRows.value, videos: videoRows.value, ads: adRows.value };
}

/** `date_trunc('week')` is Monday-based; reading it in UTC matches lib/admin/week-buckets.ts. */
function weekOf(column: PgColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

/** Student sign-ups and approved payments in each of the last `weeks` weeks (this week last). */
export async function readWeeklyActivity(weeks = 12, now = new Date()): Promise<WeeklyActivity[]> {
  const db = await getDb();
  const starts = lastWeekStarts(now, weeks);
  const since = new Date(`${starts[0]}T00:00:00Z`);
  const signUpWeek = weekOf(users.createdAt);
  const paymentWeek = weekOf(payments.createdAt);
  const [signUps, paid] = await Promise.all([
    db
      .select({ week: signUpWeek, count: count() })
      .from(users)
      .where(and(eq(users.role, 'student'), gte(users.createdAt, since)))
      .groupBy(signUpWeek),
    db
      .select({ week: paymentWeek, count: count() })
      .from(payments)
      .where(and(eq(payments.status, 'approved'), gte(payments.createdAt, since)))
      .groupBy(paymentWeek),
  ]);
  return fillWeeks(starts, signUps as WeekCount[], paid as WeekCount[]);
}
