# salesync: one image for the API process (the default command) and the sync runners
# (command `bun src/worker.ts`). The base is a build argument so machines that cannot pull
# the official image can build against a local stand-in of it.
ARG BUN_IMAGE=oven/bun:1.4.5-slim

# Production dependencies only, exactly as bun.lock pins them; no install scripts run.
FROM ${BUN_IMAGE} AS deps
WORKDIR /home/bun/app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile --production --ignore-scripts

# The web bundle, where the project has a build:web script; every dependency is needed to
# build it, only its output (under src/ or dist/) moves on.
FROM ${BUN_IMAGE} AS web
WORKDIR /home/bun/app
COPY . ./
RUN if grep -q '"build:web"' package.json; then \
      bun install --frozen-lockfile --ignore-scripts && bun run build:web; \
    fi && mkdir -p dist

FROM ${BUN_IMAGE}
WORKDIR /home/bun/app
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
COPY --from=deps /home/bun/app/node_modules ./node_modules
COPY package.json bun.lock tsconfig.json ./
COPY migrations ./migrations
COPY --from=web /home/bun/app/src ./src
COPY --from=web /home/bun/app/dist ./dist
RUN mkdir -p /data && chown bun:bun /data
USER bun
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 CMD ["bun", "src/healthcheck.ts"]
STOPSIGNAL SIGTERM
# Exec form, no shell: SIGTERM reaches the service, which shuts down gracefully.
CMD ["bun", "src/main.ts"]
