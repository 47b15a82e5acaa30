// The Students page's own wording, in one place for the components and the e2e spec.

/** The Delete confirm prompt, word for word (docs/product.md#admin-students). */
export const DELETE_STUDENT_PROMPT = 'Are you sure you want to delete this student?';

// The spec showed the code itself in the tooltip; codes are stored hashed and never shown
// (docs/product.md#admin-students).
export const MASKED_CODE = '••••••';
export const NOT_VERIFIED_TIP = 'E-mail not verified yet. Codes are kept secret; use Resend code to e-mail the student a new one.';
