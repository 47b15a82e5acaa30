import type { Challenge } from '../../challenge';
import { PRACTICE_BANK_EXERCISE } from './descriptor';

// The exercise's challenges (docs/practice/practice-bank.md#challenges): what a learner's own tools may do against
// the Practice Bank API and the practice inbox, each credited by the server the first time it sees it, from requests
// made with the learner's practice credential (a personal access token or an OAuth access token; the page's own
// requests do not count). Public; how each is told lives in server/challenge-checks.ts. Ids never change.

const BANK = `/api/practice/v1/${PRACTICE_BANK_EXERCISE.id}`;
const INBOX = '/api/practice/v1/inbox';

export const PRACTICE_BANK_CHALLENGES: readonly Challenge[] = [
  { id: 'PBK-C01', title: 'Read your inbox', description: `List your practice inbox (GET ${INBOX}) with your token: 200.` },
  {
    id: 'PBK-C02',
    title: 'Wait for the next message',
    description: `Long-poll the inbox with since and wait (GET ${INBOX}?since={lastId}&wait=20) and receive a message in the reply.`,
  },
  { id: 'PBK-C03', title: 'Read a message raw', description: `Read one message as message/rfc822 (GET ${INBOX}/{id}/raw): 200.` },
  { id: 'PBK-C04', title: 'Verify a sign-up by API', description: `Open an account and verify it with the mailed code (POST ${BANK}/sign-up/verify): 200.` },
  { id: 'PBK-C05', title: 'Sign in with a one-time code by API', description: `Sign in with the mailed one-time code (POST ${BANK}/sign-in/verify): 200.` },
  { id: 'PBK-C06', title: 'Ask again too soon', description: 'Ask for a new code within the cooldown: 429 RESEND_TOO_SOON with Retry-After.' },
  { id: 'PBK-C07', title: 'Use up the tries', description: 'Enter wrong codes until the code is void: 429 TOO_MANY_WRONG_CODES.' },
  { id: 'PBK-C08', title: 'Let a code expire', description: 'Enter a code after its lifetime: 400 CODE_EXPIRED.' },
  { id: 'PBK-C09', title: 'Empty your inbox', description: `Delete every message of your practice inbox (DELETE ${INBOX}): 204.` },
];
