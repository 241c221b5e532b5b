# The production image: `docker build -t portfolio . && docker run -p 3000:3000 portfolio`.
# Build args: SITE_URL (the public origin baked into canonical URLs, the sitemap and share tags).
# Several instances behind a proxy with a shared Redis: compose.yaml.

# The base image is the exact Node the project tests with: package.json's devDependency `node`
# (what the npm scripts run on). They move together: to update, run
#   npm install --save-dev --save-exact node@<version>
# and put the same <version> in the three FROM lines below (`node:<version>-bookworm-slim`, a tag
# that exists); tests/unit/docker-image.test.ts fails while they differ.

# 1. Build: every dependency (Vite, the pinned Node the npm scripts run on), then `npm run build`.
FROM node:24.9.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
ARG SITE_URL
RUN npm run build

# 2. Production dependencies only: what dist/server/server.js and server/http import at run time.
FROM node:24.9.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

# 3. Run: the build output, the server and the content tables it reads, as the unprivileged `node` user.
FROM node:24.9.0-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY server ./server
COPY content ./content
USER node
EXPOSE 3000
# The image's Node runs the TypeScript server directly (type stripping); no shell in between,
# so `docker stop` (SIGTERM) reaches the server, which drains in-flight requests and exits.
STOPSIGNAL SIGTERM
# /healthz answers 503 once the server is shutting down; /readyz also while Redis is unreachable.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/http/serve.ts"]
