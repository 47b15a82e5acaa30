import { withRoute } from '@/lib/api/route';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { registerStudent } from '@/lib/users/register-student';
import { registerPayloadSchema } from '@/lib/validation/account';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/register {username, email, phone, password, selectedCourses} → {success, message}
export const POST = withRoute(
  { access: 'public', body: registerPayloadSchema, rateLimit: RATE_RULES.registerPerIp },
  async ({ body }) => {
    const { codeSent } = await registerStudent(body);
    return {
      success: true,
      message: codeSent
        ? 'Registration successful! We sent a 6-digit code to your e-mail.'
        : 'Registration successful, but the code could not be e-mailed. Use "Resend Code" on the next page.',
    };
  },
);

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
