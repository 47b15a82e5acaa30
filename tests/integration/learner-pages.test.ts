import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as logout } from '@/app/api/auth/logout/route';
import { PUT as putSettings } from '@/app/api/practice/settings/route';
import { PUT as updateProfile } from '@/app/api/users/update-profile/[id]/route';
import { getSessionFromHeaders } from '@/lib/auth/session';
import { forgetSessionsHere } from '@/lib/auth/session-cache';
import { enableCaching } from '@/lib/cache/tags';
import { peerHooks } from '@/lib/cluster/join-peers';
import { users } from '@/lib/db/schema';
import { CACHE_FILL_HEADER } from '@/lib/fast-path/fill-header';
import { serveLearnerPage } from '@/lib/fast-path/serve-learner-page';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { exerciseViewCookieName, exerciseViewInCookieHeader } from '@/lib/practice/exercise-view';
import { findUserProfile } from '@/lib/users/profile';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: postMove } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');

// A learner's exercise pages and profile are answered before Next (lib/fast-path/serve-learner-page.ts): the profile
// from the learner's own copy, an exercise page from one copy for every learner. The server below is server.mjs's
// order of things: the fast path first, then "Next", here a stand-in that draws what the real pages take from the
// server (the profile: the learner's name and switch; an exercise page: only the chosen panel) and counts its renders.
// The e2e suites load the real pages (e2e/practice/shared-exercise-page.spec.ts: two learners, the same bytes).

const getDb = setupFreshDatabase();
const EXERCISE = '/student/practice/mouse-action/v1';
const SECRET = 'test-fill-secret';
let server: http.Server;
let base: string;
let renders = 0;

