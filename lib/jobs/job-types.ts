import type { JobFunction } from '@/lib/db/schema/jobs';

// Client components take the type from here: they import nothing under lib/db.
export type { JobFunction };

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
