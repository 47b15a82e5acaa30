import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server in front of route handlers, for clients that need an address rather than a function (the SOAP
// client of the Employee service tests loads its WSDL and posts its envelopes over HTTP). Each request becomes the
// Request Next would hand the handler (the peer address in x-qa-peer-ip, as server.mjs writes it), and the handler's
// Response is written back as it is.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type RouteModule = Partial<Record<string, unknown>>;

export interface RouteServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  close(): Promise<void>;
}

async function bodyOf(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Serves `routes` (path → route module) on an ephemeral port of 127.0.0.1. */
export async function serveRoutes(routes: Record<string, RouteModule>, peerIp = '203.0.113.20'): Promise<RouteServer> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const handler = routes[url.pathname]?.[req.method ?? 'GET'] as Handler | undefined;
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    headers.set('x-qa-peer-ip', peerIp);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await bodyOf(req));
    const response = await handler(new Request(url, { method: req.method, headers, body }), { params: Promise.resolve({}) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
