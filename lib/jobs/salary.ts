type SalaryUnit = 'HOUR' | 'WEEK' | 'MONTH' | 'YEAR';

interface ParsedSalary {
  currency: 'USD';
  minValue: number;
  /** Missing when the text names a single amount. */
  maxValue?: number;
  unit: SalaryUnit;
}

const AMOUNT = /\$\s*(\d[\d,]*(?:\.\d+)?)\s*([kK])?/g;

function unitOf(text: string): SalaryUnit {
  if (/\b(hour|hourly|hr)\b/i.test(text)) return 'HOUR';
  if (/\b(week|weekly|wk)\b/i.test(text)) return 'WEEK';
  if (/\b(month|monthly|mo)\b/i.test(text)) return 'MONTH';
  return 'YEAR';
}

/**
 * Reads a free-text salary range ("$95,000 - $130,000 base + commission", "$45/hour", "$90k-$110k")
 * for structured data. Text without a dollar amount gives null: no number is better than a guess.
 */
export function parseSalaryRange(text: string): ParsedSalary | null {
  const amounts = [...text.matchAll(AMOUNT)].map((match) => {
    const value = Number.parseFloat((match[1] ?? '').replace(/,/g, ''));
    return match[2] ? value * 1_000 : value;
  });
  const [first, second] = amounts.filter((value) => Number.isFinite(value) && value > 0);
  if (first === undefined) return null;
  const unit = unitOf(text);
  if (second === undefined) return { currency: 'USD', minValue: first, unit };
  return {
    currency: 'USD',
    minValue: Math.min(first, second),
    maxValue: Math.max(first, second),
    unit,
  };
}
