import 'server-only';
import type { sheets_v4 } from '@googleapis/sheets';
import type { SheetMirrorConfig } from './config';

// The Sheets API's own client (`@googleapis/sheets`), not the whole `googleapis` package: its types for every
// Google API slow the type checker down by tens of seconds, and its current releases need Node 22. Version 14 is
// the newest whose whole dependency tree supports Node 20 (17 and later need Node 22).
const SPREADSHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

/**
 * A Sheets v4 client signed in as the service account. It sends a self-signed JWT carrying the scope
 * (which Google accepts for service accounts) instead of trading it at oauth2.googleapis.com first:
 * one fewer round trip per token, and the local test stand-in can check the signature itself.
 */
export async function sheetsClient(config: SheetMirrorConfig): Promise<sheets_v4.Sheets> {
  // Loaded on the first sync only: installs without a sheet never pay for the Google client.
  const { auth: googleAuth, sheets } = await import('@googleapis/sheets');
  const auth = new googleAuth.JWT({
    email: config.clientEmail,
    key: config.privateKey,
    keyId: config.privateKeyId,
    scopes: [SPREADSHEETS_SCOPE],
  });
  auth.useJWTAccessWithScope = true;
  // No automatic retries inside a call: the mirror has its own retry with back-off (./mirror.ts).
  return sheets({ version: 'v4', auth, rootUrl: config.rootUrl, retry: false as const });
}
