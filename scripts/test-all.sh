#!/usr/bin/env bash
# The README's test command: on a fresh machine, installs what the tests need (Debian's Chromium,
# PostgreSQL and nginx, the npm packages exactly as the lockfile pins them), starts PostgreSQL,
# then runs every test, and last the deployment tests on the build the end-to-end stage made.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ci/ensure-system-deps.sh
TEST_DATABASE_URL="${TEST_DATABASE_URL:-$(bash scripts/ci/start-postgres.sh | tail -n 1)}"
export TEST_DATABASE_URL
echo "PostgreSQL for tests: ${TEST_DATABASE_URL%%@*}@…"

# Exactly the lockfile: a lockfile that no longer matches package.json fails here instead of being
# rewritten on the test machine.
npm ci --no-audit --no-fund --loglevel=error

npm test
# The standalone server (reusing that build) and two instances behind nginx on PostgreSQL.
npm run test:cluster
