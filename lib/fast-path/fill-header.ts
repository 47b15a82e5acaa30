/**
 * Marks the server's own request that renders a page for the response cache. The fast path sends it
 * with a per-process secret and turns it into "1" on the way in (a client's copy is dropped), and
 * proxy.ts then renders the page without a nonce: the result is served to many visitors.
 */
export const CACHE_FILL_HEADER = 'x-qa-cache-fill';
