import os from 'node:os';

export interface MachineInfo {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
  /** ISO time of the measurement. */
  date: string;
  /**
   * 1-minute load average when the section started: > 0.5 means other work shared the CPU (or a
   * build the run made just before).
   */
  loadAverage: number;
}

/** The facts every figure of the report carries: core count, Node version, date, load. */
export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** One line for the Markdown report: "2 cores · Node v20 · 2026-01-01T00:00Z · load 0.3". */
export function machineLine(info: MachineInfo): string {
  return `${info.cores} cores · Node ${info.node} · ${info.date.slice(0, 16).replace('T', ' ')} UTC · load ${info.loadAverage}`;
}
