// Paging links (RFC 8288) for a list reply: first, prev, next and last, each the request's own URL with another
// `page`, every other parameter kept. Past the end, a page is empty but still names first, prev and last, so a
// client can find its way back (docs/practice/book-list.md#lists).

export interface PageWindow {
  page: number;
  limit: number;
  total: number;
}

/** The number of the last page: at least 1, so an empty list still has a first and last page. */
export function lastPage({ limit, total }: Pick<PageWindow, 'limit' | 'total'>): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function linkHeader(pathWithQuery: string, window: PageWindow): string {
  const url = new URL(pathWithQuery, 'http://link.invalid');
  const last = lastPage(window);
  const to = (page: number) => {
    url.searchParams.set('page', String(page));
    url.searchParams.set('limit', String(window.limit));
    return `${url.pathname}${url.search}`;
  };
  const links: [string, number][] = [['first', 1]];
  if (window.page > 1) links.push(['prev', Math.min(window.page - 1, last)]);
  if (window.page < last) links.push(['next', window.page + 1]);
  links.push(['last', last]);
  return links.map(([rel, page]) => `<${to(page)}>; rel="${rel}"`).join(', ');
}
