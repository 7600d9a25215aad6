/** AI voice agent price per minute of talk time (the published price the calculator compares). */
export const AI_PRICE_PER_MINUTE = 0.15;
const HOURS_PER_SHIFT = 8;
const DAYS_PER_MONTH = 30;

export const ROI_LIMITS = {
  callsPerDay: { min: 5, max: 200, default: 30 },
  callDuration: { min: 1, max: 20, default: 5 },
  hourlyRate: { min: 12, max: 35, default: 18 },
} as const;

export interface RoiInputs {
  callsPerDay: number;
  callDuration: number;
  hourlyRate: number;
}

interface RoiResult {
  minutesPerDay: number;
  employeesNeeded: number;
  humanMonthlyCost: number;
  aiMonthlyCost: number;
  monthlySavings: number;
  savingsPercent: number;
}

/** Monthly cost of staff answering the calls versus the AI agent. */
export function calculateRoi({ callsPerDay, callDuration, hourlyRate }: RoiInputs): RoiResult {
  const minutesPerDay = callsPerDay * callDuration;
  const employeesNeeded = Math.ceil(minutesPerDay / 60 / HOURS_PER_SHIFT);
  const humanMonthlyCost = employeesNeeded * hourlyRate * HOURS_PER_SHIFT * DAYS_PER_MONTH;
  const aiMonthlyCost = AI_PRICE_PER_MINUTE * minutesPerDay * DAYS_PER_MONTH;
  const monthlySavings = humanMonthlyCost - aiMonthlyCost;
  const savingsPercent =
    humanMonthlyCost === 0 ? 0 : Math.round((monthlySavings / humanMonthlyCost) * 100);
  return {
    minutesPerDay,
    employeesNeeded,
    humanMonthlyCost,
    aiMonthlyCost,
    monthlySavings,
    savingsPercent,
  };
}
