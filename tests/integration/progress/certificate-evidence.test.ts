import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import CertificateVerificationPage from '@/app/(public)/certificates/[code]/page';
import { GET as downloadPdf } from '@/app/api/certificates/[code]/pdf/route';
import { PUT as saveRule } from '@/app/api/trainer/certificate-rules/[courseId]/route';
import { certificates, practiceDefectCredits, practiceDefectReports } from '@/lib/db/schema';
import { recordMetChallenges } from '@/lib/practice/challenges/met-store';
import { DEFECT_CATALOGUE } from '@/lib/practice/server-registry';
import { call } from '@/tests/helpers/http';
import { readPdf } from '@/tests/helpers/pdf-reading';
import { makeCourse, makeVideo, renderPage, setRule, summaryOf, tick, watch } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// Issue 37, part 5 (docs/product.md#certificates): a certificate says what it proves. Its page and its PDF say how
// each requirement was verified: topics self-attested, videos by the server's playback clock, defects seen by the
// server or reported by the page, challenges checked by the server. A rule of topics alone is allowed, with a warning
// to the admin.

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), connection: async () => undefined }));

const getDb = setupFreshDatabase();
let video: number;

beforeAll(async () => {
  video = await makeVideo(getDb(), 'Risk-based testing', 20);
});

/** A credited defect, as the bug hunt stores one (a report and its credit). */
async function credit(user: TestUser, defect: (typeof DEFECT_CATALOGUE)[number]) {
  const [filed] = await getDb()
    .insert(practiceDefectReports)
    .values({ userId: user.id, exercise: defect.exercise, title: 't', steps: 's', expected: 'e', actual: 'a', severity: 'major', area: 'x', via: 'session', verdict: 'credited', autoVerdict: 'credited', defectId: defect.id, feedback: 'f' })
    .returning({ id: practiceDefectReports.id });
  await getDb().insert(practiceDefectCredits).values({ userId: user.id, defectId: defect.id, exercise: defect.exercise, reportId: filed.id });
}

const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('a certificate says how each requirement was verified', () => {
  it('on its page and in its PDF: topics self-attested, videos by the clock, defects by source, challenges by the server', async () => {
    const { courseId, chunkIds } = await makeCourse(getDb(), 'Manual Testing', 1);
    await setRule(getDb(), courseId, { allTopics: true, videoPercent: 100, defects: 2, challenges: 1 });
    const ann = await createLoggedInUser({ payStatus: 'yes', username: 'Ann Archer' });
    await tick(ann, chunkIds[0]);
    await watch(ann, video, 0, 20);
    await credit(ann, DEFECT_CATALOGUE.find((defect) => defect.evidence.server)!);
    await credit(ann, DEFECT_CATALOGUE.find((defect) => defect.evidence.slot && !defect.evidence.server)!);
    await recordMetChallenges(ann.id, 'book-list', ['BKL-C01']);
    expect((await summaryOf(ann)).defects).toEqual({ found: 2, serverSeen: 1, pageSeen: 1 });
    const [held] = await getDb().select().from(certificates).where(eq(certificates.userId, ann.id));

    const lines = [
      'Topics: 1 of 1 marked read by the learner (self-attested)',
      "Training videos: 100% of 1 video watched, measured by the server's playback clock",
      'Defects: 2 found, 1 seen by the server, 1 reported by the page',
      "API challenges: 1 met, checked by the server from the learner's requests",
    ];
    const page = await renderPage(() => CertificateVerificationPage({ params: Promise.resolve({ code: held.code }) }));
    const html = unescape(renderToStaticMarkup(page.element as ReactElement));
    for (const line of lines) expect(html).toContain(line);
    expect(html).not.toContain('Self-attested: topics marked read');

    const response = await downloadPdf(
      new Request(`http://localhost:3000/api/certificates/${held.code}/pdf`, { headers: { cookie: ann.cookie, 'x-qa-peer-ip': '203.0.113.9' } }),
      { params: Promise.resolve({ code: held.code }) },
    );
    const words = (await readPdf(new Uint8Array(await response.arrayBuffer()))).text.replace(/\s+/g, ' ');
    for (const line of lines) expect(words).toContain(line);
    expect(words).not.toContain('Self-attested');
  });

  it('warns the admin who saves a rule of topics alone, and such a certificate says "Self-attested" first', async () => {
    const { courseId, chunkIds } = await makeCourse(getDb(), 'Reading Club', 1);
    const admin = await createLoggedInUser({ role: 'admin' });
    const put = (body: unknown) => call(saveRule, { method: 'PUT', path: `/api/trainer/certificate-rules/${courseId}`, cookie: admin.cookie, params: { courseId: String(courseId) }, body });
    const topicsOnly = await put({ allTopics: true });
    expect(topicsOnly.status).toBe(200);
    expect(topicsOnly.json.warning).toMatch(/^This rule asks only for topics, which learners mark read themselves: its certificates will say “Self-attested: topics marked read”/);
    expect((await put({ allTopics: true, exercises: 1 })).json.warning).toBeUndefined();
    await put({ allTopics: true });

    const bob = await createLoggedInUser({ payStatus: 'yes' });
    await tick(bob, chunkIds[0]);
    const [held] = await getDb().select().from(certificates).where(eq(certificates.userId, bob.id));
    expect(held.evidence).toEqual({ selfAttestedOnly: true, requirements: [{ kind: 'topics', need: 1, have: 1 }] });
    const page = await renderPage(() => CertificateVerificationPage({ params: Promise.resolve({ code: held.code }) }));
    const html = renderToStaticMarkup(page.element as ReactElement);
    expect(html.indexOf('Self-attested: topics marked read')).toBeGreaterThan(-1);
    expect(html.indexOf('Self-attested: topics marked read')).toBeLessThan(html.indexOf('Topics: 1 of 1'));
  });
});
