/** @jest-environment node */
import type { WeeklyHours } from '@/lib/db/schema/scheduling';
import { freeSlots, groupSlotsByDay, type SlotMeetingType } from '@/lib/scheduling/slots';
import { dateKey, wallTime, zonedInstant } from '@/lib/scheduling/zoned-time';

const DEMO: SlotMeetingType = {
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  daysAhead: 14,
};

const EVERY_DAY = (ranges: { start: number; end: number }[]): WeeklyHours => ({
  '0': ranges,
  '1': ranges,
  '2': ranges,
  '3': ranges,
  '4': ranges,
  '5': ranges,
  '6': ranges,
});
const WEEKDAYS_9_TO_6: WeeklyHours = {
  '0': [],
  '1': [{ start: 540, end: 1080 }],
  '2': [{ start: 540, end: 1080 }],
  '3': [{ start: 540, end: 1080 }],
  '4': [{ start: 540, end: 1080 }],
  '5': [{ start: 540, end: 1080 }],
  '6': [],
};

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();
const wall = (d: Date, zone: string) => {
  const w = wallTime(d, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/** Slots of one member-local date, as wall times in the member's zone. */
function wallSlotsOn(date: string, zone: string, hours: WeeklyHours, now: Date, type = DEMO) {
  return freeSlots({
    member: { timeZone: zone, weeklyHours: hours, daysOff: [] },
    meetingType: type,
    busy: [],
    now,
  })
    .filter((slot) => dateKey(slot.start, zone) === date)
    .map((slot) => wall(slot.start, zone));
}

describe('wall clock in a zone', () => {
  it('moves a time skipped by spring-forward past the gap and takes the first of a repeated time', () => {
    expect(iso(zonedInstant('2026-03-08', 150, 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso(zonedInstant('2026-11-01', 90, 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(iso(zonedInstant('2026-06-01', 540, 'Asia/Kolkata'))).toBe('2026-06-01T03:30:00.000Z');
  });
});

describe('free slots across daylight-saving changes (frozen clock)', () => {
  const zone = 'America/New_York';
  const now = at('2026-03-06T12:00:00Z');

  it('skips the hour New York loses on 2026-03-08', () => {
    const slots = wallSlotsOn('2026-03-08', zone, EVERY_DAY([{ start: 60, end: 240 }]), now);
    // 01:00 EST to 04:00 EDT is two real hours; a meeting at 01:45 lasts 30 minutes, to 03:15.
    expect(slots).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30']);
  });

  it('keeps 09:00 local on both sides of 2026-03-08 (14:00Z before, 13:00Z after)', () => {
    const slots = freeSlots({
      member: { timeZone: zone, weeklyHours: WEEKDAYS_9_TO_6, daysOff: [] },
      meetingType: DEMO,
      busy: [],
      now,
    });
    const firsts = groupSlotsByDay(slots, zone).map((day) => `${day.date} ${day.slots[0]?.start}`);
    expect(firsts).toContain('2026-03-06 2026-03-06T14:00:00.000Z');
    expect(firsts).toContain('2026-03-09 2026-03-09T13:00:00.000Z');
    expect(
      slots.every((slot) =>
        ['1', '2', '3', '4', '5'].includes(String(new Date(dateKey(slot.start, zone)).getUTCDay())),
      ),
    ).toBe(true);
    expect(
      slots.map((slot) => wall(slot.end, zone)).every((end) => end <= '18:00' && end > '09:00'),
    ).toBe(true);
  });

  it('offers the hour New York repeats on 2026-11-01 once per real instant', () => {
    const slots = freeSlots({
      member: { timeZone: zone, weeklyHours: EVERY_DAY([{ start: 0, end: 180 }]), daysOff: [] },
      meetingType: DEMO,
      busy: [],
      now: at('2026-10-30T12:00:00Z'),
    }).filter((slot) => dateKey(slot.start, zone) === '2026-11-01');
    // 00:00 EDT (04:00Z) to 03:00 EST (08:00Z) is four real hours.
    expect(slots.map((slot) => iso(slot.start))[0]).toBe('2026-11-01T04:00:00.000Z');
    expect(slots.at(-1)?.end.toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(slots).toHaveLength(15);
    expect(
      slots.map((slot) => wall(slot.start, zone)).filter((time) => time === '01:30'),
    ).toHaveLength(2);
  });

  it('keeps 09:00 local on both sides of 2026-11-01 (13:00Z before, 14:00Z after)', () => {
    const slots = freeSlots({
      member: { timeZone: zone, weeklyHours: WEEKDAYS_9_TO_6, daysOff: [] },
      meetingType: DEMO,
      busy: [],
      now: at('2026-10-29T12:00:00Z'),
    });
    const days = groupSlotsByDay(slots, zone);
    expect(days.find((d) => d.date === '2026-10-30')?.slots[0]?.start).toBe(
      '2026-10-30T13:00:00.000Z',
    );
    expect(days.find((d) => d.date === '2026-11-02')?.slots[0]?.start).toBe(
      '2026-11-02T14:00:00.000Z',
    );
    expect(days.find((d) => d.date === '2026-11-02')?.slots.at(-1)?.end).toBe(
      '2026-11-02T23:00:00.000Z',
    );
  });

  it('follows Europe/Madrid through 2026-03-29 and 2026-10-25', () => {
    const madrid = 'Europe/Madrid';
    const spring = wallSlotsOn(
      '2026-03-29',
      madrid,
      EVERY_DAY([{ start: 90, end: 240 }]),
      at('2026-03-27T12:00:00Z'),
    );
    expect(spring).toEqual(['01:30', '01:45', '03:00', '03:15', '03:30']);
    const slots = freeSlots({
      member: { timeZone: madrid, weeklyHours: WEEKDAYS_9_TO_6, daysOff: [] },
      meetingType: DEMO,
      busy: [],
      now: at('2026-10-22T12:00:00Z'),
    });
    const days = groupSlotsByDay(slots, madrid);
    expect(days.find((d) => d.date === '2026-10-23')?.slots[0]?.start).toBe(
      '2026-10-23T07:00:00.000Z',
    );
    expect(days.find((d) => d.date === '2026-10-26')?.slots[0]?.start).toBe(
      '2026-10-26T08:00:00.000Z',
    );
  });

  it('works in Asia/Kolkata at +05:30, which keeps no daylight-saving time', () => {
    const slots = freeSlots({
      member: { timeZone: 'Asia/Kolkata', weeklyHours: WEEKDAYS_9_TO_6, daysOff: [] },
      meetingType: DEMO,
      busy: [],
      now: at('2026-03-08T00:00:00Z'),
    });
    const days = groupSlotsByDay(slots, 'Asia/Kolkata');
    expect(days[0]).toMatchObject({ date: '2026-03-09' });
    expect(days[0]?.slots[0]?.start).toBe('2026-03-09T03:30:00.000Z');
    expect(days[0]?.slots.at(-1)?.end).toBe('2026-03-09T12:30:00.000Z');
  });
});

describe('a member and a visitor in different zones', () => {
  it("groups a New York member's day by the visitor's days in Kolkata", () => {
    const slots = freeSlots({
      member: { timeZone: 'America/New_York', weeklyHours: WEEKDAYS_9_TO_6, daysOff: [] },
      meetingType: DEMO,
      busy: [],
      now: at('2026-03-09T12:00:00Z'),
      until: at('2026-03-10T04:00:00Z'),
    });
    // Monday 09:00-18:00 EDT is 18:30 Monday to 03:30 Tuesday in Kolkata.
    const days = groupSlotsByDay(slots, 'Asia/Kolkata');
    expect(days.map((d) => d.date)).toEqual(['2026-03-09', '2026-03-10']);
    expect(wall(new Date(days[0]!.slots[0]!.start), 'Asia/Kolkata')).toBe('18:30');
    expect(wall(new Date(days[1]!.slots.at(-1)!.end), 'Asia/Kolkata')).toBe('03:30');
    expect(days.flatMap((d) => d.slots)).toHaveLength(slots.length);
  });
});

describe('notice, window, days off and busy times', () => {
  const member = {
    timeZone: 'America/New_York',
    weeklyHours: WEEKDAYS_9_TO_6,
    daysOff: ['2026-03-11'],
  };
  const type = {
    ...DEMO,
    minimumNoticeMinutes: 240,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
  };
  const now = at('2026-03-09T14:10:00Z'); // Monday 10:10 EDT

  it('starts after the minimum notice, skips days off and stops after days ahead', () => {
    const slots = freeSlots({ member, meetingType: type, busy: [], now });
    expect(iso(slots[0]!.start)).toBe('2026-03-09T18:15:00.000Z'); // 14:15 EDT, 4 h after 10:10
    const dates = new Set(slots.map((slot) => dateKey(slot.start, member.timeZone)));
    expect(dates.has('2026-03-11')).toBe(false);
    expect([...dates].sort().at(-1)).toBe('2026-03-20'); // 14 days from Monday the 9th: to Friday the 20th
    expect(
      freeSlots({ member, meetingType: { ...type, daysAhead: 1 }, busy: [], now }).every(
        (s) => dateKey(s.start, member.timeZone) === '2026-03-09',
      ),
    ).toBe(true);
  });

  it('keeps the buffer after a busy time free and the buffer after a slot off a busy time', () => {
    const busy = [{ start: at('2026-03-10T14:00:00Z'), end: at('2026-03-10T14:30:00Z') }];
    const tuesday = freeSlots({ member, meetingType: type, busy, now })
      .filter((slot) => dateKey(slot.start, member.timeZone) === '2026-03-10')
      .map((slot) => wall(slot.start, member.timeZone));
    // 09:15 ends at 09:45 and its buffer at 10:00, when the busy time starts; 09:30's buffer would
    // reach into it, and so would every start up to the end of the busy time at 10:30.
    expect(tuesday.slice(0, 3)).toEqual(['09:00', '09:15', '10:30']);
  });

  it('does not depend on the machine clock', () => {
    jest.useFakeTimers({ now: at('2030-01-01T00:00:00Z') });
    try {
      expect(iso(freeSlots({ member, meetingType: type, busy: [], now })[0]!.start)).toBe(
        '2026-03-09T18:15:00.000Z',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
