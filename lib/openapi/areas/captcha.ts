import type { ApiArea } from '../area';
import { json } from '../replies';

// The contact form's captcha (docs/architecture.md#captcha): app/api/captcha/challenge.

export const captchaArea = (): ApiArea => ({
  tag: { name: 'Captcha', description: 'Proof-of-work challenges (ALTCHA) for the contact form.' },
  paths: {
    '/api/captcha/challenge': {
      get: {
        operationId: 'getCaptchaChallenge',
        summary: 'A fresh ALTCHA challenge',
        access: 'public',
        description: 'Never cached: a shared challenge could be solved once and its solution refused for everyone else.',
        reply: json('An ALTCHA challenge (`algorithm`, `challenge`, `salt`, `signature`, …) for the widget to solve.'),
      },
    },
  },
});
