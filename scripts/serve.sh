#!/usr/bin/env bash
# The README's run command: installs dependencies, builds, and serves the production site on
# http://localhost:3000 on the embedded database under .data/ (PGLITE_DIR to move it).
#   PORT=<n>            another port
#   HOST=<address>      listen on this address only (e.g. 127.0.0.1) instead of every interface
#   SERVE_SKIP_BUILD=1  serve the existing build (.next) without installing or building again
# package.json runs it with `exec`, so npm's shell is replaced by this one, and this one by the
# server: a SIGTERM that npm passes on reaches the server itself, not a shell that would die and
# leave it running.
set -euo pipefail
cd "$(dirname "$0")/.."

# The install and the build run as children this shell waits for: a stop signal received
# meanwhile ends the step too instead of leaving it running (a child started in the background
# ignores Ctrl-C's SIGINT, so it is sent SIGTERM either way).
step_pid=''
stop_step() {
  if [[ -n "$step_pid" ]]; then
    kill -TERM "$step_pid" 2>/dev/null || true
    wait "$step_pid" 2>/dev/null || true
  fi
  exit "$1"
}
trap 'stop_step 143' TERM
trap 'stop_step 130' INT
step() {
  "$@" &
  step_pid=$!
  wait "$step_pid"
  step_pid=''
}

if [[ "${SERVE_SKIP_BUILD:-}" == "1" ]]; then
  if [[ ! -f .next/BUILD_ID ]]; then
    echo "SERVE_SKIP_BUILD=1 but there is no build in .next: run without it once" >&2
    exit 1
  fi
else
  step npm install --no-audit --no-fund --loglevel=error
  step npx next build
fi
# The server itself replaces this shell: a stop signal (Ctrl-C, SIGTERM from a supervisor) reaches it
# directly and it shuts down cleanly, where npx would end without waiting for it.
trap - TERM INT
exec node_modules/.bin/next start -p "${PORT:-3000}" ${HOST:+-H "$HOST"}
