import { withRoute } from '@/lib/api/route';
import { captchaVerifier } from '@/lib/captcha';

// GET /api/captcha/challenge → a fresh ALTCHA challenge for the contact form's widget. Never
// cached: a shared challenge could be solved once and its solution refused for everyone else.
export const GET = withRoute({ access: 'public' }, async () =>
  Response.json(await captchaVerifier().createChallenge(), { headers: { 'Cache-Control': 'no-store' } }),
);
