// Runs once when the server process starts (never during `next build`): open the database, apply
// migrations and seed an empty database so a new install shows a living site at once; then offer
// server.mjs the fast path (response cache, checked video ranges) and turn the process caches on.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootstrapDatabase } = await import('./lib/db/bootstrap');
  await bootstrapDatabase();
  const { installFastPath } = await import('./lib/fast-path/install');
  installFastPath();
}
