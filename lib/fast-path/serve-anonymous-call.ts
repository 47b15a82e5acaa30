import type { IncomingMessage, ServerResponse } from 'node:http';
import { waitForTurn } from '../concurrency/give-way';
import { MOUNTED_PRACTICE_ROUTES } from '../practice/routes/all-routes';
import { matchRoute } from '../practice/routes/mount';
import type { ImplementableMethod } from '../practice/routes/table';
import { answerByHandler, bodyDeclaredWithin } from './call-route-handler';
import type { PassOn } from './serve-cached';

const GIVING_WAY = MOUNTED_PRACTICE_ROUTES.filter(({ route }) => route.anonymousGivesWay);
const GIVING_WAY_METHODS = new Set<string>(GIVING_WAY.flatMap(({ route }) => route.anonymousGivesWay?.methods ?? []));

/**
 * A call that a practice route table marks `anonymousGivesWay` (the Employee SOAP service's POST), sent without
 * `Authorization`, is anonymous until its credential is read from its body. Four clients posting large bodies as fast
 * as they were answered kept the event loop busy with Next's routing of them, its web streams and its compression of
 * the replies (bench:soap-flood). Such a call is taken up on its turn (lib/concurrency/give-way.ts): one per turn of
 * the loop, however many arrive, so everyone else's requests are read and answered between them. One whose body is
 * declared within the entry's bound is then answered by the route's own handler, as Next would call it
 * (./call-route-handler.ts); any other (a chunked body, one declared too large) goes to Next, whose handler refuses
 * it. The handler goes on giving way. A learner's bearer call is not held.
 */
export function serveAnonymousCallOnItsTurn(req: IncomingMessage, res: ServerResponse, passOn: PassOn): boolean {
  // Every request of the site passes here: most are told apart by their method and header alone.
  if (req.headers.authorization !== undefined || !GIVING_WAY_METHODS.has(req.method ?? '')) return false;
  const parts = (req.url?.split('?')[0] ?? '').split('/').slice(1);
  const matched = matchRoute(GIVING_WAY, parts);
  const method = req.method as ImplementableMethod;
  const givesWay = matched?.mounted.route.anonymousGivesWay;
  if (!matched || !givesWay?.methods.includes(method)) return false;
  // The route Next would call for the path, which may be another entry of the whole table.
  if (matchRoute(MOUNTED_PRACTICE_ROUTES, parts)?.mounted !== matched.mounted) return false;
  void waitForTurn().then(() => {
    if (!bodyDeclaredWithin(req, givesWay.bodyBytes)) return passOn();
    answerByHandler(req, res, matched.mounted.methods[method], matched.params, 'an anonymous call');
  });
  return true;
}
