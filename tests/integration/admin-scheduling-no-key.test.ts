import { eq } from 'drizzle-orm';
import { teamMembers } from '@/lib/db/schema';
import type { SchedulingState } from '@/lib/admin/scheduling-schema';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import { WEEKDAY_HOURS } from '@/tests/integration/admin-fixtures';

// This server has no key for calendar passwords (the environment is read on first use).
delete process.env.CALENDAR_ENCRYPTION_KEY;

const MEMBER = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  timeZone: 'America/New_York',
  weeklyHours: WEEKDAY_HOURS,
  calendarUrl: 'https://caldav.example.com/calendars/ana/',
  calendarUsername: 'ana',
};

describe.each(DATABASE_KINDS)(
  'calendar passwords without CALENDAR_ENCRYPTION_KEY on %s',
  (kind) => {
    let database: TestDatabase;
    let cookie: string;

    beforeAll(async () => {
      database = await useTestDatabase(kind);
      cookie = await adminCookie(database);
    });

    afterAll(async () => {
      await releaseTestDatabase(database);
    });

    it('says so, refuses a password with a clear field error, and still saves a member without one', async () => {
      const state = (await (await callAdmin('scheduling', { cookie })).json()) as SchedulingState;
      expect(state.canStoreCalendarPasswords).toBe(false);

      const refused = await callAdmin('scheduling/members', {
        method: 'POST',
        cookie,
        body: { ...MEMBER, calendarPassword: 'app-password' },
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        error: {
          fields: {
            calendarPassword:
              'Calendar passwords cannot be stored: set CALENDAR_ENCRYPTION_KEY on the server first.',
          },
        },
      });
      expect(
        await database.db.select().from(teamMembers).where(eq(teamMembers.email, MEMBER.email)),
      ).toEqual([]);

      const saved = await callAdmin('scheduling/members', { method: 'POST', cookie, body: MEMBER });
      expect(saved.status).toBe(201);
      expect(await saved.json()).toMatchObject({ calendarConnected: false });
    });
  },
);
