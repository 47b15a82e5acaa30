// The page baseline of bench/classroom: the floor app's `/dynamic` (bench/floor-app), a bare Next.js page
// rendered on every request, sized to weigh what the measured page weighs.

async function documentBytes(url: string, headers: Record<string, string> = {}): Promise<number> {
  const reply = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return (await reply.arrayBuffer()).byteLength;
}

/**
 * The floor app's path whose document is as large as `targetBytes`. The document grows linearly with
 * `?bytes=`, so two probes place the line and a third checks it.
 */
export async function floorPathOfSize(floorUrl: string, targetBytes: number): Promise<{ path: string; bytes: number }> {
  const probe = (bytes: number) => documentBytes(`${floorUrl}/dynamic?bytes=${bytes}`);
  const [low, high] = [1_000, 50_000];
  const [sizeLow, sizeHigh] = [await probe(low), await probe(high)];
  const wanted = Math.max(1, Math.round(low + ((targetBytes - sizeLow) * (high - low)) / (sizeHigh - sizeLow)));
  const path = `/dynamic?bytes=${wanted}`;
  return { path, bytes: await documentBytes(floorUrl + path) };
}

/** The uncompressed size of `path` as the learner with `cookie` gets it. */
export const pageBytes = (url: string, cookie: string) => documentBytes(url, { cookie });
