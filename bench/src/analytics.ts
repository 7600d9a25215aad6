/**
 * `npm run bench -- --analytics [--database-url=postgresql://...] [--only=beacon,ingest,reports]`:
 * the visitor analytics' goals, on PostgreSQL.
 *
 * - ingest: requests/s and p99 of `POST /api/event` (a beacon's body, a desktop Chrome's user
 *   agent) against `/api/bench-empty`, a route answering 204 without doing anything, in the same
 *   build, on the same server: 16 connections, 3 runs of 3 s per route taken in turn after a
 *   warm-up, at least 0.7x the empty route's requests/s; then 3 runs of 3 s per route at an even
 *   0.7x of that rate, the median p99 under 50 ms. Then each event answered 204 is looked up in
 *   analytics_events once the buffer is written: stored exactly once. The same with two instances
 *   on the one database sharing the load.
 * - reports: 1,000,000 events over 180 days, rolled up by the hourly upkeep as in production, then
 *   analyticsReport for 7, 30 and 90 days, 10 timed runs each after 2 warm-ups. Goal: a median
 *   under 1 s for 90 days.
 * - beacon: the beacon's code, gzip: at most 1 KB.
 *
 * bench/run.sh builds the site for it with SONARA_BENCH_ROUTES=1 into .next-bench-analytics (the
 * only build with the empty route). Without a URL it starts the benchmarks' private PostgreSQL;
 * with one it creates (and drops) its databases there (the role needs CREATEDB). Prints the
 * figures, writes bench/.work/analytics.json and exits 1 when a goal fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { runAnalyticsUpkeep } from '@/lib/analytics/rollup';
import { analyticsReport } from '@/lib/analytics/report';
import type { AnalyticsPeriod } from '@/lib/analytics/report-types';
import { openDatabase, selectRows } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { seedAnalyticsEvents } from './analytics-data';
import { measureBeacon, type BeaconSize } from './beacon-size';
import { measuredCodeState } from './code-state';
import { machineInfo, machineLine } from './machine';
import { WORK_DIR } from './paths';
import { startBenchPostgres } from './postgres';
import { startSite, type RunningServer } from './processes';
import { log } from './section';
import { median, nowMs, percentile, round, sleep } from './stats';

const PARTS = ['beacon', 'ingest', 'reports'] as const;
type Part = (typeof PARTS)[number];

const DATABASE = 'sonara_bench_analytics';
const JSON_FILE = path.join(WORK_DIR, 'analytics.json');

const CONNECTIONS = 16;
const WARMUP_SECONDS = 1;
const RUN_SECONDS = 3;
const ROUNDS = 3;
/**
 * The paced runs: each route at an even 0.7x the empty route's rate, ROUNDS runs of this long
 * taken in turn, so a moment of other work on the machine falls into one run, not the figure.
 */
const PACED_SECONDS = 3;
/** The two-instance run: both at once, half the connections each. */
const PAIR_SECONDS = 10;
const RATIO_GOAL = 0.7;
const P99_GOAL_MS = 50;

const EVENTS = 1_000_000;
const DAYS = 180;
/** ANALYTICS_RAW_DAYS's default: the upkeep deletes raw events older than this, as in production. */
const RAW_DAYS = 30;
const PERIODS: AnalyticsPeriod[] = [7, 30, 90];
const REPORT_WARMUPS = 2;
const REPORT_RUNS = 10;
const REPORT_GOAL_MS = 1000;

const EVENT_ROUTE = '/api/event';
const EMPTY_ROUTE = '/api/bench-empty';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The client networks the load comes from: /24s of 198.18.0.0/15, the range set aside for
 * benchmarks. The site drops (with the same 204) more than 600 events a minute from one network
 * to one instance; spread over 512 networks, the load stays below that up to 5,120 events/s.
 */
const NETWORKS = 512;
const NETWORK_LIMIT_PER_MINUTE = 600;

