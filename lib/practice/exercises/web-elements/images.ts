// The working images of the "Broken images and links" section, drawn as small SVG documents so nothing
// is loaded from another site and no binary asset is needed (the app has no public/ folder).
// The broken ones are names this table does not have: the image route answers them with a 404.

const BADGE = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">
<rect width="160" height="120" fill="#eff6ff"/>
<path d="M80 14 L120 28 V60 C120 84 102 100 80 108 C58 100 40 84 40 60 V28 Z" fill="#2563eb"/>
<path d="M62 60 L76 74 L100 48" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const BARS = [12, 17, 21, 26, 30];
const CHART = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">
<rect width="160" height="120" fill="#f8fafc"/>
<line x1="16" y1="104" x2="148" y2="104" stroke="#475569" stroke-width="2"/>
${BARS.map((value, i) => `<rect x="${22 + i * 25}" y="${104 - value * 3}" width="18" height="${value * 3}" fill="#0f766e"/>`).join('\n')}
</svg>`;

/** File name → SVG source; the route answers anything else with 404. */
export const PRACTICE_SVGS: Readonly<Record<string, string>> = {
  'badge.svg': BADGE,
  'chart.svg': CHART,
};
