import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the Google Sheets v4 values endpoints the schedule mirror calls (get, clear,
// update), because the real service is unreachable from the test machine. It checks what Google would:
// a Bearer JWT signed (RS256) by the service account's key, issued to its e-mail, carrying the
// spreadsheets scope and not expired; an unknown spreadsheet is a 404. Failures can be injected.

export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  private_key_id: string;
}

export interface SheetsStandIn {
  rootUrl: string;
  spreadsheetId: string;
  /** Values of each tab, as a Sheets client would read them back. */
  tabs: Map<string, unknown[][]>;
  /** Each call as `METHOD tab[:clear]`. */
  calls: string[];
  /** The next `count` calls answer `status` (default 503) with Google's error shape. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

/** A fresh RSA key pair in the JSON shape Google issues for a service account. */
export function makeServiceAccountKey(): { key: ServiceAccountKey; publicKey: crypto.KeyObject } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    key: {
      client_email: 'schedule-mirror@qa-academy-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      private_key_id: crypto.randomBytes(8).toString('hex'),
    },
    publicKey,
  };
}

function googleError(response: http.ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { code: status, message, status: 'FAILED' } }));
}

function authProblem(header: string | undefined, publicKey: crypto.KeyObject, email: string): string | null {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!token) return 'missing bearer token';
  const [head, body, signature] = token.split('.');
  if (!signature) return 'malformed token';
  const valid = crypto.verify('RSA-SHA256', Buffer.from(`${head}.${body}`), publicKey, Buffer.from(signature, 'base64url'));
  if (!valid) return 'bad signature';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { iss?: string; scope?: string; exp?: number };
  if (claims.iss !== email) return 'wrong issuer';
  if (!claims.scope?.split(' ').includes('https://www.googleapis.com/auth/spreadsheets')) return 'missing scope';
  if (!claims.exp || claims.exp * 1000 < Date.now()) return 'expired';
  return null;
}

/** "'My Tab'!A1:H5" → "My Tab". */
function tabOf(range: string): string {
  const sheet = range.split('!')[0];
  return sheet.startsWith("'") ? sheet.slice(1, -1).replaceAll("''", "'") : sheet;
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startSheetsStandIn(publicKey: crypto.KeyObject, clientEmail: string): Promise<SheetsStandIn> {
  const spreadsheetId = `sheet-${crypto.randomBytes(4).toString('hex')}`;
  const tabs = new Map<string, unknown[][]>();
  const calls: string[] = [];
  let failures = { count: 0, status: 503 };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/v4\/spreadsheets\/([^/]+)\/values\/(.+?)(:clear)?$/.exec(url.pathname);
    const body = await readBody(request);
    if (!match) return googleError(response, 404, `No such endpoint: ${request.method} ${url.pathname}`);
    const [, id, encodedRange, clear] = match;
    const tab = tabOf(decodeURIComponent(encodedRange));
    calls.push(`${request.method} ${tab}${clear ?? ''}`);
    if (failures.count > 0) {
      failures.count -= 1;
      return googleError(response, failures.status, 'The service is currently unavailable.');
    }
    const problem = authProblem(request.headers.authorization, publicKey, clientEmail);
    if (problem) return googleError(response, 401, `Request had invalid authentication credentials: ${problem}`);
    if (id !== spreadsheetId) return googleError(response, 404, 'Requested entity was not found.');

    const range = decodeURIComponent(encodedRange);
    response.setHeader('Content-Type', 'application/json');
    if (request.method === 'GET') {
      return response.end(JSON.stringify({ range, majorDimension: 'ROWS', values: tabs.get(tab) ?? [] }));
    }
    if (request.method === 'POST' && clear) {
      tabs.set(tab, []);
      return response.end(JSON.stringify({ spreadsheetId, clearedRange: range }));
    }
    if (request.method === 'PUT') {
      if (url.searchParams.get('valueInputOption') !== 'RAW') return googleError(response, 400, 'valueInputOption is required.');
      if (!/!A1(:|$)/.test(range)) return googleError(response, 400, 'The stand-in only writes from A1.');
      const values = (JSON.parse(body) as { values: unknown[][] }).values;
      tabs.set(tab, values);
      return response.end(JSON.stringify({ spreadsheetId, updatedRange: range, updatedRows: values.length }));
    }
    return googleError(response, 405, 'Method not allowed.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    rootUrl: `http://127.0.0.1:${port}/`,
    spreadsheetId,
    tabs,
    calls,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
