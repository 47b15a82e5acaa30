// Runs in the browser before any application module (Next.js instrumentation-client convention).
// Zod speeds up object schemas by compiling code with Function(), after probing whether that is
// allowed. Our Content-Security-Policy has no 'unsafe-eval' (lib/security/headers.ts), so the probe
// is refused and the browser reports a CSP violation on every page with a form. Schemas read this
// setting when they are built, at module load, which is why it is set here, before any of them.
// Validation results are the same; only the compiled fast path is skipped.
// Zod keeps its settings on globalThis.__zod_globalConfig (zod/v4/core, `config()`): writing there
// instead of calling config() keeps zod itself out of pages that have no form, such as the home page.
const zodSettings = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
