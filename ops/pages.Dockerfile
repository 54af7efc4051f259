# The Mart page server: the shell and every remote, deployed, one process per app under the supervisor
# (docs/PRODUCTION.md). Build from the repository root, naming the addresses the pages will use:
#   docker build -f ops/pages.Dockerfile --build-arg MART_API_URL=https://api.example.kz \
#     --build-arg MART_PUBLIC_HOST=shop.example.kz -t mart-pages .
#   docker run --init -p 3000-3004:3000-3004 --stop-timeout 30 mart-pages
# node is the container's main process (exec form): docker stop's SIGTERM reaches the supervisor, which passes it to
# each app; they finish what they serve and the container exits 0. An app that crashes is restarted inside; the
# container's restart policy restarts the whole if the supervisor itself ever stops.

FROM node:20-bookworm-slim AS build
RUN npm install --global pnpm@12.21.0
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile
ARG MART_API_URL=http://localhost:4000
ARG MART_PUBLIC_HOST=localhost
# every front end built, then published as the live version (the registry records the origins above)
RUN pnpm run build \
  && for app in shell rental carmarket store-modules account; do \
       MART_API_URL=$MART_API_URL MART_PUBLIC_HOST=$MART_PUBLIC_HOST node shared/deploy/bin/mart-deploy.mjs deploy $app; \
     done

# the page server needs no package: Node's own modules, and the remotes' server renders are self-contained bundles
FROM node:20-bookworm-slim
ARG MART_API_URL=http://localhost:4000
ARG MART_PUBLIC_HOST=localhost
ENV NODE_ENV=production MART_SERVE_HOST=0.0.0.0 MART_API_URL=$MART_API_URL MART_PUBLIC_HOST=$MART_PUBLIC_HOST
WORKDIR /app
COPY --from=build /app/shared/deploy/package.json /app/shared/deploy/apps.json shared/deploy/
COPY --from=build /app/shared/deploy/src shared/deploy/src
COPY --from=build /app/shared/deploy/bin shared/deploy/bin
COPY --from=build --chown=node:node /app/.deploy .deploy
USER node
EXPOSE 3000 3001 3002 3003 3004
CMD ["node", "--enable-source-maps", "shared/deploy/bin/mart-deploy.mjs", "serve"]
