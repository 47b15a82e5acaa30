import { encodePng } from './png';
import { hex, Raster, type GradientStop, type Rgb } from './raster';
import { seededRandom } from '@/lib/seeded-random';

// Procedural artwork for the "Digital Outreach" ad banners. The ad title is rendered as HTML over
// the image, so the left side stays dark and calm and the testing motif sits on the right.

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 600;

const COLORS = {
  ink: hex('#0f172a'),
  navy: hex('#0b1f4b'),
  brand900: hex('#172f5c'),
  brand800: hex('#163f8c'),
  brand600: hex('#1a5fd9'),
  brand500: hex('#2f7bf6'),
  sky: hex('#38bdf8'),
  amber: hex('#f59e0b'),
  amberLight: hex('#fcd34d'),
  amberDeep: hex('#b45309'),
  pass: hex('#34d399'),
  white: hex('#ffffff'),
} as const;

type Motif = (canvas: Raster, random: () => number) => void;

interface Theme {
  angle: number;
  stops: GradientStop[];
  glows: Rgb[];
  motif: Motif;
}


function checkMark(canvas: Raster, cx: number, cy: number, size: number, thickness: number, color: Rgb): void {
  const elbowX = cx - size * 0.15;
  const elbowY = cy + size * 0.35;
  canvas.line(cx - size * 0.55, cy, elbowX, elbowY, thickness, color);
  canvas.line(elbowX, elbowY, cx + size * 0.6, cy - size * 0.45, thickness, color);
}

/** A bug with a "fixed" check badge: the defect life cycle ending in Closed. */
const bugFixed: Motif = (canvas) => {
  const cx = 900;
  const cy = 300;
  const { white, navy, amber } = COLORS;
  canvas.disc(cx, cy, 190, white, 0.07);
  canvas.ring(cx, cy, 190, 3, white, 0.25);

  for (const side of [-1, 1]) {
    canvas.line(cx + side * 14, cy - 108, cx + side * 48, cy - 160, 7, white, 0.9);
    canvas.disc(cx + side * 48, cy - 160, 8, white, 0.9);
    for (const [fromY, toX, toY] of [
      [-20, 118, -70],
      [25, 128, 25],
      [70, 112, 125],
    ]) {
      canvas.line(cx + side * 40, cy + fromY, cx + side * toX, cy + toY, 9, white, 0.9);
    }
  }
  canvas.disc(cx, cy - 88, 36, white, 0.95);
  canvas.ellipse(cx, cy + 25, 66, 92, white, 0.95);
  canvas.line(cx, cy - 45, cx, cy + 108, 4, navy, 0.8);
  for (const [dx, dy, r] of [
    [-30, -5, 11],
    [30, 10, 9],
    [-26, 55, 8],
    [28, 65, 12],
  ]) {
    canvas.disc(cx + dx, cy + dy, r, navy, 0.55);
  }

  const badgeX = cx + 120;
  const badgeY = cy + 118;
  canvas.disc(badgeX, badgeY, 60, white);
  canvas.disc(badgeX, badgeY, 52, amber);
  checkMark(canvas, badgeX, badgeY, 44, 11, white);
};

/** A test runner: a column of test cases, mostly passed, one still running, and a progress bar. */
const testRun: Motif = (canvas, random) => {
  const { white, pass, amber, amberLight } = COLORS;
  const left = 700;
  const width = 420;
  const top = 110;
  const outcomes = ['pass', 'pass', 'running', 'pass'] as const;

  outcomes.forEach((outcome, index) => {
    const y = top + index * 92;
    canvas.roundRect(left, y, width, 72, 18, white, 0.13);
    const dotX = left + 40;
    const dotY = y + 36;
    if (outcome === 'pass') {
      canvas.disc(dotX, dotY, 19, pass);
      checkMark(canvas, dotX, dotY, 16, 5, white);
    } else {
      canvas.ring(dotX, dotY, 15, 5, amber);
      canvas.disc(dotX, dotY, 5, amberLight);
    }
    const titleWidth = 160 + Math.round(random() * 150);
    canvas.roundRect(left + 78, y + 20, titleWidth, 12, 6, white, 0.8);
    canvas.roundRect(left + 78, y + 42, titleWidth * 0.6, 10, 5, white, 0.35);
  });

  const barY = top + outcomes.length * 92 + 14;
  canvas.roundRect(left, barY, width, 14, 7, white, 0.18);
  canvas.roundRect(left, barY, width * 0.75, 14, 7, amber);
};

