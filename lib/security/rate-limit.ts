import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../api/errors';
import { env } from '../env';

export interface RateRule {
  /** Bucket family, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

// Named rules in one place so tests and docs can refer to them.
export const RATE_RULES = {
  loginPerIp: { name: 'login-ip', max: 20, windowSeconds: 15 * 60 },
  loginPerAccount: { name: 'login-account', max: 5, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  resendPerIp: { name: 'resend-ip', max: 5, windowSeconds: 10 * 60 },
  forgotPerIp: { name: 'forgot-ip', max: 5, windowSeconds: 15 * 60 },
  codeCheckPerIp: { name: 'code-check-ip', max: 30, windowSeconds: 15 * 60 },
  accountChangePerIp: { name: 'account-change-ip', max: 30, windowSeconds: 15 * 60 },
  contactPerIp: { name: 'contact-ip', max: 5, windowSeconds: 10 * 60 },
  // Card testing (trying stolen numbers one by one) is the abuse to stop: few attempts per account and address.
  paymentPerUser: { name: 'payment-user', max: 10, windowSeconds: 60 * 60 },
  paymentPerIp: { name: 'payment-ip', max: 30, windowSeconds: 60 * 60 },
  // Each review lands on the public home page; a student writes a few, never dozens an hour.
  reviewPerUser: { name: 'review-user', max: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/**
 * Counts one hit against `rule` for `subject` in a fixed window stored in the database, so every
 * server process shares the same counters. Throws a 429 ApiError once the window is full.
 */
export async function hitRateLimit(rule: RateRule, subject: string): Promise<void> {
  const db = await getDb();
  const now = Date.now();
  const windowMs = rule.windowSeconds * 1000;
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${now - windowMs} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${now - windowMs} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (row.count > rule.max * env().RATE_LIMIT_SCALE) {
    throw tooManyRequests(Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000)));
  }
}

/** A successful login clears the per-account counter so typos before it do not linger. */
export async function clearRateLimit(rule: RateRule, subject: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${rule.name}:${subject.toLowerCase()}`}`);
}
