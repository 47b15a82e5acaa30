import 'server-only';
import { z } from 'zod';
import { ordersReplySchema, placedOrderSchema, placeOrderSchema } from '../schemas';
import { GROCERY_EXERCISE } from '../descriptor';
import type { ApiArea } from '@/lib/openapi/area';

// The Grocery shop's API (docs/practice/grocery.md): the learner's own orders. /api/practice/v1/grocery/orders (./routes.ts).
// The handler parses the body itself (the rules depend on the learner's bug mode); the document states the rules
// with the planted bugs off, placeOrderSchema.

/** The exercise's routes in the product API document (lib/openapi/), through its server entry's `siteApiArea`. */
export const groceryArea = (): ApiArea => ({
  tag: { name: GROCERY_EXERCISE.name, description: 'The Grocery shop\'s orders: each learner\'s own.' },
  paths: {
    '/api/practice/v1/grocery/orders': {
      get: { operationId: 'listGroceryOrders', summary: 'Your orders', access: 'user', reply: { description: 'Newest first; none after "Reset my practice data".', json: ordersReplySchema } },
      post: {
        operationId: 'placeGroceryOrder',
        summary: 'Place an order',
        access: 'user',
        body: placeOrderSchema,
        description: 'Prices come from the catalogue: a price or total in the body is dropped. The reply never holds a full card number.',
        reply: { description: '`{ success, message, order }`.', json: z.object({ success: z.literal(true), message: z.string(), order: placedOrderSchema }) },
        refusals: { 409: { description: 'You keep the most orders the exercise stores; a reset starts again', codes: ['TOO_MANY_ORDERS'] } },
      },
    },
  },
});
