import type { IncomingMessage, ServerResponse } from 'node:http';
import { rememberedSessionOf } from '../auth/session-cache';
import { OWN_PROFILE_PATH } from '../users/own-profile-read';
import { getOwnProfile } from '../users/own-profile-route';
import { answerByHandler, bodyDeclaredWithin } from './call-route-handler';

/**
 * GET /api/users/me answered by its own handler (lib/users/own-profile-route.ts) before Next's routing. The profile page is
 * one copy for every learner (./learner-page-routes.ts) and asks this as it loads, so each view of the page costs this read:
 * from a remembered session and the profile cache it is a few map lookups, where Next's routing would cost more than the
 * page's copy. Only for a session this process remembers (withRoute then looks nothing up) and a plain path without a
 * body; anything else goes to Next, which answers the same.
 */
export function serveOwnProfile(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || req.url !== OWN_PROFILE_PATH || !bodyDeclaredWithin(req, 0)) return false;
  if (!rememberedSessionOf(req.headers.authorization, req.headers.cookie)) return false;
  answerByHandler(req, res, getOwnProfile, {}, 'a profile read');
  return true;
}
