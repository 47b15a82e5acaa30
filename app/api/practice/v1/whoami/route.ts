import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// GET /api/practice/v1/whoami with Authorization: Bearer <practice token or OAuth access token> → { userId, via }:
// the first call a learner's tool makes to check its credential works. 401 with WWW-Authenticate otherwise.
export const GET = practiceRoute({ access: 'practice-token' }, ({ caller }) => ({ userId: caller.userId, via: caller.via }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET });
