import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { enableCaching } from '../cache/tags';
import { CACHE_FILL_HEADER } from './fill-header';
import { servePublicCached, type PassOn } from './serve-cached';
import { serveAnonymousCallOnItsTurn } from './serve-anonymous-call';
import { serveGrantedVideo } from './serve-granted-video';
import { serveLearnerPage } from './serve-learner-page';
import { serveLogin } from './serve-login';
import { serveOwnProfile } from './serve-own-profile';
import { servePracticeReply } from './serve-practice-reply';
import { servePracticeState } from './serve-practice-state';

export type FastPath = (req: IncomingMessage, res: ServerResponse, passOn: PassOn) => void;

/** Where server.mjs finds the fast path (a registered symbol: the two sides are separate bundles). */
export const FAST_PATH_SLOT = Symbol.for('qa-academy.fast-path');

/**
 * Called once at start (instrumentation.ts): turns on the process caches and offers server.mjs a
 * handler that answers before Next does, for the requests that dominate the load: views of public
 * pages and JSON reads (from the response cache), a player's Range requests for a training video
 * it was just allowed to watch, a learner's repeated practice API reads (from memory), a learner's other practice API reads, writes, logins
 * and own profile (by their own route handlers, without Next's routing), and a learner's exercise pages and profile
 * page (one copy for every learner). Every other request, and every miss, goes to Next unchanged.
 */
export function installFastPath(): void {
  enableCaching();
  const secret = crypto.randomBytes(24).toString('base64url');
  const fastPath: FastPath = (req, res, passOn) => {
    const fill = req.headers[CACHE_FILL_HEADER];
    if (fill !== undefined) {
      if (fill === secret) {
        req.headers[CACHE_FILL_HEADER] = '1';
        return passOn();
      }
      delete req.headers[CACHE_FILL_HEADER];
    }
    if (serveLogin(req, res)) return;
    if (serveAnonymousCallOnItsTurn(req, res, passOn)) return;
    if (serveGrantedVideo(req, res, passOn)) return;
    if (servePracticeReply(req, res, passOn)) return;
    if (servePracticeState(req, res)) return;
    if (serveOwnProfile(req, res)) return;
    if (servePublicCached(req, res, passOn, secret)) return;
    if (serveLearnerPage(req, res, passOn, secret)) return;
    passOn();
  };
  (globalThis as Record<symbol, unknown>)[FAST_PATH_SLOT] = fastPath;
}
