import { describe, expect, it } from 'vitest';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { setBugMode } from '@/lib/practice/bug-mode';
import { FRAMES_ALERT_FORM_MSG, FRAME_SUBMISSIONS_MAX } from '@/lib/practice/exercises/frames-alert/schemas';
import { TOO_MANY_SUBMISSIONS } from '@/lib/practice/exercises/frames-alert/server/submissions';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { DELETE, GET, POST, PUT } = mountedPracticeRoute('/api/practice/v1/frames-alert/submissions');

const call = practiceCaller('v1/frames-alert');

setupFreshDatabase();

// The frame form's API of Frames & Alert (docs/practice/frames-alert.md#api).

const VALID = { name: 'Ann Tester', email: 'ann@example.com', topic: 'Test automation' };

function send(user: TestUser, body: unknown) {
  return call(POST, { method: 'POST', cookie: user.cookie, body });
}

async function listOf(user: TestUser) {
  const reply = await call(GET, { cookie: user.cookie });
  expect(reply.status).toBe(200);
  return reply.json.submissions as { id: number; name: string; email: string; topic: string }[];
}

describe('frame form submissions', () => {
  it('starts empty, stores each valid submission with a running id and answers 201 with the count', async () => {
    const ann = await createLoggedInUser();
    expect(await listOf(ann)).toEqual([]);

    const first = await send(ann, { ...VALID, name: '  Ann Tester  ', email: ' ann@example.com ' });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ submission: { id: 1, ...VALID }, count: 1 });
    const second = await send(ann, { name: 'Ben', email: 'ben@example.org', topic: 'API testing' });
    expect(second.json).toEqual({ submission: { id: 2, name: 'Ben', email: 'ben@example.org', topic: 'API testing' }, count: 2 });

    expect(await listOf(ann)).toEqual([
      { id: 1, ...VALID },
      { id: 2, name: 'Ben', email: 'ben@example.org', topic: 'API testing' },
    ]);
  });

  it('refuses bad input with a 400 and a message per field, and stores nothing', async () => {
    const ann = await createLoggedInUser();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { name: FRAMES_ALERT_FORM_MSG.nameRequired, email: FRAMES_ALERT_FORM_MSG.emailRequired, topic: FRAMES_ALERT_FORM_MSG.topicRequired }],
      [{ name: '   ', email: '', topic: '' }, { name: FRAMES_ALERT_FORM_MSG.nameRequired, email: FRAMES_ALERT_FORM_MSG.emailRequired, topic: FRAMES_ALERT_FORM_MSG.topicRequired }],
      [{ ...VALID, email: 'ann@example' }, { email: FRAMES_ALERT_FORM_MSG.emailInvalid }],
      [{ ...VALID, email: 'ann@' }, { email: FRAMES_ALERT_FORM_MSG.emailInvalid }],
      [{ ...VALID, email: 'ann.example.com' }, { email: FRAMES_ALERT_FORM_MSG.emailInvalid }],
      [{ ...VALID, email: `${'a'.repeat(250)}@example.com` }, { email: FRAMES_ALERT_FORM_MSG.emailMax }],
      [{ ...VALID, name: 'x'.repeat(61) }, { name: FRAMES_ALERT_FORM_MSG.nameMax }],
      [{ ...VALID, name: 'Ann\u0000' }, { name: 'Remove the control characters (such as NUL) from this text.' }],
      [{ ...VALID, topic: 'Cooking' }, { topic: FRAMES_ALERT_FORM_MSG.topicRequired }],
      [{ ...VALID, name: 42 }, { name: FRAMES_ALERT_FORM_MSG.nameRequired }],
    ];
    for (const [body, errors] of cases) {
      const reply = await send(ann, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.errors).toEqual(errors);
      expect(reply.json.message).toBe(Object.values(errors)[0]);
      expect(reply.json.code).toBe('VALIDATION_FAILED');
    }
    const notJson = await call(POST, { method: 'POST', cookie: ann.cookie, rawBody: '{"name":' });
    expect(notJson.status).toBe(400);
    expect(await listOf(ann)).toEqual([]);
  });

  it('keeps each learner’s submissions apart, and a reset clears only the caller’s', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    await send(ann, VALID);
    await send(ann, VALID);
    await send(ben, { ...VALID, name: 'Ben' });
    expect((await listOf(ann)).map((s) => s.name)).toEqual(['Ann Tester', 'Ann Tester']);
    expect((await listOf(ben)).map((s) => s.name)).toEqual(['Ben']);

    const reset = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise: 'frames-alert' } });
    expect(reset.status).toBe(200);
    expect(await listOf(ann)).toEqual([]);
    expect((await listOf(ben)).map((s) => s.name)).toEqual(['Ben']);
    // Ids start again after a reset.
    expect((await send(ann, VALID)).json.submission.id).toBe(1);
  });

  it(`keeps at most ${FRAME_SUBMISSIONS_MAX} submissions, then answers 409`, async () => {
    const ann = await createLoggedInUser();
    for (let i = 0; i < FRAME_SUBMISSIONS_MAX; i += 1) expect((await send(ann, VALID)).status).toBe(201);
    const refused = await send(ann, VALID);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('TOO_MANY_SUBMISSIONS');
    expect(refused.json.message).toBe(TOO_MANY_SUBMISSIONS);
    expect(await listOf(ann)).toHaveLength(FRAME_SUBMISSIONS_MAX);
  });

  it('planted defect FRA-03: with bug mode on, an email without a valid domain is stored; off, it is refused', async () => {
    const ann = await createLoggedInUser();
    await setBugMode(ann.id, true);
    const accepted = await send(ann, { ...VALID, email: 'ann@example' });
    expect(accepted.status).toBe(201);
    expect(accepted.json.submission.email).toBe('ann@example');
    // The other rules still hold in bug mode.
    expect((await send(ann, { ...VALID, email: 'ann.example.com' })).status).toBe(400);
    expect((await send(ann, { ...VALID, name: '' })).json.errors).toEqual({ name: FRAMES_ALERT_FORM_MSG.nameRequired });

    await setBugMode(ann.id, false);
    const refused = await send(ann, { ...VALID, email: 'ann@example' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ email: FRAMES_ALERT_FORM_MSG.emailInvalid });
    expect(await listOf(ann)).toHaveLength(1);
  });

  it('answers 401 without a session and 405 with JSON for other methods', async () => {
    expect((await call(GET, {})).json).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await call(POST, { method: 'POST', body: VALID })).status).toBe(401);
    const ann = await createLoggedInUser();
    for (const handler of [PUT, DELETE]) {
      const reply = await call(handler, { method: handler === PUT ? 'PUT' : 'DELETE', cookie: ann.cookie, body: VALID });
      expect(reply.status).toBe(405);
      expect(reply.json.code).toBe('METHOD_NOT_ALLOWED');
      expect(reply.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    }
  });
});
