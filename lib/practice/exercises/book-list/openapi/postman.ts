import 'server-only';
import { publicUrl } from '@/lib/public-url';
import { buildPracticeApiDocument } from '@/lib/practice/openapi/build-document';
import { postmanCollection, postmanEnvironment } from '@/lib/practice/openapi/postman-collection';
import type { PostmanCollection } from '@/lib/practice/openapi/postman-types';
import { BOOK_LIST_EXERCISE } from '../descriptor';
import { bookListApiPart } from './part';
import { BOOK_LIST_POSTMAN_STEPS } from './postman-steps';
import { codeDerived } from '../../../../cache/process-singleton';

// The Book List's Postman downloads (docs/practice/book-list.md#postman): the collection, generated from the served
// OpenAPI document once per process, and an environment naming this site; the learner fills in `token`.

export const POSTMAN_FILES = {
  collection: `qa-academy-${BOOK_LIST_EXERCISE.id}-v1.postman_collection.json`,
  environment: 'qa-academy.postman_environment.json',
};

export function bookListPostmanCollection(): PostmanCollection {
  return codeDerived('book-list-postman-collection', () => postmanCollection(
    // Its own part of the served document: the steps are all Book List's, and the registry cannot be imported here.
    buildPracticeApiDocument([bookListApiPart()]),
    {
      name: `QA Academy: ${BOOK_LIST_EXERCISE.title}`,
      description:
        'A clean journey through your own shelf, generated from the OpenAPI document (/api/practice/v1/openapi.json). ' +
        'Pick the "QA Academy" environment and set its `token` to a personal access token of yours; run it as often as you like: it makes its own book and deletes it.',
    },
    BOOK_LIST_POSTMAN_STEPS,
  ));
}

/** The environment's baseUrl is the site's public address (lib/public-url.ts), else the address the download came to. */
export const bookListPostmanEnvironment = (request?: Pick<Request, 'headers'>) => postmanEnvironment('QA Academy', publicUrl(request));
