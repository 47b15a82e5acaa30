import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '../cache/process-singleton';
import { getDb } from '../db/client';
import { certificatePdfs } from '../db/schema';
import type { CertificateContent } from './pdf';
import { renderOffThread } from './pdf-render';

// A certificate's PDF is rendered once and kept in the database (table certificate_pdfs), keyed on a hash of
// everything it prints, because rendering takes pdfkit 0.75–1.65 s of the event loop and six downloads at once held
// every other request for seconds (issue 39). A download whose certificate hashes the same is served from the row;
// a revocation, a re-issue or a new name changes the hash, and the next download renders again, on a worker thread
// (./pdf-render.ts).

/** Raised whenever ./pdf.ts draws differently, so every stored PDF is drawn again on its next download. */
const LAYOUT_VERSION = 2;

/** The hash of what the PDF prints: its content, the verification address included, and the layout's version. */
export function contentHash(content: CertificateContent): string {
  // Named one by one: a caller's extra fields (the holder's id, the course id) are not printed and must not count.
  const { learnerName, courseName, issuedAt, code, verificationUrl, evidence, revokedAt, revokedReason } = content;
  const printed = [LAYOUT_VERSION, learnerName, courseName, issuedAt.toISOString(), code, verificationUrl, evidence, revokedAt, revokedReason];
  return crypto.createHash('sha256').update(JSON.stringify(printed)).digest('hex');
}

/** PDFs kept in this process's memory as well, by content hash: about 30–300 KB each. */
const MEMORY_BYTES = 32 * 1024 * 1024;

const state = () =>
  processSingleton('certificate-pdf-cache', () => ({
    renders: 0,
    inFlight: new Map<string, Promise<Buffer>>(),
    // The hash names everything the PDF prints, so a PDF kept under it is right for any instance and never goes stale:
    // a download found here costs no database read (reading the stored PDF back was a quarter of a download's time).
    kept: new LRUCache<string, Buffer>({ maxSize: MEMORY_BYTES, sizeCalculation: (pdf) => Math.max(1, pdf.length) }),
  }));

/** PDFs this process has rendered: the tests count work with it rather than timing it. */
export function certificatePdfRenders(): number {
  return state().renders;
}

async function renderAndKeep(content: CertificateContent, hash: string): Promise<Buffer> {
  state().renders += 1;
  const pdf = await renderOffThread(content);
  const db = await getDb();
  await db
    .insert(certificatePdfs)
    .values({ code: content.code, contentHash: hash, pdf })
    .onConflictDoUpdate({ target: certificatePdfs.code, set: { contentHash: hash, pdf, renderedAt: new Date() } });
  state().kept.set(hash, pdf);
  return pdf;
}

/**
 * The certificate's PDF: the one kept in memory or stored while it still prints the same, else rendered and stored. Downloads of one
 * certificate that arrive together in one process share one rendering.
 */
export async function cachedCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const hash = contentHash(content);
  const { inFlight, kept } = state();
  const inMemory = kept.get(hash);
  if (inMemory) return inMemory;
  const db = await getDb();
  const [stored] = await db.select({ hash: certificatePdfs.contentHash, pdf: certificatePdfs.pdf }).from(certificatePdfs).where(eq(certificatePdfs.code, content.code));
  if (stored?.hash === hash) {
    kept.set(hash, stored.pdf);
    return stored.pdf;
  }
  let rendering = inFlight.get(hash);
  if (!rendering) {
    rendering = renderAndKeep(content, hash).finally(() => inFlight.delete(hash));
    inFlight.set(hash, rendering);
  }
  return rendering;
}
