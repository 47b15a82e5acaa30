import type { Identity } from './identity';

// The session's types, apart from ./session.ts: the session cache (./session-cache.ts) keeps these objects, and
// ./session.ts reads through that cache, so the types live where both can import them without a cycle.

// better-auth's user object; its "name" field is stored in the users.username column.
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  role?: string | null;
  studentId?: string | null;
  phone?: string | null;
  payStatus?: string | null;
  payMethod?: string | null;
  banned?: boolean | null;
}

export interface SessionInfo {
  user: SessionUser;
  identity: Identity;
  sessionId: string;
}
