import 'server-only';
import bidiFactory from 'bidi-js';
import { baseFace, faceFor, isSteering, type Face, type Weight } from './pdf-fonts';

// Text on the certificate in any script the fonts cover (./pdf-fonts.ts), wrapped and shrunk to fit its box
// (issue 39). pdfkit draws a string left to right as given; fontkit, under it, shapes Arabic (its letters join) and
// lays out a right-to-left script's glyphs right to left within one string. What neither does is the Unicode
// bidirectional algorithm across a line — a Latin word or a number in an Arabic title, the order of an Arabic title's
// words — so a line is cut into pieces of one face and one embedding level (bidi-js), put in visual order (rule L2),
// and each piece is drawn in turn from the left.

const bidi = bidiFactory();

/** Line height, as a multiple of the font size. */
const LEADING = 1.2;
const STRONG_RTL = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

interface Run {
  face: Face;
  text: string;
}

/** The text cut into runs of one face each; a character no font has falls to the base face's missing-glyph box. */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const face = last && isSteering(char) ? last.face : (faceFor(char, weight) ?? baseFace(weight));
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

interface Style {
  size: number;
  weight: Weight;
  /** Extra space between characters, in points. */
  spacing: number;
}

/** The text's width at size 1 (widths scale with the size), measured in runs of one face. */
function unitWidth(doc: PDFKit.PDFDocument, text: string, weight: Weight): number {
  let width = 0;
  for (const run of runsOf(text, weight)) {
    doc.registerFont(run.face.name, run.face.file);
    width += doc.font(run.face.name).fontSize(1).widthOfString(run.text);
  }
  return width;
}

function widthOf(doc: PDFKit.PDFDocument, text: string, style: Style): number {
  return unitWidth(doc, text, style.weight) * style.size + style.spacing * [...text].length;
}

/** A line of the text: its [start, end) in UTF-16 code units, trailing spaces left out. */
interface Line {
  start: number;
  end: number;
}

const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A piece the text may break after: a word, a space, or (for a word wider than a line) one grapheme. */
interface Token {
  start: number;
  end: number;
  /** Width at size 1, and characters (for letter spacing). */
  unit: number;
  chars: number;
  space: boolean;
}

/** The text's words and spaces, each measured once: wrapping at any size is then arithmetic. */
function tokensOf(doc: PDFKit.PDFDocument, text: string, weight: Weight): { words: Token[]; graphemes: (token: Token) => Token[] } {
  const measure = (start: number, end: number): Token => {
    const part = text.slice(start, end);
    return { start, end, unit: unitWidth(doc, part, weight), chars: [...part].length, space: part.trim() === '' };
  };
  return {
    words: [...words.segment(text)].map((word) => measure(word.index, word.index + word.segment.length)),
    graphemes: (token) => [...graphemes.segment(text.slice(token.start, token.end))].map((g) => measure(token.start + g.index, token.start + g.index + g.segment.length)),
  };
}

/**
 * The text broken into lines no wider than `width`: at word boundaries (Intl.Segmenter, which also finds them in
 * Chinese and Japanese written without spaces), and inside a word only when the word alone is wider than a line.
 */
function wrapTokens(tokens: ReturnType<typeof tokensOf>, width: number, style: Style): Line[] {
  const lines: Line[] = [];
  const tokenWidth = (token: Token) => token.unit * style.size + style.spacing * token.chars;
  let line: Line | null = null;
  /** The width of the line's last word and everything before it; spaces after it are not counted. */
  let inked = 0;
  let pending = 0;
  const add = (token: Token) => {
    if (token.space) {
      if (line) pending += tokenWidth(token);
      return;
    }
    const w = tokenWidth(token);
    if (line && inked + pending + w <= width) {
      inked += pending + w;
      pending = 0;
      line.end = token.end;
      return;
    }
    line = { start: token.start, end: token.end };
    lines.push(line);
    inked = w;
    pending = 0;
  };
  for (const token of tokens.words) {
    if (token.space || tokenWidth(token) <= width) add(token);
    // A word wider than the line on its own: broken between its characters (graphemes, so an emoji stays whole).
    else for (const grapheme of tokens.graphemes(token)) add(grapheme);
  }
  return lines;
}

export function wrap(doc: PDFKit.PDFDocument, text: string, width: number, style: Style): Line[] {
  return wrapTokens(tokensOf(doc, text, style.weight), width, style);
}

interface Piece {
  text: string;
  face: Face;
  level: number;
}

