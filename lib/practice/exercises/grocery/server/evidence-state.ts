import 'server-only';

// What the learner's stored Grocery data must hold before the page's word for a defect counts
// (docs/architecture.md#bug-hunt): GRO-07's slow Order Success follows an order the server stored, so its page code
// counts only when the learner's orders hold one placed since the code was issued. Loaded when first asked: the
// defect catalogue names this function, and the state store's modules import the registry in turn.

export async function orderPlacedSince(userId: string, issuedAt: Date): Promise<boolean> {
  const [{ readPracticeState }, { GROCERY_STATE }] = await Promise.all([import('@/lib/practice/state-store'), import('../state')]);
  const { orders } = await readPracticeState(userId, GROCERY_STATE);
  return orders.some((order) => Date.parse(order.createdAt) >= issuedAt.getTime());
}
