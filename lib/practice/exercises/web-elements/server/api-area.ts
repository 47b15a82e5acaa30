import 'server-only';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { ALLOWED_EXTENSIONS, FILE_FIELD, MAX_FILE_BYTES, MAX_FILES } from '../file-rules';
import { PRACTICE_STATUS_CODES } from '../media';
import { feedQuery, practiceFileParam, practiceImageParam, practiceStatusParam } from '../schemas';
import { FEED_DELAY_MS } from '../timings';
import { WEB_ELEMENTS_EXERCISE } from '../descriptor';
import type { ApiArea } from '@/lib/openapi/area';
import type { ReplySpec } from '@/lib/openapi/operation';
import { download, json, success } from '@/lib/openapi/replies';

// The Web Elements exercise's API (docs/practice/web-elements.md): the infinite-scroll feed, the learner's uploaded
// files, the sample download, the images and the status-code links. /api/practice/v1/web-elements/** (./routes.ts).

const NO_FILE = { description: 'No file of yours has this id, or a malformed id', codes: ['FILE_NOT_FOUND', 'NOT_FOUND'] };
const STATUS_REPLY: SchemaObject = { type: 'object', required: ['status', 'title', 'message'], properties: { status: { type: 'integer' }, title: { type: 'string' }, message: { type: 'string' } } };

/** The status-code links answer the status they name, on purpose: each one is a reply the exercise means. */
function statusReplies(): Record<number, ReplySpec> {
  return Object.fromEntries(
    PRACTICE_STATUS_CODES.filter((code) => code !== 200).map((code) => [
      code,
      json(code === 404 ? 'The link\'s own 404 `{ status, title, message }`; a code not in the list is a plain 404 `{ message, code }`.' : `The link's own ${code} \`{ status, title, message }\`.`, STATUS_REPLY),
    ]),
  );
}

/** The exercise's routes in the product API document (lib/openapi/), through its server entry's `siteApiArea`. */
export const webElementsArea = (): ApiArea => ({
  tag: { name: WEB_ELEMENTS_EXERCISE.name, description: 'The page of common web elements: a feed, uploads and downloads, images and links that answer chosen statuses.' },
  paths: {
    '/api/practice/v1/web-elements/feed': {
      get: {
        operationId: 'getFeed',
        summary: 'Ten items of the infinite-scroll list',
        access: 'user',
        query: feedQuery,
        description: `Answered after a fixed ${FEED_DELAY_MS} ms: the wait learners practise.`,
        reply: json('`{ items: [{ id, title, text }], nextOffset, total }`; `nextOffset` is null after the last.'),
        refusals: { 400: { description: '`offset` is not a whole number from 0 to 49', codes: ['VALIDATION_FAILED'] } },
      },
    },
    '/api/practice/v1/web-elements/files': {
      get: { operationId: 'listPracticeFiles', summary: 'Your uploaded files', access: 'user', reply: json('`{ files: [{ id, name, mimeType, sizeBytes, uploadedAt }] }`.') },
      post: {
        operationId: 'uploadPracticeFile',
        summary: 'Upload a file',
        access: 'user',
        who: 'With a verified e-mail.',
        description: 'Your transfers take turns and are paced, so they never crowd out anyone else\'s requests.',
        upload: { file: FILE_FIELD, fileRequired: true, fileNote: `One of ${ALLOWED_EXTENSIONS.join(', ')}, whose content matches its extension, of at most ${MAX_FILE_BYTES / 1024 / 1024} MB.` },
        reply: json('`{ success, message, file }`.'),
        refusals: {
          400: { description: 'Not a valid form, no file, an empty file or a bad name, or the upload was cancelled', codes: ['NOT_A_FORM', 'FILE_MISSING', 'FILE_EMPTY', 'BAD_FILE_NAME', 'UPLOAD_CANCELLED'] },
          403: { description: 'An unverified e-mail (`link` is the page to verify it), or a write from another site', codes: ['EMAIL_NOT_VERIFIED', 'FORBIDDEN'] },
          409: { description: `You keep ${MAX_FILES} files already`, codes: ['TOO_MANY_FILES'] },
          413: { description: 'The file is over 1 MB', codes: ['FILE_TOO_LARGE'] },
          415: { description: 'Not multipart/form-data, or a type outside the list', codes: ['NOT_MULTIPART', 'FILE_TYPE_NOT_ALLOWED'] },
          429: { description: 'Files stored from your network this hour reached their amount, or past the request limit', codes: ['UPLOAD_LIMIT_REACHED', 'RATE_LIMITED'] },
          507: { description: 'The lab\'s file storage is full', codes: ['STORAGE_FULL'] },
        },
      },
    },
    '/api/practice/v1/web-elements/files/{id}': {
      get: { operationId: 'downloadPracticeFile', summary: 'Download one of your files', access: 'user', params: practiceFileParam, reply: download('The file, with its own name and type.', 'application/octet-stream'), refusals: { 404: NO_FILE } },
      delete: { operationId: 'deletePracticeFile', summary: 'Delete one of your files', access: 'user', params: practiceFileParam, reply: success('`{ success, message }`.'), refusals: { 404: NO_FILE } },
    },
    '/api/practice/v1/web-elements/sample.csv': {
      get: { operationId: 'downloadSampleCsv', summary: 'The sample CSV', access: 'user', description: 'The same bytes every time.', reply: download('A fixed CSV file.', 'text/csv') },
    },
    '/api/practice/v1/web-elements/images/{name}': {
      get: {
        operationId: 'getPracticeImage',
        summary: 'One of the exercise\'s images',
        access: 'user',
        params: practiceImageParam,
        description: 'The working images (badge.svg, chart.svg). Any other name, such as the page\'s missing.png, is a 404 on purpose: they are the broken images learners look for.',
        reply: { description: 'The drawing.', media: { 'image/svg+xml': { type: 'string' } } },
        refusals: { 404: { description: 'No image with this name', codes: ['IMAGE_NOT_FOUND', 'NOT_FOUND'] } },
      },
    },
    '/api/practice/v1/web-elements/status/{code}': {
      get: {
        operationId: 'getPracticeStatus',
        summary: 'A link that answers the status it names',
        access: 'user',
        params: practiceStatusParam,
        description: `The targets of the exercise's working and broken links: ${PRACTICE_STATUS_CODES.join(', ')}. The error answers are intended; none is a fault of the server.`,
        reply: json('The link works: `{ status, title, message }`.', STATUS_REPLY),
        also: { 201: json('The link\'s own 201 `{ status, title, message }`.', STATUS_REPLY), ...statusReplies() },
      },
    },
  },
});
