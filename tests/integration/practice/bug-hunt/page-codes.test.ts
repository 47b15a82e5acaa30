import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { BUG_HUNT_FIGURES } from '@/lib/practice/bug-hunt/figures';
import { learnerTrust } from '@/lib/practice/bug-hunt/trainer-trust';
import { DEFECT_CATALOGUE } from '@/lib/practice/server-registry';
import { DELIVERY } from '@/tests/helpers/grocery-delivery';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { issueView, pageEvidence, report, showOnPage } from './hunt-api';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: placeOrder } = mountedPracticeRoute('/api/practice/v1/grocery/orders');

// docs/architecture.md#bug-hunt: a page-side defect counts only with a code the server issued to this learner for one
// page view, while it lives, with bug mode on when issued, and when the learner's stored state could have shown it.
// Each test is an attack that worked when the codes were fixed strings in the page's script.

setupFreshDatabase();

afterEach(() => {
  vi.useRealTimers();
});

const SLIDER = { exercise: 'mouse-action', area: 'slider', title: 'Slider output is off by one step', actual: 'The output shows 45 while the slider is at 50.' };
// The eight-character codes the exercise pages' scripts held until page codes were issued per view: anyone could read them.
const OLD_STATIC_CODES = ['lc5dmgtl', 'qa481qti', 'k20dr03t', 'b5zedf8l', 'quq43ubg', 'v0xo89y1'];

async function hunter(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}

const viewOf = async (user: TestUser, exercise: string) => (await issueView(user, exercise)).json as { view: string; expiresAt: string; probes: Record<string, string> };
const rejectedOf = async (user: TestUser) => (await learnerTrust()).find((row) => row.userId === user.id)?.rejectedCodes ?? 0;

