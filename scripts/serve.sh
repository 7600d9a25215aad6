#!/usr/bin/env bash
# The README's run command: installs dependencies, builds, and serves the production site on
# http://localhost:3000 on the embedded database under .data/ (PGLITE_DIR to move it).
#   PORT=<n>            another port
#   HOST=<address>      listen on this address only (e.g. 127.0.0.1) instead of every interface
#   SERVE_SKIP_BUILD=1  serve the existing build (.next) without installing or building again
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${SERVE_SKIP_BUILD:-}" == "1" ]]; then
  if [[ ! -f .next/BUILD_ID ]]; then
    echo "SERVE_SKIP_BUILD=1 but there is no build in .next: run without it once" >&2
    exit 1
  fi
else
  npm install --no-audit --no-fund --loglevel=error
  npx next build
fi
# The server itself replaces this shell: a stop signal (Ctrl-C, SIGTERM from a supervisor) reaches it
# directly and it shuts down cleanly, where npx would end without waiting for it.
exec node_modules/.bin/next start -p "${PORT:-3000}" ${HOST:+-H "$HOST"}
