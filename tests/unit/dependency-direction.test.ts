/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every .ts/.tsx file under a folder of the repository. */
function sourceFiles(folder: string): string[] {
  const root = path.join(process.cwd(), folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '(@\/[^']+)'/g)].map((match) => match[1]);

describe('dependencies point one way', () => {
  it.each(['lib/delivery', 'lib/auth'])('%s imports nothing from lib/leads', (folder) => {
    const offending = sourceFiles(folder).filter((file) =>
      importsOf(file).some((target) => target?.startsWith('@/lib/leads')),
    );
    expect(offending).toEqual([]);
  });

  it('client components import no module under lib/db', () => {
    const offending = sourceFiles('components').filter(
      (file) =>
        /^['"]use client['"]/.test(readFileSync(file, 'utf8')) &&
        importsOf(file).some((target) => target?.startsWith('@/lib/db')),
    );
    expect(offending).toEqual([]);
  });
});
