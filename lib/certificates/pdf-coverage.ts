import 'server-only';
import { faceFor, isSteering } from './pdf-fonts';

// What the certificate can print (issue 39): a character is printable when one of the certificate's fonts has it in
// its character map (./pdf-fonts.ts, read from the installed files when first asked). Names print in bold, so the
// bold faces are the ones asked. The admin's course title rule (lib/validation/learning-admin-printable.ts) refuses
// a title with any character that would print as an empty box.

/** The distinct characters of the text that none of the fonts can draw, in the order they first appear. */
export function unprintableCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char) || isSteering(char)) continue;
    if (!faceFor(char, 700)) missing.add(char);
  }
  return [...missing];
}
