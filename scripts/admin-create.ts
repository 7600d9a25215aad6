import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { closeDb, databaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { createAdminUser, resetAdminPassword } from '@/lib/auth/admin-users';

const USAGE = `Usage: npm run admin:create -- <username> [--reset]

Creates an admin account (or, with --reset, sets a new password for an existing one and signs it
out everywhere). The password is asked for twice when run in a terminal, or read from standard
input otherwise, e.g.  printf '%s' "$PASSWORD" | npm run admin:create -- alice`;

/** Reads one line without echoing it (the terminal shows nothing while typing). */
function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  // One trailing newline (from echo or a file) is not part of the password; nothing else is cut.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await askHidden('Password (12 to 128 characters): ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const username = args.find((arg) => !arg.startsWith('--'));
  if (!username || args.includes('--help')) {
    console.error(USAGE);
    return username ? 0 : 2;
  }
  const password = await readPassword();
  const handle = databaseHandle();
  await migrateDatabase(handle);
  const result = reset
    ? await resetAdminPassword(handle.db, username, password, 'admin:create')
    : await createAdminUser(handle.db, { username, password }, 'admin:create');
  if (!result.ok) {
    console.error(result.message);
    return 1;
  }
  console.log(reset ? `Password of ${username} replaced.` : `Admin ${username} created.`);
  return 0;
}

main()
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
