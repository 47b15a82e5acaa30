import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Parallel work on one checkout builds into separate folders (e.g. NEXT_DIST_DIR=.next-shop).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // PGlite ships WASM + data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'busboy', 'nodemailer', 'googleapis'],
  poweredByHeader: false,
  reactStrictMode: true,
  // forbidden() answers 403 with app/forbidden.tsx when a student opens an admin page.
  experimental: { authInterrupts: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
