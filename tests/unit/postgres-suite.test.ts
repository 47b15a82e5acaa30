import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SUITE } from '../postgres-suite';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the PostgreSQL suite (tests/postgres-suite.ts)', () => {
  it('names only integration files that exist, each with what PostgreSQL shows there', () => {
    const entries = Object.entries(POSTGRES_SUITE);
    expect(entries.length).toBeGreaterThan(0);
    for (const [file, why] of entries) {
      expect(file).toMatch(/^tests\/integration\/.+\.test\.ts$/);
      expect(fs.existsSync(path.join(repoRoot, file)), file).toBe(true);
      expect(why.length, file).toBeGreaterThan(10);
    }
  });

  it('keeps every file that needs a PostgreSQL server', () => {
    const postgresOnly = fs.readdirSync(path.join(repoRoot, 'tests/integration')).filter((name) => name.startsWith('postgres-'));
    for (const name of postgresOnly) expect(Object.keys(POSTGRES_SUITE)).toContain(`tests/integration/${name}`);
  });
});
