// Production server: Next's own request handler behind a plain Node HTTP server. It exists for one
// reason: route handlers cannot see the TCP peer address, and Next keeps any X-Forwarded-For a
// client sends, so rate limits keyed on it could be dodged by rotating that header. Here the socket
// address is written into x-qa-peer-ip on every request, replacing whatever the client sent.
// It also refuses what Next would answer with a 500 or never finish: paths that do not decode
// (server/path-check.mjs) and request bodies that stall or pile up from one address
// (server/slow-body-guard.mjs). It hands each request to the fast path first (lib/fast-path/install.ts):
// public pages and reads from the response cache, checked video ranges. And it stops gracefully
// (server/graceful-stop.mjs): in-flight requests and uploads finish before the process exits.
import http from 'node:http';
import next from 'next';
import { refuseBadPath } from './server/path-check.mjs';
import { createGracefulStop } from './server/graceful-stop.mjs';
import { createSlowBodyGuard, positiveIntFromEnv } from './server/slow-body-guard.mjs';
import { keepLoggingHarmless } from './server/log-pipes.mjs';

// A log reader that goes away must not keep the server from serving or from stopping (server/log-pipes.mjs).
keepLoggingHarmless();

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const slowBodies = createSlowBodyGuard({
  idleTimeoutMs: positiveIntFromEnv('BODY_IDLE_TIMEOUT_MS', 30_000),
  maxUnfinishedPerAddress: positiveIntFromEnv('BODY_MAX_UNFINISHED_PER_ADDRESS', 20),
});

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
// Installed by instrumentation.ts, which Next runs while it starts (not necessarily before prepare()
// resolves): until then requests go to Next as they are.
const FAST_PATH = Symbol.for('qa-academy.fast-path');
const LIFECYCLE = Symbol.for('qa-academy.lifecycle');

const server = http.createServer((req, res) => {
  graceful.track(req, res);
  req.headers['x-qa-peer-ip'] = req.socket.remoteAddress ?? 'unknown';
  if (refuseBadPath(req, res)) return;
  if (!slowBodies.admit(req, res)) return;
  const fastPath = globalThis[FAST_PATH];
  if (fastPath) {
    fastPath(req, res, () => handle(req, res));
  } else {
    // Only the fast path may send this header (with its secret): see lib/fast-path/fill-header.ts.
    delete req.headers['x-qa-cache-fill'];
    handle(req, res);
  }
});
// Large video uploads may take a long time; Node's default 5 minute request timeout would cut them.
// The slow-body guard's idle timeout stops bodies that stall instead.
server.requestTimeout = 0;
// The request line and headers must still arrive within 30 s (Node's default is 60 s).
server.headersTimeout = 30_000;
// An idle kept-alive connection stays open 65 s, not Node's 5 s: a client that reuses one after about 5 s idle (a learner's
// suite between two steps, Playwright's request client, a balancer's pool with its 60 s idle) would otherwise send on
// a socket the server is closing at that moment and get a reset, not an answer (microsoft/playwright#42698).
server.keepAliveTimeout = 65_000;
// Registered before Next starts: a signal during start-up must stop the process too (Next's own
// handlers would otherwise take it and keep a half-started instance alive).
const graceful = createGracefulStop({
  server,
  graceMs: positiveIntFromEnv('SHUTDOWN_GRACE_SECONDS', 30) * 1000,
  lifecycle: () => globalThis[LIFECYCLE],
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => graceful.stop(signal));

await app.prepare();
if (!graceful.stopping) {
  server.listen(port, hostname, () => {
    console.log(`QA Academy is running on http://localhost:${port}`);
  });
}
