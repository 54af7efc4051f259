# The Mart API (docs/PRODUCTION.md). Build from the repository root:
#   docker build -f ops/api.Dockerfile -t mart-api .
#   docker run --init -p 4000:4000 -v mart-data:/data --env-file api.env --stop-timeout 30 mart-api
# node is the container's main process (exec form: docker stop's SIGTERM reaches it and the API drains: /readyz 503
# for SHUTDOWN_DRAIN_MS, requests in flight finish, the port closes, exit 0). --init adds a reaper as PID 1.

FROM node:20-bookworm-slim AS base
RUN npm install --global pnpm@12.21.0
WORKDIR /app
# the workspace's manifests the API needs: the server, the domain rules it bundles, its types package
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY server/package.json server/
COPY shared/domain/package.json shared/domain/
COPY shared/api-types/package.json shared/api-types/

# build: every dependency, then esbuild bundles src/main.ts and @mart/domain into server/dist (with source maps)
FROM base AS build
RUN pnpm install --frozen-lockfile --filter @mart/server...
COPY tsconfig.base.json ./
COPY shared/domain shared/domain
COPY server server
RUN pnpm --filter @mart/server run build

# runtime dependencies only: the packages dist/main.js imports (Fastify, pg, PGlite, ioredis ...)
FROM base AS deps
RUN pnpm install --frozen-lockfile --prod --filter @mart/server

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data/pglite
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/server/node_modules server/node_modules
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
# the embedded database's folder (unused with DATABASE_URL), writable by the unprivileged user only
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
WORKDIR /app/server
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
