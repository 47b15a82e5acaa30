import type { IncomingMessage } from 'node:http';
import { waitForTurn } from '../concurrency/give-way';
import { MOUNTED_PRACTICE_ROUTES } from '../practice/routes/all-routes';
import { matchRoute } from '../practice/routes/mount';
import type { ImplementableMethod } from '../practice/routes/table';
import type { PassOn } from './serve-cached';

const GIVING_WAY = MOUNTED_PRACTICE_ROUTES.filter(({ route }) => route.anonymousGivesWay?.length);
const GIVING_WAY_METHODS = new Set<string>(GIVING_WAY.flatMap(({ route }) => route.anonymousGivesWay ?? []));

/**
 * A call that a practice route table marks `anonymousGivesWay` (the Employee SOAP service's POST), sent without
 * `Authorization`, is anonymous until its credential is read from its body; four clients posting large bodies as fast
 * as they were answered kept the event loop busy with Next's routing of them (bench:soap-flood). Such a call is handed
 * to Next on its turn (lib/concurrency/give-way.ts): one per turn of the loop, however many arrive, so everyone else's
 * requests are read and answered between them. Its handler goes on giving way. A learner's bearer call is not held.
 */
export function passAnonymousCallOnItsTurn(req: IncomingMessage, passOn: PassOn): boolean {
  // Every request of the site passes here: most are told apart by their method and header alone.
  if (req.headers.authorization !== undefined || !GIVING_WAY_METHODS.has(req.method ?? '')) return false;
  const parts = (req.url?.split('?')[0] ?? '').split('/').slice(1);
  const matched = matchRoute(GIVING_WAY, parts);
  if (!matched?.mounted.route.anonymousGivesWay?.includes(req.method as ImplementableMethod)) return false;
  // The route Next would call for the path, which may be another entry of the whole table.
  if (matchRoute(MOUNTED_PRACTICE_ROUTES, parts)?.mounted !== matched.mounted) return false;
  void waitForTurn().then(passOn);
  return true;
}
