import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { codeDerived } from '../cache/process-singleton';

// The certificate's typeface is the site's, Inter, from @fontsource/inter (docs/architecture.md#progress-and-certificates).
// Its static WOFF files come in subsets by script, as browsers load them; fontkit, under pdfkit, cannot subset the
// variable WOFF2 files the site itself uses. A line of text is drawn in runs, each character in the first subset that
// has it, so a course named in Polish, Greek or Cyrillic prints as typed. What Inter does not cover prints as a gap.

export type Weight = 400 | 700;

const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;

interface Face {
  /** The name pdfkit knows the face by. */
  name: string;
  file: string;
  covers: (codePoint: number) => boolean;
}

const folder = () => path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files');

const faces = () => codeDerived('certificate-font-faces', () => new Map<string, Face>());

/** One subset's face, loaded once per process, and only when a character needs it (most text is Latin). */
function faceOf(subset: (typeof SUBSETS)[number], weight: Weight): Face {
  const name = `Inter-${subset}-${weight}`;
  let face = faces().get(name);
  if (!face) {
    const file = path.join(folder(), `inter-${subset}-${weight}-normal.woff`);
    const font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
    face = { name, file, covers: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
    faces().set(name, face);
  }
  return face;
}

function faceFor(codePoint: number, weight: Weight): Face {
  for (const subset of SUBSETS) {
    const face = faceOf(subset, weight);
    if (face.covers(codePoint)) return face;
  }
  return faceOf('latin', weight);
}

export interface Run {
  face: Face;
  text: string;
}

/** The text cut into runs of one face each. */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const face = faceFor(char.codePointAt(0)!, weight);
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
