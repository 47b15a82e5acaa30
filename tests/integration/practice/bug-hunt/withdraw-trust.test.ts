import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CertificateVerificationPage from '@/app/(public)/certificates/[code]/page';
import { GET as myCertificates } from '@/app/api/certificates/route';
import { setBugMode } from '@/lib/practice/bug-mode';
import { BUG_HUNT_FIGURES } from '@/lib/practice/bug-hunt/figures';
import { learnerTrust } from '@/lib/practice/bug-hunt/trainer-trust';
import { trainerReports } from '@/lib/practice/bug-hunt/trainer-reports';
import { call } from '@/tests/helpers/http';
import { makeCourse, renderPage, setRule, summaryOf } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { report, reports, showOnPage, withdraw } from './hunt-api';

// docs/product.md#admin-bug-hunt: the trust view tells how each credit was evidenced and flags what looks forged; a
// trainer withdraws a credit with a reason, and the certificate the credit completed is revoked with it (the public
// verification page then shows it revoked, with the reason).

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), connection: async () => undefined }));

const getDb = setupFreshDatabase();

beforeAll(async () => {
  const { courseId } = await makeCourse(getDb(), 'Exploratory Testing', 1);
  await setRule(getDb(), courseId, { defects: 1 });
});

afterEach(() => {
  vi.useRealTimers();
});

const SLIDER = { exercise: 'mouse-action', area: 'slider', title: 'Slider output is off by one step', actual: 'The output shows 45 while the slider is at 50.' };

async function hunter(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}

const certificatesOf = async (user: TestUser) => (await call(myCertificates, { path: '/api/certificates', cookie: user.cookie })).json.certificates;
const verify = (code: string) => renderPage(() => CertificateVerificationPage({ params: Promise.resolve({ code }) }));

describe('withdrawing a credit', () => {
  it('takes the credit back with a reason the learner reads, and revokes the certificate it completed', async () => {
    const [learner, admin] = [await hunter(), await createLoggedInUser({ role: 'admin' })];
    await showOnPage(learner, 'mouse-action', 'slider-output');
    const filed = await report({ user: learner }, SLIDER);
    expect(filed.json.report.verdict).toBe('credited');
    const [certificate] = await certificatesOf(learner);
    expect((await verify(certificate.code)).status).toBe(200);

    const id = filed.json.report.id;
    expect((await withdraw(learner, id, { reason: 'Mine now.' })).status).toBe(403);
    const noReason = await withdraw(admin, id, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors.reason).toBeDefined();
    expect((await withdraw(admin, 999_999, { reason: 'x' })).status).toBe(404);

    const reason = 'The code was sent 3 s before the report, from a script.';
    const done = await withdraw(admin, id, { reason });
    expect(done.status).toBe(200);
    expect(done.json.revoked).toEqual([certificate.code]);
    expect((await withdraw(admin, id, { reason })).json.code).toBe('NOT_CREDITED');

    // The learner: no credit, the reason under the report, the certificate revoked with it.
    const [seen] = (await reports({ user: learner })).json.reports;
    expect(seen).toMatchObject({ verdict: 'not-credited', defectId: null, trainerNote: reason });
    expect((await summaryOf(learner)).defects.found).toBe(0);
    expect((await certificatesOf(learner))[0]).toMatchObject({ code: certificate.code, revokedReason: reason, revokedAt: expect.any(String) });
    // The public page: revoked, with the trainer's reason.
    const page = await verify(certificate.code);
    expect(page.status).toBe(200);
    const html = renderToStaticMarkup(page.element as ReactElement).replace(/&#x27;/g, "'");
    expect(html).toMatch(/Certificate revoked/);
    expect(html).toContain(reason);
    // The trainer: the server's verdict and the withdrawal side by side.
    const [row] = (await trainerReports({ learner: learner.email, page: 1 })).reports;
    expect(row).toMatchObject({ verdict: 'withdrawn', autoVerdict: 'credited', trainerNote: reason });
  });
});

describe('the trust view', () => {
  it('tells page-seen from server-seen credits, times them from the evidence, and flags fast and copied credits', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T09:00:00Z') });
    const [quick, careful] = [await hunter(), await hunter()];
    for (const user of [quick, careful]) await showOnPage(user, 'mouse-action', 'slider-output');
    vi.setSystemTime(new Date(Date.now() + (BUG_HUNT_FIGURES.fastCreditSeconds - 15) * 1000));
    await report({ user: quick }, SLIDER);
    vi.setSystemTime(new Date(Date.now() + 120_000));
    await report({ user: careful }, { ...SLIDER, title: 'Slider readout lags one step behind' });
    await report({ user: careful }, { exercise: 'mouse-action', area: 'hold', title: 'Hold', actual: 'It held.' });

    const trust = await learnerTrust();
    const quickRow = trust.find((row) => row.userId === quick.id)!;
    expect(quickRow.credits).toEqual([expect.objectContaining({ defectId: 'MOU-07', via: 'page', secondsFromEvidence: BUG_HUNT_FIGURES.fastCreditSeconds - 15, fast: true })]);
    expect(quickRow.flags).toEqual(['fast-credits']);
    expect(quickRow.trustShare).toBe(0);
    const carefulRow = trust.find((row) => row.userId === careful.id)!;
    expect(carefulRow).toMatchObject({ flags: [], misses: 1, guessesPerCredit: 1, trustShare: 1, rejectedCodes: 0 });
    expect(carefulRow.credits[0]).toMatchObject({ via: 'page', fast: false, sharedText: false });
    // Flagged learners come first.
    expect(trust.findIndex((row) => row.userId === quick.id)).toBeLessThan(trust.findIndex((row) => row.userId === careful.id));

    // A third learner files Quick's text word for word: both are flagged.
    const copier = await hunter();
    await showOnPage(copier, 'mouse-action', 'slider-output');
    vi.setSystemTime(new Date(Date.now() + 600_000));
    await report({ user: copier }, { ...SLIDER, title: ` ${SLIDER.title.toUpperCase()} ` });
    const again = await learnerTrust();
    expect(again.find((row) => row.userId === copier.id)!.flags).toEqual(['shared-text']);
    expect(again.find((row) => row.userId === quick.id)!.flags).toEqual(['fast-credits', 'shared-text']);
  });
});
