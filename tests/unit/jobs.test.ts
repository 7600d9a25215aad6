/** @jest-environment node */
import { jobFunctionLabel, JOB_FUNCTION_OPTIONS } from '@/lib/jobs/job-functions';
import {
  CLOSING_BEFORE_POSTED_MESSAGE,
  jobFormSchema,
  jobInputSchema,
} from '@/lib/jobs/job-schema';
import { parseJobLocation } from '@/lib/jobs/location';
import { splitQualifications } from '@/lib/jobs/job-types';
import { formatReqNumber } from '@/lib/jobs/job-store';
import { parseSalaryRange } from '@/lib/jobs/salary';

const valid = {
  title: 'Growth Marketer',
  function: 'marketing',
  description: 'Plan and run our campaigns.',
  qualifications: '- Five years of B2B marketing',
  location: 'Miami, FL',
  salaryRange: '$80k - $100k',
};

const messages = (input: unknown) => {
  const result = jobInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('jobInputSchema', () => {
  it('accepts a complete posting and defaults to active', () => {
    expect(jobInputSchema.parse(valid)).toEqual({
      ...valid,
      isActive: true,
      employmentType: 'FULL_TIME',
      remote: false,
    });
    expect(jobInputSchema.parse({ ...valid, isActive: false }).isActive).toBe(false);
  });

  it('gives the spec’s message for each missing or too-short field', () => {
    expect(messages({})).toEqual([
      'Job title is required',
      'Please select a job function',
      'Job description is required',
      'Qualifications are required',
      'Location is required',
      'Salary range is required',
    ]);
    expect(
      messages({
        title: 'A',
        function: 'finance',
        description: 'Too short',
        qualifications: 'Too short',
        location: 'X',
        salaryRange: '$',
      }),
    ).toEqual([
      'Job title is required',
      'Please select a job function',
      'Job description is required',
      'Qualifications are required',
      'Location is required',
      'Salary range is required',
    ]);
  });

  it('does not count surrounding spaces, and caps lengths', () => {
    expect(messages({ ...valid, title: '   A   ' })).toEqual(['Job title is required']);
    expect(jobInputSchema.parse({ ...valid, title: '  Growth Marketer  ' }).title).toBe(
      'Growth Marketer',
    );
    expect(messages({ ...valid, title: 'x'.repeat(121) })).toEqual([
      'Must be at most 120 characters',
    ]);
  });
});

describe('the closing date in the admin form', () => {
  it('accepts the posted day or later, or nothing (the default), and refuses an earlier day', () => {
    const schema = jobFormSchema('2026-03-02');
    expect(schema.parse({ ...valid, validThrough: '2026-03-02' }).validThrough).toBe('2026-03-02');
    expect(schema.parse({ ...valid, validThrough: '' }).validThrough).toBeUndefined();
    const early = schema.safeParse({ ...valid, validThrough: '2026-03-01' });
    expect(early.error?.issues).toMatchObject([
      { path: ['validThrough'], message: CLOSING_BEFORE_POSTED_MESSAGE },
    ]);
  });

  it('refuses a day that does not exist', () => {
    for (const validThrough of ['2026-02-30', '26-03-01', '0999-01-01', 'tomorrow']) {
      expect(jobInputSchema.safeParse({ ...valid, validThrough }).error?.issues).toMatchObject([
        { path: ['validThrough'], message: 'Enter the closing date as a valid date' },
      ]);
    }
  });
});

describe('requisition numbers', () => {
  it('pads the sequence to three digits', () => {
    expect(formatReqNumber('SON', 2026, 7)).toBe('SON-2026-007');
    expect(formatReqNumber('SON', 2026, 1234)).toBe('SON-2026-1234');
  });
});

describe('parseSalaryRange', () => {
  it.each([
    ['$95,000 - $130,000 base + commission', { minValue: 95000, maxValue: 130000, unit: 'YEAR' }],
    ['$90k-$110k', { minValue: 90000, maxValue: 110000, unit: 'YEAR' }],
    ['$40 - $55 per hour', { minValue: 40, maxValue: 55, unit: 'HOUR' }],
    ['$8,000/month', { minValue: 8000, unit: 'MONTH' }],
    ['$150,000 - $120,000', { minValue: 120000, maxValue: 150000, unit: 'YEAR' }],
  ])('reads %s', (text, expected) => {
    expect(parseSalaryRange(text)).toEqual({ currency: 'USD', ...expected });
  });

  it('gives null when there is no dollar amount', () => {
    expect(parseSalaryRange('Competitive, depending on experience')).toBeNull();
    expect(parseSalaryRange('$0')).toBeNull();
  });
});

describe('parseJobLocation', () => {
  it('recognises remote work and a US requirement', () => {
    expect(parseJobLocation('Remote (United States)')).toEqual({ kind: 'remote', country: 'US' });
    expect(parseJobLocation('Remote - US only')).toEqual({ kind: 'remote', country: 'US' });
    expect(parseJobLocation('Remote')).toEqual({ kind: 'remote' });
  });

  it('splits a city and state', () => {
    expect(parseJobLocation('New York, NY')).toEqual({
      kind: 'onsite',
      locality: 'New York',
      region: 'NY',
      country: 'US',
    });
    expect(parseJobLocation('Miami, FL (Hybrid)')).toMatchObject({
      locality: 'Miami',
      region: 'FL',
    });
    expect(parseJobLocation('London')).toEqual({ kind: 'onsite', locality: 'London' });
  });
});

describe('qualifications and functions', () => {
  it('splits qualifications into points, dropping dashes and blank lines', () => {
    expect(splitQualifications('- One\n\n  - Two  \n• Three\nFour')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
  });

  it('labels the five functions in tab order', () => {
    expect(JOB_FUNCTION_OPTIONS.map((option) => option.label)).toEqual([
      'Sales',
      'Marketing',
      'Operations',
      'Tech',
      'Executive',
    ]);
    expect(jobFunctionLabel('tech')).toBe('Tech');
  });
});
