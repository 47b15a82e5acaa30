import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as logout } from '@/app/api/auth/logout/route';
import { PUT as putSettings } from '@/app/api/practice/settings/route';
import { PUT as updateProfile } from '@/app/api/users/update-profile/[id]/route';
import { getSessionFromHeaders } from '@/lib/auth/session';
import { OWN_PROFILE_PATH } from '@/lib/users/own-profile-read';
import { forgetSessionsHere } from '@/lib/auth/session-cache';
import { enableCaching } from '@/lib/cache/tags';
import { peerHooks } from '@/lib/cluster/join-peers';
import { users } from '@/lib/db/schema';
import { CACHE_FILL_HEADER } from '@/lib/fast-path/fill-header';
import { serveLearnerPage } from '@/lib/fast-path/serve-learner-page';
import { serveOwnProfile } from '@/lib/fast-path/serve-own-profile';
import { exerciseViewCookieName, exerciseViewInCookieHeader } from '@/lib/practice/exercise-view';
import { getOwnProfile } from '@/lib/users/own-profile-route';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: postMove } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');

// A learner's exercise pages and profile page are answered before Next (lib/fast-path/serve-learner-page.ts), one copy
// for every learner, and the profile the profile page reads (GET /api/users/me) by its handler
// (lib/fast-path/serve-own-profile.ts). The server below is server.mjs's order of things: the fast path first, then
// "Next", here a stand-in that draws what the real pages take from the server (an exercise page: only the chosen
// panel; the profile page: nothing of the learner), answers the profile read by the same handler, and counts both.
// The e2e suites load the real pages (e2e/practice/served-page-same.spec.ts: two learners, the same bytes).

const getDb = setupFreshDatabase();
const EXERCISE = '/student/practice/mouse-action/v1';
const SECRET = 'test-fill-secret';
let server: http.Server;
let base: string;
let renders = 0;
let profileReadsByNext = 0;

async function standInNext(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.url === OWN_PROFILE_PATH) {
    profileReadsByNext++;
    const reply = await getOwnProfile(new Request(`http://localhost${req.url}`, { headers: req.headers as Record<string, string> }), { params: Promise.resolve({}) });
    return res.writeHead(reply.status, { 'content-type': 'application/json' }).end(await reply.text());
  }
  renders++;
  const session = await getSessionFromHeaders(new Headers(req.headers as Record<string, string>));
  if (!session) return res.writeHead(307, { location: '/login' }).end();
  if (req.url !== EXERCISE && req.url !== '/student') return res.writeHead(404).end('no such page');
  const panel = exerciseViewInCookieHeader(req.headers.cookie, session.user.id);
  const html = req.url === EXERCISE ? `<p id="view">${panel}</p>` : '<p role="status">Loading your profile…</p>';
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`${html}<script>window.x=1</script>`);
}

