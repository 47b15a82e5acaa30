import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { codeDerived } from '../../cache/process-singleton';

// Swagger UI's two files, served from the installed swagger-ui-dist package (docs/architecture.md#api-contract): the
// reference page loads them from this site, so its Content-Security-Policy ('self') admits them and no CDN is
// involved. Streamed from node_modules as installed, named by an allowlist (no path is read from the request).

export const SWAGGER_UI_ASSETS = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;

export const swaggerUiAssetParam = z.object({ asset: z.enum(Object.keys(SWAGGER_UI_ASSETS) as [keyof typeof SWAGGER_UI_ASSETS]) });

const folder = () => path.join(process.cwd(), 'node_modules', 'swagger-ui-dist');

/** The installed version: the files' ETag, so a browser revalidates them cheaply and sees an upgrade at once. */
const installedVersion = () =>
  codeDerived('swagger-ui-version', () => (JSON.parse(fs.readFileSync(path.join(folder(), 'package.json'), 'utf8')) as { version: string }).version);

export function swaggerUiAsset(request: Request, asset: keyof typeof SWAGGER_UI_ASSETS): Response {
  const etag = `"swagger-ui-dist-${installedVersion()}"`;
  const headers = { 'Content-Type': SWAGGER_UI_ASSETS[asset], ETag: etag, 'Cache-Control': 'public, max-age=86400' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const file = path.join(folder(), asset);
  const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(stream, { headers: { ...headers, 'Content-Length': String(fs.statSync(file).size) } });
}
