/** @jest-environment node */
import {
  instantToZonedInput,
  zoneLabel,
  zonedInputToInstant,
} from '@/components/admin/blog/zoned-time';

const at = (value: string, zone: string) => zonedInputToInstant(value, zone)?.toISOString();

describe('the schedule input in the admin time zone', () => {
  it('reads a local date and time as the instant it names in that zone', () => {
    expect(at('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
    expect(at('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(at('2026-12-01T09:00:30', 'UTC')).toBe('2026-12-01T09:00:30.000Z');
    expect(at('2026-12-01T09:00', 'Asia/Kolkata')).toBe('2026-12-01T03:30:00.000Z');
    expect(at('2027-01-01T00:15', 'Pacific/Chatham')).toBe('2026-12-31T10:30:00.000Z');
    // Across midnight and the year's end in UTC.
    expect(at('2026-12-31T22:00', 'America/Los_Angeles')).toBe('2027-01-01T06:00:00.000Z');
  });

  it('moves a time the clocks skip forward and takes the first of a time that happens twice', () => {
    // 2026-03-08 02:30 does not exist in New York: clocks go from 02:00 to 03:00.
    expect(at('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01 01:30 happens twice in New York (EDT, then EST): the first.
    expect(at('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // The same east of UTC: Berlin's 02:30 on 2026-10-25 is first CEST (00:30 UTC).
    expect(at('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses text that is not a date and time', () => {
    for (const value of ['', 'tomorrow', '2026-12-01', '2026-02-30T09:00', '2026-12-01T24:00']) {
      expect(zonedInputToInstant(value, 'America/New_York')).toBeNull();
    }
  });

  it('shows a stored instant as the zone’s wall clock, and round-trips', () => {
    expect(instantToZonedInput('2026-12-01T14:00:00.000Z', 'America/New_York')).toBe(
      '2026-12-01T09:00:00',
    );
    expect(instantToZonedInput('2026-12-01T00:00:00.000Z', 'Asia/Tokyo')).toBe(
      '2026-12-01T09:00:00',
    );
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'Australia/Adelaide', 'UTC']) {
      const instant = '2026-06-15T18:45:10.000Z';
      expect(at(instantToZonedInput(instant, zone), zone)).toBe(instant);
    }
  });

  it('names the zone with its abbreviation at that time', () => {
    expect(zoneLabel('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe(
      'America/New_York (EST)',
    );
    expect(zoneLabel('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe(
      'America/New_York (EDT)',
    );
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});
