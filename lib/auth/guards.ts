import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import type { Role } from './identity';
import { getSessionFromHeaders, type SessionInfo } from './session';

// Page-side access control. Every protected page and layout calls one of these on the server;
// proxy.ts only saves a round trip when the cookie is missing altogether.

/** The current session for this server render, or null (memoised per request). */
export const currentSession = cache(async (): Promise<SessionInfo | null> => {
  return getSessionFromHeaders(await headers());
});

export async function requireUser(): Promise<SessionInfo> {
  const session = await currentSession();
  if (!session) redirect('/login');
  return session;
}

/** 'student' pages are open to students and admins (docs/product.md#users-and-roles); 'admin' pages to admins only. */
export async function requireRole(role: Role): Promise<SessionInfo> {
  const session = await requireUser();
  if (role === 'admin' && session.identity.role !== 'admin') forbidden();
  return session;
}
