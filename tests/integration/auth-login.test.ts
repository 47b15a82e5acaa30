import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as betterAuthGet, POST as betterAuthPost } from '@/app/api/auth/[...all]/route';
import { call, cookieHeader } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, createUserWithPassword } from '../helpers/users';

const getDb = setupFreshDatabase();

describe('POST /api/auth/login', () => {
  it('answers the identity and a token, and sets an httpOnly SameSite=Lax session cookie', async () => {
    await createUserWithPassword(getDb(), { email: 'ada@example.com', username: 'Ada Lovelace', password: 'Sunflower-42' });
    const result = await call(login, { body: { email: 'Ada@Example.com', password: 'Sunflower-42' } });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ role: 'student', payment: 'no', username: 'Ada Lovelace', email: 'ada@example.com' });
    expect(result.json.userId).toEqual(expect.any(String));
    expect(result.json.token).toEqual(expect.any(String));
    const sessionCookie = result.cookies.find((c) => c.includes('session_token'));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
  });

  it('gives an admin payment "yes" so the admin lands on /admin', async () => {
    await createUserWithPassword(getDb(), { email: 'boss@example.com', username: 'Boss', password: 'Admin-pass-1', role: 'admin' });
    const result = await call(login, { body: { email: 'boss@example.com', password: 'Admin-pass-1' } });
    expect(result.json).toMatchObject({ role: 'admin', payment: 'yes' });
  });

  it('refuses a wrong password with 401 and a plain message', async () => {
    await createUserWithPassword(getDb(), { email: 'grace@example.com', username: 'Grace Hopper', password: 'Sunflower-42' });
    const result = await call(login, { body: { email: 'grace@example.com', password: 'wrong-password' } });
    expect(result.status).toBe(401);
    expect(result.json).toEqual({ message: 'Invalid email or password.' });
    expect(result.cookies.some((c) => c.includes('session_token=') && !c.includes('session_token=;'))).toBe(false);
  });

  it('answers 401 for an unknown e-mail with the same message', async () => {
    const result = await call(login, { body: { email: 'nobody@example.com', password: 'whatever1' } });
    expect(result.status).toBe(401);
    expect(result.json).toEqual({ message: 'Invalid email or password.' });
  });

  it('validates the body with the spec messages', async () => {
    const result = await call(login, { body: { email: 'not-an-email', password: '123' } });
    expect(result.status).toBe(400);
    expect(result.json.errors).toEqual({ email: 'this field include A-z 0-9 @ _ .', password: 'minimun 5 character' });
    const missing = await call(login, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.email).toBe('Email is required');
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const result = await call(login, { rawBody: '{"email":', method: 'POST' });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ message: 'The request body must be valid JSON.' });
  });

  it('refuses a cross-site login attempt', async () => {
    const result = await call(login, {
      body: { email: 'x@example.com', password: 'abcdef' },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(result.status).toBe(403);
  });

  it('starts a new session at every login', async () => {
    const user = await createLoggedInUser();
    const again = await call(login, { body: { email: user.email, password: user.password } });
    expect(cookieHeader(again.cookies)).not.toBe(user.cookie);
    expect(again.json.token).not.toBe(user.token);
  });
});

describe('session: /api/auth/me and logout', () => {
  it('answers 401 JSON without a session', async () => {
    const result = await call(me);
    expect(result.status).toBe(401);
    expect(result.json).toEqual({ message: 'Please log in to continue.' });
  });

  it('resolves the session from the cookie and from the bearer token', async () => {
    const user = await createLoggedInUser({ username: 'Cookie Monster' });
    const byCookie = await call(me, { cookie: user.cookie });
    expect(byCookie.status).toBe(200);
    expect(byCookie.json).toMatchObject({ userId: user.id, username: 'Cookie Monster' });
    const byBearer = await call(me, { bearer: user.token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.json.userId).toBe(user.id);
  });

  it('makes the old cookie answer 401 after logout', async () => {
    const user = await createLoggedInUser();
    const out = await call(logout, { method: 'POST', cookie: user.cookie });
    expect(out.status).toBe(200);
    expect(out.cookies.some((c) => /session_token=;/.test(c) || /Max-Age=0/i.test(c))).toBe(true);
    const after = await call(me, { cookie: user.cookie });
    expect(after.status).toBe(401);
  });

  it('lets a logged-out browser call logout without an error', async () => {
    const result = await call(logout, { method: 'POST' });
    expect(result.status).toBe(200);
  });
});

describe('better-auth mount', () => {
  it('exposes get-session but not its own sign-up endpoint (ours validates and rate-limits)', async () => {
    const user = await createLoggedInUser();
    const session = await call(betterAuthGet, { path: '/api/auth/get-session', cookie: user.cookie });
    expect(session.status).toBe(200);
    expect(session.json.user.id).toBe(user.id);
    const signUp = await call(betterAuthPost, {
      path: '/api/auth/sign-up/email',
      body: { email: 'sneaky@example.com', password: 'abcdefgh', name: 'Sneaky' },
    });
    expect(signUp.status).toBe(404);
  });
});
