// Every user-facing message, one file per area (docs/architecture.md#validation). Plain data only: the browser and
// the server import the same texts, so nothing here may import code (a test checks it).
export { MSG } from './site';
export { AD_MSG } from './ads';
export { CARD_MSG } from './card';
export { LEARNING_MSG } from './learning';
export { LEARNING_CONTENT_MSG, LEARNING_EDITOR_TEXT } from './learning-content-admin';
export { SCHEDULE_MSG, SCHEDULE_TEXT } from './schedule';
export { TRAINING_MSG } from './trainings';
export { PRACTICE_MSG } from './practice';
export { PROGRESS_MSG, CERTIFICATE_MSG, TRAINER_MSG } from './progress';
export { PRACTICE_CREDENTIALS_MSG, PRACTICE_OAUTH_MSG } from './practice-credentials';
export { BUG_HUNT_FEEDBACK, BUG_HUNT_MSG, TRAINER_VERDICT_LABELS, VERDICT_LABELS } from './bug-hunt';
export { NOTICE_MSG } from './notices';
export { REVIEW_MSG, REVIEW_STATUS_LABELS } from './reviews';
export { ENROLMENT_MSG } from './enrolment';
