/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema } from '@/lib/config/env';

const root = process.cwd();
const example = readFileSync(path.join(root, '.env.example'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** Variables .env.example lists, set or commented out (`# NAME=value`). */
const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));

/** Variables named in the first column of the README's Configuration table. */
function readmeTableVariables(): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!),
  );
}

/** The names of `names` that .env.example does not list. */
const missing = (names: string[]) => names.filter((name) => !listed.has(name));

describe('.env.example', () => {
  it('lists every variable of the environment schema (lib/config/env.ts)', () => {
    const names = Object.keys(envSchema.shape);
    expect(names.length).toBeGreaterThan(20);
    expect({ missingFromEnvExample: missing(names) }).toEqual({ missingFromEnvExample: [] });
  });

  it("lists every variable of the README's configuration table", () => {
    const names = readmeTableVariables();
    expect(names).toEqual(expect.arrayContaining(['SITE_URL', 'TRUST_PROXY', 'DATABASE_URL']));
    expect({ missingFromEnvExample: missing(names) }).toEqual({ missingFromEnvExample: [] });
  });

  it('gives every variable a line of explanation above it', () => {
    const lines = example.split('\n');
    const unexplained = lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => /^#?\s*[A-Z][A-Z0-9_]*=/.test(line))
      .filter(({ index }) => {
        // Walk up past sibling variables to the comment that explains the group.
        let above = index - 1;
        while (above >= 0 && /^#?\s*[A-Z][A-Z0-9_]*=/.test(lines[above]!)) above -= 1;
        return !/^# \S/.test(lines[above] ?? '') || /^# ---/.test(lines[above] ?? '');
      })
      .map(({ line }) => line);
    expect(unexplained).toEqual([]);
  });
});
