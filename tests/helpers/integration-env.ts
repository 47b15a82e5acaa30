import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { resetProcessState } from './process-state';

// Runs before every integration file. The files share their worker's modules, so the state the last one left goes
// first (./process-state.ts); then each file gets its own scratch folders, and mail goes to an outbox there unless a
// test sets SMTP_URL.
// QA_TEST_SKIP_STATE_RESET=1 leaves the reset out, only for tests/unit/process-state-reset.test.ts to show that a
// file's leftovers then break the next one.
if (process.env.QA_TEST_SKIP_STATE_RESET !== '1') await resetProcessState();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-academy-test-'));
Object.assign(process.env, {
  NODE_ENV: 'test',
  APP_URL: 'http://localhost:3000',
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  OUTBOX_DIR: path.join(scratch, 'outbox'),
  UPLOADS_DIR: path.join(scratch, 'uploads'),
  PGLITE_DIR: path.join(scratch, 'pglite'),
  SKIP_AUTO_SEED: 'true',
});
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
