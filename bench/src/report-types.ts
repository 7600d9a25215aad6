import type { CodeState } from './code-state';
import type { MachineInfo } from './machine';
import type { DeliveryReport } from './section-delivery';
import type { KillFault, StopFault } from './section-faults';
import type { LeadThroughput } from './section-leads';
import type { PagesReport } from './section-pages';
import type { ProfileData } from './section-profile';
import type { Section } from './section';

export interface BenchReport {
  generatedAt: string;
  machine: MachineInfo;
  /** Whole run, build included. */
  durationSeconds: number;
  build: { distDir: string; seconds: number | null; emptyAppSeconds: number | null; next: string };
  /** The commit measured and whether the build had uncommitted changes (absent in older reports). */
  code?: CodeState;
  /** Sections that failed or were not available (absent in older reports): the run is incomplete. */
  problems?: string[];
  /** Sections that were asked for (a partial run leaves the others out). */
  sections: string[];
  pages: PagesReport;
  /** The CPU profile of `next start` serving a cached `/` under load (absent in older reports). */
  profile?: Section<ProfileData>;
  leads: Section<LeadThroughput>[];
  delivery?: Section<DeliveryReport>;
  faults: { kill: Section<KillFault>[]; postgresStop?: Section<StopFault> };
}
