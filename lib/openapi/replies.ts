import type { HeaderObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ReplySpec } from './operation';

// The replies the product's routes answer, for an area file to name in one word. Most replies are built by the
// handler from database rows, with no zod schema to convert: the document states their outline (an object, a list)
// and names their members in the description, which is the route's own comment (docs/architecture.md#rest-api-document).
// Where a zod schema describes the reply, the area passes it instead.

export const OBJECT: SchemaObject = { type: 'object' };
export const LIST: SchemaObject = { type: 'array', items: { type: 'object' } };

const SUCCESS: SchemaObject = { type: 'object', required: ['success'], properties: { success: { const: true }, message: { type: 'string' } } };
const MESSAGE: SchemaObject = { type: 'object', required: ['message'], properties: { message: { type: 'string', description: 'For people: show it.' } } };

export const json = (description: string, schema: SchemaObject = OBJECT, status?: number): ReplySpec => ({ description, json: schema, ...(status ? { status } : {}) });
export const list = (description: string): ReplySpec => json(description, LIST);
/** `{ success: true }` (with a `message` for people where the handler adds one). */
export const success = (description: string): ReplySpec => json(description, SUCCESS);
export const message = (description: string): ReplySpec => json(description, MESSAGE);
export const noContent = (description: string): ReplySpec => ({ status: 204, description });

const binary = (type: string): SchemaObject => ({ type: 'string', contentMediaType: type });

export const CONTENT_DISPOSITION: Record<string, HeaderObject> = {
  'Content-Disposition': { description: '`attachment` with the file\'s name.', required: true, schema: { type: 'string' } },
};

/** A download: each media type it may come as, with its name in Content-Disposition. */
export const download = (description: string, ...types: string[]): ReplySpec => ({
  description,
  media: Object.fromEntries(types.map((type) => [type, binary(type)])),
  headers: CONTENT_DISPOSITION,
});

/** A stored file streamed as it is (a photo, an ad, a video): its type is the one its bytes showed on upload. */
export const mediaFile = (description: string, ...types: string[]): ReplySpec => ({
  description,
  media: Object.fromEntries(types.map((type) => [type, binary(type)])),
  headers: { 'Accept-Ranges': { description: '`bytes`: any part of the file may be asked for with `Range`.', schema: { type: 'string' } } },
});

/** What a ranged read of a stored file answers besides the whole file: the part asked for, or 416. */
export const rangeReplies = (...types: string[]): Record<number, ReplySpec> => ({
  206: { ...mediaFile('The part of the file `Range` asked for, with `Content-Range`.', ...types) },
  416: { description: 'The range lies outside the file (`Content-Range: bytes */size`).' },
});
