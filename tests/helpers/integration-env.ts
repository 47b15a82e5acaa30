import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

// Each test file gets its own scratch folders; mail goes to an outbox there unless a test sets SMTP_URL.
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
