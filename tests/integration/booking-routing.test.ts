import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  contactRequests,
  leadRoutes,
  routingRules,
  teamMembers,
  type WeeklyHours,
} from '@/lib/db/schema';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { bookSlot } from '@/lib/scheduling/book';
import { memberSlots } from '@/lib/scheduling/availability';
import { findRoutedLead } from '@/lib/scheduling/booking-lead';
import { routeLead } from '@/lib/scheduling/routing';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { postContact } from '@/tests/helpers/form-routes';
import {
  VALID_LEADS,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

// A frozen clock: Tuesday 2026-12-01, 09:00 in New York.
const NOW = new Date('2026-12-01T14:00:00Z');
const NINE_TO_SIX = [{ start: 540, end: 1080 }];
const WEEKDAYS: WeeklyHours = {
  '0': [],
  '1': NINE_TO_SIX,
  '2': NINE_TO_SIX,
  '3': NINE_TO_SIX,
  '4': NINE_TO_SIX,
  '5': NINE_TO_SIX,
  '6': [],
};
const NEVER: WeeklyHours = { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] };

describe.each(DATABASE_KINDS)('routing and booking races on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setupLeadsContext(database.db, { now: () => NOW });
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });

  async function submit(email: string, industry: string): Promise<string> {
    const response = await postContact(
      jsonRequest('contact', { ...VALID_LEADS.contact, email, industry }),
    );
    expect(response.status).toBe(201);
    return (await responseJson(response)).id as string;
  }
  const routeOf = async (leadId: string) =>
    (await database.db.select().from(leadRoutes).where(eq(leadRoutes.leadId, leadId)))[0];

  it('books a slot exactly once when many leads try it at the same moment', async () => {
    const leads = [];
    for (let i = 0; i < 24; i += 1) leads.push(await submit(`race.${i}@example.com`, 'home'));
    const lead = await findRoutedLead(database.db, 'contact', leads[0]!);
    const [slot] = (await memberSlots(database.db, lead!.member, lead!.meetingType, NOW)).slice(5);
    const ctx = { db: database.db, now: () => NOW, dispatch: () => {} };
    const results = await Promise.all(
      leads.map((leadId) =>
        bookSlot(ctx, { leadType: 'contact', leadId, start: slot!.start, visitorTimeZone: 'UTC' }),
      ),
    );
    expect(results.filter((r) => r.status === 'booked')).toHaveLength(1);
    const taken = results.filter((r) => r.status === 'taken');
    expect(taken).toHaveLength(leads.length - 1);
    for (const result of taken) {
      if (result.status !== 'taken') continue;
      expect(result.nextSlots.length).toBeGreaterThan(0);
      expect(result.nextSlots.length).toBeLessThanOrEqual(6);
      expect(
        result.nextSlots.every((s) => s.start.getTime() >= slot!.start.getTime() + 45 * 60_000),
      ).toBe(true);
    }
  });

  it('stores the lead without a booking token when routing fails', async () => {
    await database.db.execute(sql`alter table lead_routes rename to lead_routes_away`);
    try {
      const response = await postContact(
        jsonRequest('contact', { ...VALID_LEADS.contact, email: 'unrouted@example.com' }),
      );
      expect(response.status).toBe(201);
      const body = await responseJson(response);
      expect(Object.keys(body)).toEqual(['id']);
      const stored = await database.db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.id, body.id as string));
      expect(stored).toHaveLength(1);
    } finally {
      await database.db.execute(sql`alter table lead_routes_away rename to lead_routes`);
    }
  });

  describe('with a weighted group', () => {
    let members: Record<'ana' | 'ben' | 'cy' | 'dee', string>;

    beforeAll(async () => {
      const rows = await database.db
        .insert(teamMembers)
        .values([
          {
            name: 'Ana',
            email: 'ana@sonara.test',
            timeZone: 'America/New_York',
            weeklyHours: WEEKDAYS,
          },
          {
            name: 'Ben',
            email: 'ben@sonara.test',
            timeZone: 'Europe/Madrid',
            weeklyHours: WEEKDAYS,
          },
          { name: 'Cy', email: 'cy@sonara.test', timeZone: 'Asia/Kolkata', weeklyHours: WEEKDAYS },
          // Never free: skipped by the round robin whatever its weight.
          {
            name: 'Dee',
            email: 'dee@sonara.test',
            timeZone: 'America/New_York',
            weeklyHours: NEVER,
          },
        ])
        .returning();
      const id = (name: string) => rows.find((row) => row.name === name)!.id;
      members = { ana: id('Ana'), ben: id('Ben'), cy: id('Cy'), dee: id('Dee') };
      await database.db.insert(routingRules).values({
        name: 'Dental',
        position: 0,
        formType: 'contact',
        conditions: { industry: ['dental'] },
        meetingTypeId: 'demo',
        members: [
          { memberId: members.ana, weight: 1 },
          { memberId: members.ben, weight: 2 },
          { memberId: members.cy, weight: 3 },
          { memberId: members.dee, weight: 4 },
        ],
      });
    });

    it('spreads 1,000 leads within 2 % of the weights, skipping a member with no free slot', async () => {
      const routeOne = (i: number) =>
        database.db.transaction((tx) =>
          routeLead(
            tx,
            {
              type: 'contact',
              id: randomUUID(),
              email: `lead.${i}@example.com`,
              answers: { industry: 'dental' },
            },
            NOW,
          ),
        );
      // Ten at a time, so on PostgreSQL concurrent routings contend for the rule's lock.
      for (let i = 0; i < 1000; i += 10) {
        await Promise.all(Array.from({ length: 10 }, (_, j) => routeOne(i + j)));
      }
      const routes = await database.db
        .select()
        .from(leadRoutes)
        .where(eq(leadRoutes.ruleName, 'Dental'));
      expect(routes).toHaveLength(1000);
      const share = (id: string) => routes.filter((route) => route.memberId === id).length / 1000;
      expect(Math.abs(share(members.ana) - 1 / 6)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(share(members.ben) - 2 / 6)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(share(members.cy) - 3 / 6)).toBeLessThanOrEqual(0.02);
      expect(share(members.dee)).toBe(0);
      expect(routes.find((route) => route.memberId === members.ben)?.reason).toBe(
        'Routed to Ben by rule Dental',
      );
    }, 300_000);

    it('sends a lead whose address has an open lead to that lead’s owner, and a closed one by the rules', async () => {
      const first = await submit('owner@example.com', 'home');
      expect((await routeOf(first))?.reason).toBe('Routed to Sonara Sales by rule Demo requests');
      const second = await submit('Owner@Example.com', 'dental');
      const owned = await routeOf(second);
      expect(owned?.memberId).toBe((await routeOf(first))?.memberId);
      expect(owned?.reason).toBe('Routed to Sonara Sales: owner of an open lead with this address');

      await database.db
        .update(contactRequests)
        .set({ status: 'won' })
        .where(eq(contactRequests.email, 'owner@example.com'));
      await database.db
        .update(contactRequests)
        .set({ status: 'lost' })
        .where(eq(contactRequests.email, 'Owner@Example.com'));
      const third = await submit('owner@example.com', 'dental');
      expect((await routeOf(third))?.reason).toMatch(/^Routed to (Ana|Ben|Cy) by rule Dental$/);
    });

    it('records a lead no rule matches without a member and answers it without a token', async () => {
      await database.db.delete(routingRules).where(eq(routingRules.name, 'Demo requests'));
      const response = await postContact(
        jsonRequest('contact', {
          ...VALID_LEADS.contact,
          email: 'nobody@example.com',
          industry: 'home',
        }),
      );
      const body = await responseJson(response);
      expect(body.booking).toBeUndefined();
      expect(await routeOf(body.id as string)).toMatchObject({
        memberId: null,
        reason: 'Not routed: no routing rule matches this request',
      });
    });
  });
});
