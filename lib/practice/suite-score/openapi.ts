import 'server-only';
import type { OperationObject, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import type { GENERIC_ERROR_CODES } from '../../api/error-codes';
import type { PracticeApiPart } from '../openapi/api-part';
import { SchemaComponents } from '../openapi/zod-components';
import type { SuiteScoreErrorCode } from './error-codes';
import { SUITE_SCORE_FIGURES } from './figures';
import { RoundOutcomeSchema, StartRunSchema, SuiteRoundSchema, SuiteRunSchema } from './schemas';

// The suite score's share of the practice API document (docs/architecture.md#api-contract): what a learner's runner
// calls with their practice token, round after round. Built from the zod schemas the handlers parse and answer with;
// refusals are the lab's error object (`LabError`, which the bug hunt's part defines for the document).

const TAG = 'Suite score';
type Code = keyof typeof GENERIC_ERROR_CODES | SuiteScoreErrorCode;

function refusal(description: string, codes: readonly Code[]): ResponseObject {
  const schema: SchemaObject = { allOf: [{ $ref: '#/components/schemas/LabError' }, { properties: { code: { enum: [...codes] } } }] };
  return { description: `${description} (${codes.join(', ')})`, content: { 'application/json': { schema } } };
}

const json = (description: string, schema: SchemaObject | ReferenceObject): ResponseObject => ({ description, content: { 'application/json': { schema } } });
const wrapped = (key: string, schema: SchemaObject | ReferenceObject): SchemaObject => ({ type: 'object', required: [key], properties: { [key]: schema } });

const EVERY_CALL: Record<number, ResponseObject> = {
  401: refusal('No credential, or one that is not live', ['UNAUTHENTICATED', 'INVALID_TOKEN']),
  429: refusal('Past the request limit', ['RATE_LIMITED']),
};
const NOT_YOURS = refusal('No run of yours with that id', ['RUN_NOT_FOUND', 'NOT_FOUND']);
const RUN_ID: ParameterObject = { name: 'id', in: 'path', required: true, description: 'The run.', schema: { type: 'string', pattern: '^[1-9]\\d{0,9}$' } };
const ROUND_N: ParameterObject = { name: 'n', in: 'path', required: true, description: 'The round in progress (from 1).', schema: { type: 'string', pattern: '^[1-9]\\d{0,3}$' } };

const op = (operationId: string, summary: string, rest: Partial<OperationObject>): OperationObject => ({ tags: [TAG], operationId, summary, ...rest, responses: { ...rest.responses, ...EVERY_CALL } });

export function suiteScoreApiPart(): PracticeApiPart {
  const schemas = new SchemaComponents();
  const start = schemas.add(StartRunSchema, 'input');
  const outcome = schemas.add(RoundOutcomeSchema, 'input');
  const run = schemas.add(SuiteRunSchema, 'output');
  const round = schemas.add(SuiteRoundSchema, 'output');
  const minutes = SUITE_SCORE_FIGURES.roundMinutes;
  const paths = {
    '/suite-runs': {
      post: op('startSuiteRun', 'Start a scoring run', {
        description: `Plans the run: each planted defect of the exercise alone once, and ${SUITE_SCORE_FIGURES.cleanRounds} clean rounds, in an order kept secret. Bug mode is set aside until the run ends. One open run at a time.`,
        requestBody: { required: true, content: { 'application/json': { schema: start } } },
        responses: {
          201: json('The run.', wrapped('run', run)),
          400: refusal('Not an exercise of the lab', ['VALIDATION_FAILED', 'INVALID_JSON', 'BAD_REQUEST']),
          403: refusal('A write from another site', ['FORBIDDEN']),
          409: refusal('You have an open run', ['RUN_ALREADY_OPEN']),
        },
      }),
      get: op('listSuiteRuns', 'Your scoring runs', { responses: { 200: json(`Your last ${SUITE_SCORE_FIGURES.runsListed} runs, newest first.`, { type: 'object', required: ['runs'], properties: { runs: { type: 'array', items: run } } }) } }),
    },
    '/suite-runs/{id}': {
      parameters: [RUN_ID],
      get: op('getSuiteRun', 'A run, with its result once finished', { responses: { 200: json('The run.', wrapped('run', run)), 404: NOT_YOURS } }),
      delete: op('abandonSuiteRun', 'Abandon an open run', {
        description: 'Ends the run without a score; your bug-mode switch applies again.',
        responses: { 204: { description: 'Abandoned.' }, 403: refusal('A write from another site', ['FORBIDDEN']), 404: NOT_YOURS, 409: refusal('The run is over', ['RUN_NOT_OPEN']) },
      }),
    },
    '/suite-runs/{id}/rounds/next': {
      parameters: [RUN_ID],
      post: op('startSuiteRound', 'Start the next round', {
        description: `Your requests meet this round's defect, or none, until you report it; report within ${minutes} minutes, or the run expires. The reply never says which.`,
        responses: {
          200: json('The round.', round),
          403: refusal('A write from another site', ['FORBIDDEN']),
          404: NOT_YOURS,
          409: refusal('A round is in progress, or the run is over', ['ROUND_IN_PROGRESS', 'RUN_NOT_OPEN']),
        },
      }),
    },
    '/suite-runs/{id}/rounds/{n}/outcome': {
      parameters: [RUN_ID, ROUND_N],
      post: op('reportSuiteRound', "Report the round's outcome", {
        description: 'passed or failed, and optionally the JUnit XML your runner wrote (the failed tests are named in the result). The last report finishes the run with its result.',
        requestBody: { required: true, content: { 'application/json': { schema: outcome } } },
        responses: {
          200: json('The run as it is now.', wrapped('run', run)),
          400: refusal('Not an outcome, or unreadable JUnit XML', ['VALIDATION_FAILED', 'INVALID_JSON', 'JUNIT_UNREADABLE', 'BAD_REQUEST']),
          403: refusal('A write from another site', ['FORBIDDEN']),
          404: NOT_YOURS,
          409: refusal('Not the round in progress, or the run is over', ['ROUND_NOT_CURRENT', 'RUN_NOT_OPEN']),
          413: refusal('The body is too large', ['PAYLOAD_TOO_LARGE']),
        },
      }),
    },
  };
  return {
    tag: { name: TAG, description: 'Score your own automated suite against the planted defects, one at a time, like mutation testing: a defect counts as killed when your suite failed in its round and reached it.' },
    paths,
    components: { schemas: schemas.schemas },
  };
}
