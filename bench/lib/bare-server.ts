import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startScriptServer } from './script-server';

// The baseline, in its own process like the app: fixed bytes per path, read into memory at start.
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const routes = JSON.parse(fs.readFileSync(process.env.BARE_ROUTES, 'utf8'));
for (const route of Object.values(routes)) route.body = fs.readFileSync(route.file);
const server = http.createServer((req, res) => {
  const route = routes[req.url];
  if (!route) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
  res.end(route.body);
});
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('listening'));
`;

/**
 * The baseline: a bare Node HTTP server answering fixed bytes per path, i.e. the cost of HTTP alone
 * on this machine. The app's figures are quoted as ratios against it, measured in the same run.
 */
export async function startBareServer(port: number, routes: Record<string, { body: Buffer; contentType: string }>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-bare-'));
  const table: Record<string, { file: string; contentType: string }> = {};
  Object.entries(routes).forEach(([route, { body, contentType }], index) => {
    const file = path.join(dir, `${index}.bin`);
    fs.writeFileSync(file, body);
    table[route] = { file, contentType };
  });
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(table));
  const server = await startScriptServer('bare server', BARE_SERVER, { BARE_PORT: String(port), BARE_ROUTES: path.join(dir, 'routes.json') });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
