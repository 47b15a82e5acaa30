import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { IdentitySync } from '@/components/auth/identity-sync';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'QA Academy — Project-Based Testing Training', template: '%s · QA Academy' },
  description:
    'Learn software testing on real projects with a business analyst, a developer and a QA tester: Manual Testing, Automation Testing and Test Preparation programs.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1a5fd9' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request, never prerendered at build: Next.js puts the request's CSP
  // nonce (proxy.ts) on its scripts while rendering, and a page built ahead of time would have none.
  await connection();
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans">
        <IdentitySync />
        {children}
      </body>
    </html>
  );
}
