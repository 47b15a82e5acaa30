import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catalogue from '@/lib/messages';

// lib/messages/ is imported by client components and route handlers alike, so it must stay plain data: no imports
// (not even of a server-only module's types, which would tie the texts to it), only texts and small functions that
// build one.
const DIR = path.resolve(import.meta.dirname, '../../lib/messages');
const files = fs.readdirSync(DIR).filter((name) => name.endsWith('.ts'));

describe('the message catalogue (lib/messages)', () => {
  it('imports nothing; index.ts only re-exports the area files', () => {
    for (const name of files) {
      const text = fs.readFileSync(path.join(DIR, name), 'utf8');
      expect(text, name).not.toMatch(/^\s*import\s/m);
      if (name === 'index.ts') {
        for (const [, from] of text.matchAll(/from\s+'([^']+)'/g)) expect(from, name).toMatch(/^\.\/[a-z-]+$/);
      }
    }
  });

  it('re-exports every area file', () => {
    const index = fs.readFileSync(path.join(DIR, 'index.ts'), 'utf8');
    for (const name of files.filter((file) => file !== 'index.ts')) expect(index).toContain(`from './${name.replace(/\.ts$/, '')}'`);
  });

  it('holds texts, or functions that build one, grouped at most one level deep (a form\'s field messages)', () => {
    const check = (where: string, messages: object, depth: number) => {
      for (const [key, value] of Object.entries(messages)) {
        if (depth === 0 && typeof value === 'object' && value !== null) {
          check(`${where}.${key}`, value, 1);
          continue;
        }
        expect(['string', 'function'], `${where}.${key}`).toContain(typeof value);
        if (typeof value === 'string') expect(value.trim(), `${where}.${key}`).not.toBe('');
      }
    };
    for (const [name, messages] of Object.entries(catalogue)) check(name, messages, 0);
  });
});
