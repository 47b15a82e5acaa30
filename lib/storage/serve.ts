import 'server-only';
import type { MediaArea } from './names';
import { planMediaReply } from './media-reply';

/** Private: a shared cache must never hand a paid video to someone else. */
export const TRAINING_VIDEO_CACHE_CONTROL = 'private, max-age=3600';

/** A stored media file as a route handler's Response (see planMediaReply for what it answers). */
export async function mediaResponse(area: MediaArea, fileName: string, request: Request, cacheControl: string): Promise<Response> {
  const reply = await planMediaReply(area, fileName, { method: request.method, range: request.headers.get('range') }, cacheControl);
  if (reply.status === 404) return Response.json({ message: 'Not found.' }, { status: 404 });
  if (reply.status === 416) return new Response(null, { status: 416, headers: reply.headers });
  return new Response(reply.body?.web() ?? null, { status: reply.status, headers: reply.headers });
}
