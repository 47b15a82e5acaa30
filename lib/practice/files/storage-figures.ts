/**
 * The default bounds on practice files, in MB (1,048,576 bytes): plain numbers, so lib/env.ts (which may
 * raise or lower them: PRACTICE_FILES_TOTAL_MB, PRACTICE_FILES_ADDRESS_MB_PER_HOUR) and the task sheets
 * in the browser bundle state the same figures. ./storage-limits.ts applies them.
 */
export const PRACTICE_FILES_DEFAULTS = {
  /** All learners' kept files together. */
  totalMb: 2048,
  /** Bytes stored from one client address (an IPv6 /64 counts as one) in an hour. */
  addressMbPerHour: 200,
} as const;
