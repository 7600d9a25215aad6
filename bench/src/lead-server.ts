import { rmSync } from 'node:fs';
import path from 'node:path';
import type { LeadDatabase } from './lead-db';
import { prepareLeadDatabase } from './lead-db';
import { contactEndpointAvailable } from './lead-load';
import { WORK_DIR } from './paths';
import type { BenchPostgres } from './postgres';
import { startReceiver, type BenchReceiver } from './receiver';
import { NotAvailable } from './section';
import { startSite, type RunningServer } from './processes';

/**
 * The lead benchmarks' server settings: a rate limit far above the load (10 000 per client per
 * second) so the per-client limit does not reject the benchmark, private webhooks allowed for the
 * local receiver, a 500 ms retry sweep, and delivery claims of 20 s instead of 60 s (the shortest
 * the site accepts), so the fault runs wait less for the claims of a killed server to expire.
 */
export const LEAD_SERVER_ENV = {
  RATE_LIMIT_MAX: '10000',
  RATE_LIMIT_WINDOW_SECONDS: '1',
  ALLOW_PRIVATE_WEBHOOKS: 'true',
  DELIVERY_SWEEP_MS: '500',
  DELIVERY_CLAIM_LOCK_MS: '20000',
};

export type Backend = 'pglite' | 'postgres';

export interface LeadRig {
  backend: Backend;
  database: LeadDatabase;
  receiver: BenchReceiver;
  server: RunningServer;
  /** Starts the site again on the same port and database (after a kill). */
  restart: () => Promise<RunningServer>;
  /** Stops the server and the receiver. */
  close: () => Promise<void>;
}

/** A fresh database with webhooks to a fresh receiver, and the site started on it. */
export async function startLeadRig(
  name: string,
  backend: Backend,
  postgres: BenchPostgres | undefined,
): Promise<LeadRig> {
  let database: LeadDatabase;
  if (backend === 'pglite') {
    const dir = path.join(WORK_DIR, 'db', name);
    rmSync(dir, { recursive: true, force: true });
    database = { kind: 'pglite', dir };
  } else {
    if (!postgres) throw new NotAvailable('PostgreSQL is not available');
    database = { kind: 'postgres', url: await postgres.createDatabase(name.replace(/-/g, '_')) };
  }
  const receiver = await startReceiver();
  receiver.setSecrets(
    await prepareLeadDatabase(database, { form: receiver.formUrl, email: receiver.emailUrl }),
  );
  const start = (port?: number) =>
    startSite({
      name,
      port,
      pgliteDir: database.kind === 'pglite' ? database.dir : undefined,
      databaseUrl: database.kind === 'postgres' ? database.url : undefined,
      env: LEAD_SERVER_ENV,
    });
  const rig: LeadRig = {
    backend,
    database,
    receiver,
    server: await start(),
    restart: async () => {
      rig.server = await start(rig.server.port);
      return rig.server;
    },
    close: async () => {
      await rig.server.stop();
      await receiver.close();
    },
  };
  if (!(await contactEndpointAvailable(rig.server.url))) {
    await rig.close();
    throw new NotAvailable('POST /api/forms/contact does not exist in this build');
  }
  return rig;
}
