import fs from 'node:fs';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as downloadPdf } from '@/app/api/certificates/[code]/pdf/route';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { certificatePdfRenders } from '@/lib/certificates/pdf-cache';
import { pdfsFromWorker } from '@/lib/certificates/pdf-render';
import { revokeCertificate } from '@/lib/certificates/revoke';
import { certificatePdfs, certificates } from '@/lib/db/schema';
import { limitOf, RATE_RULES } from '@/lib/security/rate-limit';
import { countLoopTurns } from '@/tests/helpers/loop-turns';
import { readPdf } from '@/tests/helpers/pdf-reading';
import { makeCourse, setRule, tick } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// docs/architecture.md#progress-and-certificates: a certificate's PDF is rendered once per content and kept, rendered
// again when what it prints changes; downloads are limited per user with the RateLimit fields and a 429.

const getDb = setupFreshDatabase();
let course: { courseId: number; chunkIds: number[] };

beforeAll(async () => {
  course = await makeCourse(getDb(), 'Exploratory Testing', 1);
  await setRule(getDb(), course.courseId, { allTopics: true });
});

async function certifiedLearner(): Promise<{ learner: TestUser; code: string }> {
  const learner = await createLoggedInUser({ username: 'Margaret Hamilton' });
  await tick(learner, course.chunkIds[0]);
  // Ticking the last topic may issue it already; asking again issues nothing twice.
  await issueEarnedCertificates(learner.id);
  const [row] = await getDb().select({ code: certificates.code }).from(certificates).where(eq(certificates.userId, learner.id));
  return { learner, code: row.code };
}

/** Called directly rather than through `call`, which reads the reply as text: a PDF is bytes. */
const download = (user: TestUser, code: string) =>
  downloadPdf(new Request(`http://localhost:3000/api/certificates/${code}/pdf`, { headers: { cookie: user.cookie, 'x-qa-peer-ip': '203.0.113.9' } }), {
    params: Promise.resolve({ code }),
  });

async function bytesOf(response: Response): Promise<Uint8Array> {
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("a certificate's PDF", () => {
  it('is rendered on the first download only, on the worker thread: the second renders nothing and is the same file', async () => {
    const { learner, code } = await certifiedLearner();
    const [before, fromWorker] = [certificatePdfRenders(), pdfsFromWorker()];
    const first = await bytesOf(await download(learner, code));
    // Rendered once, and on the worker thread, not on the event loop that answers every other request.
    expect([certificatePdfRenders(), pdfsFromWorker()]).toEqual([before + 1, fromWorker + 1]);
    const second = await bytesOf(await download(learner, code));
    expect([certificatePdfRenders(), pdfsFromWorker()]).toEqual([before + 1, fromWorker + 1]);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect((await readPdf(second)).text).toContain('Exploratory Testing');
  });

  it('is served from memory once downloaded: the stored copy is not read again (bench:certificate-pdf)', async () => {
    const { learner, code } = await certifiedLearner();
    const first = await bytesOf(await download(learner, code));
    const renders = certificatePdfRenders();
    // With the stored copy gone, a download that read it would render again.
    await getDb().delete(certificatePdfs).where(eq(certificatePdfs.code, code));
    const again = await bytesOf(await download(learner, code));
    expect(certificatePdfRenders()).toBe(renders);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it('is rendered again once the certificate is revoked, and then says so', async () => {
    const { learner, code } = await certifiedLearner();
    const valid = await bytesOf(await download(learner, code));
    expect((await readPdf(valid)).text).not.toContain('REVOKED');
    const before = certificatePdfRenders();
    await revokeCertificate(code, 'Answers copied from another learner', null);
    const revoked = await bytesOf(await download(learner, code));
    expect(certificatePdfRenders()).toBe(before + 1);
    expect((await readPdf(revoked)).text.replace(/\s+/g, ' ')).toMatch(/REVOKED on \d{1,2} [A-Z][a-z]+ \d{4}: Answers copied from another learner/);
    await bytesOf(await download(learner, code));
    expect(certificatePdfRenders()).toBe(before + 1);
  });
});

describe('a download beside everyone else (issue 39, bench:certificate-pdf)', () => {
  it('hands out its bytes 16 KB per turn of the event loop, each piece on a later turn', async () => {
    const { learner, code } = await certifiedLearner();
    const whole = await bytesOf(await download(learner, code));
    // The test reads on which turn of the event loop each piece came, not when.
    const loop = countLoopTurns();
    const response = await download(learner, code);
    const reader = response.body!.getReader();
    const pieces: Array<{ bytes: number; turn: number }> = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push({ bytes: read.value.length, turn: loop.turns });
    loop.stop();
    // Served from memory, the whole PDF used to come as one piece, within a turn.
    expect(pieces.length).toBe(Math.ceil(whole.length / (16 * 1024)));
    expect(pieces.reduce((sum, piece) => sum + piece.bytes, 0)).toBe(whole.length);
    for (let i = 1; i < pieces.length; i++) expect(pieces[i].turn).toBeGreaterThan(pieces[i - 1].turn);
  });

  it("renders on a thread of lower priority than the event loop's", async () => {
    const { learner, code } = await certifiedLearner();
    await bytesOf(await download(learner, code));
    const nice = fs.readdirSync('/proc/self/task').map((thread) => os.getPriority(Number(thread)));
    expect(os.getPriority(process.pid)).toBe(0);
    expect(nice).toContain(10);
  });
});

describe('PDF downloads per user', () => {
  it('carry the RateLimit fields, and past the limit answer 429 with Retry-After, for that user only', async () => {
    const [{ learner, code }, other] = await Promise.all([certifiedLearner(), certifiedLearner()]);
    const limit = limitOf(RATE_RULES.certificatePdfPerUser);
    for (let index = 1; index <= limit; index += 1) {
      const response = await download(learner, code);
      expect(response.status).toBe(200);
      expect(response.headers.get('RateLimit-Limit')).toBe(String(limit));
      expect(response.headers.get('RateLimit-Remaining')).toBe(String(limit - index));
      expect(Number(response.headers.get('RateLimit-Reset'))).toBeGreaterThan(0);
    }
    const refused = await download(learner, code);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
    const body = await refused.json();
    expect(body.message).toMatch(new RegExp(`downloaded certificate PDFs ${limit} times in 10 minutes`));
    expect((await download(other.learner, other.code)).status).toBe(200);
  });
});
