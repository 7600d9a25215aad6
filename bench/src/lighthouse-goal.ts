import type { LighthouseResult } from './lighthouse';

/**
 * How far a route's median Performance may trail the framework floor's (the empty Next.js app's
 * /) measured in the same run. The goal follows the floor, not an absolute score, because
 * Lighthouse's simulated phone is this machine's CPU slowed down: an absolute score follows the
 * host's speed, the gap to the floor follows the site.
 */
export const FLOOR_MARGIN = 2;

/** The Performance a route needs: the floor's median minus the margin; null without a floor. */
export function performanceGoal(floor: LighthouseResult | undefined): number | null {
  // A floor lost to Lighthouse errors scored 0: it holds nothing to any goal.
  if (!floor || floor.errors.length > 0) return null;
  return floor.scores.performance - FLOOR_MARGIN;
}

/** Whether scores meet the Lighthouse goal: Performance at least `goal`, the rest 100. */
export function meetsGoal(scores: LighthouseResult['scores'], goal: number | null): boolean {
  return (
    goal !== null &&
    scores.performance >= goal &&
    scores.accessibility === 100 &&
    scores['best-practices'] === 100 &&
    scores.seo === 100
  );
}
