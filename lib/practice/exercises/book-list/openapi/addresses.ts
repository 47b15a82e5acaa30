import { BOOK_LIST_EXERCISE } from '../descriptor';

// Where the Book List's contract is downloaded (docs/practice/book-list.md#api-contract). Plain: the page links them.

export const BOOK_LIST_CONTRACT_LINKS = {
  reference: '/practice/api-docs',
  openapiJson: '/api/practice/v1/openapi.json',
  openapiYaml: '/api/practice/v1/openapi.yaml',
  postmanCollection: `/api/practice/v1/${BOOK_LIST_EXERCISE.api}/postman-collection.json`,
  postmanEnvironment: `/api/practice/v1/${BOOK_LIST_EXERCISE.api}/postman-environment.json`,
};
