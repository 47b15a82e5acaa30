import { DELIVERY } from '@/tests/helpers/grocery-delivery';
import { practiceCaller } from '@/tests/helpers/practice-http';
import type { TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from '../journey';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: placeOrder } = mountedPracticeRoute('/api/practice/v1/grocery/orders');

const call = practiceCaller('v1/grocery/orders');

// The clean journey: one order of two products, paid by cash on delivery.
export const journey: ExerciseJourney = {
  async complete(user: TestUser) {
    const body = { lines: [{ productId: 'tomato', quantity: 2 }], delivery: DELIVERY, payment: { method: 'cod' } };
    return (await call(placeOrder, { method: 'POST', cookie: user.cookie, body })).status;
  },
};
