import type { ReactNode } from 'react';
import type { VegetableImage } from '@/lib/practice/exercises/grocery/catalogue';

// Product pictures drawn in code: no image files to host, license or wait for, and each vegetable
// has its own colours and outline so learners can also practise visual assertions on them.
// Every drawing uses a 64 x 64 viewBox.

const LEAF = '#3f9b3a';
const LEAF_DARK = '#2e7d32';

const DRAWINGS: Record<VegetableImage, ReactNode> = {
  tomato: (
    <>
      <circle cx="32" cy="37" r="20" fill="#e53935" />
      <ellipse cx="25" cy="31" rx="5" ry="3" fill="#ef9a9a" opacity="0.7" />
      <path d="M32 16l4 6 7-1-5 5 1 6-7-4-7 4 1-6-5-5 7 1z" fill={LEAF_DARK} />
    </>
  ),
  carrot: (
    <>
      <path d="M38 8c-2 5-1 9 2 11M42 9c1 5 0 8-2 11M34 11c0 4 2 7 5 9" stroke={LEAF} strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M30 20c6-4 16 0 14 8L18 58c-3 2-6-1-4-4z" fill="#f57c00" />
      <path d="M28 32l5 3M23 42l5 3M19 50l4 2" stroke="#e65100" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  broccoli: (
    <>
      <path d="M27 36h10l3 22H24z" fill="#8bc34a" />
      <circle cx="20" cy="28" r="10" fill={LEAF_DARK} />
      <circle cx="44" cy="28" r="10" fill={LEAF_DARK} />
      <circle cx="32" cy="20" r="12" fill="#388e3c" />
      <circle cx="32" cy="33" r="9" fill="#43a047" />
    </>
  ),
  cucumber: (
    <>
      <rect x="6" y="24" width="52" height="16" rx="8" fill="#558b2f" transform="rotate(-20 32 32)" />
      <g fill="#aed581" transform="rotate(-20 32 32)">
        <circle cx="16" cy="30" r="1.5" />
        <circle cx="26" cy="34" r="1.5" />
        <circle cx="36" cy="29" r="1.5" />
        <circle cx="46" cy="34" r="1.5" />
      </g>
    </>
  ),
  potato: (
    <>
      <ellipse cx="32" cy="34" rx="24" ry="17" fill="#c8a165" transform="rotate(-10 32 34)" />
      <g fill="#8d6e3f">
        <circle cx="22" cy="30" r="2" />
        <circle cx="38" cy="26" r="1.6" />
        <circle cx="42" cy="40" r="2" />
        <circle cx="28" cy="42" r="1.4" />
      </g>
    </>
  ),
  onion: (
    <>
      <path d="M32 8c2 8 22 14 20 32-1 12-10 18-20 18S13 52 12 40C10 22 30 16 32 8z" fill="#8e3b6b" />
      <path d="M32 12c-4 10-10 18-9 30M32 12c4 10 10 18 9 30M32 12v44" stroke="#c77ba5" strokeWidth="1.5" fill="none" />
      <path d="M28 58l-3 4M32 58v4M36 58l3 4" stroke="#6d4c41" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  garlic: (
    <>
      <path d="M32 6c1 8 20 14 20 30 0 12-9 20-20 20S12 48 12 36C12 20 31 14 32 6z" fill="#f5f0e6" stroke="#d7ccc8" strokeWidth="1.5" />
      <path d="M32 10c-6 10-12 18-10 42M32 10c6 10 12 18 10 42M32 10v46" stroke="#bcaaa4" strokeWidth="1.5" fill="none" />
    </>
  ),
  eggplant: (
    <>
      <path d="M40 14c10 4 12 16 6 28-6 12-16 18-26 16S8 46 14 38c6-8 10-10 14-18 3-5 7-8 12-6z" fill="#5e2a84" />
      <path d="M36 12c4-2 10 0 12 4l-6 2-4 4-3-5z" fill={LEAF} />
      <path d="M44 14l4-8" stroke={LEAF_DARK} strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="24" cy="44" rx="6" ry="2.5" fill="#8e5bb5" opacity="0.6" transform="rotate(-35 24 44)" />
    </>
  ),
  'bell-pepper': (
    <>
      <path d="M14 26c0-8 8-10 12-8 4-3 8-3 12 0 4-2 12 0 12 8 0 12-2 20-6 26-4 5-8 2-12 2s-8 3-12-2c-4-6-6-14-6-26z" fill="#f9c400" />
      <path d="M26 22c0 10 1 20 2 30M38 22c0 10-1 20-2 30" stroke="#e0a800" strokeWidth="2" fill="none" />
      <path d="M32 18v-8c0-2 2-3 4-3" stroke={LEAF_DARK} strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  ),
  'chili-pepper': (
    <>
      <path d="M18 14c6 2 8 6 10 14 3 12 10 20 22 26-14 2-26-6-30-18-2-8-4-14-2-22z" fill="#c62828" />
      <path d="M14 12c2-4 6-4 8-2l-2 6z" fill={LEAF} />
      <path d="M16 10l-4-6" stroke={LEAF_DARK} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  cabbage: (
    <>
      <circle cx="32" cy="34" r="24" fill="#a5d6a7" />
      <path d="M32 58V14M32 30l-14-10M32 38l-18-6M32 30l14-10M32 38l18-6M32 48l-12-2M32 48l12-2" stroke="#e8f5e9" strokeWidth="2" fill="none" />
      <path d="M10 36c2-14 12-24 22-24" stroke="#81c784" strokeWidth="3" fill="none" />
    </>
  ),
  cauliflower: (
    <>
      <path d="M6 40c6 6 14 10 26 10s20-4 26-10c-2 12-12 18-26 18S8 52 6 40z" fill={LEAF} />
      <g fill="#fbf6e9" stroke="#e6dcc3" strokeWidth="1">
        <circle cx="20" cy="34" r="10" />
        <circle cx="44" cy="34" r="10" />
        <circle cx="32" cy="26" r="12" />
        <circle cx="32" cy="40" r="9" />
      </g>
    </>
  ),
  pumpkin: (
    <>
      <ellipse cx="22" cy="38" rx="14" ry="18" fill="#ef6c00" />
      <ellipse cx="42" cy="38" rx="14" ry="18" fill="#ef6c00" />
      <ellipse cx="32" cy="38" rx="12" ry="19" fill="#fb8c00" />
      <path d="M32 20c0-6 2-10 6-12" stroke="#6d4c41" strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  ),
  corn: (
    <>
      <ellipse cx="32" cy="30" rx="12" ry="24" fill="#fdd835" />
      <path d="M20 30h24M21 20h22M21 40h22M24 12h16M24 48h16M32 6v48M26 8v44M38 8v44" stroke="#f9a825" strokeWidth="1.5" fill="none" />
      <path d="M32 60c-12-4-18-16-18-30 4 10 10 18 18 22z" fill={LEAF} />
      <path d="M32 60c12-4 18-16 18-30-4 10-10 18-18 22z" fill={LEAF_DARK} />
    </>
  ),
  'green-peas': (
    <>
      <path d="M6 38c8-12 20-18 36-18 8 0 14 2 16 6-2 10-14 20-32 20-8 0-16-2-20-8z" fill="#7cb342" />
      <g fill="#aed581" stroke="#558b2f" strokeWidth="1">
        <circle cx="18" cy="36" r="5" />
        <circle cx="29" cy="33" r="5.5" />
        <circle cx="41" cy="30" r="5.5" />
        <circle cx="51" cy="28" r="4.5" />
      </g>
    </>
  ),
  spinach: (
    <>
      <path d="M32 60C14 50 10 30 20 14c6-8 18-8 24 0 10 16 6 36-12 46z" fill="#1b5e20" />
      <path d="M32 60V16M32 28l-8-6M32 36l-10-6M32 28l8-6M32 36l10-6M32 44l-8-4M32 44l8-4" stroke="#66bb6a" strokeWidth="1.5" fill="none" />
    </>
  ),
  lettuce: (
    <>
      <g fill="#c5e1a5">
        <circle cx="18" cy="34" r="13" />
        <circle cx="46" cy="34" r="13" />
        <circle cx="32" cy="22" r="14" />
        <circle cx="32" cy="42" r="16" />
      </g>
      <path d="M32 58V24M32 36l-10-8M32 36l10-8" stroke="#9ccc65" strokeWidth="2" fill="none" />
    </>
  ),
  radish: (
    <>
      <path d="M26 20c-6-6-8-12-4-16M32 20V4M38 20c6-6 8-12 4-16" stroke={LEAF} strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="32" cy="36" r="16" fill="#e91e63" />
      <path d="M20 44c4 6 8 8 12 8s8-2 12-8c-2 8-6 10-12 10s-10-2-12-10z" fill="#fce4ec" />
      <path d="M32 52v10" stroke="#fce4ec" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  beetroot: (
    <>
      <path d="M24 20C18 12 16 8 20 4M32 20V4M40 20c6-8 8-12 4-16" stroke={LEAF_DARK} strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M24 18c-2-6 0-10 4-12M40 18c2-6 0-10-4-12" stroke="#ad1457" strokeWidth="1.5" fill="none" />
      <path d="M32 18c12 0 18 8 18 18S40 54 32 60c-8-6-18-14-18-24s6-18 18-18z" fill="#880e4f" />
    </>
  ),
  mushroom: (
    <>
      <path d="M26 34h12l2 22c0 3-16 3-16 0z" fill="#f3e5c8" />
      <path d="M6 36C6 20 18 10 32 10s26 10 26 26c-8 2-44 2-52 0z" fill="#8d5a3b" />
      <g fill="#d7b899">
        <circle cx="22" cy="24" r="3" />
        <circle cx="38" cy="20" r="2.5" />
        <circle cx="46" cy="30" r="2" />
      </g>
    </>
  ),
  'sweet-potato': (
    <>
      <path d="M6 38c6-12 20-20 36-18 10 1 16 6 16 12S50 46 36 48c-14 2-26-2-30-10z" fill="#b5533c" />
      <path d="M20 34l3 2M34 30l3 2M44 38l3 1" stroke="#7f3323" strokeWidth="2" strokeLinecap="round" />
      <path d="M58 32l4-2" stroke="#7f3323" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  zucchini: (
    <>
      <rect x="4" y="26" width="50" height="13" rx="6.5" fill="#33691e" transform="rotate(15 32 32)" />
      <path d="M10 28l40 10M10 34l40 10" stroke="#689f38" strokeWidth="1.5" transform="rotate(3 32 32)" />
      <rect x="52" y="36" width="8" height="6" rx="2" fill="#c0ca33" transform="rotate(15 56 39)" />
    </>
  ),
  asparagus: (
    <>
      <g stroke="#7cb342" strokeWidth="5" strokeLinecap="round">
        <path d="M22 60l4-44M32 60V12M42 60l-4-44" />
      </g>
      <g fill="#6a1b9a">
        <ellipse cx="26" cy="14" rx="3.5" ry="6" transform="rotate(5 26 14)" />
        <ellipse cx="32" cy="10" rx="3.5" ry="6" />
        <ellipse cx="38" cy="14" rx="3.5" ry="6" transform="rotate(-5 38 14)" />
      </g>
      <rect x="20" y="44" width="24" height="5" rx="2" fill="#c62828" />
    </>
  ),
  celery: (
    <>
      <g stroke="#aed581" strokeWidth="6" strokeLinecap="round">
        <path d="M24 60l2-40M32 60V18M40 60l-2-40" />
      </g>
      <g fill={LEAF}>
        <circle cx="24" cy="16" r="6" />
        <circle cx="32" cy="12" r="7" />
        <circle cx="40" cy="16" r="6" />
      </g>
    </>
  ),
  artichoke: (
    <>
      <path d="M32 54v8" stroke="#6b8e23" strokeWidth="4" strokeLinecap="round" />
      <path d="M14 36c0 10 8 18 18 18s18-8 18-18L32 44z" fill="#7a9a5a" />
      <path d="M16 28c0 6 6 12 16 14 10-2 16-8 16-14L32 34z" fill="#8fae6c" />
      <path d="M20 20c2 6 6 10 12 12 6-2 10-6 12-12L32 26z" fill="#a3c17f" />
      <path d="M26 10c0 6 2 10 6 12 4-2 6-6 6-12l-6 6z" fill="#b8d494" />
    </>
  ),
};

interface VegetableArtProps {
  image: VegetableImage;
  /** The product name, read out as the picture's accessible name. */
  name: string;
  className?: string;
}

export function VegetableArt({ image, name, className }: VegetableArtProps) {
  return (
    <svg role="img" aria-label={name} viewBox="0 0 64 64" className={className} data-test={`product-image-${image}`}>
      {DRAWINGS[image]}
    </svg>
  );
}
