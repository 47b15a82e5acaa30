import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { codeDerived } from '../cache/process-singleton';

// The certificate's typefaces (issue 39): the site's own, Inter, first, then Noto for the scripts Inter lacks —
// Hebrew, Arabic, Chinese (with Japanese kana) and emoji, in monochrome since a PDF has no colour font. All come from
// @fontsource packages, so `npm install` brings them; each ships its font as WOFF files cut into unicode-range
// subsets, as browsers load them (fontkit, under pdfkit, reads WOFF but cannot subset the variable WOFF2 files).
// Noto Sans SC alone is ~100 such files (37 MB a weight): a character is drawn in the first file whose character
// map has it, so a PDF embeds only the few files its text needs, and pdfkit embeds only the glyphs it uses.
// What no file covers cannot print; the admin form refuses such a course title (./pdf-coverage.ts).

export type Weight = 400 | 700;

/** Families in the order a character looks for its face: Inter's script subsets before any Noto. */
const FAMILIES: { folder: string; subsets?: readonly string[] }[] = [
  { folder: 'inter', subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] },
  { folder: 'noto-sans-hebrew' },
  { folder: 'noto-sans-arabic' },
  { folder: 'noto-sans-sc' },
  { folder: 'noto-emoji' },
];

export interface Face {
  /** The name pdfkit knows the face by. */
  name: string;
  file: string;
}

interface FamilyTable {
  faces: Face[];
  /** Code point → the family's first face that has it. */
  faceOf: Map<number, Face>;
}

const filesFolder = (family: string) => path.join(process.cwd(), 'node_modules', '@fontsource', family, 'files');

function familyFiles(family: (typeof FAMILIES)[number], weight: Weight): string[] {
  const suffix = `-${weight}-normal.woff`;
  if (family.subsets) return family.subsets.map((subset) => `${family.folder}-${subset}${suffix}`);
  // Noto's files sorted by name: the same order on every machine, so the same character picks the same face.
  return fs
    .readdirSync(filesFolder(family.folder))
    .filter((file) => file.endsWith(suffix))
    .sort();
}

/**
 * One family's faces of one weight with the code points each draws, read from the files' character maps when a
 * character first needs the family, and kept (codeDerived: derived from the installed files, no one's data). A Latin
 * certificate reads Inter's 7 files only; Noto Sans SC's ~100 (about half a second) are read for a character no
 * family before it has. Only which face has which character is kept, not the fonts.
 */
function familyTable(family: (typeof FAMILIES)[number], weight: Weight): FamilyTable {
  return codeDerived(`certificate-font-${family.folder}-${weight}`, () => {
    const faces: Face[] = [];
    const faceOf = new Map<number, Face>();
    for (const fileName of familyFiles(family, weight)) {
      const file = path.join(filesFolder(family.folder), fileName);
      let codePoints: number[];
      try {
        codePoints = (fontkit.create(fs.readFileSync(file)) as fontkit.Font).characterSet;
      } catch {
        // One of Noto Sans SC's subset files ships without a character map: it can draw nothing, so it is skipped.
        continue;
      }
      const face = { name: fileName.replace(/\.woff$/, ''), file };
      faces.push(face);
      for (const codePoint of codePoints) if (!faceOf.has(codePoint)) faceOf.set(codePoint, face);
    }
    return { faces, faceOf };
  });
}

/**
 * Characters that draw nothing themselves but steer their neighbours — joiners, variation selectors, direction
 * marks: they follow the face of the character before them and never count as missing.
 */
export const isSteering = (char: string) => /^\p{Default_Ignorable_Code_Point}$/u.test(char);

/** The face that draws the character, or null when none of the fonts has it. */
export function faceFor(char: string, weight: Weight): Face | null {
  const codePoint = char.codePointAt(0)!;
  for (const family of FAMILIES) {
    const face = familyTable(family, weight).faceOf.get(codePoint);
    if (face) return face;
  }
  return null;
}

/** The fallback face for a character no font has: pdfkit draws its missing-glyph box there. */
export function baseFace(weight: Weight): Face {
  return familyTable(FAMILIES[0], weight).faces[0];
}
