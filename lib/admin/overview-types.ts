import type { LeadType } from '@/lib/forms';

/** The periods the Overview offers, in days. */
export const OVERVIEW_PERIODS = [30, 90] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** A count now and in the period of equal length just before. */
export interface PeriodTotal {
  current: number;
  previous: number;
  /** Rounded change in percent; null when the previous period had none (no base to compare). */
  changePercent: number | null;
}

/** One company calendar day: submissions per form (0 when none). */
export type OverviewDay = { day: string } & Record<LeadType, number>;

export interface RankedValue {
  value: string;
  count: number;
}

/** An endpoint with deliveries that are retrying, held after 410 Gone, or dead. */
export interface FailingEndpoint {
  kind: string;
  /** The webhook setting it belongs to, for webhooks. */
  settingKey: string | null;
  /** Where it goes: a webhook's host, or an email address. */
  destination: string;
  failing: number;
  held: number;
  dead: number;
  lastAttemptAt: string | null;
}

export interface DeliveryHealth {
  /** Deliveries created in the period, and how many of them have been delivered. */
  total: number;
  delivered: number;
  /** delivered / total, null without deliveries. */
  deliveredShare: number | null;
  /** Deliveries now dead (out of retries), whenever they were created: each needs a replay. */
  deadNow: number;
  failingEndpoints: FailingEndpoint[];
}

/** What `GET /api/admin/overview` answers. */
export interface OverviewReport {
  days: OverviewPeriod;
  /** First and last company calendar day of the period (YYYY-MM-DD), and that time zone. */
  from: string;
  to: string;
  timeZone: string;
  forms: { type: LeadType; label: string }[];
  series: OverviewDay[];
  totals: { overall: PeriodTotal; perForm: ({ type: LeadType } & PeriodTotal)[] };
  /** Meetings booked in the period (still booked, not cancelled) against the period before. */
  meetingsBooked: PeriodTotal;
  topPages: RankedValue[];
  topCampaigns: RankedValue[];
  deliveries: DeliveryHealth;
  /** Submissions the spam checks caught in the period (not counted as submissions). */
  spamCaught: number;
}
