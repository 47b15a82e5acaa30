import 'server-only';
import type { OperationObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { GENERIC_ERROR_CODES } from '../../api/error-codes';
import type { PracticeApiPart } from '../openapi/api-part';
import { SchemaComponents } from '../openapi/zod-components';
import { BUG_HUNT_ERROR_CODES } from './error-codes';
import { BUG_HUNT_FIGURES } from './figures';
import { DefectReportInputSchema, FiledReportSchema, ReportListSchema, ScoreBoardSchema } from './schemas';

// The bug hunt's share of the practice API document (docs/architecture.md#api-contract): what a learner's tools call
// with their practice token: filing a report, listing their reports, reading their score board. Built from the zod
// schemas the handlers parse and answer with. The page's own routes (evidence, screenshots) and the trainer's
// override take the site's session and are not in it.

const TAG = 'Bug hunt';
type Code = keyof typeof GENERIC_ERROR_CODES | keyof typeof BUG_HUNT_ERROR_CODES;

const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'For people; may be reworded.' },
    code: { type: 'string', description: 'Stable: assert this.' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'One message per wrong field.' },
  },
  description: 'A refusal of the practice API.',
};

function refusal(description: string, codes: readonly Code[], headers: ResponseObject['headers'] = undefined): ResponseObject {
  const schema: SchemaObject = { allOf: [{ $ref: '#/components/schemas/LabError' }, { properties: { code: { enum: [...codes] } } }] };
  return { description: `${description} (${codes.join(', ')})`, ...(headers ? { headers } : {}), content: { 'application/json': { schema } } };
}

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 1 } as SchemaObject } };
const WWW_AUTHENTICATE = { 'WWW-Authenticate': { description: 'The bearer challenge.', required: true, schema: { type: 'string' } as SchemaObject } };

const EVERY_CALL: Record<number, ResponseObject> = {
  401: refusal('No credential, or one that is not live', ['UNAUTHENTICATED', 'INVALID_TOKEN'], WWW_AUTHENTICATE),
  429: refusal('Past the request limit', ['RATE_LIMITED'], RETRY_AFTER),
};

function json(description: string, schema: SchemaObject | ReferenceObject): ResponseObject {
  return { description, content: { 'application/json': { schema } } };
}

export function bugHuntApiPart(): PracticeApiPart {
  const schemas = new SchemaComponents();
  const input = schemas.add(DefectReportInputSchema, 'input');
  const filed = schemas.add(FiledReportSchema, 'output');
  const list = schemas.add(ReportListSchema, 'output');
  const board = schemas.add(ScoreBoardSchema, 'output');
  schemas.keep('LabError', ERROR_SCHEMA);
  const exercise = { name: 'exercise', in: 'query' as const, required: false, description: "One exercise's reports only.", schema: { $ref: '#/components/schemas/ExerciseId' } };
  const page = { name: 'page', in: 'query' as const, required: false, description: `From 1; ${BUG_HUNT_FIGURES.reportsPerPage} reports a page.`, schema: { type: 'string', pattern: '^[1-9]\\d{0,3}$|^10000$' } as SchemaObject };
  const fileReport: OperationObject = {
    tags: [TAG],
    operationId: 'fileDefectReport',
    summary: 'Report a defect',
    description:
      `Judged at once: credited when the area and the actual result (or title) describe one planted defect you met with bug mode on; each defect is credited once. ` +
      `too-broad when the words say what several defects do (two of the area, or more than ${BUG_HUNT_FIGURES.broadDescribedAnywhere} of the exercise). ` +
      `Anything else is not-credited, with the same feedback whatever the reason. ` +
      `Misses (too-broad and not-credited) are limited to ${BUG_HUNT_FIGURES.missesPerHour} per exercise an hour; the 2nd and 4th miss on an exercise unlock a hint.`,
    requestBody: { required: true, content: { 'application/json': { schema: input } } },
    responses: {
      201: json('The report with its verdict, and your standing on the exercise.', filed),
      400: refusal('The body is not a valid report', ['VALIDATION_FAILED', 'INVALID_JSON', 'INVALID_TEXT', 'AREA_UNKNOWN', 'BAD_REQUEST']),
      401: EVERY_CALL[401],
      403: refusal('A write from another site', ['FORBIDDEN']),
      413: refusal('The body is too large', ['PAYLOAD_TOO_LARGE']),
      429: refusal("Past the request limit, or the hour's misses on this exercise", ['RATE_LIMITED', 'REPORT_LIMIT_REACHED'], RETRY_AFTER),
    },
  };
  const listReports: OperationObject = {
    tags: [TAG],
    operationId: 'listDefectReports',
    summary: 'Your defect reports with their verdicts',
    parameters: [exercise, page],
    responses: { 200: json('One page of your reports, newest first.', list), 400: refusal('A query parameter is wrong', ['VALIDATION_FAILED']), ...EVERY_CALL },
  };
  const readScore: OperationObject = {
    tags: [TAG],
    operationId: 'getScoreBoard',
    summary: 'Your score board',
    description: 'Found and planted per exercise (never which are still to find), found per category, unlocked hints, challenges met, time to find.',
    responses: { 200: json('Your score board.', board), ...EVERY_CALL },
  };
  return {
    tag: { name: TAG, description: 'Report the planted defects you find in any exercise of the lab; the server credits them at once. [Your score board](/student/practice/bug-hunt).' },
    paths: { '/bug-hunt/reports': { get: listReports, post: fileReport }, '/bug-hunt/score': { get: readScore } },
    components: { schemas: schemas.schemas },
  };
}
