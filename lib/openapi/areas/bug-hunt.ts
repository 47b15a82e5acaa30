import { PageEvidenceSchema, ProbeViewQuerySchema } from '../../practice/bug-hunt/page-evidence';
import { CreditWithdrawalSchema, VerdictOverrideSchema } from '../../practice/bug-hunt/schemas';
import { SCREENSHOT_RULES } from '../../practice/bug-hunt/screenshot-rules';
import { defectReportParam } from '../../validation/params';
import type { ApiArea } from '../area';
import { json, mediaFile, noContent, success } from '../replies';
import { IMAGE_NOTE, IMAGE_TYPES } from './media-types';

// The bug hunt's routes that take the site's session (docs/product.md#bug-hunt, #admin-bug-hunt): what the exercise
// pages send, a report's screenshot, and the trainer's override. Filing and listing reports and the score board
// are in the practice API document (lib/practice/bug-hunt/openapi.ts) under the same tag.

const NOT_YOURS = { description: 'No report of yours has this id, or a malformed id', codes: ['NOT_FOUND'] };

export const bugHuntPagesArea = (): ApiArea => ({
  // The practice document names the tag and describes it; this area adds to it.
  tag: { name: 'Bug hunt' },
  paths: {
    '/api/practice/v1/bug-hunt/evidence': {
      post: {
        operationId: 'notePageEvidence',
        summary: 'An exercise page shows a planted defect',
        access: 'user',
        body: PageEvidenceSchema,
        description:
          'Sent by the site\'s own exercise pages with a code `GET …/bug-hunt/view` issued to this learner for this page view. 204 whatever the code: the answer confirms nothing, but a code never issued to you is kept for the trainer. At most 60 posts per learner every 10 minutes.',
        reply: noContent('Noted (or not: the answer is the same).'),
        refusals: { 429: { description: 'Past the learner\'s limit of evidence posts', codes: ['RATE_LIMITED'] } },
      },
    },
    '/api/practice/v1/bug-hunt/view': {
      get: {
        operationId: 'getProbeView',
        summary: 'A page view\'s evidence codes',
        access: 'user',
        query: ProbeViewQuerySchema,
        description: 'Codes for every page-side slot of the exercise, for this learner and this view, valid for 4 hours; the same shape with bug mode on or off.',
        reply: json('`{ view, expiresAt, probes: { slot: code } }`.'),
        refusals: { 400: { description: 'No such exercise', codes: ['VALIDATION_FAILED'] } },
      },
    },
    '/api/practice/v1/page-flags': {
      get: {
        operationId: 'getPageFlags',
        summary: 'The learner\'s part of an exercise page: the switch, the page\'s flags sealed, the learner\'s id',
        access: 'user',
        query: ProbeViewQuerySchema,
        description: 'The exercise page is the same for every learner; it asks this as it loads and after the bug-mode switch. `bugMode` is the switch as stored; `planted` is what the page plants now, one flag per page key, sealed: a fresh value of the same length on every reply, whatever is live (a mask, not a secret); `learner` is the learner\'s id, which names the cookie of their Exercise | Task sheet choice.',
        reply: json('`{ bugMode, planted: { keys, sealed }, learner }`.'),
        refusals: { 400: { description: 'No such exercise', codes: ['VALIDATION_FAILED'] } },
      },
    },
    '/api/practice/v1/bug-hunt/reports/{id}/screenshot': {
      get: {
        operationId: 'getReportScreenshot',
        summary: 'A report\'s screenshot',
        access: 'user',
        who: 'The report\'s learner, or a trainer (admin); anyone else gets 404.',
        params: defectReportParam,
        reply: mediaFile('The image.', ...IMAGE_TYPES),
        refusals: { 404: { description: 'No such report of yours, or it has no screenshot', codes: ['NOT_FOUND'] } },
      },
      post: {
        operationId: 'attachReportScreenshot',
        summary: 'Attach a screenshot to your report',
        access: 'user',
        who: 'Your own report, once.',
        params: defectReportParam,
        description: "Checked before the upload, so a refused one stores nothing. Stored re-encoded (the picture only); a learner's screenshots may take 50 MB in all.",
        upload: { file: SCREENSHOT_RULES.fileField, fileRequired: true, fileNote: IMAGE_NOTE },
        reply: json('`{ screenshot }`: its address.', undefined, 201),
        refusals: {
          404: NOT_YOURS,
          409: { description: 'The report has a screenshot already', codes: ['SCREENSHOT_TAKEN'] },
          413: { description: "Past the learner's screenshot quota (or the file is over 4 MB)", codes: ['SCREENSHOT_QUOTA', 'PAYLOAD_TOO_LARGE'] },
          415: { description: 'Not an image, or one that does not decode', codes: ['UNSUPPORTED_MEDIA_TYPE', 'SCREENSHOT_UNREADABLE'] },
        },
      },
    },
    '/api/practice/v1/bug-hunt/reports/{id}/verdict': {
      put: {
        operationId: 'overrideVerdict',
        summary: 'Override a report\'s verdict',
        access: 'admin',
        params: defectReportParam,
        body: VerdictOverrideSchema,
        description: 'A trainer\'s override; the learner sees the new verdict with the note. `defectId` only with `credited`.',
        reply: success('`{ success }`.'),
        refusals: {
          400: { description: 'A field is wrong, or `defectId` names no planted defect of the report\'s exercise', codes: ['VALIDATION_FAILED', 'INVALID_JSON'] },
          404: { description: 'No report with this id, or a malformed id', codes: ['NOT_FOUND'] },
          409: { description: 'Another report holds the credit for this defect', codes: ['ALREADY_CREDITED'] },
        },
      },
    },
    '/api/practice/v1/bug-hunt/reports/{id}/withdraw': {
      post: {
        operationId: 'withdrawCredit',
        summary: 'Withdraw the credit a report holds',
        access: 'admin',
        params: defectReportParam,
        body: CreditWithdrawalSchema,
        description: 'The credit goes, the learner reads the reason under the report, and the certificates the credit completed are revoked with it.',
        reply: json('`{ message, revoked }`: the codes of the certificates revoked.'),
        refusals: {
          400: { description: 'No reason, or a reason over 500 characters', codes: ['VALIDATION_FAILED', 'INVALID_JSON'] },
          404: { description: 'No report with this id, or a malformed id', codes: ['NOT_FOUND'] },
          409: { description: 'The report holds no credit', codes: ['NOT_CREDITED'] },
        },
      },
    },
  },
});
