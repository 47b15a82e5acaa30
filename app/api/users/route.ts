import { withRoute } from '@/lib/api/route';
import { createStudentByAdmin, listStudents } from '@/lib/users/admin-students';
import { adminCreateStudentSchema } from '@/lib/validation/admin-students';
import { otherMethods } from '@/lib/api/methods';

// GET /api/users (admin) → every student, newest first, in the wire shape of docs/product.md#data-model (no secrets).
export const GET = withRoute({ access: 'admin' }, () => listStudents());

// POST /api/users (admin) {username, email, password, phone?} → 201 {success, message, codeSent, user}.
// The student is created unverified and e-mailed a code; an optional photo is uploaded afterwards with
// POST /api/users/upload-profile/{user.id}.
export const POST = withRoute({ access: 'admin', body: adminCreateStudentSchema }, async ({ body }) => {
  const { user, codeSent } = await createStudentByAdmin(body);
  const message = codeSent
    ? 'Student registered. A verification code was sent to their e-mail.'
    : 'Student registered, but the verification code could not be sent. Use resend code.';
  return Response.json({ success: true, message, codeSent, user }, { status: 201 });
});

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
