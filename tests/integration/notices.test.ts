import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET as listNotices } from '@/app/api/notices/route';
import { POST as markRead } from '@/app/api/notices/read/route';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { revokeCertificate } from '@/lib/certificates/revoke';
import { exerciseCompletions } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { setBugMode } from '@/lib/practice/bug-mode';
import { call } from '@/tests/helpers/http';
import { mailTo } from '@/tests/helpers/outbox';
import { cardBody, payAs } from '@/tests/helpers/payment-calls';
import { makeCourse, setRule, tick } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { BASE, newBook, send } from './practice/book-list/book-api';
import { report } from './practice/bug-hunt/hunt-api';

// docs/product.md#notices: a certificate issued or revoked, a bug-hunt credit and a payment each reach the learner twice,
// as an e-mail through the site's mail transport (the default install's outbox here) and as a notice in the portal with
// an unread count. Each learner reads and marks only their own.

const getDb = setupFreshDatabase();
const outbox = () => path.resolve(env().OUTBOX_DIR);
const noticesOf = (user: TestUser) => call(listNotices, { path: '/api/notices', cookie: user.cookie });
const markAs = (user: TestUser, body: unknown) => call(markRead, { method: 'POST', path: '/api/notices/read', cookie: user.cookie, body });

async function certified(user: TestUser): Promise<string> {
  const course = await makeCourse(getDb(), `Notices course ${user.id.slice(0, 6)}`, 1);
  await setRule(getDb(), course.courseId, { allTopics: true, exercises: 1 });
  await tick(user, course.chunkIds[0]);
  await getDb().insert(exerciseCompletions).values({ userId: user.id, exercise: 'grocery' });
  const [code] = await issueEarnedCertificates(user.id);
  return code;
}

describe('notices', () => {
  it('tells the learner of a new certificate by e-mail and in the portal, once', async () => {
    const ann = await createLoggedInUser();
    const code = await certified(ann);
    expect(await issueEarnedCertificates(ann.id)).toEqual([]);

    const listed = await noticesOf(ann);
    expect(listed.status).toBe(200);
    expect(listed.json.unread).toBe(1);
    expect(listed.json.notices).toEqual([
      expect.objectContaining({ kind: 'certificate-issued', href: `/certificates/${code}`, read: false, title: expect.stringContaining('Certificate issued') }),
    ]);
    const mails = mailTo(outbox(), ann.email);
    expect(mails.map((mail) => mail.subject)).toEqual([listed.json.notices[0].title]);
    expect(mails[0].text).toContain(`${env().APP_URL}/certificates/${code}`);
  });

  it('tells the holder when a certificate is revoked, with the reason', async () => {
    const ann = await createLoggedInUser();
    const code = await certified(ann);
    await revokeCertificate(code, 'Answers were shared', null);
    const { json } = await noticesOf(ann);
    expect(json.notices[0]).toMatchObject({ kind: 'certificate-revoked', body: expect.stringContaining('Answers were shared') });
    expect(mailTo(outbox(), ann.email).at(-1)!.subject).toBe(json.notices[0].title);
  });

  it('tells the learner of a payment and of a bug-hunt credit', async () => {
    const ann = await createLoggedInUser();
    expect((await payAs(ann, cardBody(ann))).status).toBe(200);
    await setBugMode(ann.id, true);
    await send('POST', BASE, { user: ann, body: newBook() });
    const credited = await report({ user: ann }, { exercise: 'book-list', area: 'create', title: 'Creating a book answers 200', actual: 'The status was 200, not 201.' });
    expect(credited.json.report.verdict).toBe('credited');
    const missed = await report({ user: ann }, { exercise: 'book-list', area: 'delete', title: 'Deleting a book', actual: 'The book was deleted.' });
    expect(missed.json.report.verdict).not.toBe('credited');

    const { json } = await noticesOf(ann);
    expect(json.notices.map((notice: { kind: string }) => notice.kind)).toEqual(['bug-hunt-credit', 'payment']);
    expect(json.unread).toBe(2);
    expect(mailTo(outbox(), ann.email).map((mail) => mail.subject)).toEqual(json.notices.map((notice: { title: string }) => notice.title).reverse());
  });

  it('marks only the learner\'s own notices read, named or all', async () => {
    const ann = await createLoggedInUser();
    const ben = await createLoggedInUser();
    await certified(ann);
    await certified(ben);
    const bens = (await noticesOf(ben)).json.notices[0].id;
    expect((await markAs(ann, { ids: [bens] })).json).toEqual({ marked: 0 });
    expect((await noticesOf(ben)).json.unread).toBe(1);

    expect((await markAs(ann, {})).json).toEqual({ marked: 1 });
    expect((await noticesOf(ann)).json).toMatchObject({ unread: 0, notices: [expect.objectContaining({ read: true })] });
  });

  it('refuses a visitor and a malformed list with clear replies', async () => {
    expect((await call(listNotices, { path: '/api/notices' })).status).toBe(401);
    const ann = await createLoggedInUser();
    const bad = await markAs(ann, { ids: ['all'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('ids must be a list');
  });
});
