import { describe, expect, it } from 'vitest';
import { cleanPlanted, MAX_SEALED_FLAGS, SEALED_FLAGS_LENGTH, sealPlanted, unsealPlanted } from '@/lib/practice/defects/sealed-flags';

// docs/architecture.md#defects-one-at-a-time: a page's flags travel as one value of fixed length, new on every reply,
// which the page unseals to exactly the flags it was sealed from.

const FLAGS = { 'double-click': false, tooltip: true, 'hold-button': false, 'slider-output': true };

describe('sealed page flags', () => {
  it('unseal to exactly the flags sealed, whatever order the keys travel in', () => {
    const { keys, sealed } = sealPlanted(FLAGS);
    expect(keys).toEqual(['double-click', 'hold-button', 'slider-output', 'tooltip']);
    expect(unsealPlanted({ keys, sealed })).toEqual(FLAGS);
    expect(unsealPlanted({ keys: [...keys].reverse(), sealed })).toEqual(FLAGS);
  });

  it('are a fresh value of one length on every seal, flags on or off, for any number of keys', () => {
    const many = Object.fromEntries(Array.from({ length: MAX_SEALED_FLAGS }, (_, index) => [`key-${index}`, index % 3 === 0]));
    const values = [FLAGS, cleanPlanted(Object.keys(FLAGS)), {}, many, FLAGS].map((flags) => sealPlanted(flags).sealed);
    for (const value of values) expect(value).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SEALED_FLAGS_LENGTH}}$`));
    expect(new Set(values).size).toBe(values.length);
    const { keys, sealed } = sealPlanted(many);
    expect(unsealPlanted({ keys, sealed })).toEqual(many);
    expect(() => sealPlanted({ ...many, one: true })).toThrow(/At most/);
  });

  it('read as all off from a value that is not one', () => {
    const keys = Object.keys(FLAGS);
    for (const sealed of ['', 'not sealed', '!'.repeat(SEALED_FLAGS_LENGTH), sealPlanted(FLAGS).sealed.slice(1)]) {
      expect(unsealPlanted({ keys, sealed })).toEqual(cleanPlanted(keys));
    }
  });
});
