import { z } from 'zod';
import { singleLineText } from '@/lib/validation/text';

// The frame form of Frames & Alert (docs/practice/frames-alert.md): one rule per field, shared by the form
// in the frame (its limits and topics) and the handler of POST /api/practice/v1/frames-alert/submissions.

export const FRAMES_ALERT_FORM_MSG = {
  nameRequired: 'Enter your name.',
  nameMax: 'Keep your name to 60 characters or fewer.',
  emailRequired: 'Enter your email address.',
  emailMax: 'Keep your email address to 254 characters or fewer.',
  emailInvalid: 'Enter a valid email address, such as name@example.com.',
  topicRequired: 'Choose a topic.',
} as const;

export const FRAME_NAME_MAX = 60;
export const FRAME_EMAIL_MAX = 254;
/** The most submissions the exercise keeps per learner; a reset starts again from none. */
export const FRAME_SUBMISSIONS_MAX = 20;

export const FRAME_TOPICS = ['Manual testing', 'Test automation', 'API testing'] as const;
export type FrameTopic = (typeof FRAME_TOPICS)[number];

const nameRule = singleLineText(FRAMES_ALERT_FORM_MSG.nameRequired).trim().min(1, FRAMES_ALERT_FORM_MSG.nameRequired).max(FRAME_NAME_MAX, FRAMES_ALERT_FORM_MSG.nameMax);

/** A filled-in email, before its format is checked: blank says "required", not "invalid". */
const emailText = singleLineText(FRAMES_ALERT_FORM_MSG.emailRequired).trim().min(1, FRAMES_ALERT_FORM_MSG.emailRequired).max(FRAME_EMAIL_MAX, FRAMES_ALERT_FORM_MSG.emailMax);

const topicRule = z.enum(FRAME_TOPICS, { error: FRAMES_ALERT_FORM_MSG.topicRequired });

/** The frame form as the exercise specifies it. */
export const frameFormSchema = z.object({
  name: nameRule,
  email: emailText.pipe(z.email(FRAMES_ALERT_FORM_MSG.emailInvalid)),
  topic: topicRule,
});
export type FrameFormInput = z.input<typeof frameFormSchema>;
export type FrameForm = z.output<typeof frameFormSchema>;

/** One stored submission, as GET and POST answer it. */
export const frameSubmissionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(FRAME_TOPICS),
});
export type FrameSubmission = z.infer<typeof frameSubmissionSchema>;
