// The bug hunt API's own refusal codes (docs/product.md#bug-hunt), beside the shared ones (lib/api/error-codes.ts).
export const BUG_HUNT_ERROR_CODES = {
  AREA_UNKNOWN: "The report's area is not one of the exercise's report areas (400); `errors.area` lists them.",
  REPORT_LIMIT_REACHED: 'The hour\'s misses on this exercise are used up (429); `Retry-After` says when the next report is taken.',
  SCREENSHOT_TAKEN: 'The report has a screenshot already (409).',
  SCREENSHOT_QUOTA: "The learner's stored screenshots would pass their quota (413); nothing is stored, the report stays.",
  SCREENSHOT_UNREADABLE: 'The screenshot starts like an image but does not decode as one (415).',
  ALREADY_CREDITED: 'A trainer tried to credit a defect another report of the learner was credited for (409).',
  NOT_CREDITED: 'A trainer tried to withdraw a credit from a report that holds none (409).',
} as const;
