import crypto from 'node:crypto';

// Inline scripts: a <script> without a src attribute. Their text is raw (no entity decoding), so the
// browser hashes exactly the characters between the tags.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The CSP hash source ('sha256-…', without quotes) of every distinct inline script in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    hashes.add(`sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
