import { otherMethods } from '@/lib/api/methods';
import { readJsonBody } from '@/lib/api/read-json-body';
import { withRoute } from '@/lib/api/route';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { listOrders, placeOrderFrom } from '@/lib/practice/exercises/grocery/server/orders';
import { GROCERY_MSG } from '@/lib/practice/exercises/grocery/schemas';

// The Grocery shop's orders (docs/practice/grocery.md), the caller's own only.

// GET /api/practice/v1/grocery/orders → { orders }: newest first; none after "Reset my practice data".
export const GET = withRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ orders: await listOrders(session.identity.userId) }));

// POST /api/practice/v1/grocery/orders { lines: [{ productId, quantity }], delivery, payment } → { success, message, order }.
// The body is parsed here rather than by withRoute's `body` option because the rules depend on the
// learner's bug mode, which is known only once the session is. Prices come from the catalogue.
export const POST = withRoute({ access: 'user' }, async ({ request, session }) => {
  const userId = session.identity.userId;
  const bugMode = await isBugModeOn(userId);
  return { success: true, message: GROCERY_MSG.placed, order: await placeOrderFrom(userId, await readJsonBody(request), bugMode) };
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
