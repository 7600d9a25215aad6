import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { contactRequests, deliveries } from '@/lib/db/schema';
import { getEndpointSecret } from '@/lib/settings/stored-secrets';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';

/** Where a lead benchmark's server keeps its data. */
export type LeadDatabase = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };

export interface DeliveryRowSummary {
  leadId: string;
  kind: string;
  webhookId: string;
  status: string;
  attempts: number;
}

export interface LeadSnapshot {
  leadIds: string[];
  deliveries: DeliveryRowSummary[];
}

function open(target: LeadDatabase): DatabaseHandle {
  return target.kind === 'pglite'
    ? openDatabase({ pgliteDir: target.dir })
    : openDatabase({ databaseUrl: target.url });
}

async function withDatabase<T>(target: LeadDatabase, work: (handle: DatabaseHandle) => Promise<T>) {
  const handle = open(target);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Migrates a fresh database and points the contact-form and email webhooks at the local receiver
 * (through the site's own settings code, SSRF guard included), before the server starts. Returns
 * the endpoints' signing secrets so the receiver can verify every arrival.
 */
export function prepareLeadDatabase(
  target: LeadDatabase,
  urls: { form: string; email: string },
): Promise<{ form: string; email: string }> {
  return withDatabase(target, async (handle) => {
    await migrateDatabase(handle);
    const saved = await saveWebhookSettings(
      handle.db,
      { contactFormWebhook: urls.form, emailWebhook: urls.email },
      { id: 'bench', name: 'bench' },
      { allowPrivate: true },
    );
    if (!saved.ok) throw new Error(`webhook settings refused: ${JSON.stringify(saved.errors)}`);
    return {
      form: await getEndpointSecret(handle.db, 'contactFormWebhook'),
      email: await getEndpointSecret(handle.db, 'emailWebhook'),
    };
  });
}

/** Every stored contact lead and delivery row (a PGlite folder only once its server stopped). */
export function readLeadSnapshot(target: LeadDatabase): Promise<LeadSnapshot> {
  return withDatabase(target, async ({ db }) => {
    const leads = await db.select({ id: contactRequests.id }).from(contactRequests);
    const rows = await db
      .select({
        leadId: deliveries.leadId,
        kind: deliveries.kind,
        webhookId: deliveries.webhookId,
        status: deliveries.status,
        attempts: deliveries.attempts,
      })
      .from(deliveries);
    return { leadIds: leads.map((lead) => lead.id), deliveries: rows };
  });
}
