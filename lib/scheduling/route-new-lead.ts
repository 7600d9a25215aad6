import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '@/lib/db/client';
import { leadRoutes } from '@/lib/db/schema';
import { enqueuePickTimeReminder } from '@/lib/scheduling/booking-outbox';
import { signLeadToken, type RoutedLeadType } from '@/lib/scheduling/booking-token';
import { routeLead } from '@/lib/scheduling/routing';
import { log } from '@/lib/log/logger';

/** A new lead of a form that books meetings, with the answers routing rules read. */
export interface NewRoutedLead {
  type: RoutedLeadType;
  id: string;
  email: string;
  firstName: string;
  answers: Record<string, unknown>;
}

/**
 * Routes a new lead inside its transaction and, when a member takes it, enqueues the "pick a
 * time" reminder and returns the booking link's token. Runs in a savepoint: a routing failure is
 * logged and leaves the lead stored, only without a token.
 */
export async function routeNewLead(
  tx: Transaction,
  lead: NewRoutedLead,
  now: Date,
): Promise<{ token: string; deliveryIds: string[] } | undefined> {
  const answers = Object.fromEntries(
    Object.entries(lead.answers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  try {
    return await tx.transaction(async (savepoint) => {
      const route = await routeLead(
        savepoint,
        { type: lead.type, id: lead.id, email: lead.email, answers },
        now,
      );
      if (!route?.memberId) return undefined;
      const token = await signLeadToken(savepoint, {
        leadType: lead.type,
        leadId: lead.id,
        routedAt: route.createdAt,
      });
      const deliveryIds = await enqueuePickTimeReminder(savepoint, {
        leadType: lead.type,
        leadId: lead.id,
        email: lead.email,
        firstName: lead.firstName,
        token,
        now,
      });
      return { token, deliveryIds };
    });
  } catch (error) {
    log.error(
      'booking.routing-failed',
      `[booking] routing of ${lead.type} lead ${lead.id} failed`,
      { leadId: lead.id },
      error,
    );
    return undefined;
  }
}

/** The booking token of a lead routed earlier (for a replayed submission), if a member took it. */
export async function bookingTokenOfLead(
  db: Executor,
  type: RoutedLeadType,
  leadId: string,
): Promise<string | undefined> {
  const [route] = await db.select().from(leadRoutes).where(eq(leadRoutes.leadId, leadId));
  if (!route?.memberId) return undefined;
  return signLeadToken(db, { leadType: type, leadId, routedAt: route.createdAt });
}
