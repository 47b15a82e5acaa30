import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_READ_ROUTES, PRACTICE_WRITE_ROUTES, practiceStateRouteOf } from '@/lib/fast-path/practice-state-routes';
import { matchRoute } from '@/lib/practice/routes/mount';
import { MOUNTED_PRACTICE_ROUTES, mountedPracticeRoute, PRACTICE_ROUTES } from '@/lib/practice/routes/all-routes';

// The practice reads and writes the fast path answers (lib/fast-path/practice-state-routes.ts) must be the routes Next would
// call: each entry is a route table's (lib/practice/routes/), answered by the handler Next reaches through the route
// file that mounts it, and no path it takes belongs to another route by Next's precedence (a static segment before a
// dynamic one before a catch-all, segment by segment from the left; under the catch-all, the tables' own).

const APP = path.resolve(import.meta.dirname, '../../app');
/** A value of each dynamic segment name that its route's schema takes. */
const SAMPLE: Record<string, string> = { exercise: 'mouse-action', ref: 'QA-ABC123', id: '7', reviewId: '9', tool: 'k6', name: 'logo.png', code: '404', n: '1' };
/** A flight's id has a form of its own. */
const FLIGHT_ID = 'LHR-JFK-20261202-01';
/** A concrete path `route` takes, its dynamic segments filled with values its schema takes. */
const samplePath = (route: string) => route.replace(/\[(\w+)\]/g, (_, name: string) => (route.includes('/flights/') && name === 'id' ? FLIGHT_ID : SAMPLE[name]));

/** Every route file under app/api, as the path its folders spell. */
function routePaths(dir = path.join(APP, 'api')): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routePaths(full));
    else if (entry.name === 'route.ts') found.push('/' + path.relative(APP, dir).split(path.sep).join('/'));
  }
  return found;
}

const segmentsOf = (route: string) => route.split('/').slice(1);
const dynamic = (segment: string) => segment.startsWith('[');

/** Whether `route` takes the concrete `pathname` (catch-alls take the rest). */
function takes(route: string, pathname: string): boolean {
  const [want, got] = [segmentsOf(route), segmentsOf(pathname)];
  if (want.at(-1)?.startsWith('[...')) return got.length >= want.length && want.slice(0, -1).every((s, i) => dynamic(s) || s === got[i]);
  return want.length === got.length && want.every((s, i) => dynamic(s) || s === got[i]);
}

/** The route Next calls for `pathname`: of those that take it, the one static the longest from the left. */
function nextChoice(pathname: string, routes: string[]): string | undefined {
  const rank = (route: string) => segmentsOf(route).map((s) => (s.startsWith('[...') ? '2' : dynamic(s) ? '1' : '0')).join('');
  return routes.filter((route) => takes(route, pathname)).sort((a, b) => rank(a).localeCompare(rank(b)))[0];
}

/** The route that answers `pathname`: Next's choice of route file, or under the catch-all the tables' choice. */
function servedBy(pathname: string, routes: string[]): string | undefined {
  const file = nextChoice(pathname, routes);
  if (!file?.endsWith('/[...path]')) return file;
  return matchRoute(MOUNTED_PRACTICE_ROUTES, segmentsOf(pathname))?.mounted.route.path;
}

/** Route files, and the table entries the catch-all serves: every route a practice path may reach. */
const tablePaths = PRACTICE_ROUTES.map((route) => route.path);

/** Every entry the fast path answers, with the methods: the writes of `writesState` entries, the GET of `readsState` ones. */
const ANSWERED = [...PRACTICE_WRITE_ROUTES.map((entry) => ({ ...entry, flag: 'writesState' as const })), ...PRACTICE_READ_ROUTES.map((entry) => ({ ...entry, flag: 'readsState' as const }))];

describe('the practice reads and writes answered before Next', () => {
  const routes = routePaths();
  const candidates = [...new Set([...routes.filter((route) => !route.endsWith('/[...path]')), ...tablePaths])];

  it('are table entries, answered by the handlers their route file or the catch-all mounts', () => {
    for (const entry of ANSWERED) {
      const route = PRACTICE_ROUTES.find((candidate) => candidate.path === entry.path);
      expect(route?.[entry.flag], entry.path).toBe(true);
      expect(entry.methods.length, entry.path).toBeGreaterThan(0);
      const sample = samplePath(entry.path);
      if (!routes.includes(entry.path)) expect(nextChoice(sample, routes), entry.path).toMatch(/\[\.\.\.path\]$/);
      for (const method of entry.methods) {
        expect(typeof route!.handlers[method], `${method} ${entry.path}`).toBe('function');
        expect(practiceStateRouteOf(method, sample)?.handler, `${method} ${entry.path}`).toBe(mountedPracticeRoute(entry.path)[method]);
      }
    }
  });

  it('take a path only when Next would call the same route, whatever other route could also take it', () => {
    for (const entry of ANSWERED) {
      for (const other of candidates) {
        const [mine, theirs] = [segmentsOf(entry.path), segmentsOf(other)];
        if (mine.length !== theirs.length) continue;
        // A path both could take: the other's literals, else this one's, else sample values.
        const pathname = '/' + mine.map((s, i) => (!dynamic(theirs[i]) ? theirs[i] : !dynamic(s) ? s : SAMPLE[s.slice(1, -1)])).join('/');
        if (!takes(entry.path, pathname) || !takes(other, pathname)) continue;
        for (const method of entry.methods) {
          const matched = practiceStateRouteOf(method, pathname);
          if (matched) expect(matched.route.path, `${method} ${pathname}`).toBe(servedBy(pathname, routes));
        }
      }
      const sample = samplePath(entry.path);
      for (const method of entry.methods) expect(practiceStateRouteOf(method, sample)?.route.path, `${method} ${sample}`).toBe(entry.path);
    }
  });

  it('leave every other method, and paths Next would normalise, to Next', () => {
    expect(practiceStateRouteOf('GET', '/api/practice/v1/mouse-action/board/moves')).toBeNull();
    expect(practiceStateRouteOf('PUT', '/api/practice/v1/mouse-action/board/moves')).toBeNull();
    for (const odd of ['/api/practice/v1/mouse-action/board/moves/', '/api/practice/v1//mouse-action/board/moves', '/api/practice/v1/mouse-action/board/%6Doves', '/api/practice/v1/mouse-action/./board/moves']) {
      expect(practiceStateRouteOf('POST', odd), odd).toBeNull();
    }
    expect(practiceStateRouteOf('POST', '/api/practice/v1/books/postman-collection.json/reviews')).toBeNull();
    // Reads: only the GET of a reading entry; HEAD, downloads and the SOAP service's WSDL go to Next.
    expect(practiceStateRouteOf('GET', '/api/practice/v1/mouse-action/board')?.route.path).toBe('/api/practice/v1/mouse-action/board');
    expect(practiceStateRouteOf('HEAD', '/api/practice/v1/books')).toBeNull();
    for (const download of ['/api/practice/v1/web-elements/sample.csv', '/api/practice/v1/web-elements/images/logo.png', '/api/practice/v1/books/postman-collection.json', '/api/practice/soap/employees']) {
      expect(practiceStateRouteOf('GET', download), download).toBeNull();
    }
    expect(practiceStateRouteOf('GET', '/api/practice/v1/mouse-action/board/')).toBeNull();
  });
});
