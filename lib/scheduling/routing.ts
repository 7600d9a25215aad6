import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/lib/db/client';
import {
  contactRequests,
  customSolutionRequests,
  leadRoutes,
  meetingTypes,
  routingRules,
  teamMembers,
  type LeadStatus,
  type RoutingConditions,
} from '@/lib/db/schema';
import { memberSlots, type TeamMember } from '@/lib/scheduling/availability';
import type { RoutedLeadType } from '@/lib/scheduling/booking-token';

export type LeadRoute = typeof leadRoutes.$inferSelect;
type RoutingRule = typeof routingRules.$inferSelect;

/** A lead as routing sees it: its form, id, address and answers. */
export interface RoutableLead {
  type: RoutedLeadType;
  id: string;
  email: string;
  answers: Record<string, string>;
}

/** The meeting a form's leads book when no rule names one. */
const DEFAULT_MEETING_TYPE: Record<RoutedLeadType, string> = {
  contact: 'demo',
  'custom-solution': 'consultation',
};

// Both tables share the columns read here (id, status).
const LEAD_TABLES: Record<RoutedLeadType, typeof contactRequests> = {
  contact: contactRequests,
  'custom-solution': customSolutionRequests as unknown as typeof contactRequests,
};
const CLOSED_STATUSES: LeadStatus[] = ['won', 'lost', 'spam'];

/** Whether a rule's form and every condition it lists match the lead. */
export function ruleMatches(
  rule: Pick<RoutingRule, 'formType' | 'conditions'>,
  lead: RoutableLead,
): boolean {
  if (rule.formType !== '' && rule.formType !== lead.type) return false;
  return Object.entries(rule.conditions as RoutingConditions).every(
    ([field, values]) =>
      !values || values.length === 0 || values.includes(lead.answers[field] ?? ''),
  );
}

/** The active member who owns an earlier open lead (not won, lost or spam) with this address. */
async function openLeadOwner(
  db: Executor,
  lead: RoutableLead,
  email: string,
): Promise<TeamMember | undefined> {
  const earlier = await db
    .select()
    .from(leadRoutes)
    .where(
      and(
        eq(leadRoutes.email, email),
        isNotNull(leadRoutes.memberId),
        ne(leadRoutes.leadId, lead.id),
      ),
    )
    .orderBy(desc(leadRoutes.createdAt))
    .limit(20);
  for (const route of earlier) {
    const table = LEAD_TABLES[route.leadType as RoutedLeadType];
    if (!table || !route.memberId) continue;
    const [open] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, route.leadId), notInArray(table.status, CLOSED_STATUSES)));
    if (!open) continue;
    const [member] = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.id, route.memberId), eq(teamMembers.active, true)));
    if (member) return member;
  }
  return undefined;
}

/**
 * The rule's members in round-robin order: fewest leads per unit of weight first, so over many
 * leads each gets its weight's share; ties keep the rule's order. Counted from this rule's routes.
 */
async function roundRobinOrder(tx: Transaction, rule: RoutingRule): Promise<TeamMember[]> {
  const weights = new Map(
    rule.members.filter((m) => m.weight > 0).map((m) => [m.memberId, m.weight]),
  );
  if (weights.size === 0) return [];
  const members = await tx
    .select()
    .from(teamMembers)
    .where(and(inArray(teamMembers.id, [...weights.keys()]), eq(teamMembers.active, true)));
  const counts = await tx
    .select({ memberId: leadRoutes.memberId, count: sql<number>`count(*)::int` })
    .from(leadRoutes)
    .where(eq(leadRoutes.ruleId, rule.id))
    .groupBy(leadRoutes.memberId);
  const countOf = new Map(counts.map((row) => [row.memberId, Number(row.count)]));
  const order = [...weights.keys()];
  const score = (m: TeamMember) => ((countOf.get(m.id) ?? 0) + 1) / (weights.get(m.id) ?? 1);
  return members.sort((a, b) => score(a) - score(b) || order.indexOf(a.id) - order.indexOf(b.id));
}

/** The first member in round-robin order with a free slot (else the first: the lead needs an owner). */
async function pickMember(tx: Transaction, rule: RoutingRule, now: Date) {
  const candidates = await roundRobinOrder(tx, rule);
  const [type] = await tx
    .select()
    .from(meetingTypes)
    .where(eq(meetingTypes.id, rule.meetingTypeId));
  for (const member of candidates) {
    if (!type || (await memberSlots(tx, member, type, now)).length > 0)
      return { member, free: true };
  }
  return candidates[0] ? { member: candidates[0], free: false } : undefined;
}

/**
 * Routes a contact or custom-solution lead and records the decision on it: an earlier open lead's
 * owner keeps the address; else the first matching rule's group by weighted round robin, skipping
 * members without a free slot. The rule's row is locked so instances count the same routes. A
 * lead no rule or member can take is recorded without a member (and gets no booking link).
 */
export async function routeLead(
  tx: Transaction,
  lead: RoutableLead,
  now: Date,
): Promise<LeadRoute | undefined> {
  const email = lead.email.trim().toLowerCase();
  const rules = await tx
    .select()
    .from(routingRules)
    .orderBy(asc(routingRules.position), asc(routingRules.createdAt));
  const matched = rules.find((rule) => ruleMatches(rule, lead));
  const meetingTypeId = matched?.meetingTypeId ?? DEFAULT_MEETING_TYPE[lead.type];
  const base = { leadType: lead.type, leadId: lead.id, email, meetingTypeId, createdAt: now };
  const owner = await openLeadOwner(tx, lead, email);
  let values: typeof leadRoutes.$inferInsert;
  if (owner) {
    values = {
      ...base,
      memberId: owner.id,
      reason: `Routed to ${owner.name}: owner of an open lead with this address`,
    };
  } else if (!matched) {
    values = {
      ...base,
      memberId: null,
      reason: 'Not routed: no routing rule matches this request',
    };
  } else {
    const [rule = matched] = await tx
      .select()
      .from(routingRules)
      .where(eq(routingRules.id, matched.id))
      .for('update');
    const picked = await pickMember(tx, rule, now);
    const byRule = { ...base, ruleId: rule.id, ruleName: rule.name };
    values = picked
      ? {
          ...byRule,
          memberId: picked.member.id,
          reason: `Routed to ${picked.member.name} by rule ${rule.name}${picked.free ? '' : ' (no member of the group had a free slot)'}`,
        }
      : { ...byRule, memberId: null, reason: `Not routed: rule ${rule.name} has no active member` };
  }
  const [route] = await tx.insert(leadRoutes).values(values).onConflictDoNothing().returning();
  return route;
}
