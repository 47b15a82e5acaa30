import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { getSessionCookie } from 'better-auth/cookies';
import { hasRecentMediaAccess } from '../auth/media-access';
import { STATIC_SECURITY_HEADERS } from '../security/headers';
import { isSafeMediaName } from '../storage';
import { planMediaReply } from '../storage/media-reply';
import { TRAINING_VIDEO_CACHE_CONTROL } from '../storage/serve';
import { listTrainingVideos } from '../trainings/queries';
import type { PassOn } from './serve-cached';

const VIDEO_PATH = /^\/api\/trainings\/videos\/([^/?]+)(?:\?.*)?$/;

/**
 * A video player asks for many byte ranges per minute, each checked by the route handler
 * (GET /api/trainings/videos/{name}): a session lookup and a payment check in the database. When the
 * same session cookie passed that check in the last few seconds (lib/auth/media-access.ts), its
 * next ranges are streamed from here, without the lookup and without Next's routing. Anything else
 * (no cookie, a bearer token, no recent check, a name not in the catalogue) goes to the handler.
 */
export function serveGrantedVideo(req: IncomingMessage, res: ServerResponse, passOn: PassOn): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const name = VIDEO_PATH.exec(req.url ?? '')?.[1];
  if (!name || !isSafeMediaName(name) || req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  const session = cookie ? getSessionCookie(new Headers({ cookie })) : null;
  if (!session || !hasRecentMediaAccess(session)) return false;

  stream(req, res, name, passOn).catch((error: unknown) => {
    console.error('[media] a training video range could not be streamed', error);
    if (!res.headersSent) passOn();
    else res.destroy();
  });
  return true;
}

async function stream(req: IncomingMessage, res: ServerResponse, name: string, passOn: PassOn): Promise<void> {
  // The catalogue is a cached read: a deleted video leaves it at once (the delete invalidates it).
  const videos = await listTrainingVideos();
  if (!videos.some((video) => video.video_name === name)) return passOn();
  const reply = await planMediaReply('trainings', name, { method: req.method ?? 'GET', range: req.headers.range ?? null }, TRAINING_VIDEO_CACHE_CONTROL);
  if (reply.status === 404) return passOn();
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  res.writeHead(reply.status, reply.headers);
  if (reply.status === 416 || !reply.body) {
    res.end();
    return;
  }
  try {
    await pipeline(reply.body.node(), res);
  } catch (error) {
    // A player that seeks closes the connection mid-range all the time: that is not an error.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}