async function standInNext(req: http.IncomingMessage, res: http.ServerResponse) {
  renders++;
  const session = await getSessionFromHeaders(new Headers(req.headers as Record<string, string>));
  if (!session) return res.writeHead(307, { location: '/login' }).end();
  if (req.url !== EXERCISE && req.url !== '/student') return res.writeHead(404).end('no such page');
  const { username } = (await findUserProfile(session.user.id))!;
  const bugMode = await isBugModeOn(session.user.id);
  const panel = exerciseViewInCookieHeader(req.headers.cookie, session.user.id);
  const html = req.url === EXERCISE ? `<p id="view">${panel}</p>` : `<p id="name">${username}</p><p id="bug">${bugMode}</p>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`${html}<script>window.x=1</script>`);
}

beforeAll(async () => {
  enableCaching();
  server = http.createServer((req, res) => {
    // The fast path's own render arrives with the fill secret and goes straight to "Next", as in install.ts.
    if (req.headers[CACHE_FILL_HEADER] === SECRET || !serveLearnerPage(req, res, () => void standInNext(req, res), SECRET)) void standInNext(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const view = async (who: TestUser, path = EXERCISE, headers: Record<string, string> = {}) => {
  const reply = await fetch(base + path, { headers: { cookie: who.cookie, ...headers }, redirect: 'manual' });
  return { status: reply.status, text: await reply.text(), headers: reply.headers };
};
/** A learner whose page has been viewed twice: the session is remembered, and so is the page. */
async function viewedTwice(path = EXERCISE): Promise<TestUser> {
  const who = await createLoggedInUser({ username: 'Ann Learner' });
  await view(who, path);
  await view(who, path);
  return who;
}
const setBugMode = (who: TestUser, bugMode: boolean) => call(putSettings, { method: 'PUT', cookie: who.cookie, body: { bugMode }, path: '/api/practice/settings' });

describe("a learner's pages answered before Next", () => {
  it('come from memory once rendered, with the private and security headers: a row changed behind their back is not seen', async () => {
    const ann = await viewedTwice('/student');
    await getDb().update(users).set({ username: 'Changed Behind' }).where(eq(users.id, ann.id));
    const before = renders;
    const page = await view(ann, '/student');
    expect(renders).toBe(before);
    expect(page.text).toContain('Ann Learner');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/);
    expect(page.headers.get('x-content-type-options')).toBe(null); // the stand-in sets none; Next's go through as they are
  });

  it("show the profile's bug-mode switch at once, and a practice write keeps the page", async () => {
    const ann = await viewedTwice('/student');
    expect((await view(ann, '/student')).text).toContain('<p id="bug">false</p>');
    expect((await setBugMode(ann, true)).status).toBe(200);
    expect((await view(ann, '/student')).text).toContain('<p id="bug">true</p>');
    const before = renders;
    expect((await call(postMove, { method: 'POST', cookie: ann.cookie, body: { card: 'login', to: 'sprint' } })).status).toBe(200);
    expect((await setBugMode(ann, true)).status).toBe(200); // the same value: nothing changed
    expect((await view(ann, '/student')).text).toContain('<p id="bug">true</p>');
    expect(renders).toBe(before);
  });

  it('keep one exercise page for every learner: a second learner, a switch turned and a practice write render nothing', async () => {
    const ann = await viewedTwice();
    const bob = await createLoggedInUser({ username: 'Bob Learner' });
    await view(bob, '/student'); // Bob's session is checked (and remembered) by the profile's render
    const before = renders;
    const bobs = await view(bob);
    expect(bobs.status).toBe(200);
    expect(renders).toBe(before);
    expect(bobs.text).toBe((await view(ann)).text);
    expect((await setBugMode(ann, true)).status).toBe(200);
    expect((await call(postMove, { method: 'POST', cookie: bob.cookie, body: { card: 'login', to: 'sprint' } })).status).toBe(200);
    peerHooks.receive({ type: 'forget-user', userId: ann.id });
    expect((await view(bob)).text).toBe(bobs.text);
    expect(renders).toBe(before);
  });

  it('check a session not remembered yet themselves for the shared page, rather than have Next render it; a forged one goes to Next', async () => {
    await viewedTwice();
    const cal = await createLoggedInUser({ username: 'Cal Learner' });
    forgetSessionsHere(cal.id); // as a learner arriving: their session checked by nothing yet
    const before = renders;
    const page = await view(cal);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p id="view">exercise</p>');
    expect(renders).toBe(before);
    const forged = await view({ ...cal, cookie: cal.cookie.replace(/=([^;]{6})/, '=forged') });
    expect(forged.status).toBe(307);
    expect(renders).toBe(before + 1);
  });

  it("keep one copy per chosen panel, so a learner's Exercise | Task sheet choice shows at once", async () => {
    const ann = await viewedTwice();
    const sheet = { cookie: `${ann.cookie}; ${exerciseViewCookieName(ann.id)}=sheet` };
    expect((await view(ann)).text).toContain('<p id="view">exercise</p>');
    expect((await view({ ...ann, ...sheet })).text).toContain('<p id="view">sheet</p>');
    const before = renders;
    expect((await view({ ...ann, ...sheet })).text).toContain('<p id="view">sheet</p>');
    expect((await view(ann)).text).toContain('<p id="view">exercise</p>');
    expect(renders).toBe(before);
  });

  it('show a profile change at once', async () => {
    const ann = await viewedTwice('/student');
    const updated = await call(updateProfile, { method: 'PUT', cookie: ann.cookie, params: { id: ann.id }, body: { username: 'Ann Renamed', email: ann.email } });
    expect(updated.status).toBe(200);
    expect((await view(ann, '/student')).text).toContain('Ann Renamed');
  });

  it("keep each learner's profile their own", async () => {
    const ann = await viewedTwice('/student');
    await setBugMode(ann, true);
    await view(ann, '/student');
    const bob = await viewedTwice('/student');
    expect((await view(bob, '/student')).text).toContain('<p id="bug">false</p>');
    expect((await view(ann, '/student')).text).toContain('<p id="bug">true</p>');
  });

  it('end with the session: after a logout the view goes to Next, which redirects', async () => {
    const ann = await viewedTwice();
    expect((await call(logout, { method: 'POST', cookie: ann.cookie, path: '/api/auth/logout' })).status).toBe(200);
    expect((await view(ann)).status).toBe(307);
  });

  it("drop the profile when another instance says the learner's account or switch changed", async () => {
    const ann = await viewedTwice('/student');
    await getDb().update(users).set({ username: 'Renamed Elsewhere' }).where(eq(users.id, ann.id));
    peerHooks.receive({ type: 'forget-user', userId: ann.id });
    expect((await view(ann, '/student')).text).toContain('Renamed Elsewhere');
    const bob = await viewedTwice('/student');
    await setBugMode(bob, true); // as if on another instance: the row changes, then the message arrives
    peerHooks.receive({ type: 'forget-practice', userId: bob.id });
    expect((await view(bob, '/student')).text).toContain('<p id="bug">true</p>');
    peerHooks.receive({ type: 'forget-practice', userId: bob.id, part: 'mouse-action' });
    const before = renders;
    await view(bob, '/student');
    expect(renders).toBe(before); // an exercise's write leaves the page as it is
  });

  it("never keep a page that is not a 200, nor answer Next's router requests or a query", async () => {
    const ann = await viewedTwice();
    const before = renders;
    expect((await view(ann, '/student/practice/no-such-exercise/v1')).status).toBe(404);
    expect((await view(ann, '/student/practice/no-such-exercise/v1')).status).toBe(404);
    await view(ann, EXERCISE, { rsc: '1' });
    await view(ann, `${EXERCISE}?x=1`);
    // Each 404 twice (the fast path's render, not kept, then Next's own), the other two once each.
    expect(renders).toBe(before + 6);
  });
});
