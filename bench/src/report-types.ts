import type { BeaconSize } from './beacon-size';
import type { CodeState } from './code-state';
import type { LighthouseReport } from './lighthouse';
import type { LineCount } from './line-count';
import type { MachineInfo } from './machine';
import type { Section } from './section';
import type { DeliveryReport } from './section-delivery';
import type { KillFault, StopFault } from './section-faults';
import type { FrontReport } from './section-front';
import type { LeadThroughput } from './section-leads';
import type { PageSize } from './section-sizes';

/** Everything one `npm run bench` measured (bench/.work/report.json; bench/report.md renders it). */
export interface BenchReport {
  generatedAt: string;
  machine: MachineInfo;
  /** Whole run, builds included. */
  durationSeconds: number;
  build: { seconds: number | null; emptyAppSeconds: number | null; next: string };
  code: CodeState;
  /** Sections asked for, and what kept the run from being complete. */
  sections: string[];
  problems: string[];
  lines: LineCount;
  lighthouse?: Section<LighthouseReport>;
  sizes?: Section<PageSize[]>;
  /** The analytics beacon's gzip size (measured with the sizes). */
  beacon?: Section<BeaconSize>;
  front?: Section<FrontReport>;
  leads: Section<LeadThroughput>[];
  delivery?: Section<DeliveryReport>;
  faults: Section<KillFault | StopFault>[];
}
