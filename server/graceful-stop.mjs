// A graceful stop, for rolling deploys: on SIGTERM (or SIGINT) the server stops accepting
// connections, answers what is in flight (uploads included) and what still arrives on open
// connections (with `Connection: close`), for at most the grace period, then closes the database and
// exits. The app's own part (health turns 503, database and peer channel closed) comes from
// lib/server-lifecycle.ts through `lifecycle()`.

/**
 * @param {object} options
 * @param {import('node:http').Server} options.server
 * @param {number} options.graceMs
 * @param {() => ({ beginDrain(): void, close(): Promise<void> } | undefined)} options.lifecycle
 * @param {(line: string) => void} [options.log]
 * @param {(code: number) => void} [options.exit]
 */
export function createGracefulStop({ server, graceMs, lifecycle, log = console.log, exit = process.exit }) {
  let inFlight = 0;
  let stopping = false;
  let finishing = null;

  const finish = () => {
    finishing ??= (async () => {
      try {
        await lifecycle()?.close();
      } finally {
        log('[shutdown] stopped');
        exit(0);
      }
    })();
    return finishing;
  };

  return {
    /** Counts a request until its answer is done; during a stop, asks the client to reconnect elsewhere. */
    track(req, res) {
      inFlight++;
      if (stopping) res.setHeader('Connection', 'close');
      res.once('close', () => {
        inFlight--;
        if (stopping && inFlight === 0) void finish();
      });
    },
    get stopping() {
      return stopping;
    },
    stop(signal) {
      if (stopping) return;
      stopping = true;
      log(`[shutdown] ${signal}: finishing ${inFlight} request(s) in flight, for at most ${Math.round(graceMs / 1000)} s`);
      lifecycle()?.beginDrain();
      // Stopped while still starting up, the server is not listening yet: nothing to close.
      if (server.listening) server.close();
      server.closeIdleConnections();
      setTimeout(() => {
        log(`[shutdown] grace period over with ${inFlight} request(s) unfinished: closing their connections`);
        server.closeAllConnections();
        void finish();
      }, graceMs).unref();
      if (inFlight === 0) void finish();
    },
  };
}
