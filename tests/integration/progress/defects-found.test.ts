import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '@/lib/db/schema';
import { setBugMode } from '@/lib/practice/bug-mode';
import { DELIVERY } from '@/tests/helpers/grocery-delivery';
import { call } from '@/tests/helpers/http';
import { makeCourse, setRule, summaryOf } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { report } from '../practice/bug-hunt/hunt-api';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: placeOrder } = mountedPracticeRoute('/api/practice/v1/grocery/orders');

// docs/product.md#progress: defects found are the bug hunt's credits (lib/progress/sources/defects-found.ts), never
// its misses, counted for the learner who found them; a course's rule that asks for found defects issues its
// certificate as the credit is given.

const getDb = setupFreshDatabase();
let courseId: number;

beforeAll(async () => {
  ({ courseId } = await makeCourse(getDb(), 'Bug Hunting', 1));
  await setRule(getDb(), courseId, { defects: 1 });
});

/** GRO-05 met as a learner's API suite meets it: bug mode on, an order whose phone has letters is taken. */
async function meetPhoneDefect(user: TestUser): Promise<void> {
  await setBugMode(user.id, true);
  const order = await call(placeOrder, {
    method: 'POST',
    path: '/api/practice/v1/grocery/orders',
    cookie: user.cookie,
    body: { lines: [{ productId: 'tomato', quantity: 1 }], delivery: { ...DELIVERY, phone: '555CALLNOW1' }, payment: { method: 'cod' } },
  });
  expect(order.status).toBe(200);
}

const phoneReport = { exercise: 'grocery', area: 'orders-api', title: 'Phone with letters accepted', actual: 'The API answered 200 for phone 555CALLNOW1.' };
const heldBy = async (user: TestUser) => getDb().select().from(certificates).where(eq(certificates.userId, user.id));

describe('defects found in progress', () => {
  it('counts a credited report for its learner only, and a rule asking for one defect issues the certificate at once', async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    await meetPhoneDefect(ann);
    expect((await summaryOf(ann)).defects.found).toBe(0);

    const filed = await report({ user: ann }, phoneReport);
    expect(filed.json.report).toMatchObject({ verdict: 'credited', defectId: 'GRO-05' });
    expect(await heldBy(ann)).toHaveLength(1);

    const summary = await summaryOf(ann);
    expect(summary.defects.found).toBe(1);
    expect(summary.courses.find((row) => row.courseId === courseId)).toMatchObject({ ruleMet: true, percent: 100 });
    expect((await summaryOf(bob)).defects.found).toBe(0);
    expect(await heldBy(bob)).toHaveLength(0);
  });

  it('counts no miss: a report of a defect never met is refused and leaves the count at zero', async () => {
    const cy = await createLoggedInUser();
    await setBugMode(cy.id, true);
    const filed = await report({ user: cy }, phoneReport);
    expect(filed.json.report.verdict).not.toBe('credited');
    expect((await summaryOf(cy)).defects.found).toBe(0);
    expect(await heldBy(cy)).toHaveLength(0);
  });
});
