import type { ParameterObject, ReferenceObject } from 'openapi3-ts/oas31';
import type { SchemaComponents } from '@/lib/practice/openapi/zod-components';
import { practiceBookReviewParams } from '@/lib/validation/params';
import { BookListQuerySchema, PageQuerySchema } from '../list-query';

// The document's parameters (docs/practice/book-list.md#lists): the path ids and the list queries from the zod
// schemas withRoute and readQuery parse them with, in their input form (text, before the transforms), and the
// request headers the API reads.

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/parameters/${name}` });

export function bookListParameters(components: SchemaComponents): Record<string, ParameterObject> {
  const parameters: Record<string, ParameterObject> = {};
  for (const { name, schema } of components.members(practiceBookReviewParams, 'input')) {
    const what = name === 'id' ? 'The book\'s id.' : 'The review\'s id (under its own book).';
    parameters[name === 'id' ? 'BookId' : 'ReviewId'] = { name, in: 'path', required: true, description: `${what} Anything but a positive whole number is 404.`, schema };
  }
  for (const { name, schema } of components.members(BookListQuerySchema, 'input')) {
    parameters[`query.${name}`] = { name, in: 'query', required: false, schema, ...(schema.description ? { description: schema.description } : {}) };
  }
  parameters['If-Match'] = {
    name: 'If-Match',
    in: 'header',
    required: true,
    description: 'The ETag the book was read with (either format\'s), or `*`. Without it: 428; when it is no longer the book\'s: 412.',
    schema: { type: 'string' },
  };
  parameters['If-None-Match'] = {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'ETags of copies the client keeps, or `*`: 304 without a body when one is current.',
    schema: { type: 'string' },
  };
  parameters.Accept = {
    name: 'Accept',
    in: 'header',
    required: false,
    description:
      'The reply\'s format, q-values included: application/json (also for none, `*/*` and `application/*`) or application/xml and text/xml; anything else is 406. ' +
      '(OpenAPI tools take it from the response media types below.)',
    schema: { type: 'string', examples: ['application/json', 'application/xml'] },
  };
  return parameters;
}

/** The list query of GET /books: every parameter BookListQuerySchema reads. */
export const bookQueryRefs = (parameters: Record<string, ParameterObject>) =>
  Object.keys(parameters)
    .filter((name) => name.startsWith('query.'))
    .map(ref);

/** page and limit, for GET /books/{id}/reviews: the members of PageQuerySchema, which BookListQuerySchema shares. */
export const pageQueryRefs = (components: SchemaComponents) => components.members(PageQuerySchema, 'input').map(({ name }) => ref(`query.${name}`));

export const parameterRef = ref;
