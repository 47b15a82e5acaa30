// The suite score API's own refusal codes (docs/product.md#suite-score), beside the shared ones (lib/api/error-codes.ts).
export const SUITE_SCORE_ERROR_CODES = {
  RUN_NOT_FOUND: 'No run of yours with that id (404); another learner\'s run is not there for you either.',
  RUN_ALREADY_OPEN: 'You have an open run already (409): finish or abandon it first.',
  RUN_NOT_OPEN: 'The run has finished, expired or been abandoned (409).',
  ROUND_IN_PROGRESS: 'The current round has not been reported yet (409).',
  ROUND_NOT_CURRENT: 'That round is not the one in progress (409).',
  JUNIT_UNREADABLE: 'The `junit` text is not well-formed XML (400).',
} as const;
export type SuiteScoreErrorCode = keyof typeof SUITE_SCORE_ERROR_CODES;
