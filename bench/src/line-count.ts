import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

/** Source that is not a test (or test runner config), a benchmark, generated SQL or content. */
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const LEFT_OUT = /^(tests|bench|drizzle|content|public|scripts)\/|^(jest|playwright)[^/]*$/;

export interface LineCount {
  total: number;
  files: number;
  /** Lines per top-level folder (or file at the root). */
  byFolder: Record<string, number>;
}

/** Lines of the tracked non-test source of the checkout (as it is on disk). */
export function countSourceLines(): LineCount {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !LEFT_OUT.test(file));
  const byFolder: Record<string, number> = {};
  let total = 0;
  let counted = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // Deleted in the checkout, not yet in the index.
    }
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    const folder = file.includes('/') ? `${file.split('/')[0]}/` : file;
    byFolder[folder] = (byFolder[folder] ?? 0) + lines;
    total += lines;
    counted += 1;
  }
  return { total, files: counted, byFolder };
}
