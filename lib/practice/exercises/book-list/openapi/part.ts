import 'server-only';
import type { ResponseObject } from 'openapi3-ts/oas31';
import type { PracticeApiPart } from '@/lib/practice/openapi/api-part';
import { SchemaComponents } from '@/lib/practice/openapi/zod-components';
import { BOOK_LIST_EXERCISE } from '../descriptor';
import { BOOK_LIST_CONTRACT_LINKS } from './addresses';
import { BOOK_LIST_HEADERS, headerRef } from './headers';
import { TAG } from './operations';
import { bookListParameters } from './parameters';
import { bookListPaths } from './paths';
import { problemContent } from './responses';
import { bookListSchemas } from './schemas';

// The Book List's share of the practice API document (docs/practice/book-list.md#api-contract), handed to the server
// registry through server/entry.ts. Everything in it comes from the exercise's code: the zod schemas, the limits,
// the error codes, the access kind of server/caller.ts.

const POSTMAN_PATHS = { collection: BOOK_LIST_CONTRACT_LINKS.postmanCollection, environment: BOOK_LIST_CONTRACT_LINKS.postmanEnvironment };

/** A method a path does not take: the same for every path, so stated once (Allow lists what the path takes). */
const METHOD_NOT_ALLOWED: ResponseObject = {
  description: 'The path does not take this method (METHOD_NOT_ALLOWED); answered before any credential is looked at.',
  headers: { Allow: headerRef('Allow') },
  content: problemContent(405, ['METHOD_NOT_ALLOWED']),
};

export function bookListApiPart(): PracticeApiPart {
  const schemas = new SchemaComponents();
  const parameters = bookListParameters(schemas);
  const paths = bookListPaths(parameters, schemas);
  for (const [id, schema] of Object.entries(bookListSchemas())) schemas.keep(id, schema);
  return {
    tag: {
      name: TAG,
      description:
        `${BOOK_LIST_EXERCISE.description} [The exercise](/student/practice/${BOOK_LIST_EXERCISE.link}/v1); ` +
        `[Postman collection](${POSTMAN_PATHS.collection}) and [environment](${POSTMAN_PATHS.environment}).`,
      'x-postman': POSTMAN_PATHS,
    },
    paths,
    components: { schemas: schemas.schemas, headers: BOOK_LIST_HEADERS, parameters, responses: { MethodNotAllowed: METHOD_NOT_ALLOWED } },
  };
}
