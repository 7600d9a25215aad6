# syntax=docker/dockerfile:1
# The site as a container: `docker build -t sonara-site .`, then run it with DATABASE_URL (see
# compose.yaml) or, for a single instance, on the embedded database in the /data volume.
# Every build step is a command the test command also runs outside a container (npm ci,
# next build, scripts/standalone.sh), so the steps stay tested even where no image is built.

ARG NODE_IMAGE=node:20-bookworm-slim

# Dependencies exactly as the lockfile pins them.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The production build, completed into a self-contained server folder.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build && bash scripts/standalone.sh

# Only the standalone server: no sources, no dev dependencies, no npm at run time.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    PGLITE_DIR=/data/pglite
# The code stays owned by root (the server cannot rewrite itself); only the data folder and
# Next's own cache folder are writable by the unprivileged user it runs as.
COPY --from=build /app/.next/standalone ./
RUN mkdir -p /data /app/.next/cache && chown node:node /data /app/.next/cache
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers. Readiness (database reachable) is /api/health, for the balancer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and gets SIGTERM itself: the server stops taking requests, ends its background
# work and closes the database before it exits (within 10 s; compose waits longer).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
