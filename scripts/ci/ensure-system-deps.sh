#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium (browser tests),
# PostgreSQL 15 (integration tests on a real server), unless TEST_DATABASE_URL names a server
# already, nginx (the cluster test balances two instances with it; the test runs it as its own
# process, never as the system service) and Radicale (the CalDAV server the calendar tests start on
# a free port with their own storage, never as the system service). Installing needs root, as on
# the CI machine.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /usr/lib/postgresql ] || need+=(postgresql)
fi
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
command -v radicale >/dev/null 2>&1 || need+=(radicale)

if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "Missing system packages: ${need[*]} (run as root or install them with apt-get)." >&2
    exit 1
  fi
  echo "Installing ${need[*]} from Debian..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
