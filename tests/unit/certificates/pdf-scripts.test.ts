import zlib from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { certificatePdf, type CertificateContent } from '@/lib/certificates/pdf';
import { unprintableCharacters } from '@/lib/certificates/pdf-coverage';

// Course and learner names in any script the certificate's fonts cover print in glyphs, and long ones stay inside
// their box (issue 39). The PDF is read back as a reader would: its page drawn to pixels and its text positions
// (pdfjs-dist on @napi-rs/canvas), and its content streams for the glyphs it shows.

const PAGE_HEIGHT = 595.28;
const CENTRE = 841.89 / 2;
/** The course name's box in ./lib/certificates/pdf.ts, in points from the page's top left. */
const COURSE_BOX = { left: CENTRE - 320, right: CENTRE + 320, top: 302, bottom: 346 };
const SCALE = 2;

const content = (courseName: string, learnerName = 'Ada Lovelace'): CertificateContent => ({
  learnerName,
  courseName,
  issuedAt: new Date('2026-03-04T00:00:00Z'),
  code: 'ABCD-EFGH-JKLM',
  verificationUrl: 'http://localhost/verify/ABCD-EFGH-JKLM',
  evidence: null,
  revokedAt: null,
  revokedReason: null,
});

/**
 * The glyph ids every text-showing operator of the PDF draws. pdfkit writes text as 4-hex-digit glyph ids in its
 * font subsets, where id 0 is the font's missing-glyph box (.notdef): a character a font lacks is drawn as id 0.
 */
function shownGlyphIds(pdf: Buffer): number[] {
  const raw = pdf.toString('latin1');
  const ids: number[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let text: string;
    try {
      text = zlib.inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of text.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const operands = operator[1] ?? `<${operator[2]}>`;
      for (const hex of operands.matchAll(/<([0-9a-fA-F]+)>/g)) {
        for (let at = 0; at < hex[1].length; at += 4) ids.push(parseInt(hex[1].slice(at, at + 4), 16));
      }
    }
  }
  return ids;
}

interface PageReading {
  items: { str: string; left: number; right: number; top: number }[];
  /** Dark pixels inside the course name's box. */
  inkInCourseBox: number;
}

async function readPage(pdf: Buffer): Promise<PageReading> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const page = await document.getPage(1);
    const text = await page.getTextContent();
    const items = text.items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ str: item.str, left: item.transform[4], right: item.transform[4] + item.width, top: PAGE_HEIGHT - item.transform[5] }] : [],
    );
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport, canvas: canvas as unknown as HTMLCanvasElement }).promise;
    const box = context.getImageData(COURSE_BOX.left * SCALE, COURSE_BOX.top * SCALE, (COURSE_BOX.right - COURSE_BOX.left) * SCALE, (COURSE_BOX.bottom - COURSE_BOX.top) * SCALE);
    let ink = 0;
    for (let at = 0; at < box.data.length; at += 4) if (box.data[at + 3] > 0 && box.data[at] + box.data[at + 1] + box.data[at + 2] < 500) ink += 1;
    return { items, inkInCourseBox: ink };
  } finally {
    await document.destroy();
  }
}

// Each render takes pdfkit about a second on a loaded machine, the first also reads the fonts' character maps.
describe('certificate PDF names in any script (issue 39)', { timeout: 120_000 }, () => {
  it('prints an Arabic course name in glyphs, not missing-glyph boxes, with ink in its box', async () => {
    const arabic = 'مقدمة في اختبار البرمجيات';
    const pdf = await certificatePdf(content(arabic, 'سارة أحمد'));
    const ids = shownGlyphIds(pdf);
    expect(ids.length).toBeGreaterThan(arabic.length);
    expect(ids).not.toContain(0);
    const page = await readPage(pdf);
    // Drawn as shapes (it reads back as Arabic letters) and seen: a few thousand dark pixels where the name is.
    expect(page.items.some((item) => /\p{Script=Arabic}/u.test(item.str))).toBe(true);
    expect(page.inkInCourseBox).toBeGreaterThan(2000);
    // The same page with an empty course name has none there: the ink is the name's.
    expect((await readPage(await certificatePdf(content('')))).inkInCourseBox).toBe(0);
  });

  it('prints Hebrew, Chinese, Japanese kana and emoji in glyphs too', async () => {
    const names = [['מבוא לבדיקות תוכנה', '软件测试入门：自动化'], ['Testing 🚀 👩‍💻 ✅', 'テスト自動化']];
    for (const [learner, course] of names) {
      expect(unprintableCharacters(learner + course)).toEqual([]);
      expect(shownGlyphIds(await certificatePdf(content(course, learner))), course).not.toContain(0);
    }
  });

  it('shows a character none of the fonts has as id 0: the check above can see a box', async () => {
    expect(unprintableCharacters('Test 소')).toEqual(['소']);
    expect(shownGlyphIds(await certificatePdf(content('Test 소')))).toContain(0);
  });

  it('wraps and shrinks a 200-character course name to stay inside its box, every word printed', async () => {
    const words = 'Exploratory API regression performance accessibility security testing fundamentals'.split(' ');
    const name = Array.from({ length: 40 }, (_, index) => words[index % words.length]).join(' ').slice(0, 200);
    expect(name).toHaveLength(200);
    const page = await readPage(await certificatePdf(content(name, 'Maximilian Alexander von Humboldt-Wittgenstein '.repeat(3).trim())));
    const courseLines = page.items.filter((item) => item.top > COURSE_BOX.top && item.top <= COURSE_BOX.bottom);
    expect(courseLines.length).toBeGreaterThan(1);
    expect(courseLines.map((item) => item.str).join(' ').replace(/\s+/g, ' ')).toBe(name);
    for (const item of page.items) {
      expect(item.left, item.str).toBeGreaterThanOrEqual(40);
      expect(item.right, item.str).toBeLessThanOrEqual(841.89 - 40);
    }
    for (const line of courseLines) {
      expect(line.left).toBeGreaterThanOrEqual(COURSE_BOX.left - 0.5);
      expect(line.right).toBeLessThanOrEqual(COURSE_BOX.right + 0.5);
    }
  });

  it('cuts a name too long for its box even at the smallest size short with an ellipsis, inside the box', async () => {
    const page = await readPage(await certificatePdf(content('Regression '.repeat(100).trim())));
    const courseLines = page.items.filter((item) => item.top > COURSE_BOX.top && item.top <= COURSE_BOX.bottom);
    expect(courseLines.length).toBeLessThanOrEqual(3);
    expect(courseLines.at(-1)?.str.endsWith('…')).toBe(true);
    for (const line of courseLines) expect(line.right).toBeLessThanOrEqual(COURSE_BOX.right + 0.5);
  });
});
