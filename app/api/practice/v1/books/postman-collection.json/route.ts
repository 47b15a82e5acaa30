import { withRoute } from '@/lib/api/route';
import { jsonDownload } from '@/lib/practice/exercises/book-list/openapi/download';
import { bookListPostmanCollection, POSTMAN_FILES } from '@/lib/practice/exercises/book-list/openapi/postman';
import { otherBookMethods } from '@/lib/practice/exercises/book-list/server/other-methods';

// GET /api/practice/v1/books/postman-collection.json: the Book List's Postman collection (v2.1), generated from the
// OpenAPI document (docs/practice/book-list.md#postman). Public, like the document: it holds no credential.
export const GET = withRoute({ access: 'public' }, () => jsonDownload(POSTMAN_FILES.collection, bookListPostmanCollection()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherBookMethods({ GET });
