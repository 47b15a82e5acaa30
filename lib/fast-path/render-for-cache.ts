import http from 'node:http';
import { CACHE_FILL_HEADER } from './fill-header';

export interface RenderedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RenderTarget {
  /** Where this server listens (the local end of a visitor's connection). */
  address: string;
  port: number;
  /** The public host (from APP_URL): never a visitor's Host header, which could poison the cache. */
  host: string;
  secret: string;
}

// A render that takes longer than this is abandoned; the visitors waiting for it are served by Next.
const RENDER_TIMEOUT_MS = 30_000;

/**
 * Renders `path` as an anonymous visitor would see it, through this same server (proxy, layouts,
 * route handlers: everything Next does), uncompressed, without cookies, and with the fill header so
 * the page carries no nonce. With `credentials` (a learner's cookie and Authorization header, exactly as
 * they sent them), as that learner sees it (./serve-learner-page.ts).
 */
export function renderForCache(target: RenderTarget, path: string, credentials: Record<string, string> = {}): Promise<RenderedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: target.address,
        port: target.port,
        path,
        headers: { ...credentials, host: target.host, 'accept-encoding': 'identity', [CACHE_FILL_HEADER]: target.secret },
        timeout: RENDER_TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`rendering ${path} for the cache took over ${RENDER_TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}
