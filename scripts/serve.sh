#!/usr/bin/env bash
# The README's run command: installs dependencies, builds, and serves the production site on
# http://localhost:3000 (PORT to change it) on the embedded database under .data/.
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund --loglevel=error
npx next build
exec npx next start -p "${PORT:-3000}"
