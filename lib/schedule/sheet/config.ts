import 'server-only';
import fs from 'node:fs';
import { z } from 'zod';
import { env } from '../../env';

// The Google Sheet mirror is on when a service account key and a spreadsheet id are both configured
// (docs/architecture.md#google-sheet-mirror: the database is the source of truth; the sheet is an optional copy).

const serviceAccountSchema = z.object({
  client_email: z.string().email(),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
});

export interface SheetMirrorConfig {
  clientEmail: string;
  privateKey: string;
  privateKeyId?: string;
  spreadsheetId: string;
  tab: string;
  rootUrl: string;
  retryMs: number;
}

/** Whether the mirror's variables are set (without reading or checking the key). */
export function isSheetMirrorConfigured(): boolean {
  const { GOOGLE_SERVICE_ACCOUNT_JSON, GOOGLE_SERVICE_ACCOUNT_FILE, GOOGLE_SHEET_ID } = env();
  return Boolean(GOOGLE_SHEET_ID?.trim() && (GOOGLE_SERVICE_ACCOUNT_JSON?.trim() || GOOGLE_SERVICE_ACCOUNT_FILE?.trim()));
}

function readKeyJson(): string | null {
  const { GOOGLE_SERVICE_ACCOUNT_JSON: inline, GOOGLE_SERVICE_ACCOUNT_FILE: file } = env();
  if (inline?.trim()) return inline;
  if (file?.trim()) return fs.readFileSync(file, 'utf8');
  return null;
}

/**
 * The mirror's settings, or null when it is off. A key that is present but unreadable throws with a
 * message naming the variable, so a typo is reported instead of silently disabling the mirror.
 */
export function sheetMirrorConfig(): SheetMirrorConfig | null {
  const { GOOGLE_SHEET_ID, GOOGLE_SHEET_TAB, GOOGLE_SHEETS_ROOT_URL, GOOGLE_SHEETS_RETRY_MS } = env();
  let json: string | null;
  try {
    json = readKeyJson();
  } catch (error) {
    throw new Error(`GOOGLE_SERVICE_ACCOUNT_FILE cannot be read: ${(error as Error).message}`);
  }
  if (!json || !GOOGLE_SHEET_ID?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('The Google service account key is not valid JSON.');
  }
  const key = serviceAccountSchema.safeParse(parsed);
  if (!key.success) throw new Error('The Google service account key needs client_email and private_key.');
  return {
    clientEmail: key.data.client_email,
    privateKey: key.data.private_key,
    privateKeyId: key.data.private_key_id,
    spreadsheetId: GOOGLE_SHEET_ID.trim(),
    tab: GOOGLE_SHEET_TAB,
    rootUrl: GOOGLE_SHEETS_ROOT_URL,
    retryMs: GOOGLE_SHEETS_RETRY_MS,
  };
}
