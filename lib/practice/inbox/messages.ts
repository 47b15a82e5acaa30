import { INBOX_FIGURES } from './figures';

// Every text the practice inbox answers with or shows (docs/architecture.md#practice-inbox). Part of the lab's
// versioned API (/api/practice/v1/inbox), so they change with its version; the tests assert them.
export const INBOX_MSG = {
  sinceInvalid: 'since must be a message id: a whole number from 0.',
  waitInvalid: `wait must be a whole number of seconds from 0 to ${INBOX_FIGURES.maxWaitSeconds}.`,
  toInvalid: 'to must be an e-mail address of at most 254 characters.',
  queryInvalid: 'The inbox query is not valid; errors names each parameter.',
  repeated: (name: string) => `${name} is given more than once.`,
  messageNotFound: 'Your practice inbox has no message with this id.',
  tooManyWaits: `You have ${INBOX_FIGURES.waitsPerLearner} inbox reads waiting already: let one finish (or stop it) before you start another.`,
  serverBusy: 'Too many inbox reads are waiting on this server: try again in a second.',
  cleared: 'Your practice inbox is empty.',
  deleted: 'The message was deleted.',
} as const;
