import type { LeadType } from '@/lib/forms';

/** What the admin's Analytics tab shows (lib/analytics/report.ts computes it). */

/** The periods the admin's Analytics tab offers, in days (today included). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export interface PeriodFigure {
  current: number;
  previous: number;
}

export interface RankedRow {
  value: string;
  /** Page views (pages) or visits (everything else). */
  count: number;
  visitors: number;
  /** Share of visits with one page view (entry pages), 0-1; null without visits. */
  bounceRate?: number | null;
  /**
   * Leads counted here, and their share of its visitors (0-1): by the page where they were sent
   * (pages), else by where their visit began (entry page, referrer, UTM source and campaign).
   */
  leads?: number;
  conversionRate?: number | null;
}

export interface FormFunnel {
  type: LeadType;
  label: string;
  seen: number;
  started: number;
  submitted: number;
  /** Leads with a booked meeting now (contact and custom-solution leads can book one). */
  booked: number;
  contacted: number;
  qualified: number;
  won: number;
  /** Leads sent against the visitors who saw the form (0-1); null when none saw it. */
  conversionRate: number | null;
}

/** One UTC day's site-wide figures. */
export interface AnalyticsDay {
  day: string;
  visitors: number;
  pageviews: number;
  visits: number;
}

export interface AnalyticsReport {
  days: AnalyticsPeriod;
  /** UTC days, both included. */
  from: string;
  to: string;
  totals: {
    visitors: PeriodFigure;
    pageviews: PeriodFigure;
    visits: PeriodFigure;
    bounceRate: { current: number | null; previous: number | null };
  };
  /** Every day of the period, oldest first. */
  daily: AnalyticsDay[];
  tables: {
    pages: RankedRow[];
    entries: RankedRow[];
    referrers: RankedRow[];
    utmSources: RankedRow[];
    utmMediums: RankedRow[];
    utmCampaigns: RankedRow[];
    browsers: RankedRow[];
    systems: RankedRow[];
    devices: RankedRow[];
  };
  funnels: FormFunnel[];
}
