import { contactPayloadSchema } from '../../validation/contact';
import type { ApiArea } from '../area';
import { success } from '../replies';

// The contact form (docs/product.md#contact): app/api/contact. The captcha's challenge is GET /api/captcha/challenge.

export const contactArea = (): ApiArea => ({
  tag: { name: 'Contact', description: 'The contact form\'s message to the school.' },
  paths: {
    '/api/contact': {
      post: {
        operationId: 'sendContactMessage',
        summary: 'Send a message',
        access: 'public',
        body: contactPayloadSchema,
        rateLimited: true,
        description: 'The fields are checked before the captcha, so fixing a field does not cost a new solution. `recaptchaToken` is the ALTCHA widget\'s solution to a challenge of `GET /api/captcha/challenge`.',
        reply: success('`{ success, message }`.'),
        refusals: { 400: 'A field is wrong, or the captcha is missing or not solved (`errors.recaptchaToken`)' },
      },
    },
  },
});
