import { withRoute } from '@/lib/api/route';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { registerStudent } from '@/lib/users/register-student';
import { registerPayloadSchema } from '@/lib/validation/account';

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
