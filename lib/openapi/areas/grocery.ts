import { z } from 'zod';
import { ordersReplySchema, placedOrderSchema, placeOrderSchema } from '../../practice/exercises/grocery/schemas';
import { EXERCISES } from '../../practice/registry';
import type { ApiArea } from '../area';

// The Grocery shop's API (docs/practice/grocery.md): the learner's own orders. app/api/practice/v1/grocery/orders.
// The handler parses the body itself (the rules depend on the learner's bug mode); the document states the rules
// with the planted bugs off, placeOrderSchema.

export const groceryArea = (): ApiArea => ({
  tag: { name: EXERCISES.grocery.name, description: 'The Grocery shop\'s orders: each learner\'s own.' },
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
