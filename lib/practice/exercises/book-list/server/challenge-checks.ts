import 'server-only';
import type { ObservedExchange } from '@/lib/api/observed-exchange';
import { bearerRefusalOf } from '@/lib/practice/credentials/bearer-check';
import type { ChallengeCheck } from '@/lib/practice/challenges/check';
import { challengeObserver } from '@/lib/practice/challenges/observer';
import { BOOK_LIST_CHALLENGES } from '../challenges';
import { BOOK_LIST_EXERCISE } from '../descriptor';
import { isMergePatch, mediaTypeOf } from './http/negotiation';
import { waitedOutRateLimit } from './rate-limit-wait';

// How the server tells each Book List challenge was met (docs/practice/book-list.md#challenges), from the request
// and the reply as the learner's client saw them. Server-only: the page shows the public list (../challenges.ts);
// a unit test keeps the two in step. Each check names what makes it and nothing near it.

const BOOKS_PATH = `/api/practice/v1/${BOOK_LIST_EXERCISE.api}`;
const BOOK_PATH = new RegExp(`^${BOOKS_PATH}/[^/]+$`);
const FILTERS = ['author', 'genre', 'yearFrom', 'yearTo', 'inStock', 'q'];
const XML_TYPES = ['application/xml', 'text/xml'];

type Exchange = ObservedExchange;
const onBook = (x: Exchange) => BOOK_PATH.test(x.url.pathname);
const onList = (x: Exchange) => x.url.pathname === BOOKS_PATH;
const is = (x: Exchange, method: string, status: number) => x.method === method && x.status === status;
const coded = (x: Exchange, code: string) => x.refusal?.code === code;
const isChange = (x: Exchange) => ['PUT', 'PATCH', 'DELETE'].includes(x.method);
const replyType = (x: Exchange) => mediaTypeOf(x.responseHeaders.get('content-type'));

function pagePastTheEnd(x: Exchange): boolean {
  if (!onList(x) || x.method !== 'GET' || x.status !== 200) return false;
  const page = Number(x.url.searchParams.get('page') ?? '1');
  return page > Number(x.responseHeaders.get('x-total-pages'));
}

function filteredAndSortedDown(x: Exchange): boolean {
  if (!onList(x) || x.method !== 'GET' || x.status !== 200) return false;
  const sort = x.url.searchParams.get('sort') ?? '';
  return FILTERS.some((name) => x.url.searchParams.has(name)) && sort.split(',').some((field) => field.trim().startsWith('-'));
}

const CHECKS: Record<string, ChallengeCheck['metBy']> = {
  'BKL-C01': (x) => onBook(x) && is(x, 'HEAD', 200),
  'BKL-C02': (x) => onBook(x) && x.status === 304 && x.requestHeaders.has('if-none-match'),
  'BKL-C03': (x) => onBook(x) && isChange(x) && x.status === 412 && coded(x, 'PRECONDITION_FAILED'),
  'BKL-C04': (x) => onBook(x) && isChange(x) && x.status === 428,
  'BKL-C05': (x) => onBook(x) && is(x, 'PATCH', 200) && isMergePatch(x.requestHeaders.get('content-type')),
  'BKL-C06': (x) => onBook(x) && is(x, 'PUT', 200),
  'BKL-C07': (x) => onBook(x) && is(x, 'DELETE', 204),
  'BKL-C08': (x) => onList(x) && is(x, 'POST', 201) && XML_TYPES.includes(mediaTypeOf(x.requestHeaders.get('content-type'))) && replyType(x) === 'application/xml',
  'BKL-C09': (x) => x.status === 422 && coded(x, 'VALIDATION_FAILED') && (x.refusal?.fields.length ?? 0) >= 2,
  'BKL-C10': (x) => x.status === 406,
  'BKL-C11': (x) => x.status === 415,
  'BKL-C12': (x) => x.status === 409 && coded(x, 'ISBN_TAKEN'),
  'BKL-C13': (x) => onBook(x) && x.status === 404 && coded(x, 'BOOK_NOT_FOUND'),
  'BKL-C14': pagePastTheEnd,
  'BKL-C15': filteredAndSortedDown,
  'BKL-C16': (x) => onList(x) && x.status === 400 && coded(x, 'INVALID_QUERY'),
  'BKL-C17': (x) => x.status >= 400 && replyType(x) === 'application/problem+xml',
  'BKL-C18': waitedOutRateLimit,
  'BKL-C19': (x) => x.caller?.via === 'oauth' && x.status < 400,
  'BKL-C20': (x) => x.status === 401 && bearerRefusalOf(x)?.reason === 'expired',
};

/** One check per public challenge, in the list's order. */
export const BOOK_LIST_CHALLENGE_CHECKS: readonly ChallengeCheck[] = BOOK_LIST_CHALLENGES.map(({ id }) => ({ id, metBy: CHECKS[id] }));

/** The checks' ids, for the test that keeps them in step with the public list. */
export const CHECKED_CHALLENGE_IDS = Object.keys(CHECKS);

/** What every Book List route hands withRoute as `observe`: the challenges detected from each exchange. */
export const observeBookListChallenges = challengeObserver(BOOK_LIST_EXERCISE.id, BOOK_LIST_CHALLENGE_CHECKS);
