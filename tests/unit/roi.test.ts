import { ROI_LIMITS, calculateRoi } from '@/lib/roi';

describe('calculateRoi', () => {
  it('gives the spec numbers for the defaults (30 calls, 5 min, $18/hr)', () => {
    expect(calculateRoi({ callsPerDay: 30, callDuration: 5, hourlyRate: 18 })).toEqual({
      minutesPerDay: 150,
      employeesNeeded: 1,
      humanMonthlyCost: 4320,
      aiMonthlyCost: 675,
      monthlySavings: 3645,
      savingsPercent: 84,
    });
  });

  it('rounds the savings percent to the nearest whole number (not down)', () => {
    // 7,920 / 25,920 = 30.56%
    const result = calculateRoi({ callsPerDay: 200, callDuration: 20, hourlyRate: 12 });
    expect(result.humanMonthlyCost).toBe(25920);
    expect(result.monthlySavings).toBeCloseTo(7920);
    expect(result.savingsPercent).toBe(31);
  });

  it('handles the low end of every slider', () => {
    const result = calculateRoi({ callsPerDay: 5, callDuration: 1, hourlyRate: 12 });
    expect(result.minutesPerDay).toBe(5);
    expect(result.employeesNeeded).toBe(1);
    expect(result.humanMonthlyCost).toBe(2880);
    expect(result.aiMonthlyCost).toBeCloseTo(22.5);
    expect(result.savingsPercent).toBe(99);
  });

  it('handles the high end of every slider', () => {
    const result = calculateRoi({ callsPerDay: 200, callDuration: 20, hourlyRate: 35 });
    expect(result.minutesPerDay).toBe(4000);
    expect(result.employeesNeeded).toBe(9); // ceil(4000 / 60 / 8) = ceil(8.33)
    expect(result.humanMonthlyCost).toBe(75600);
    expect(result.aiMonthlyCost).toBeCloseTo(18000);
    expect(result.monthlySavings).toBeCloseTo(57600);
    expect(result.savingsPercent).toBe(76);
  });

  it.each([
    [
      'calls per day',
      { callsPerDay: ROI_LIMITS.callsPerDay.max, callDuration: 5, hourlyRate: 18 },
      1000,
      3,
    ],
    [
      'call duration',
      { callsPerDay: 30, callDuration: ROI_LIMITS.callDuration.max, hourlyRate: 18 },
      600,
      2,
    ],
    [
      'call duration min',
      { callsPerDay: 30, callDuration: ROI_LIMITS.callDuration.min, hourlyRate: 18 },
      30,
      1,
    ],
  ])('scales staff with %s', (_name, inputs, minutes, employees) => {
    const result = calculateRoi(inputs);
    expect(result.minutesPerDay).toBe(minutes);
    expect(result.employeesNeeded).toBe(employees);
  });

  it('uses the hourly rate bounds linearly', () => {
    expect(
      calculateRoi({ callsPerDay: 30, callDuration: 5, hourlyRate: 35 }).humanMonthlyCost,
    ).toBe(8400);
    expect(
      calculateRoi({ callsPerDay: 30, callDuration: 5, hourlyRate: 12 }).humanMonthlyCost,
    ).toBe(2880);
  });

  it('rounds the savings percent to a whole number', () => {
    const { savingsPercent } = calculateRoi({ callsPerDay: 47, callDuration: 7, hourlyRate: 23 });
    expect(Number.isInteger(savingsPercent)).toBe(true);
  });
});
