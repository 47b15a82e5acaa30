import { forbidden } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { payForEnrolment } from '@/lib/payments/pay-for-enrolment';
import { hitRateLimit, RATE_RULES } from '@/lib/security/rate-limit';
import { paymentPayloadSchema } from '@/lib/validation/card';
import { MSG } from '@/lib/messages';
import { otherMethods } from '@/lib/api/methods';

// POST /api/payment {userId, paymentMethod:'card', cardNumber, expiry, cvc, amount, scheduleId?} (docs/product.md#rest-api)
// → {success, message, identity}. The body's amount is ignored: the server charges its own price.
export const POST = withRoute(
  { access: 'user', body: paymentPayloadSchema, rateLimit: RATE_RULES.paymentPerIp },
  async ({ body, session }) => {
    // Paying for someone else is refused for everyone, admins included: a charge needs its card holder.
    if (body.userId !== session.identity.userId) throw forbidden(MSG.paymentOwnAccountOnly);
    await hitRateLimit(RATE_RULES.paymentPerUser, session.identity.userId);
    const identity = await payForEnrolment(session.identity.userId, {
      cardNumber: body.cardNumber,
      expiry: body.expiry,
      cvc: body.cvc,
    }, body.scheduleId);
    // The new identity lets the browser unlock paid content at once, without a new login.
    return { success: true, message: MSG.paymentSuccess, identity };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