/** A magnifying glass over a test document: reviewing requirements and finding what is wrong. */
const magnifier: Motif = (canvas) => {
  const { white, amber, pass, brand900 } = COLORS;
  canvas.roundRect(720, 120, 270, 350, 24, white, 0.16);
  [0, 1, 2, 3, 4, 5].forEach((row) => {
    const y = 170 + row * 46;
    canvas.disc(760, y + 6, 8, white, 0.6);
    canvas.roundRect(782, y, row % 3 === 2 ? 120 : 170, 12, 6, white, 0.55);
  });

  const lensX = 960;
  const lensY = 330;
  const radius = 100;
  canvas.disc(lensX, lensY, radius, white, 0.14);
  canvas.ring(lensX, lensY, radius, 18, white);
  const handleStart = radius + 6;
  const handleEnd = radius + 120;
  const diagonal = Math.SQRT1_2;
  canvas.line(
    lensX + handleStart * diagonal,
    lensY + handleStart * diagonal,
    lensX + handleEnd * diagonal,
    lensY + handleEnd * diagonal,
    30,
    amber,
  );
  canvas.disc(lensX, lensY, 44, brand900, 0.35);
  checkMark(canvas, lensX, lensY, 42, 12, pass);
};

const THEMES: readonly Theme[] = [
  {
    angle: 25,
    stops: [
      { at: 0, color: COLORS.navy },
      { at: 0.55, color: COLORS.brand800 },
      { at: 1, color: COLORS.brand500 },
    ],
    glows: [COLORS.amber, COLORS.sky, COLORS.brand500],
    motif: bugFixed,
  },
  {
    angle: 150,
    stops: [
      { at: 0, color: COLORS.sky },
      { at: 0.45, color: COLORS.brand600 },
      { at: 1, color: COLORS.brand900 },
    ],
    glows: [COLORS.amberLight, COLORS.white, COLORS.sky],
    motif: testRun,
  },
  {
    angle: 15,
    stops: [
      { at: 0, color: COLORS.ink },
      { at: 0.5, color: COLORS.brand800 },
      { at: 0.82, color: COLORS.amberDeep },
      { at: 1, color: COLORS.amber },
    ],
    glows: [COLORS.amberLight, COLORS.brand500, COLORS.amber],
    motif: magnifier,
  },
];

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Raw RGBA pixels of banner artwork; exported so tests can inspect the picture, not just the file. */
export function bannerRgba(variant: number): Uint8Array {
  if (!Number.isInteger(variant) || variant < 0) {
    throw new RangeError(`Banner variant must be a non-negative integer, got ${variant}`);
  }
  // Past the first round of themes, each motif is painted over another theme's colours with a
  // tilted gradient and fresh glows, so every variant stays distinguishable.
  const cycle = Math.floor(variant / THEMES.length);
  const motif = THEMES[variant % THEMES.length].motif;
  const palette = THEMES[(variant + cycle) % THEMES.length];
  const random = seededRandom(variant * 7919 + 17);
  const canvas = new Raster(BANNER_WIDTH, BANNER_HEIGHT);

  canvas.linearGradient(palette.angle + ((cycle * 23) % 60), palette.stops);

  for (let i = 0; i < 6; i++) {
    const x = BANNER_WIDTH * (0.35 + random() * 0.7);
    const y = BANNER_HEIGHT * (random() * 1.2 - 0.1);
    const radius = 120 + random() * 220;
    canvas.glow(x, y, radius, palette.glows[i % palette.glows.length], 0.12 + random() * 0.16);
  }
  // Keep the title corner dark for contrast whatever the glows did.
  canvas.shade(0, BANNER_HEIGHT, 760, COLORS.ink, 0.55);

  canvas.grid(40, COLORS.white, (x) => 0.09 * smoothstep(380, 900, x));

  for (let i = 0; i < 14; i++) {
    const x = BANNER_WIDTH * (0.45 + random() * 0.55);
    const y = BANNER_HEIGHT * random();
    canvas.disc(x, y, 2 + random() * 5, COLORS.white, 0.15 + random() * 0.25);
  }

  motif(canvas, random);
  return canvas.toRgba();
}

/** PNG bytes of ad banner artwork; each variant is visibly different and always the same. */
export function bannerPng(variant: number): Buffer {
  return encodePng(BANNER_WIDTH, BANNER_HEIGHT, bannerRgba(variant));
}