describe('page codes', () => {
  it('are issued for every page-side slot, in the same shape with bug mode on or off, naming no defect', async () => {
    const [on, off] = [await hunter(), await createLoggedInUser()];
    const [viewOn, viewOff] = [await viewOf(on, 'mouse-action'), await viewOf(off, 'mouse-action')];
    const slots = DEFECT_CATALOGUE.filter((defect) => defect.exercise === 'mouse-action' && defect.evidence.slot).map((defect) => defect.evidence.slot);
    expect(Object.keys(viewOn.probes).sort()).toEqual([...slots].sort());
    expect(Object.keys(viewOff.probes).sort()).toEqual(Object.keys(viewOn.probes).sort());
    for (const code of [...Object.values(viewOn.probes), ...Object.values(viewOff.probes)]) expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // No defect's id anywhere in the replies: the catalogue's own ids, looked for one by one. A pattern such as
    // /[A-Z]{3}-\d{2}/ also matched inside a random view id ("…G2bF2EEQG-63"), one run in a few hundred.
    const replies = JSON.stringify([viewOn, viewOff]);
    for (const defect of DEFECT_CATALOGUE) expect(replies).not.toContain(defect.id);
    // Each view has its own codes.
    expect((await viewOf(on, 'mouse-action')).probes['slider-output']).not.toBe(viewOn.probes['slider-output']);
    expect((await issueView(on, 'no-such-exercise')).status).toBe(400);
  });

  it('count for the learner they were issued to, with bug mode on when issued', async () => {
    const user = await hunter();
    await showOnPage(user, 'mouse-action', 'slider-output');
    expect((await report({ user }, SLIDER)).json.report.verdict).toBe('credited');

    const late = await createLoggedInUser();
    const issuedOff = await viewOf(late, 'mouse-action');
    await setBugMode(late.id, true);
    await pageEvidence(late, { exercise: 'mouse-action', view: issuedOff.view, slot: 'slider-output', code: issuedOff.probes['slider-output'] });
    expect((await report({ user: late }, SLIDER)).json.report.verdict).toBe('not-credited');
    // A genuine code of a view issued with bug mode off is no forgery.
    expect(await rejectedOf(late)).toBe(0);
  });

  it('read from the static assets earn nothing, and are kept as never issued', async () => {
    const user = await hunter();
    const { view } = await viewOf(user, 'mouse-action');
    for (const code of OLD_STATIC_CODES) expect((await pageEvidence(user, { exercise: 'mouse-action', view, slot: 'slider-output', code })).status).toBe(204);
    // The old body, a bare code, is not a claim at all.
    expect((await call((await import('@/app/api/practice/v1/bug-hunt/evidence/route')).POST, { path: '/api/practice/v1/bug-hunt/evidence', body: { probe: 'lc5dmgtl' }, cookie: user.cookie })).status).toBe(400);
    expect((await report({ user }, SLIDER)).json.report.verdict).toBe('not-credited');
    expect(await rejectedOf(user)).toBe(OLD_STATIC_CODES.length);
  });

  it("of learner A earn nothing when learner B sends them, and B is flagged", async () => {
    const [ann, ben] = [await hunter(), await hunter()];
    const annView = await viewOf(ann, 'mouse-action');
    const claim = { exercise: 'mouse-action', view: annView.view, slot: 'slider-output', code: annView.probes['slider-output'] };
    expect((await pageEvidence(ben, claim)).status).toBe(204);
    expect((await report({ user: ben }, SLIDER)).json.report.verdict).toBe('not-credited');
    const trust = (await learnerTrust()).find((row) => row.userId === ben.id)!;
    expect(trust).toMatchObject({ rejectedCodes: 1, flags: ['never-issued-codes'] });
    // Ann's own code still works for her.
    await pageEvidence(ann, claim);
    expect((await report({ user: ann }, SLIDER)).json.report.verdict).toBe('credited');
  });

  it('expire: a code sent after its lifetime earns nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00Z') });
    const user = await hunter();
    const { view, probes } = await viewOf(user, 'mouse-action');
    vi.setSystemTime(new Date(Date.now() + BUG_HUNT_FIGURES.probeLifetimeHours * 3_600_000 + 1000));
    await pageEvidence(user, { exercise: 'mouse-action', view, slot: 'slider-output', code: probes['slider-output'] });
    // Nor does the same view with its issue time edited to look fresh: the time is part of what the code signs.
    const [, random] = view.split('.');
    await pageEvidence(user, { exercise: 'mouse-action', view: `${Date.now().toString(36)}.${random}`, slot: 'slider-output', code: probes['slider-output'] });
    // Nor the code sent for another slot of the same view.
    await pageEvidence(user, { exercise: 'mouse-action', view, slot: 'hold-button', code: probes['slider-output'] });
    expect((await report({ user }, SLIDER)).json.report.verdict).toBe('not-credited');
    expect((await learnerTrust()).find((row) => row.userId === user.id)).toMatchObject({ rejectedCodes: 3, expiredCodes: 1 });
  });

  it(`are limited to ${BUG_HUNT_FIGURES.evidencePosts} posts per learner: spraying meets a 429 and every try is kept`, async () => {
    const user = await hunter();
    const { view } = await viewOf(user, 'mouse-action');
    for (let i = 0; i < BUG_HUNT_FIGURES.evidencePosts; i++) {
      const guess = i.toString(36).padStart(16, 'x');
      expect((await pageEvidence(user, { exercise: 'mouse-action', view, slot: 'slider-output', code: guess })).status).toBe(204);
    }
    const refused = await pageEvidence(user, { exercise: 'mouse-action', view, slot: 'slider-output', code: 'one-more-guess-x' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json).toMatchObject({ message: expect.any(String), code: 'RATE_LIMITED' });
    expect(await rejectedOf(user)).toBe(BUG_HUNT_FIGURES.evidencePosts);
    // Even a genuine code waits now.
    const { probes } = await viewOf(user, 'mouse-action');
    expect((await pageEvidence(user, { exercise: 'mouse-action', view, slot: 'slider-output', code: probes['slider-output'] })).status).toBe(429);
  });

  it("count for nothing when the learner's stored state could not have shown the defect (GRO-07 needs a stored order)", async () => {
    const user = await hunter();
    const slow = { exercise: 'grocery', area: 'order-success', title: 'Order Success is slow', actual: 'Order Success opened 6 seconds after Confirm Payment.' };
    // No order stored: the page cannot have shown a slow Order Success, whatever the code says.
    await showOnPage(user, 'grocery', 'order-success');
    expect((await report({ user }, slow)).json.report.verdict).toBe('not-credited');
    // A view read before the order, its code sent after the order was stored: as the page does.
    const { view, probes } = await viewOf(user, 'grocery');
    const order = await call(placeOrder, { method: 'POST', path: '/api/practice/v1/grocery/orders', cookie: user.cookie, body: { lines: [{ productId: 'tomato', quantity: 1 }], delivery: DELIVERY, payment: { method: 'cod' } } });
    expect(order.status).toBe(200);
    await pageEvidence(user, { exercise: 'grocery', view, slot: 'order-success', code: probes['order-success'] });
    expect((await report({ user }, slow)).json.report.verdict).toBe('credited');
  });
});
