import http from 'node:http';
import { expect, test } from './fixtures';

// server.mjs keeps an idle connection open 65 s (Node's default is 5 s, which clients reusing a connection after a pause
// met as resets). The server says how long in every kept-alive reply's Keep-Alive header, so the setting is read there
// rather than by idling a connection for a minute.

function keepAliveHeader(baseURL: string): Promise<string | undefined> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    http
      .get(new URL('/api/health', baseURL), { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          agent.destroy();
          resolve(response.headers['keep-alive']?.toString());
        });
      })
      .on('error', reject);
  });
}

test('an idle kept-alive connection is kept for 65 s, as the Keep-Alive header says', async ({ baseURL }) => {
  expect(await keepAliveHeader(baseURL!)).toBe('timeout=65');
});
