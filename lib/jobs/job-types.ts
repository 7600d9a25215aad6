import type { EmploymentType, JobFunction } from '@/lib/db/schema/jobs';

// Client components take the types from here: they import nothing under lib/db.
export type { EmploymentType, JobFunction };

/** A job posting as pages and the admin see it (plain JSON: it passes through caches and props). */
export interface Job {
  id: string;
  /** `${REQ_PREFIX}-${year}-${NNN}`, e.g. SON-2026-003. */
  reqNumber: string;
  title: string;
  function: JobFunction;
  description: string;
  /** One point per line, each starting with a dash. */
  qualifications: string;
  location: string;
  salaryRange: string;
  /** YYYY-MM-DD */
  datePosted: string;
  isActive: boolean;
  /** The job page's address under /careers; set at creation, never changed or reused. */
  slug: string;
  employmentType: EmploymentType;
  /** Closing date, YYYY-MM-DD: the last day the posting is open (company time zone). */
  validThrough: string;
  remote: boolean;
  /** ISO 8601: when the posting last changed (sitemap lastModified). */
  updatedAt: string;
}

/** A posting as the admin sees it: with the link to its page on the public site. */
export interface AdminJob extends Job {
  pageUrl: string;
}

/**
 * Qualifications are stored one point per line, each starting with a dash (how the admin types them). Lines
 * without a dash still count as points, so nothing an admin typed is dropped.
 */
export function splitQualifications(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-–•*]\s*/, '').trim())
    .filter((line) => line.length > 0);
}

/** A description's paragraphs: the admin separates them with a blank line. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
