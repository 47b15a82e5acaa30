import 'server-only';
import { ApiError } from '../api/errors';
import { CERTIFICATE_MSG } from '../messages';
import { countHit, limitOf, RATE_RULES } from '../security/rate-limit';

// Certificate PDF downloads per user (RATE_RULES.certificatePdfPerUser, README "Limits"): even served from the cache a
// PDF is tens of kilobytes, and a changed certificate renders again, so one account cannot keep the server busy.
// Every answer carries the IETF RateLimit fields, as the practice API's do; past the limit a 429 with Retry-After.

export type PdfLimitHeaders = Record<'RateLimit-Limit' | 'RateLimit-Remaining' | 'RateLimit-Reset', string>;

/** Counts one download by `userId`; the headers for the reply, or a 429 once the window is full. */
export async function countPdfDownload(userId: string): Promise<PdfLimitHeaders> {
  const rule = RATE_RULES.certificatePdfPerUser;
  const limit = limitOf(rule);
  const { count, retryAfter } = await countHit(rule, userId);
  const headers = { 'RateLimit-Limit': String(limit), 'RateLimit-Remaining': String(Math.max(0, limit - count)), 'RateLimit-Reset': String(retryAfter) };
  if (count > limit) {
    const message = CERTIFICATE_MSG.pdfLimit(limit, rule.windowSeconds / 60, retryAfter);
    throw new ApiError(429, message, undefined, { ...headers, 'Retry-After': String(retryAfter) }, 'RATE_LIMITED');
  }
  return headers;
}
