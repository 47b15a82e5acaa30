import { withRoute } from '@/lib/api/route';
import { jsonDownload } from '@/lib/practice/exercises/book-list/openapi/download';
import { bookListPostmanEnvironment, POSTMAN_FILES } from '@/lib/practice/exercises/book-list/openapi/postman';
import { otherBookMethods } from '@/lib/practice/exercises/book-list/server/other-methods';

// GET /api/practice/v1/books/postman-environment.json: the environment the collection runs in, `baseUrl` this site
// and `token` left for the learner (docs/practice/book-list.md#postman).
export const GET = withRoute({ access: 'public' }, () => jsonDownload(POSTMAN_FILES.environment, bookListPostmanEnvironment()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherBookMethods({ GET });
