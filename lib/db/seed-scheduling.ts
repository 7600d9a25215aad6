import 'server-only';
import { eq } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import {
  meetingTypes,
  routingRules,
  settings,
  teamMembers,
  type WeeklyHours,
} from '@/lib/db/schema';

/** The settings row that records the scheduling defaults were stored. */
export const SCHEDULING_SEED_MARKER = 'seed.scheduling';

/** Monday to Friday, 09:00 to 18:00: the site's support hours. */
const SUPPORT_WEEK: WeeklyHours = {
  '0': [],
  '1': [{ start: 540, end: 1080 }],
  '2': [{ start: 540, end: 1080 }],
  '3': [{ start: 540, end: 1080 }],
  '4': [{ start: 540, end: 1080 }],
  '5': [{ start: 540, end: 1080 }],
  '6': [],
};

const MEETING_DEFAULTS = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 240,
  daysAhead: 14,
};

/**
 * Stores the scheduling defaults the first time only: the Demo (30 min) and Consultation (45 min)
 * meeting types, one "Sonara Sales" member at the sales reply-to address working the support
 * hours in the company's zone, and one rule per form sending every lead to that member. Later
 * edits and deletions in the admin are kept.
 */
export async function seedScheduling(db: Executor, now: Date): Promise<void> {
  const done = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, SCHEDULING_SEED_MARKER));
  if (done.length > 0) return;
  await db
    .insert(meetingTypes)
    .values([
      { id: 'demo', name: 'Demo', durationMinutes: 30, ...MEETING_DEFAULTS },
      { id: 'consultation', name: 'Consultation', durationMinutes: 45, ...MEETING_DEFAULTS },
    ])
    .onConflictDoNothing();
  const [member] = await db
    .insert(teamMembers)
    .values({
      name: 'Sonara Sales',
      email: env().EMAIL_SALES_REPLY_TO,
      timeZone: COMPANY_TIME_ZONE,
      weeklyHours: SUPPORT_WEEK,
      daysOff: [],
    })
    .onConflictDoNothing()
    .returning({ id: teamMembers.id });
  if (member) {
    const group = [{ memberId: member.id, weight: 1 }];
    await db.insert(routingRules).values([
      {
        name: 'Demo requests',
        position: 1,
        formType: 'contact',
        meetingTypeId: 'demo',
        members: group,
      },
      {
        name: 'Custom solutions',
        position: 2,
        formType: 'custom-solution',
        meetingTypeId: 'consultation',
        members: group,
      },
    ]);
  }
  await db
    .insert(settings)
    .values({ key: SCHEDULING_SEED_MARKER, value: now.toISOString() })
    .onConflictDoNothing();
}
