import http from 'node:http';

/**
 * The baseline: a bare Node HTTP server answering fixed bytes per path, i.e. the cost of HTTP alone
 * on this machine. The app's figures are quoted as ratios against it, measured in the same run.
 */
export async function startBareServer(port: number, routes: Record<string, { body: Buffer; contentType: string }>) {
  const server = http.createServer((req, res) => {
    const route = routes[req.url ?? '/'];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
    res.end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
