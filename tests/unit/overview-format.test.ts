/** @jest-environment node */
import { dayLabel, shareText, totalText } from '@/components/admin/overview/overview-format';

describe('overview texts', () => {
  it('states the total against the previous period', () => {
    expect(totalText({ current: 42, previous: 36, changePercent: 17 }, 30)).toBe(
      '42 submissions, +17% vs previous 30 days',
    );
    expect(totalText({ current: 1, previous: 2, changePercent: -50 }, 90)).toBe(
      '1 submission, -50% vs previous 90 days',
    );
    expect(totalText({ current: 3, previous: 3, changePercent: 0 }, 30)).toBe(
      '3 submissions, 0% vs previous 30 days',
    );
  });

  it('gives no percentage when the previous period had none', () => {
    expect(totalText({ current: 5, previous: 0, changePercent: null }, 30)).toBe(
      '5 submissions, none in the previous 30 days',
    );
  });

  it('never rounds a failure up to 100% delivered', () => {
    expect(shareText(0.9999)).toBe('99.9%');
    expect(shareText(1)).toBe('100%');
    expect(shareText(null)).toBe('–');
  });

  it('labels a company day without shifting it to another time zone', () => {
    expect(dayLabel('2026-03-08')).toBe('Mar 8');
    expect(dayLabel('2026-11-01')).toBe('Nov 1');
  });

  it('leaves a value that is no day as it is, instead of throwing', () => {
    expect(dayLabel('')).toBe('');
    expect(dayLabel('undefined')).toBe('undefined');
  });
});
