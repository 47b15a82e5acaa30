import zlib from 'node:zlib';

/** Total gzip size (KB) of the JavaScript a page loads from its own /_next/static scripts. */
export async function pageJsGzipKb(baseUrl: string, path: string): Promise<{ kb: number; files: number }> {
  const html = await (await fetch(baseUrl + path)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)) {
    // nomodule scripts are legacy polyfills that modern browsers never download.
    if (!/nomodule/i.test(match[0])) sources.add(match[1]);
  }
  for (const match of html.matchAll(/<link[^>]+rel="preload"[^>]+as="script"[^>]+href="([^"]+\.js)"/g)) sources.add(match[1]);
  let total = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { kb: Math.round((total / 1024) * 10) / 10, files: sources.size };
}
