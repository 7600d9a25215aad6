#!/usr/bin/env bash
# The README's test command: on a fresh machine, installs what the tests need (Debian's Chromium
# and PostgreSQL, the npm packages from the lockfile), starts PostgreSQL, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ci/ensure-system-deps.sh
TEST_DATABASE_URL="${TEST_DATABASE_URL:-$(bash scripts/ci/start-postgres.sh | tail -n 1)}"
export TEST_DATABASE_URL
echo "PostgreSQL for tests: ${TEST_DATABASE_URL%%@*}@…"

# `npm ci` cannot be used: the registry here lacks other platforms' optional binaries.
npm install --no-audit --no-fund --loglevel=error

npm test
