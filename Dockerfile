# The server's container image: built in one stage (native modules compiled, TypeScript compiled to
# dist/, development packages pruned), run in another as the unprivileged `node` user. State lives in
# /data (SQLite by default, images and staging); point SVC_DB_URL at MariaDB/MySQL for several processes.
# What the last stage holds is listed once, in deploy/image-files: the build stage assembles exactly that
# into /image (deploy/assemble-image.mjs), and .ci/dist-smoke tests the same assembly.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY runtime runtime
COPY generated generated
RUN npm run build && npm prune --omit=dev --no-audit --no-fund
COPY deploy/image-files deploy/assemble-image.mjs deploy/
RUN node deploy/assemble-image.mjs /app /image

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    SVC_HOST=0.0.0.0 \
    SVC_PORT=8080 \
    SVC_DATA_DIR=/data \
    SVC_DB_URL=sqlite:/data/svc.db
WORKDIR /app
COPY --from=build /image/ ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# ready = the database answers (GET /readyz)
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.SVC_PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/runtime/main.js"]
