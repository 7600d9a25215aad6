import { machineInfo, type MachineInfo } from './machine';

export type SectionStatus = 'ok' | 'not-available' | 'failed' | 'skipped';

/** One part of the report: its figures plus the machine facts at the time they were measured. */
export interface Section<T> {
  /** The name it ran under ("fault: kill on PGlite"); absent in older reports. */
  name?: string;
  status: SectionStatus;
  machine: MachineInfo;
  seconds: number;
  /** Why a section has no figures ("not available yet", the error). */
  note?: string;
  data?: T;
}

export class NotAvailable extends Error {}

export function log(line: string): void {
  const time = new Date().toISOString().slice(11, 19);
  console.log(`[bench ${time}] ${line}`);
}

/** Runs a section, timing it and turning "not available" and errors into a status, never a number. */
export async function runSection<T>(name: string, work: () => Promise<T>): Promise<Section<T>> {
  const machine = machineInfo();
  const started = Date.now();
  log(`${name}: start (load average ${machine.loadAverage})`);
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  try {
    const data = await work();
    log(`${name}: done in ${seconds()} s`);
    return { name, status: 'ok', machine, seconds: seconds(), data };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NotAvailable) {
      log(`${name}: not available yet: ${message}`);
      return { name, status: 'not-available', machine, seconds: seconds(), note: message };
    }
    log(`${name}: FAILED: ${error instanceof Error ? (error.stack ?? message) : message}`);
    return { name, status: 'failed', machine, seconds: seconds(), note: message };
  }
}
