// Runs once when the server process starts (never during `next build`): open the database, apply
// migrations and seed an empty database so a new install shows a living site at once; offer
// server.mjs the fast path (response cache, checked video ranges) and the graceful stop; and, on
// PostgreSQL, join the other instances' change channel.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootstrapDatabase } = await import('./lib/db/bootstrap');
  await bootstrapDatabase();
  const { installFastPath } = await import('./lib/fast-path/install');
  installFastPath();
  const { closeDb } = await import('./lib/db/client');
  const { exposeLifecycle, onShutdown } = await import('./lib/server-lifecycle');
  onShutdown(closeDb);
  const { joinPeers } = await import('./lib/cluster/join-peers');
  const peers = await joinPeers();
  if (peers) onShutdown(() => peers.close());
  exposeLifecycle();
}
