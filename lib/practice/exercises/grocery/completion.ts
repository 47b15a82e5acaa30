import 'server-only';
import { readPracticeState } from '../../state-store';
import { GROCERY_STATE } from './state';

// The clean journey is done once the learner has placed an order: search, cart, order form and payment all
// passed. Read from the stored orders, so a reset undoes it (docs/practice/grocery.md).
export async function isGroceryCompleted(userId: string): Promise<boolean> {
  const { orders } = await readPracticeState(userId, GROCERY_STATE);
  return orders.length > 0;
}
