#!/usr/bin/env bash
# `npm run bench`: installs what the benchmarks need when missing (Debian's nginx, Chromium and
# PostgreSQL; the npm packages), builds the site once into its own folder and the empty app, then
# runs every benchmark and writes bench/report.md and bench/report.json. It exits non-zero when a
# section failed or was not available; a full run then leaves bench/report.* as they were and
# writes its report to bench/.work/ instead.
#   npm run bench -- --only=lighthouse,leads   some sections (report in bench/.work/)
#   npm run bench -- --only=profile            the CPU profile of `next start` serving a cached /
#   npm run bench -- --quick                   short runs, to check the harness
#   BENCH_SKIP_BUILD=1 npm run bench           reuse the existing builds
#   npm run bench -- --render                  rewrite report.md from report.json and findings.md
#   npm run bench -- --inbox                   only the leads inbox with 100,000 leads in PostgreSQL
#                                              (BENCH_INBOX_DATABASE_URL: measure on that server)
#   npm run bench -- --overview [--database-url=URL]  the admin Overview's queries on 100,000 leads
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--render" ]; then
  npx tsx --conditions=react-server bench/src/main.ts --render
  # The leads inbox keeps its own figures (bench/leads-inbox.json); its section goes back in.
  exec npx tsx --conditions=react-server bench/src/leads-inbox.ts --render
fi

# The leads inbox needs no build: PostgreSQL (BENCH_INBOX_DATABASE_URL, or the bench's own) only.
if [ "${1:-}" = "--inbox" ]; then
  [ -n "${BENCH_INBOX_DATABASE_URL:-}" ] || BENCH_DEPS=1 bash scripts/ci/ensure-system-deps.sh
  exec npx tsx --conditions=react-server bench/src/leads-inbox.ts
fi

# The admin Overview's queries on 100,000 leads; needs no build (see bench/src/overview.ts).
if [ "${1:-}" = "--overview" ]; then
  shift
  exec npx tsx --conditions=react-server bench/src/overview.ts "$@"
fi

BENCH_DEPS=1 bash scripts/ci/ensure-system-deps.sh
[ -d node_modules/next ] || npm ci --no-audit --no-fund --loglevel=error

export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-bench}"
export NEXT_TELEMETRY_DISABLED=1
mkdir -p bench/.work

seconds_since() { echo $(( $(date +%s) - $1 )); }

if [ "${BENCH_SKIP_BUILD:-}" != "1" ]; then
  # The commit and uncommitted changes the build is made from, read before it starts and kept in
  # the build folder: the report names the code it measured (also when BENCH_SKIP_BUILD reuses it).
  code_state=$(npx tsx bench/src/code-state.ts || true)
  rm -f "${NEXT_DIST_DIR}/bench-code.json"
  echo "[bench] building the site into ${NEXT_DIST_DIR}..."
  start=$(date +%s)
  npx next build > bench/.work/build.log 2>&1 || { tail -40 bench/.work/build.log; exit 1; }
  [ -z "$code_state" ] || printf '%s\n' "$code_state" > "${NEXT_DIST_DIR}/bench-code.json"
  export BENCH_BUILD_SECONDS=$(seconds_since "$start")
  echo "[bench] site built in ${BENCH_BUILD_SECONDS} s; building the empty app..."
  start=$(date +%s)
  # The empty app has its own config; NEXT_DIST_DIR belongs to the site's.
  NEXT_DIST_DIR= npx next build bench/empty-app > bench/.work/build-empty.log 2>&1 \
    || { tail -40 bench/.work/build-empty.log; exit 1; }
  export BENCH_EMPTY_BUILD_SECONDS=$(seconds_since "$start")
  echo "[bench] empty app built in ${BENCH_EMPTY_BUILD_SECONDS} s"
fi

npx tsx --conditions=react-server bench/src/main.ts "$@"
# A full run (no options) measures the leads inbox too and adds its section to bench/report.md.
if [ "$#" -eq 0 ]; then
  exec npx tsx --conditions=react-server bench/src/leads-inbox.ts
fi
