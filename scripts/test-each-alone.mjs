#!/usr/bin/env node
// Runs every integration test of the given files alone (`-t` with its full name), one jest run per
// test, and lists those that fail alone: a test that passes only after its neighbours depends on
// their leftovers. Usage: node scripts/test-each-alone.mjs tests/integration/<file>.test.ts ...
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const jest = (args) =>
  spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '-c',
      'jest.integration.config.mjs',
      '--runInBand',
      ...args,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const work = mkdtempSync(path.join(os.tmpdir(), 'each-alone-'));
const failures = [];

for (const file of process.argv.slice(2)) {
  const listing = path.join(work, 'all.json');
  jest(['--json', `--outputFile=${listing}`, file]);
  const names = JSON.parse(readFileSync(listing, 'utf8')).testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({ name: test.fullName, together: test.status })),
  );
  for (const { name, together } of names) {
    const run = jest(['-t', `^${escape(name)}$`, file]);
    const alone = run.status === 0 ? 'passed' : 'failed';
    console.log(
      `${alone === 'passed' ? 'ok  ' : 'FAIL'} ${file} › ${name} (with the others: ${together})`,
    );
    if (alone !== 'passed') failures.push(`${file} › ${name}\n${run.stderr.slice(-3000)}`);
  }
}

if (failures.length > 0) {
  console.log(`\n${failures.length} test(s) fail alone:\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
