import type { NextConfig } from 'next';
import { STATIC_SECURITY_HEADERS } from './lib/security/headers';

const nextConfig: NextConfig = {
  // Parallel work on one checkout builds into separate folders (e.g. NEXT_DIST_DIR=.next-shop).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // PGlite ships WASM + data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'busboy', 'nodemailer', '@googleapis/sheets', '@aws-sdk/client-s3', '@aws-sdk/lib-storage', 'pdfkit', 'fontkit', 'mediabunny'],
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` checks types in a step of its own (next typegen, then tsc over the same files, the route validators
  // included) beside lint, so its build skips the second pass (55 s on CI's machine). Every other build checks.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === 'skip' },
  experimental: {
    // forbidden() answers 403 with app/forbidden.tsx when a student opens an admin page.
    authInterrupts: true,
    // Turbopack keeps a build cache in .next so that the next `npm start` builds faster. A clean CI clone never
    // reads it back, and writing it took 25 s there.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  // The same on every response, /api included. The per-request ones (CSP with its nonce, HSTS only
  // over HTTPS) come from proxy.ts: these rules are fixed at build time and cannot see the run-time
  // APP_URL, TRUSTED_PROXY_HOPS or a request's X-Forwarded-Proto.
  async headers() {
    return [{ source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] }];
  },
};

export default nextConfig;
