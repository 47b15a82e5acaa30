// ISBN-13 (ISO 2108): 13 digits starting 978 or 979; the digits weighted 1, 3, 1, 3… add up to a multiple of 10.
// Pure, so the schema, the seed data's test and the task sheet agree on one rule.

export const ISBN13_PATTERN = /^97[89]\d{10}$/;

/** Whether the 13 digits' weighted sum is a multiple of 10 (the last digit is the check digit). */
export function hasValidIsbn13Checksum(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 13; index++) sum += Number(digits[index]) * (index % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/** The check digit that completes the first 12 digits (how the seed ISBNs were made). */
export function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}
