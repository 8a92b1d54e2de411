# syntax=docker/dockerfile:1
# Net Hub: the API, the real-time gateway and the built web app in one image.
#   docker build -t nethub .
# Runs with NODE_ENV=production: PUBLIC_URL and JWT_SECRET are required (see README,
# "Configuration"), and no demo accounts are created unless SEED_DEMO=true.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, then the server (esbuild) into apps/server/dist and the web app
# (Vite) into apps/web/dist ----------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The e2e and bench workspaces are installed too (one lockfile); none of them downloads a browser.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# --- runtime: the server's production dependencies only, as the unprivileged node user --------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only @nethub/server's dependencies (and the contract it links). The server runs compiled; the
# operator scripts (npm run migrate, npm run jobs) run the TypeScript sources through tsx.
RUN npm ci --omit=dev --workspace @nethub/server --no-audit --no-fund \
 && npm cache clean --force
COPY packages/contract/src packages/contract/src
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY deploy/healthcheck.mjs deploy/healthcheck.mjs
# DATA_DIR holds the embedded database and local files when DATABASE_URL / S3_* are not set.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
WORKDIR /app/apps/server
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "/app/deploy/healthcheck.mjs", "live"]
# The server itself is PID 1 (no npm, no shell): SIGTERM reaches it and it drains before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.js"]