beforeAll(async () => {
  enableCaching();
  server = http.createServer((req, res) => {
    // The fast path's own render arrives with the fill secret and goes straight to "Next", as in install.ts.
    if (req.headers[CACHE_FILL_HEADER] === SECRET) return void standInNext(req, res);
    if (serveOwnProfile(req, res)) return;
    if (!serveLearnerPage(req, res, () => void standInNext(req, res), SECRET)) void standInNext(req, res);
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
async function viewedTwice(path = EXERCISE, username = 'Ann Learner'): Promise<TestUser> {
  const who = await createLoggedInUser({ username });
  await view(who, path);
  await view(who, path);
  return who;
}
const setBugMode = (who: TestUser, bugMode: boolean) => call(putSettings, { method: 'PUT', cookie: who.cookie, body: { bugMode }, path: '/api/practice/settings' });

/** The learner's own profile as the profile page reads it, and whether Next answered it. */
async function ownProfile(who: TestUser): Promise<{ status: number; username?: string; byNext: boolean }> {
  const before = profileReadsByNext;
  const reply = await fetch(base + OWN_PROFILE_PATH, { headers: { cookie: who.cookie } });
  const body = (await reply.json()) as { username?: string };
  return { status: reply.status, username: body.username, byNext: profileReadsByNext > before };
}

describe("a learner's pages answered before Next", () => {
  it('come from memory once rendered, the same bytes for every learner, with the private and security headers', async () => {
    const ann = await viewedTwice('/student');
    const bob = await createLoggedInUser({ username: 'Bob Learner' });
    const before = renders;
    const [annPage, bobPage] = [await view(ann, '/student'), await view(bob, '/student')];
    expect(renders).toBe(before);
    expect(bobPage.text).toBe(annPage.text);
    expect(annPage.text).not.toContain('Learner');
    expect(annPage.headers.get('cache-control')).toBe('private, no-store');
    expect(annPage.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/);
    expect(annPage.headers.get('x-content-type-options')).toBe(null); // the stand-in sets none; Next's go through as they are
  });

  it("answer each learner's own profile read before Next once their session is remembered, and a switch or a write renders nothing", async () => {
    const ann = await viewedTwice('/student');
    const bob = await viewedTwice('/student', 'Bob Learner');
    expect(await ownProfile(ann)).toEqual({ status: 200, username: 'Ann Learner', byNext: false });
    expect(await ownProfile(bob)).toEqual({ status: 200, username: 'Bob Learner', byNext: false });
    const before = renders;
    expect((await setBugMode(ann, true)).status).toBe(200);
    expect((await call(postMove, { method: 'POST', cookie: ann.cookie, body: { card: 'login', to: 'sprint' } })).status).toBe(200);
    await view(ann, '/student');
    expect(renders).toBe(before);
    // A session not remembered yet (a learner arriving): Next answers the read, which remembers it.
    const cal = await createLoggedInUser({ username: 'Cal Learner' });
    forgetSessionsHere(cal.id);
    expect(await ownProfile(cal)).toEqual({ status: 200, username: 'Cal Learner', byNext: true });
    expect(await ownProfile(cal)).toEqual({ status: 200, username: 'Cal Learner', byNext: false });
  });

  it('keep one exercise page for every learner: a second learner, a switch turned and a practice write render nothing', async () => {
    const ann = await viewedTwice();
    const bob = await createLoggedInUser({ username: 'Bob Learner' });
    await ownProfile(bob); // Bob's session is checked (and remembered) by his first read
    const before = renders;
    const bobs = await view(bob);
    expect(bobs.status).toBe(200);
    expect(renders).toBe(before);
    expect(bobs.text).toBe((await view(ann)).text);
    expect((await setBugMode(ann, true)).status).toBe(200);
    expect((await call(postMove, { method: 'POST', cookie: bob.cookie, body: { card: 'login', to: 'sprint' } })).status).toBe(200);
    peerHooks.receive({ type: 'forget-user', userId: ann.id });
    peerHooks.receive({ type: 'forget-practice', userId: bob.id });
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

  it('show a profile change at once, without a render of the page', async () => {
    const ann = await viewedTwice('/student');
    await ownProfile(ann);
    const before = renders;
    const updated = await call(updateProfile, { method: 'PUT', cookie: ann.cookie, params: { id: ann.id }, body: { username: 'Ann Renamed', email: ann.email } });
    expect(updated.status).toBe(200);
    // The change ended the remembered session (lib/auth/user-access.ts): Next answers the first read, then the fast path.
    expect((await ownProfile(ann)).username).toBe('Ann Renamed');
    expect(await ownProfile(ann)).toEqual({ status: 200, username: 'Ann Renamed', byNext: false });
    await view(ann, '/student');
    expect(renders).toBe(before);
  });

  it('end with the session: after a logout the page and the profile read go to Next, which refuses them', async () => {
    const ann = await viewedTwice();
    await ownProfile(ann);
    expect((await call(logout, { method: 'POST', cookie: ann.cookie, path: '/api/auth/logout' })).status).toBe(200);
    expect((await view(ann)).status).toBe(307);
    expect(await ownProfile(ann)).toEqual({ status: 401, username: undefined, byNext: true });
  });

  it("show the profile as another instance changed it, once that instance says the learner's account changed", async () => {
    const ann = await viewedTwice('/student');
    expect((await ownProfile(ann)).username).toBe('Ann Learner');
    await getDb().update(users).set({ username: 'Renamed Elsewhere' }).where(eq(users.id, ann.id));
    peerHooks.receive({ type: 'forget-user', userId: ann.id });
    expect((await ownProfile(ann)).username).toBe('Renamed Elsewhere');
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
