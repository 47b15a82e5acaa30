import 'server-only';
import type { ApiArea } from '@/lib/openapi/area';
import { download } from '@/lib/openapi/replies';
import { BOOK_LIST_CONTRACT_LINKS as LINKS } from './addresses';
import { TAG } from './operations';

// Book List's downloads in the product API document (lib/openapi/, docs/architecture.md#rest-api-document), through
// its server entry's `siteApiArea`: the Postman collection and environment generated from the practice document.
// Its API itself is in the practice document (./part.ts), which the product document includes under the same tag.

export const bookListSiteArea = (): ApiArea => ({
  tag: { name: TAG },
  paths: {
    [LINKS.postmanCollection]: {
      get: { operationId: 'downloadBookListPostmanCollection', summary: 'The Postman collection', access: 'public', description: 'A Postman collection (v2.1) generated from the practice API document.', reply: download('The collection.', 'application/json') },
    },
    [LINKS.postmanEnvironment]: {
      get: { operationId: 'downloadBookListPostmanEnvironment', summary: 'The Postman environment', access: 'public', description: 'The environment the collection runs in: `baseUrl` this site, `token` yours to fill in.', reply: download('The environment.', 'application/json') },
    },
  },
});
