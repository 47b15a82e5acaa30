import 'server-only';
import { z } from 'zod';
import type { StateShape } from '../../state-store';
import { placedOrderSchema, type PlacedOrder } from './schemas';

// A learner's Grocery data on the server (one practice_state document): the orders they placed, numbered
// per learner. The cart stays in the browser; "Reset my practice data" deletes the document.

export interface GroceryState {
  /** The sequence number the next order gets. */
  nextNumber: number;
  /** Oldest first, as placed. */
  orders: PlacedOrder[];
}

export const GROCERY_STATE: StateShape<GroceryState> = {
  exercise: 'grocery',
  schema: z.object({ nextNumber: z.number().int().min(1), orders: z.array(placedOrderSchema) }),
  initial: () => ({ nextNumber: 1, orders: [] }),
};
