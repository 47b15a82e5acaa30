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
  cleared: 'Your practice inbox is empty now.',
  deleted: 'The message was deleted.',

  // The inbox panel (components/practice/inbox/).
  loading: 'Reading your practice inbox…',
  readFailed: 'Your practice inbox could not be read.',
  unreadable: 'Your practice inbox answered something unexpected.',
  empty: 'No messages yet. Mail the exercises send you lands here.',
  clearFailed: 'Your practice inbox could not be emptied. Please try again.',
  deleteFailed: 'The message could not be deleted. Please try again.',
  count: (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`,
  note: `Mail the lab sends you lands here and never in a real mailbox, whatever the address. The newest ${INBOX_FIGURES.keep} messages are kept.`,
} as const;
