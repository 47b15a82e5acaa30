import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import CertificateVerificationPage from '@/app/(public)/certificates/[code]/page';
import { GET as downloadPdf } from '@/app/api/certificates/[code]/pdf/route';
import { POST as revoke } from '@/app/api/trainer/certificates/[code]/revoke/route';
import { GET as listCertificates } from '@/app/api/trainer/certificates/route';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { call } from '@/tests/helpers/http';
import { readPdf } from '@/tests/helpers/pdf-reading';
import { makeCourse, renderPage, setRule, tick } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// docs/product.md#certificates: the PDF (its text and its QR code), the public verification page (name, course, date
// and how each requirement was verified), and revocation, after which both say "revoked" with the reason.

// The page asks Next for a request-time render (connection()); called here outside a request, that is a no-op.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), connection: async () => undefined }));

const getDb = setupFreshDatabase();
let course: { courseId: number; chunkIds: number[] };
let admin: TestUser;

beforeAll(async () => {
  course = await makeCourse(getDb(), '=Manual Testing Łódź', 1);
  await setRule(getDb(), course.courseId, { allTopics: true });
  admin = await createLoggedInUser({ role: 'admin' });
});

async function certifiedLearner(username = 'Grace Hopper'): Promise<{ learner: TestUser; code: string }> {
  const learner = await createLoggedInUser({ username });
  await tick(learner, course.chunkIds[0]);
  const [code] = await issueEarnedCertificates(learner.id).then(async (fresh) => (fresh.length > 0 ? fresh : await codesOf(learner)));
  return { learner, code };
}

async function codesOf(learner: TestUser): Promise<string[]> {
  const result = await call(listCertificates, { path: '/api/trainer/certificates', cookie: admin.cookie });
  return (result.json.certificates as { userId: string; code: string }[]).filter((row) => row.userId === learner.id).map((row) => row.code);
}

const verify = (code: string) => renderPage(() => CertificateVerificationPage({ params: Promise.resolve({ code }) }));
const pdfOf = (user: TestUser, code: string) => call(downloadPdf, { path: `/api/certificates/${code}/pdf`, cookie: user.cookie, params: { code } });
const revokeAs = (user: TestUser, code: string, body: unknown) =>
  call(revoke, { method: 'POST', path: `/api/trainer/certificates/${code}/revoke`, cookie: user.cookie, params: { code }, body });

describe('the certificate PDF', () => {
  it('holds the name, the course and the code, and a QR code of the verification address', async () => {
    const { learner, code } = await certifiedLearner();
    // Called directly rather than through `call`, which reads the reply as text: a PDF is bytes.
    const response = await downloadPdf(
      new Request(`http://localhost:3000/api/certificates/${code}/pdf`, { headers: { cookie: learner.cookie, 'x-qa-peer-ip': '203.0.113.9' } }),
      { params: Promise.resolve({ code }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`qa-academy-certificate-${code}.pdf`);
    const { text, qr, pages } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toBe(1);
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Grace Hopper');
    expect(words.replace(/ /g, '')).toContain('=ManualTestingŁódź');
    expect(words).toContain(code);
    // The rule asks for topics alone, which the learner marks read: the certificate says so, first.
    expect(words).toContain('Self-attested: topics marked read');
    expect(words).toContain('Topics: 1 of 1 marked read by the learner (self-attested)');
    expect(qr).toBe(`http://localhost:3000/certificates/${code}`);
  });

  it("is for its holder and admins: another learner's request is a 404, like an unknown code", async () => {
    const { code } = await certifiedLearner();
    const stranger = await createLoggedInUser();
    expect((await pdfOf(stranger, code)).status).toBe(404);
    expect((await pdfOf(stranger, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status).toBe(404);
    expect((await pdfOf(admin, code)).status).toBe(200);
    expect((await call(downloadPdf, { params: { code } })).status).toBe(401);
  });
});

describe('verification and revocation', () => {
  it('shows the name, the course, the date and how each requirement was verified, and nothing of the account', async () => {
    const { learner, code } = await certifiedLearner('Ada Lovelace');
    const { element, status } = await verify(code);
    expect(status).toBe(200);
    const html = renderToStaticMarkup(element as ReactElement);
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('=Manual Testing Łódź');
    expect(html).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(html).toContain('Self-attested: topics marked read');
    expect(html).toContain('Topics: 1 of 1 marked read by the learner (self-attested)');
    expect(html).not.toContain(learner.email);
    expect(html).not.toContain(learner.id);
    expect(html).not.toContain(code);
  });

  it('answers 404 for a code no certificate has, and for a malformed one', async () => {
    expect((await verify('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status).toBe(404);
    expect((await verify('not-a-code')).status).toBe(404);
    expect((await verify("'; drop table certificates; --")).status).toBe(404);
  });

  it('revokes with a reason: the page and the PDF then say "revoked", when and why', async () => {
    const { learner, code } = await certifiedLearner();
    const refused = await revokeAs(learner, code, { reason: 'Mine' });
    expect(refused.status).toBe(403);
    const noReason = await revokeAs(admin, code, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors.reason).toBe('Give a reason for the revocation.');
    const tooLong = await revokeAs(admin, code, { reason: 'x'.repeat(501) });
    expect(tooLong.json.errors.reason).toBe('The reason is at most 500 characters.');
    expect((await verify(code)).status).toBe(200);

    const revoked = await revokeAs(admin, code, { reason: 'Answers copied from another learner' });
    expect(revoked.status).toBe(200);
    expect(revoked.json.message).toBe('The certificate is revoked.');
    const page = await verify(code);
    expect(page.status).toBe(200);
    const html = renderToStaticMarkup(page.element as ReactElement);
    expect(html).toContain('Certificate revoked');
    expect(html).toContain('Reason: Answers copied from another learner');
    expect(html).not.toContain('Valid certificate');
    const response = await downloadPdf(
      new Request(`http://localhost:3000/api/certificates/${code}/pdf`, { headers: { cookie: learner.cookie, 'x-qa-peer-ip': '203.0.113.9' } }),
      { params: Promise.resolve({ code }) },
    );
    expect(response.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text.replace(/\s+/g, ' ')).toMatch(/REVOKED on \d{1,2} [A-Z][a-z]+ \d{4}: Answers copied from another learner/);

    const again = await revokeAs(admin, code, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect((await revokeAs(admin, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', { reason: 'None' })).status).toBe(404);
    expect((await revokeAs(admin, 'nonsense', { reason: 'None' })).status).toBe(404);

    const list = await call(listCertificates, { path: '/api/trainer/certificates?status=revoked', cookie: admin.cookie });
    expect(list.json.certificates).toContainEqual(
      expect.objectContaining({ code, email: learner.email, revokedReason: 'Answers copied from another learner', revokedAt: expect.any(String) }),
    );
    const valid = await call(listCertificates, { path: '/api/trainer/certificates?status=issued', cookie: admin.cookie });
    expect(valid.json.certificates.map((row: { code: string }) => row.code)).not.toContain(code);
    expect((await call(listCertificates, { path: '/api/trainer/certificates?status=lost', cookie: admin.cookie })).status).toBe(400);
    expect((await call(listCertificates, { path: '/api/trainer/certificates', cookie: learner.cookie })).status).toBe(403);
  });
});