/** One line's pieces (one face, one embedding level each) in the order they are drawn, from the left. */
function visualPieces(text: string, levels: Uint8Array, line: Line, weight: Weight): Piece[] {
  const pieces: Piece[] = [];
  let index = line.start;
  for (const char of text.slice(line.start, line.end)) {
    const level = levels[index];
    index += char.length;
    const last = pieces[pieces.length - 1];
    const face = last && isSteering(char) ? last.face : (faceFor(char, weight) ?? baseFace(weight));
    if (last && last.face === face && last.level === level) last.text += char;
    else pieces.push({ text: char, face, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch of pieces at that level or above.
  const highest = Math.max(0, ...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => (piece.level % 2 === 1 ? piece.level : Infinity)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let from = 0; from < pieces.length; from += 1) {
      if (pieces[from].level < level) continue;
      let to = from;
      while (to + 1 < pieces.length && pieces[to + 1].level >= level) to += 1;
      pieces.splice(from, to - from + 1, ...pieces.slice(from, to + 1).reverse());
      from = to;
    }
  }
  // Within a right-to-left piece, fontkit lays Hebrew and Arabic out right to left itself (after shaping them in
  // their logical order); anything else there (spaces, punctuation) is reversed here, brackets mirrored.
  return pieces.map((piece) =>
    piece.level % 2 === 1 && !STRONG_RTL.test(piece.text)
      ? { ...piece, text: [...piece.text].reverse().map((char) => bidi.getMirroredCharacter(char) ?? char).join('') }
      : piece,
  );
}

export interface TextBox {
  /** The box's left edge. */
  x: number;
  /** The box's top. */
  y: number;
  width: number;
  height: number;
  /** The size the text takes when it fits on one line; it shrinks (to `minSize` at least) to fit the box. */
  size: number;
  minSize?: number;
  maxLines?: number;
  weight: Weight;
  colour: string;
  align?: 'centre' | 'left';
  spacing?: number;
}

/** Where each line of a text box is drawn, and at what size: what ./pdf.ts draws and the tests measure. */
export interface TextLayout {
  size: number;
  lines: { text: string; x: number; y: number; width: number }[];
}

/**
 * The largest size at which the text fits the box in at most `maxLines` lines; at `minSize` what still does not fit
 * is cut short with an ellipsis, so nothing runs out of the box, however long the text.
 */
export function layoutText(doc: PDFKit.PDFDocument, text: string, box: TextBox): TextLayout {
  const maxLines = box.maxLines ?? 1;
  const minSize = box.minSize ?? 6;
  const style = (size: number): Style => ({ size, weight: box.weight, spacing: box.spacing ?? 0 });
  const tokens = tokensOf(doc, text, box.weight);
  let size = box.size;
  let lines = wrapTokens(tokens, box.width, style(size));
  while (size > minSize && (lines.length > maxLines || lines.length * size * LEADING > box.height)) {
    size = Math.max(minSize, size - 0.5);
    lines = wrapTokens(tokens, box.width, style(size));
  }
  let shown = text;
  if (lines.length > maxLines) {
    const last = lines[maxLines - 1];
    let cut = last.end;
    const graphemeEnds = [...graphemes.segment(text.slice(last.start, last.end))].map((g) => last.start + g.index + g.segment.length);
    while (graphemeEnds.length > 1 && widthOf(doc, `${text.slice(last.start, cut)}…`, style(size)) > box.width) {
      graphemeEnds.pop();
      cut = graphemeEnds[graphemeEnds.length - 1];
    }
    shown = `${text.slice(0, cut).trimEnd()}…`;
    lines = [...lines.slice(0, maxLines - 1), { start: last.start, end: shown.length }];
  }
  const lineHeight = size * LEADING;
  const top = box.y + Math.max(0, (box.height - lines.length * lineHeight) / 2);
  return {
    size,
    lines: lines.map((line, index) => {
      const lineText = shown.slice(line.start, line.end);
      const width = widthOf(doc, lineText, style(size));
      const x = box.align === 'left' ? box.x : box.x + (box.width - width) / 2;
      return { text: lineText, x, y: top + index * lineHeight, width };
    }),
  };
}

/** Draws the text in its box (see layoutText), each line in bidirectional visual order. */
export function drawText(doc: PDFKit.PDFDocument, text: string, box: TextBox): TextLayout {
  const layout = layoutText(doc, text, box);
  const spacing = box.spacing ?? 0;
  doc.fillColor(box.colour);
  // The paragraph's direction is the whole text's (its first strong character), the same for each of its lines.
  const direction = (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
  for (const line of layout.lines) {
    const { levels } = bidi.getEmbeddingLevels(line.text, direction);
    let x = line.x;
    for (const piece of visualPieces(line.text, levels, { start: 0, end: line.text.length }, box.weight)) {
      doc.registerFont(piece.face.name, piece.face.file);
      doc.font(piece.face.name).fontSize(layout.size);
      doc.text(piece.text, x, line.y, { lineBreak: false, characterSpacing: spacing });
      x += doc.widthOfString(piece.text, { characterSpacing: spacing });
    }
  }
  return layout;
}
