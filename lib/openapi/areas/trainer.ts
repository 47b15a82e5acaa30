import { certificateRuleSchema, revokeSchema } from '../../validation/certificates';
import { certificateCodeParam, ruleCourseIdParam, userIdParam } from '../../validation/params';
import { trainerTableQuery } from '../../validation/trainer';
import type { ApiArea } from '../area';
import { download, json, message } from '../replies';

// The trainer's view (docs/product.md#trainers-view, #certificates): learners' progress, their timelines, the
// certificates issued and the rules that issue them. Admins only. app/api/trainer/**.

export const trainerArea = (): ApiArea => ({
  tag: { name: 'Trainer', description: 'The trainer\'s view of learners, certificates and certificate rules: admins only.' },
  paths: {
    '/api/trainer/progress': {
      get: {
        operationId: 'getClassProgress',
        summary: 'Every student\'s progress in a course',
        access: 'admin',
        query: trainerTableQuery,
        description: 'Filtered, sorted and paged on the server, 20 learners a page.',
        reply: json('`{ course, courses, rows, total, page, pages, pageSize }`.'),
        refusals: { 400: 'A query parameter is wrong, or no course has the id in `course` (`errors` names it)' },
      },
    },
    '/api/trainer/progress/export': {
      get: {
        operationId: 'exportClassProgress',
        summary: 'The same table as CSV',
        access: 'admin',
        query: trainerTableQuery,
        description: 'Every row the filters match, in the same order, not one page; `page` is ignored.',
        reply: download('`learner-progress-{date}.csv`.', 'text/csv'),
        refusals: { 400: 'A query parameter is wrong, or no course has the id in `course` (`errors` names it)' },
      },
    },
    '/api/trainer/learners/{userId}/timeline': {
      get: {
        operationId: 'getLearnerTimeline',
        summary: 'What a learner did',
        access: 'admin',
        params: userIdParam,
        reply: json('`{ learner: { userId, name, email }, entries: [{ at, kind, text }] }`, newest first.'),
        refusals: { 404: 'No student with this id, or a malformed id' },
      },
    },
    '/api/trainer/certificates': {
      get: {
        operationId: 'listCertificates',
        summary: 'Certificates issued and revoked',
        access: 'admin',
        // The handler checks this one parameter against its own list (app/api/trainer/certificates/route.ts).
        queryParameters: [{ name: 'status', in: 'query', required: false, description: 'Which certificates (default `any`).', schema: { type: 'string', enum: ['any', 'issued', 'revoked'] } }],
        reply: json('`{ certificates: [...] }`, newest first.'),
        refusals: { 400: '`status` is not one of the three (`errors.status`)' },
      },
    },
    '/api/trainer/certificates/{code}/revoke': {
      post: {
        operationId: 'revokeCertificate',
        summary: 'Revoke a certificate',
        access: 'admin',
        params: certificateCodeParam,
        body: revokeSchema,
        description: 'Its verification page then says that no valid certificate has the code.',
        reply: json('`{ message, revokedAt }`.'),
        refusals: { 404: 'No certificate with this code, or a malformed code', 409: 'The certificate is already revoked' },
      },
    },
    '/api/trainer/certificate-rules': {
      get: { operationId: 'listCertificateRules', summary: 'Every course with its certificate rule', access: 'admin', reply: json('`{ rules: [{ courseId, courseName, allTopics, videoPercent, exercises, defects, challenges, suitePercent, suiteExercises, updatedAt }] }`.') },
    },
    '/api/trainer/certificate-rules/{courseId}': {
      put: {
        operationId: 'saveCertificateRule',
        summary: 'Set a course\'s certificate rule',
        access: 'admin',
        params: ruleCourseIdParam,
        body: certificateRuleSchema,
        description: '`null` leaves a requirement out. Each requirement says how it is verified: topics are self-attested (the learner marks them read), videos are measured by the server\'s playback clock, exercises and challenges are checked by the server, defects are seen by the server or reported by the page; `suitePercent` with `suiteExercises` (both or neither) asks for that suite score or more on that many exercises, from the learner\'s finished scoring runs. A rule of topics alone is saved with a `warning`: its certificates say "Self-attested: topics marked read".',
        reply: message('`{ message, warning? }`.'),
        refusals: { 404: 'No course with this id, or a malformed id' },
      },
      delete: {
        operationId: 'removeCertificateRule',
        summary: 'Remove a course\'s certificate rule',
        access: 'admin',
        params: ruleCourseIdParam,
        description: 'Certificates already issued stay.',
        reply: message('`{ message }`.'),
        refusals: { 404: 'The course has no rule, or a malformed id' },
      },
    },
  },
});
