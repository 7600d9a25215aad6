#!/usr/bin/env bash
# Completes the standalone server that `next build` writes to <distDir>/standalone (output:
# 'standalone' in next.config.ts): Next.js leaves the browser assets out of it, so this copies
# public/ and <distDir>/static in. Afterwards `node <distDir>/standalone/server.js` serves the whole
# site from that folder alone (the container image is that folder). The migrations and the blog's
# Markdown are traced into it by the build itself; this checks they arrived.
# Run after `next build`; NEXT_DIST_DIR names the build folder when it is not .next.
set -euo pipefail
cd "$(dirname "$0")/.."

dist="${NEXT_DIST_DIR:-.next}"
out="$dist/standalone"
if [[ ! -f "$out/server.js" ]]; then
  echo "no standalone server in $out: run \`npx next build\` first" >&2
  exit 1
fi

rm -rf "$out/public" "$out/$dist/static"
cp -R public "$out/public"
mkdir -p "$out/$dist"
cp -R "$dist/static" "$out/$dist/static"

for needed in drizzle/meta/_journal.json content/blog; do
  if [[ ! -e "$out/$needed" ]]; then
    echo "the standalone output lacks $needed (check outputFileTracingIncludes)" >&2
    exit 1
  fi
done
echo "standalone server ready: node $out/server.js"
