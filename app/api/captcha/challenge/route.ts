import { withRoute } from '@/lib/api/route';
import { captchaVerifier } from '@/lib/captcha';
import { otherMethods } from '@/lib/api/methods';

// GET /api/captcha/challenge → a fresh ALTCHA challenge for the contact form's widget. Never
// cached: a shared challenge could be solved once and its solution refused for everyone else.
export const GET = withRoute({ access: 'public' }, async () =>
  Response.json(await captchaVerifier().createChallenge(), { headers: { 'Cache-Control': 'no-store' } }),
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
