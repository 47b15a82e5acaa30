import 'server-only';
import { readJsonBody } from '@/lib/api/read-json-body';
import { plantedDefectsOf } from '../../../defects/planted';
import type { RouteTable } from '../../../routes/table';
import { GROCERY_MSG } from '../schemas';
import { listOrders, placeOrderFrom } from './orders';
import { practiceRoute } from '@/lib/practice/practice-route';

// The Grocery shop's API (docs/practice/grocery.md): its orders, the caller's own only.
export const GROCERY_ROUTES: RouteTable = [
  {
    path: '/api/practice/v1/grocery/orders',
    readsState: true,
    writesState: true,
    handlers: {
      // GET → { orders }: newest first; none after "Reset my practice data".
      GET: practiceRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ orders: await listOrders(session.identity.userId) })),
      // POST { lines: [{ productId, quantity }], delivery, payment } → { success, message, order }. The body is parsed
      // here rather than by withRoute's `body` option because the rules depend on the learner's live defects, which is
      // known only once the session is. Prices come from the catalogue.
      POST: practiceRoute({ access: 'user' }, async ({ request, session }) => {
        const userId = session.identity.userId;
        const planted = await plantedDefectsOf(userId);
        return { success: true, message: GROCERY_MSG.placed, order: await placeOrderFrom(userId, await readJsonBody(request), planted) };
      }),
    },
  },
];
