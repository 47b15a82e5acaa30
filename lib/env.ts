import 'server-only';
import { z } from 'zod';
import { PRACTICE_FILES_DEFAULTS } from './practice/files/storage-figures';
import { processSlot } from './cache/process-singleton';

// Every environment variable the server reads, validated once. README lists the same table.

function isPlainOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('data/pglite'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Defaults to the port the server listens on, so `PORT=4000 npm start` alone still passes the auth origin checks.
  APP_URL: z.string().url().optional(),
  // The site's public address for every absolute link it makes (lib/public-url.ts): certificate links and QR
  // codes, the WSDL's service address, the Postman environment. An origin only: http(s), no path, query or user.
  PUBLIC_URL: z
    .string()
    .url()
    .refine(isPlainOrigin, 'must be the site\'s address alone, http:// or https:// with no path, query or user name, e.g. https://academy.example.com')
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('QA Academy <no-reply@qa-academy.local>'),
  OUTBOX_DIR: z.string().default('data/outbox'),
  CONTACT_TO: z.string().email().optional(),
  // Signs ALTCHA challenges; without it a key is derived from the auth secret (lib/captcha/key.ts).
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  UPLOADS_DIR: z.string().default('uploads'),
  // Where media lives (lib/storage): 'local' = UPLOADS_DIR on this machine; 's3' = an S3-compatible
  // object store (AWS S3, R2, MinIO…), which several instances on several machines can share.
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  // Leave S3_ENDPOINT unset for AWS itself; set it for any other S3-compatible store.
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  // Both or neither: without them the AWS SDK's usual sources apply (its environment variables, an instance role…).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // 'true' for stores that address buckets as a path (MinIO and most local servers).
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  // Largest training video accepted by POST /api/trainings, in bytes (default 2 GiB).
  TRAINING_MAX_BYTES: z.coerce.number().int().positive().default(2147483648),
  // Practice lab uploads (lib/practice/files/storage-limits.ts): all learners' kept files together, and what
  // one client address may store per hour, in MB (1,048,576 bytes).
  PRACTICE_FILES_TOTAL_MB: z.coerce.number().int().positive().default(PRACTICE_FILES_DEFAULTS.totalMb),
  PRACTICE_FILES_ADDRESS_MB_PER_HOUR: z.coerce.number().int().positive().default(PRACTICE_FILES_DEFAULTS.addressMbPerHour),
  SKIP_AUTO_SEED: z.enum(['true', 'false']).optional(),
  DEMO_STUDENT_PASSWORD: z.string().min(8).optional(),
  // Which PaymentProvider charges cards (lib/payments); 'sandbox' moves no money.
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  // Optional Google Sheet mirror of the course schedule (lib/schedule/sheet): a service account's JSON key
  // (inline, or a path to the file) and the spreadsheet id. Both set = mirror on.
  GOOGLE_SERVICE_ACCOUNT_JSON: z.string().optional(),
  GOOGLE_SERVICE_ACCOUNT_FILE: z.string().optional(),
  GOOGLE_SHEET_ID: z.string().optional(),
  // The tab that holds the schedule; its first row is the schedule column titles (docs/product.md#data-model).
  GOOGLE_SHEET_TAB: z.string().min(1).default('Schedule'),
  // Where the Sheets API lives; tests point it at a local stand-in.
  GOOGLE_SHEETS_ROOT_URL: z.string().url().default('https://sheets.googleapis.com/'),
  // First retry delay of a failed mirror write, doubled on each failure up to 5 minutes.
  GOOGLE_SHEETS_RETRY_MS: z.coerce.number().int().positive().default(5000),
}).superRefine((value, context) => {
  if (value.MEDIA_STORE === 's3' && !value.S3_BUCKET) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'set it to the bucket that holds the media when MEDIA_STORE=s3' });
  }
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together' });
  }
});

export type Env = Omit<z.infer<typeof envSchema>, 'APP_URL'> & { APP_URL: string };

const memo = () => processSlot<Env>('env');

export function env(): Env {
  const cached = memo();
  if (cached.value) return cached.value;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  // PUBLIC_URL, else an APP_URL that was set: both name the public address; unset, links follow the request.
  const publicUrl = parsed.data.PUBLIC_URL ?? (parsed.data.APP_URL && isPlainOrigin(parsed.data.APP_URL) ? parsed.data.APP_URL : undefined);
  cached.value = { ...parsed.data, APP_URL: parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT}`, PUBLIC_URL: publicUrl && new URL(publicUrl).origin };
  return cached.value;
}

/** Tests change variables between files; they call this to re-read them. */
export function resetEnvCache(): void {
  memo().value = null;
}
