import type { ApiArea } from '../area';
import { adsArea } from './ads';
import { apiDocumentsArea } from './api-documents';
import { authArea } from './auth';
import { bugHuntPagesArea } from './bug-hunt';
import { captchaArea } from './captcha';
import { certificatesArea } from './certificates';
import { contactArea } from './contact';
import { coursesArea } from './courses';
import { framesAlertArea } from './frames-alert';
import { groceryArea } from './grocery';
import { healthArea } from './health';
import { learningArea } from './learning';
import { mouseActionArea } from './mouse-action';
import { paymentArea } from './payment';
import { practiceBankArea } from './practice-bank';
import { practiceCredentialsArea } from './practice-credentials';
import { practiceLabArea } from './practice-lab';
import { profileArea } from './profile';
import { progressArea } from './progress';
import { reservationArea } from './reservation';
import { reviewsArea } from './reviews';
import { scheduleArea } from './schedule';
import { trainerArea } from './trainer';
import { trainingsArea } from './trainings';
import { usersArea } from './users';
import { webElementsArea } from './web-elements';

// Every area of the product's REST API, in the order the reference shows them: the site's own, then the practice
// lab's (the practice API document's groups follow, lib/openapi/practice-api.ts). Built when the document is.
export const API_AREAS: readonly (() => ApiArea)[] = [
  authArea,
  usersArea,
  profileArea,
  paymentArea,
  coursesArea,
  learningArea,
  scheduleArea,
  reviewsArea,
  adsArea,
  trainingsArea,
  progressArea,
  certificatesArea,
  trainerArea,
  contactArea,
  captchaArea,
  healthArea,
  practiceLabArea,
  practiceCredentialsArea,
  groceryArea,
  reservationArea,
  mouseActionArea,
  framesAlertArea,
  webElementsArea,
  practiceBankArea,
  bugHuntPagesArea,
  apiDocumentsArea,
];
