// The Students page's own wording, in one place for the components and the e2e spec.

/** SPEC §2.5: the Delete confirm prompt, word for word. */
export const DELETE_STUDENT_PROMPT = 'Are you sure you want to delete this student?';

// SPEC §2.5 shows the code itself in the tooltip; DESIGN §3: codes are stored hashed and never shown.
export const MASKED_CODE = '••••••';
export const NOT_VERIFIED_TIP = 'E-mail not verified yet. Codes are kept secret; use Resend code to e-mail the student a new one.';
