import 'server-only';
import { SERVER_EXERCISES } from '../../practice/server-registry';
import type { ApiArea } from '../area';
import { adsArea } from './ads';
import { apiDocumentsArea } from './api-documents';
import { authArea } from './auth';
import { bugHuntPagesArea } from './bug-hunt';
import { captchaArea } from './captcha';
import { certificatesArea } from './certificates';
import { contactArea } from './contact';
import { coursesArea } from './courses';
import { enrolmentsArea } from './enrolments';
import { healthArea } from './health';
import { learningArea } from './learning';
import { noticesArea } from './notices';
import { paymentArea } from './payment';
import { practiceCredentialsArea } from './practice-credentials';
import { practiceLabArea } from './practice-lab';
import { profileArea } from './profile';
import { progressArea } from './progress';
import { reviewsArea } from './reviews';
import { scheduleArea } from './schedule';
import { trainerArea } from './trainer';
import { trainingsArea } from './trainings';
import { usersArea } from './users';

/** Each exercise's own routes, from its server entry, in the registry's order: no lab-wide file names an exercise. */
const exerciseAreas = (): (() => ApiArea)[] => Object.values(SERVER_EXERCISES).flatMap((entry) => (entry.siteApiArea ? [entry.siteApiArea] : []));

// Every area of the product's REST API, in the order the reference shows them: the site's own, then the practice
// lab's (the practice API document's groups follow, lib/openapi/practice-api.ts). Built when the document is.
export const apiAreas = (): readonly (() => ApiArea)[] => [
  authArea,
  usersArea,
  profileArea,
  paymentArea,
  enrolmentsArea,
  coursesArea,
  learningArea,
  scheduleArea,
  reviewsArea,
  adsArea,
  trainingsArea,
  progressArea,
  certificatesArea,
  noticesArea,
  trainerArea,
  contactArea,
  captchaArea,
  healthArea,
  practiceLabArea,
  practiceCredentialsArea,
  ...exerciseAreas(),
  bugHuntPagesArea,
  apiDocumentsArea,
];
