import { INBOX_FIGURES } from './figures';

// The practice inbox API's own refusal codes (docs/architecture.md#practice-inbox), beside the ones every practice API
// shares (lib/api/error-codes.ts). The pages of the exercises that mail the learner list them with the inbox's calls.
export const INBOX_ERROR_CODES = {
  INVALID_QUERY: 'since, wait or to is wrong or given twice (400); errors names each.',
  MESSAGE_NOT_FOUND: 'No message of yours has this id (404): another learner\'s is never yours.',
  TOO_MANY_WAITS: `${INBOX_FIGURES.waitsPerLearner} of your inbox reads wait already, or the server holds all it can (429, Retry-After: 1).`,
} as const;
