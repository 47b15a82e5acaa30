import { withRoute } from '@/lib/api/route';
import { badRequest } from '@/lib/api/errors';
import { captchaVerifier } from '@/lib/captcha';
import { submitContactMessage } from '@/lib/contact/submit-contact';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { contactPayloadSchema } from '@/lib/validation/contact';
import { MSG } from '@/lib/messages';
import { otherMethods } from '@/lib/api/methods';

// POST /api/contact {name, phone, email, message, recaptchaToken} → {success, message}.
// Fields are checked before the captcha, so fixing a field does not cost the visitor a new solution.
export const POST = withRoute(
  { access: 'public', body: contactPayloadSchema, rateLimit: RATE_RULES.contactPerIp },
  async ({ body }) => {
    const { recaptchaToken, ...contact } = body;
    if (!(await captchaVerifier().verify(recaptchaToken))) {
      throw badRequest(MSG.captchaRequired, { recaptchaToken: MSG.captchaRequired });
    }
    await submitContactMessage(contact);
    return { success: true, message: MSG.contactSent };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