// ---------------------------------------------------------------------------------------------
// Databases

interface BenchDatabases {
  /** Creates (or re-creates) a database and returns its URL. */
  create: (name: string) => Promise<string>;
  drop: (name: string) => Promise<void>;
  close: () => Promise<void>;
}

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database of the run. FORCE ends this role's sessions on it, but not an autovacuum worker
 * (PostgreSQL starts one after the upkeep deletes most raw events): that drop is refused with
 * 42501 until the worker ends by itself, so it is tried again for up to 30 s.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Databases on the given server, or on the benchmarks' private one (removed at the end). */
async function benchDatabases(): Promise<BenchDatabases> {
  const given = argument('database-url');
  if (!given) {
    const server = await startBenchPostgres();
    return {
      create: server.createDatabase,
      drop: async () => {},
      close: async () => server.destroy(),
    };
  }
  const drop = (name: string) => dropDatabase(given, name);
  return {
    create: async (name) => {
      await drop(name);
      await adminQuery(given, `create database ${name}`);
      const url = new URL(given);
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop,
    close: async () => {},
  };
}

// ---------------------------------------------------------------------------------------------
// Ingest

/** Every beacon the bench sends has a number of its own, across routes and runs. */
let nextBeacon = 0;

/** Beacon n's client: network n mod 512, so consecutive requests come from different networks. */
function clientAddress(n: number): string {
  const network = n % NETWORKS;
  return `198.${18 + (network >> 8)}.${network & 255}.${1 + (Math.floor(n / NETWORKS) % 254)}`;
}

/**
 * An entry page view from Google with a UTM tag, what a visit's first beacon sends. Its path
 * carries its number, so each stored row can be matched with the request that sent it.
 */
function beaconBody(n: number): string {
  return JSON.stringify({
    n: 'pageview',
    p: `/visit/${n}`,
    e: 1,
    r: 'https://www.google.com/',
    q: '?utm_source=x',
  });
}

/** A browser's beacon: same-origin fetch of a text body, with no cookie. */
function beaconHeaders(server: RunningServer): Record<string, string> {
  return {
    'content-type': 'text/plain;charset=UTF-8',
    origin: server.url,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    'user-agent': CHROME,
  };
}

interface LoadRun {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Answers 204. */
  noContent: number;
  otherStatus: number;
  errors: number;
  timeouts: number;
}

/**
 * `seconds` of beacons to one route over `connections` keep-alive connections (autocannon). The
 * number of each beacon answered 204 goes into `answered`: autocannon keeps one context per
 * connection from a request's setup to its answer (one request at a time on each).
 */
async function postBeacons(
  server: RunningServer,
  route: string,
  seconds: number,
  connections: number,
  answered: Set<number>,
): Promise<LoadRun> {
  const result = await autocannon({
    url: `${server.url}${route}`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: route,
        headers: beaconHeaders(server),
        setupRequest: (request, context) => {
          const n = nextBeacon;
          nextBeacon += 1;
          context.beacon = n;
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': clientAddress(n) },
            body: beaconBody(n),
          };
        },
        onResponse: (status, _body, context) => {
          if (status === 204) answered.add(context.beacon as number);
        },
      },
    ],
  });
  const noContent = result.statusCodeStats['204']?.count ?? 0;
  const all = Object.values(result.statusCodeStats).reduce((sum, stat) => sum + stat.count, 0);
  return {
    requestsPerSecond: round(result.requests.average, 1),
    latencyP50Ms: round(result.latency.p50, 1),
    latencyP99Ms: round(result.latency.p99, 1),
    noContent,
    otherStatus: all - noContent,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** One beacon over `agent`'s keep-alive connections; resolves with its number and status. */
function sendBeacon(
  server: RunningServer,
  route: string,
  agent: http.Agent,
): Promise<{ n: number; status: number }> {
  const n = nextBeacon;
  nextBeacon += 1;
  const body = beaconBody(n);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${route}`,
      {
        method: 'POST',
        agent,
        headers: {
          ...beaconHeaders(server),
          'x-forwarded-for': clientAddress(n),
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ n, status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** One beacon: fails unless the route answers 204 (a build without the empty route). */
async function postOne(server: RunningServer, route: string, answered: Set<number>) {
  const agent = new http.Agent();
  try {
    const { n, status } = await sendBeacon(server, route, agent);
    if (status !== 204) {
      throw new Error(
        `${route} answered ${status}` +
          (route === EMPTY_ROUTE ? ' (build with SONARA_BENCH_ROUTES=1: bench/run.sh does)' : ''),
      );
    }
    answered.add(n);
  } finally {
    agent.destroy();
  }
}

/**
 * `rate` beacons a second at an even pace for `seconds`, over `agent`'s keep-alive connections:
 * the latency a visitor sees while the server takes that rate. autocannon's own rate limit sends
 * each second's share in a burst at its start, which measures a queue instead. Each latency runs
 * from when the request was due, so a server that falls behind is not flattered.
 */
async function pacedBeacons(
  agent: http.Agent,
  server: RunningServer,
  route: string,
  rate: number,
  seconds: number,
  answered: Set<number>,
): Promise<LoadRun> {
  const latencies: number[] = [];
  let noContent = 0;
  let otherStatus = 0;
  let errors = 0;
  const sent: Promise<void>[] = [];
  const total = Math.round(rate * seconds);
  const start = nowMs();
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - nowMs();
    if (wait > 0) await sleep(wait);
    sent.push(
      sendBeacon(server, route, agent).then(
        ({ n, status }) => {
          latencies.push(nowMs() - due);
          if (status === 204) {
            noContent += 1;
            answered.add(n);
          } else {
            otherStatus += 1;
          }
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(sent);
  const elapsed = (nowMs() - start) / 1000;
  return {
    requestsPerSecond: round(latencies.length / elapsed, 1),
    latencyP50Ms: round(percentile(latencies, 50), 1),
    latencyP99Ms: round(percentile(latencies, 99), 1),
    noContent,
    otherStatus,
    errors,
    timeouts: 0,
  };
}

/** How the 204s of a phase compare with the rows stored. */
interface Accounting {
  /** Events answered 204. */
  answered: number;
  /** Rows stored for the phase's beacons. */
  stored: number;
  /** Answered 204 but not stored: lost. */
  missing: number;
  /** Stored more than once. */
  duplicated: number;
  /** Stored without a 204 seen: sent as a run ended (autocannon stops waiting for answers then). */
  storedUnanswered: number;
  exactlyOnce: boolean;
  /** Seconds from the end of the load until every write had landed. */
  flushSeconds: number;
}

/**
 * Waits until the instances have written their buffers (the count has not changed for 3 s; they
 * write once a second), then matches the stored beacons numbered from `first` on with `answered`.
 */
async function account(client: Client, first: number, answered: Set<number>): Promise<Accounting> {
  const started = nowMs();
  let last = -1;
  let stableSince = nowMs();
  let settledAt = nowMs();
  while (nowMs() - stableSince < 3_000 && nowMs() - started < 60_000) {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from analytics_events',
    );
    const count = Number(rows[0]?.n ?? 0);
    if (count !== last) {
      last = count;
      stableSince = nowMs();
      settledAt = nowMs();
    }
    await sleep(250);
  }
  const { rows } = await client.query<{ path: string }>(
    `select path from analytics_events where path like '/visit/%'`,
  );
  const times = new Map<number, number>();
  for (const { path: visited } of rows) {
    const n = Number(visited.slice('/visit/'.length));
    if (n >= first) times.set(n, (times.get(n) ?? 0) + 1);
  }
  let missing = 0;
  for (const n of answered) if (!times.has(n)) missing += 1;
  let duplicated = 0;
  let storedUnanswered = 0;
  let stored = 0;
  for (const [n, count] of times) {
    stored += count;
    if (count > 1) duplicated += 1;
    if (!answered.has(n)) storedUnanswered += 1;
  }
  return {
    answered: answered.size,
    stored,
    missing,
    duplicated,
    storedUnanswered,
    exactlyOnce: missing === 0 && duplicated === 0,
    flushSeconds: round((settledAt - started) / 1000, 1),
  };
}

interface RouteFigures {
  route: string;
  /** Medians of the runs. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  runs: LoadRun[];
}

function routeFigures(route: string, runs: LoadRun[]): RouteFigures {
  const pick = (get: (run: LoadRun) => number) => round(median(runs.map(get)), 1);
  return {
    route,
    requestsPerSecond: pick((run) => run.requestsPerSecond),
    latencyP50Ms: pick((run) => run.latencyP50Ms),
    latencyP99Ms: pick((run) => run.latencyP99Ms),
    runs,
  };
}

interface IngestResult {
  machine: string;
  connections: number;
  runSeconds: number;
  rounds: number;
  /** At saturation: CONNECTIONS connections, each sending its next request on an answer. */
  empty: RouteFigures;
  event: RouteFigures;
  ratio: number;
  /** Each route at an even RATIO_GOAL x the empty route's rate: the p99 goal's figure. */
  paced: { rate: number; seconds: number; empty: RouteFigures; event: RouteFigures };
  oneInstance: Accounting;
  twoInstances: {
    seconds: number;
    /** Each instance's run, at the same time, half the connections each. */
    runs: LoadRun[];
    requestsPerSecond: number;
    accounting: Accounting;
  };
  /**
   * The most events one network sent one instance in the whole run, a bound on any minute's (the
   * site drops past 600 a minute).
   */
  mostPerNetwork: number;
  withinGoals: boolean;
}

/** A standalone server on the database, trusting X-Forwarded-For as behind the site's proxy. */
function startIngestSite(name: string, databaseUrl: string): Promise<RunningServer> {
  return startSite({ name, databaseUrl, env: { TRUST_PROXY: 'true' } });
}

async function measureIngest(databases: BenchDatabases): Promise<IngestResult> {
  const machine = machineLine(machineInfo());
  const url = await databases.create(DATABASE);
  const client = new Client({ connectionString: url });
  const servers: RunningServer[] = [];
  const agents: http.Agent[] = [];
  // Events each instance took in, for the per-network limit.
  const taken = new Map<RunningServer, number>();
  const tally = (server: RunningServer, run: LoadRun) =>
    taken.set(server, (taken.get(server) ?? 0) + run.noContent);
  try {
    // The first instance applies the migrations; the second starts once they are in.
    const one = await startIngestSite('analytics-ingest-1', url);
    servers.push(one);
    await client.connect();
    const discarded = new Set<number>();
    const answered = new Set<number>();
    await postOne(one, EMPTY_ROUTE, discarded);
    await postOne(one, EVENT_ROUTE, answered);
    await postBeacons(one, EMPTY_ROUTE, WARMUP_SECONDS, CONNECTIONS, discarded);
    tally(one, await postBeacons(one, EVENT_ROUTE, WARMUP_SECONDS, CONNECTIONS, answered));
    const emptyRuns: LoadRun[] = [];
    const eventRuns: LoadRun[] = [];
    for (let run = 1; run <= ROUNDS; run += 1) {
      const empty = await postBeacons(one, EMPTY_ROUTE, RUN_SECONDS, CONNECTIONS, discarded);
      const event = await postBeacons(one, EVENT_ROUTE, RUN_SECONDS, CONNECTIONS, answered);
      tally(one, event);
      emptyRuns.push(empty);
      eventRuns.push(event);
      log(
        `analytics ingest round ${run}/${ROUNDS}: empty ${empty.requestsPerSecond} req/s (p99 ${empty.latencyP99Ms} ms), event ${event.requestsPerSecond} req/s (p99 ${event.latencyP99Ms} ms)`,
      );
    }
    const empty = routeFigures(EMPTY_ROUTE, emptyRuns);
    const event = routeFigures(EVENT_ROUTE, eventRuns);
    const rate = Math.round(empty.requestsPerSecond * RATIO_GOAL);
    // Connections opened once, before the timed runs: opening them costs the first requests of a
    // run alike on both routes, and a page's beacon reuses the connection the page came on.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    agents.push(agent);
    await pacedBeacons(agent, one, EMPTY_ROUTE, rate, WARMUP_SECONDS, discarded);
    tally(one, await pacedBeacons(agent, one, EVENT_ROUTE, rate, WARMUP_SECONDS, answered));
    const pacedEmpty: LoadRun[] = [];
    const pacedEvent: LoadRun[] = [];
    for (let run = 1; run <= ROUNDS; run += 1) {
      const empty = await pacedBeacons(agent, one, EMPTY_ROUTE, rate, PACED_SECONDS, discarded);
      const event = await pacedBeacons(agent, one, EVENT_ROUTE, rate, PACED_SECONDS, answered);
      tally(one, event);
      pacedEmpty.push(empty);
      pacedEvent.push(event);
      log(
        `analytics ingest at ${rate} req/s, round ${run}/${ROUNDS}: empty p99 ${empty.latencyP99Ms} ms, event p99 ${event.latencyP99Ms} ms`,
      );
    }
    const paced = {
      rate,
      seconds: PACED_SECONDS,
      empty: routeFigures(EMPTY_ROUTE, pacedEmpty),
      event: routeFigures(EVENT_ROUTE, pacedEvent),
    };
    const oneInstance = await account(client, 0, answered);
    log(`analytics ingest, one instance: ${JSON.stringify(oneInstance)}`);

    const two = await startIngestSite('analytics-ingest-2', url);
    servers.push(two);
    const first = nextBeacon;
    const pairAnswered = new Set<number>();
    tally(two, await postBeacons(two, EVENT_ROUTE, WARMUP_SECONDS, CONNECTIONS, pairAnswered));
    const half = CONNECTIONS / 2;
    const pairRuns = await Promise.all(
      [one, two].map((server) =>
        postBeacons(server, EVENT_ROUTE, PAIR_SECONDS, half, pairAnswered),
      ),
    );
    tally(one, pairRuns[0] as LoadRun);
    tally(two, pairRuns[1] as LoadRun);
    const pairAccounting = await account(client, first, pairAnswered);
    const pairRate = round(
      pairRuns.reduce((sum, run) => sum + run.requestsPerSecond, 0),
      1,
    );
    log(`analytics ingest, two instances: ${pairRate} req/s, ${JSON.stringify(pairAccounting)}`);

    const ratio = round(event.requestsPerSecond / empty.requestsPerSecond, 3);
    const mostPerNetwork = Math.ceil(Math.max(...taken.values()) / NETWORKS);
    return {
      machine,
      connections: CONNECTIONS,
      runSeconds: RUN_SECONDS,
      rounds: ROUNDS,
      empty,
      event,
      ratio,
      paced,
      oneInstance,
      twoInstances: {
        seconds: PAIR_SECONDS,
        runs: pairRuns,
        requestsPerSecond: pairRate,
        accounting: pairAccounting,
      },
      mostPerNetwork,
      withinGoals:
        ratio >= RATIO_GOAL &&
        paced.event.latencyP99Ms < P99_GOAL_MS &&
        oneInstance.exactlyOnce &&
        pairAccounting.exactlyOnce,
    };
  } finally {
    for (const agent of agents) agent.destroy();
    for (const server of servers) await server.stop();
    await client.end().catch(() => {});
    await databases.drop(DATABASE);
  }
}

// ---------------------------------------------------------------------------------------------
// Reports

interface ReportTiming {
  days: AnalyticsPeriod;
  runs: number;
  medianMs: number;
  maxMs: number;
  pageviews: number;
  visitors: number;
  visits: number;
}

interface ReportsResult {
  machine: string;
  events: number;
  days: number;
  seedSeconds: number;
  /** The upkeep: every ended day rolled up, raw events past RAW_DAYS deleted. */
  upkeepSeconds: number;
  daysRolledUp: number;
  rawDeleted: number;
  rawLeft: number;
  dailyRows: number;
  timings: ReportTiming[];
  withinGoals: boolean;
}

async function timeReport(
  db: Parameters<typeof analyticsReport>[0],
  days: AnalyticsPeriod,
): Promise<ReportTiming> {
  for (let run = 0; run < REPORT_WARMUPS; run += 1) await analyticsReport(db, days);
  const times: number[] = [];
  let last = await analyticsReport(db, days);
  for (let run = 0; run < REPORT_RUNS; run += 1) {
    const started = nowMs();
    last = await analyticsReport(db, days);
    times.push(nowMs() - started);
  }
  const timing = {
    days,
    runs: REPORT_RUNS,
    medianMs: round(median(times), 1),
    maxMs: round(Math.max(...times), 1),
    pageviews: last.totals.pageviews.current,
    visitors: last.totals.visitors.current,
    visits: last.totals.visits.current,
  };
  log(`analytics report ${days} days: ${JSON.stringify(timing)}`);
  return timing;
}

async function measureReports(databases: BenchDatabases): Promise<ReportsResult> {
  const url = await databases.create(DATABASE);
  const handle = openDatabase({ databaseUrl: url });
  try {
    await migrateDatabase(handle);
    let started = nowMs();
    const events = await seedAnalyticsEvents(handle.db, EVENTS, DAYS);
    const seedSeconds = round((nowMs() - started) / 1000, 1);
    log(`analytics reports: ${events} events over ${DAYS} days made in ${seedSeconds} s`);
    if (events !== EVENTS) throw new Error(`${events} events made instead of ${EVENTS}`);
    started = nowMs();
    const upkeep = await runAnalyticsUpkeep(handle.db, new Date(), RAW_DAYS);
    const upkeepSeconds = round((nowMs() - started) / 1000, 1);
    if (!upkeep) throw new Error('the upkeep found its hour claimed in a new database');
    await handle.db.execute(sql`analyze analytics_events, analytics_daily`);
    const [sizes] = await selectRows<{ raw: number; daily: number }>(
      handle.db,
      sql`select (select count(*) from analytics_events)::int as raw,
                 (select count(*) from analytics_daily)::int as daily`,
    );
    log(
      `analytics reports: upkeep rolled up ${upkeep.rolledUp.length} days in ${upkeepSeconds} s, deleted ${upkeep.rawDeleted} raw events (${sizes?.raw} left, ${sizes?.daily} daily rows)`,
    );
    const machine = machineLine(machineInfo());
    const timings: ReportTiming[] = [];
    for (const days of PERIODS) timings.push(await timeReport(handle.db, days));
    const ninety = timings.find((timing) => timing.days === 90);
    return {
      machine,
      events,
      days: DAYS,
      seedSeconds,
      upkeepSeconds,
      daysRolledUp: upkeep.rolledUp.length,
      rawDeleted: upkeep.rawDeleted,
      rawLeft: sizes?.raw ?? 0,
      dailyRows: sizes?.daily ?? 0,
      timings,
      withinGoals: ninety !== undefined && ninety.medianMs < REPORT_GOAL_MS,
    };
  } finally {
    await handle.close();
    await databases.drop(DATABASE);
  }
}

// ---------------------------------------------------------------------------------------------

interface AnalyticsBench {
  measuredAt: string;
  commit: string | null;
  /** Files outside bench/ differed from the commit when the site was built. */
  dirty: boolean;
  beacon?: BeaconSize & { withinGoal: boolean };
  ingest?: IngestResult;
  reports?: ReportsResult;
}

function parts(): Set<Part> {
  const only = argument('only');
  const chosen = only ? only.split(',') : [...PARTS];
  for (const part of chosen) {
    if (!(PARTS as readonly string[]).includes(part)) {
      throw new Error(`Unknown part ${part} (one of ${PARTS.join(', ')})`);
    }
  }
  return new Set(chosen as Part[]);
}

function goals(bench: AnalyticsBench): { goal: string; measured: string; pass: boolean }[] {
  const rows = [];
  const { beacon, ingest, reports } = bench;
  if (ingest) {
    rows.push(
      {
        goal: `ingest >= ${RATIO_GOAL}x the empty route`,
        measured: `${ingest.event.requestsPerSecond} / ${ingest.empty.requestsPerSecond} req/s = ${ingest.ratio}x`,
        pass: ingest.ratio >= RATIO_GOAL,
      },
      {
        goal: `ingest p99 < ${P99_GOAL_MS} ms at ${ingest.paced.rate} req/s`,
        measured: `${ingest.paced.event.latencyP99Ms} ms (empty route ${ingest.paced.empty.latencyP99Ms} ms; saturated ${ingest.event.latencyP99Ms} / ${ingest.empty.latencyP99Ms} ms)`,
        pass: ingest.paced.event.latencyP99Ms < P99_GOAL_MS,
      },
    );
    for (const [name, counted] of [
      ['one instance', ingest.oneInstance],
      ['two instances', ingest.twoInstances.accounting],
    ] as const) {
      rows.push({
        goal: `every 204 stored once (${name})`,
        measured: `${counted.answered} answered, ${counted.stored} stored, ${counted.missing} missing, ${counted.duplicated} twice`,
        pass: counted.exactlyOnce,
      });
    }
  }
  if (reports) {
    for (const timing of reports.timings) {
      rows.push({
        goal: `report ${timing.days} days${timing.days === 90 ? ` < ${REPORT_GOAL_MS} ms` : ''}`,
        measured: `median ${timing.medianMs} ms, max ${timing.maxMs} ms`,
        pass: timing.days !== 90 || timing.medianMs < REPORT_GOAL_MS,
      });
    }
  }
  if (beacon) {
    rows.push({
      goal: `beacon <= ${beacon.budgetBytes} B gzip`,
      measured: `${beacon.gzipBytes} B gzip (${beacon.rawBytes} B minified)`,
      pass: beacon.withinGoal,
    });
  }
  return rows;
}

async function main() {
  const chosen = parts();
  const code = measuredCodeState();
  const bench: AnalyticsBench = {
    measuredAt: new Date().toISOString(),
    commit: code.commit,
    dirty: code.dirty,
  };
  if (chosen.has('beacon')) {
    const size = measureBeacon();
    bench.beacon = { ...size, withinGoal: size.gzipBytes <= size.budgetBytes };
  }
  if (chosen.has('ingest') || chosen.has('reports')) {
    const databases = await benchDatabases();
    try {
      if (chosen.has('ingest')) bench.ingest = await measureIngest(databases);
      if (chosen.has('reports')) bench.reports = await measureReports(databases);
    } finally {
      await databases.close();
    }
  }
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(JSON_FILE, `${JSON.stringify(bench, null, 2)}\n`);
  const table = goals(bench);
  console.table(table);
  if (bench.ingest && bench.ingest.mostPerNetwork > NETWORK_LIMIT_PER_MINUTE) {
    log(
      `analytics: one network sent one instance up to ${bench.ingest.mostPerNetwork} events: the limit may have dropped some`,
    );
  }
  log(`analytics: commit ${code.commit}${code.dirty ? ' (with changes)' : ''}; wrote ${JSON_FILE}`);
  if (table.some((row) => !row.pass)) {
    log('analytics: a goal FAILED');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
