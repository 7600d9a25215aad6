#!/usr/bin/env bash
# `npm run bench`: installs what the benchmarks need when missing (Debian's nginx, Chromium and
# PostgreSQL; the npm packages), builds the site (standalone), the empty Next app and the styled
# floor (the empty app with the site's stylesheet), then runs every section and writes
# bench/report.md (the figures also go to bench/.work/report.json).
# A partial or incomplete run writes bench/.work/report.md instead and exits non-zero.
#   npm run bench -- --only=lighthouse,sizes,front,leads,faults   some sections
#   npm run bench -- --paths=/,/faq --runs=1                      fewer Lighthouse runs
#   npm run bench -- --quick                                      short runs, to check the harness
#   BENCH_SKIP_BUILD=1 npm run bench                              reuse the existing builds
#   npm run bench -- --render [--out=bench]   bench/.work/report.json rendered again
#   npm run bench -- --inbox      the leads inbox queries on 100,000 leads (PostgreSQL)
#   npm run bench -- --overview   the admin Overview's queries on 100,000 leads
#   npm run bench -- --analytics  visitor analytics: ingest rate against an empty route, stored
#                                 events, reports on 1,000,000 events, the beacon's size
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--render" ]; then
  exec npx tsx --conditions=react-server bench/src/main.ts "$@"
fi
if [ "${1:-}" = "--inbox" ]; then
  [ -n "${BENCH_INBOX_DATABASE_URL:-}" ] || BENCH_DEPS=1 bash scripts/ci/ensure-system-deps.sh
  exec npx tsx --conditions=react-server bench/src/leads-inbox.ts
fi
if [ "${1:-}" = "--overview" ]; then
  shift
  exec npx tsx --conditions=react-server bench/src/overview.ts "$@"
fi
if [ "${1:-}" = "--analytics" ]; then
  shift
  case " $* " in *" --database-url="*) ;; *) BENCH_DEPS=1 bash scripts/ci/ensure-system-deps.sh ;; esac
  # Its own build folder: the only build with the empty route (SONARA_BENCH_ROUTES=1), which the
  # ingest is measured against; the main benchmark's .next-bench stays the site as deployed.
  export NEXT_DIST_DIR=.next-bench-analytics NEXT_TELEMETRY_DISABLED=1
  ingest=1
  case " $* " in *" --only="*) [[ " $* " == *ingest* ]] || ingest= ;; esac
  if [ -n "$ingest" ] && [ "${BENCH_SKIP_BUILD:-}" != "1" ]; then
    mkdir -p bench/.work
    code_state=$(npx tsx bench/src/code-state.ts || true)
    echo "[bench] building the site with the benchmark routes into ${NEXT_DIST_DIR}..."
    SONARA_BENCH_ROUTES=1 npx next build > bench/.work/build-analytics.log 2>&1 \
      || { tail -40 bench/.work/build-analytics.log; exit 1; }
    bash scripts/standalone.sh >> bench/.work/build-analytics.log
    [ -z "$code_state" ] || printf '%s\n' "$code_state" > "${NEXT_DIST_DIR}/bench-code.json"
  fi
  exec npx tsx --conditions=react-server bench/src/analytics.ts "$@"
fi

BENCH_DEPS=1 bash scripts/ci/ensure-system-deps.sh
[ -d node_modules/next ] || npm ci --no-audit --no-fund --loglevel=error

export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-bench}"
export NEXT_TELEMETRY_DISABLED=1
mkdir -p bench/.work

seconds_since() { echo $(( $(date +%s) - $1 )); }

if [ "${BENCH_SKIP_BUILD:-}" != "1" ]; then
  # The commit the build is made from, kept in the build folder so the report names it.
  code_state=$(npx tsx bench/src/code-state.ts || true)
  echo "[bench] building the site into ${NEXT_DIST_DIR}..."
  start=$(date +%s)
  npx next build > bench/.work/build.log 2>&1 || { tail -40 bench/.work/build.log; exit 1; }
  bash scripts/standalone.sh >> bench/.work/build.log
  [ -z "$code_state" ] || printf '%s\n' "$code_state" > "${NEXT_DIST_DIR}/bench-code.json"
  export BENCH_BUILD_SECONDS=$(seconds_since "$start")
  echo "[bench] site built in ${BENCH_BUILD_SECONDS} s; building the empty app and the styled floor..."
  start=$(date +%s)
  # The floors have their own configs; NEXT_DIST_DIR belongs to the site's.
  NEXT_DIST_DIR= npx next build bench/empty-app > bench/.work/build-empty.log 2>&1 \
    || { tail -40 bench/.work/build-empty.log; exit 1; }
  # The styled floor: the empty app with the stylesheets the site's home page links.
  sheets=$(grep -o '<link rel="stylesheet" href="/_next/static/[^"]*\.css"' \
    "${NEXT_DIST_DIR}/server/app/index.html" | sed 's/.*href="\/_next\///; s/"$//')
  [ -n "$sheets" ] || { echo "[bench] no stylesheet linked from the site's home page" >&2; exit 1; }
  (cd "${NEXT_DIST_DIR}" && cat $sheets) > bench/styled-floor/app/site.css
  NEXT_DIST_DIR= npx next build bench/styled-floor > bench/.work/build-styled.log 2>&1 \
    || { tail -40 bench/.work/build-styled.log; exit 1; }
  export BENCH_EMPTY_BUILD_SECONDS=$(seconds_since "$start")
fi

exec npx tsx --conditions=react-server bench/src/main.ts "$@"
