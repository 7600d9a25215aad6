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

// A value import of zod builds schemas; a type import builds nothing.
const BUILDS_SCHEMAS = /^import (?!type )[^;]*from 'zod(\/mini)?';/m;
const JITLESS_FIRST = /^import '@\/lib\/validation\/zod-jitless';/m;

describe('zod never evaluates strings', () => {
  it('every module that builds zod schemas switches zod to jitless before importing it', () => {
    const files = ['app', 'components', 'lib'].flatMap(sourceFiles);
    const schemaModules = files.filter((file) => BUILDS_SCHEMAS.test(readFileSync(file, 'utf8')));
    expect(schemaModules.length).toBeGreaterThan(10);
    const missing = schemaModules.filter((file) => {
      const source = readFileSync(file, 'utf8');
      const jitless = source.search(JITLESS_FIRST);
      return jitless < 0 || jitless > source.search(BUILDS_SCHEMAS);
    });
    expect(missing).toEqual([]);
  });

  it('parses objects without compiling code', async () => {
    await import('@/lib/validation/zod-jitless');
    const { z } = await import('zod');
    const compile = jest.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
