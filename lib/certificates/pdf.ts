import 'server-only';
import PDFDocument from 'pdfkit';
import { evidenceLine, SELF_ATTESTED_NOTE } from './evidence-text';
import type { CertificateEvidence } from './evidence-types';
import type { Weight } from './pdf-fonts';
import { drawText, type TextLayout } from './pdf-text';
import { qrPng } from './qr';

// The certificate as a PDF, made on the server with pdfkit (docs/product.md#certificates): the learner's name, the
// course, the date, how each requirement was verified, the verification code and a QR code of the verification
// address, in the site's colours and type. A revoked certificate's PDF says so across its top, with the reason.

export interface CertificateContent {
  learnerName: string;
  courseName: string;
  issuedAt: Date;
  code: string;
  verificationUrl: string;
  evidence: CertificateEvidence | null;
  revokedAt: string | null;
  revokedReason: string | null;
}

// The site's design tokens (app/globals.css).
const COLOURS = { brand600: '#1a5fd9', brand700: '#154bb0', brand100: '#d9eaff', accent: '#f59e0b', ink: '#0f172a', muted: '#475569', red: '#b91c1c', amberInk: '#78350f', amberBg: '#fef3c7' };
const PAGE = { width: 841.89, height: 595.28 };

const issueDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export async function certificatePdf(content: CertificateContent): Promise<Buffer> {
  const qr = await qrPng(content.verificationUrl);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Certificate: ${content.courseName}`, Author: 'QA Academy', Subject: `Verification code ${content.code}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  drawFrame(doc);
  drawBrand(doc);
  const centre = PAGE.width / 2;
  line(doc, 'CERTIFICATE OF COMPLETION', { x: centre, y: 150, size: 16, weight: 700, colour: COLOURS.brand700, maxWidth: 600, spacing: 3 });
  doc.rect(centre - 40, 178, 80, 3).fill(COLOURS.accent);
  line(doc, 'This certifies that', { x: centre, y: 205, size: 14, weight: 400, colour: COLOURS.muted, maxWidth: 600 });
  // The two names wrap and shrink to fit their boxes, in whatever script they are written (./pdf-text.ts).
  const learnerBox = { x: centre - 320, y: 224, width: 640, height: 54, size: 36, minSize: 10, maxLines: 2 };
  const courseBox = { x: centre - 320, y: 302, width: 640, height: 44, size: 26, minSize: 9, maxLines: 3 };
  drawText(doc, content.learnerName, { ...learnerBox, weight: 700, colour: COLOURS.ink });
  line(doc, 'has completed the course', { x: centre, y: 284, size: 14, weight: 400, colour: COLOURS.muted, maxWidth: 600 });
  drawText(doc, content.courseName, { ...courseBox, weight: 700, colour: COLOURS.brand700 });
  line(doc, `Issued on ${issueDate.format(content.issuedAt)}`, { x: centre, y: 350, size: 13, weight: 400, colour: COLOURS.ink, maxWidth: 600 });
  drawEvidence(doc, content.evidence);
  if (content.revokedAt) drawRevoked(doc, new Date(content.revokedAt), content.revokedReason ?? '');

  const left = 72;
  line(doc, 'Verification code', { x: left, y: 440, size: 11, weight: 400, colour: COLOURS.muted, align: 'left', maxWidth: 520 });
  line(doc, content.code, { x: left, y: 456, size: 18, weight: 700, colour: COLOURS.ink, align: 'left', maxWidth: 520, spacing: 1 });
  line(doc, 'Check this certificate at', { x: left, y: 486, size: 11, weight: 400, colour: COLOURS.muted, align: 'left', maxWidth: 520 });
  line(doc, content.verificationUrl, { x: left, y: 501, size: 11, weight: 400, colour: COLOURS.brand700, align: 'left', maxWidth: 560 });

  const qrSize = 112;
  doc.image(qr, PAGE.width - 72 - qrSize, 410, { width: qrSize, height: qrSize });
  line(doc, 'Scan to verify', { x: PAGE.width - 72 - qrSize / 2, y: 526, size: 10, weight: 400, colour: COLOURS.muted, maxWidth: 140 });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** How each requirement was verified, one small line each, under the date; "Self-attested" in a badge at the top. */
function drawEvidence(doc: PDFKit.PDFDocument, evidence: CertificateEvidence | null) {
  if (!evidence) return;
  if (evidence.selfAttestedOnly) {
    doc.roundedRect(PAGE.width - 72 - 250, 58, 250, 32, 6).fill(COLOURS.amberBg);
    line(doc, SELF_ATTESTED_NOTE, { x: PAGE.width - 72 - 125, y: 67, size: 12, weight: 700, colour: COLOURS.amberInk, maxWidth: 236 });
  }
  // Up to five requirements (topics, videos, exercises, defects, challenges) fit between the date and the code, left
  // of the QR code; the sixth (suite score) closes the lines up a little so all six end above the code (y 440).
  const six = evidence.requirements.length > 5;
  evidence.requirements.forEach((item, index) => {
    line(doc, evidenceLine(item), { x: 72, y: 368 + index * (six ? 11.5 : 13), size: six ? 9 : 9.5, weight: 400, colour: COLOURS.muted, align: 'left', maxWidth: 560 });
  });
}

/** A revoked certificate's PDF says so before anything else: the date and the reason, in red across the top. */
function drawRevoked(doc: PDFKit.PDFDocument, revokedAt: Date, reason: string) {
  doc.rect(40, 104, PAGE.width - 80, 36).fill('#fee2e2');
  line(doc, `REVOKED on ${issueDate.format(revokedAt)}: ${reason}`, { x: PAGE.width / 2, y: 114, size: 14, weight: 700, colour: COLOURS.red, maxWidth: PAGE.width - 100 });
}

function drawFrame(doc: PDFKit.PDFDocument) {
  doc.rect(20, 20, PAGE.width - 40, PAGE.height - 40).lineWidth(3).stroke(COLOURS.brand600);
  doc.rect(30, 30, PAGE.width - 60, PAGE.height - 60).lineWidth(1).stroke(COLOURS.brand100);
}

/** The site's mark: "QA" on a rounded brand square, then "QA Academy". */
function drawBrand(doc: PDFKit.PDFDocument) {
  doc.roundedRect(60, 56, 36, 36, 7).fill(COLOURS.brand600);
  line(doc, 'QA', { x: 78, y: 66, size: 14, weight: 700, colour: '#ffffff', maxWidth: 36 });
  line(doc, 'QA Academy', { x: 106, y: 64, size: 18, weight: 700, colour: COLOURS.ink, align: 'left', maxWidth: 300 });
}

interface LineOptions {
  /** The line's centre, or its left edge with align 'left'. */
  x: number;
  /** The top of the line. */
  y: number;
  size: number;
  weight: Weight;
  colour: string;
  maxWidth: number;
  align?: 'centre' | 'left';
  /** Extra space between characters, in points. */
  spacing?: number;
}

/** One line of text (./pdf-text.ts), shrunk until it fits `maxWidth`. */
function line(doc: PDFKit.PDFDocument, text: string, options: LineOptions): TextLayout {
  const left = options.align === 'left' ? options.x : options.x - options.maxWidth / 2;
  return drawText(doc, text, { ...options, x: left, width: options.maxWidth, height: options.size * 1.2, maxLines: 1 });
}
