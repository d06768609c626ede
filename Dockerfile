# FutDados in a container: one server process (HTTP + socket.io on PORT). Run several behind a reverse
# proxy with DATABASE_URL and REDIS_URL for the production layout (README: "Production layout").
#
#   docker build -t futdados .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… futdados

# --- build: every dependency, the client and the server bundle -----------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime dependencies only --------------------------------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# --- the image: built files, production node_modules, the football data -------------------------
FROM node:20-bookworm-slim
# A deployment: run with PUBLIC_URL, SMTP_URL and BILLING_PROVIDER=mercadopago (+ MERCADOPAGO_*),
# or -e DEMO_MODE=on -e PUBLIC_URL=… for a public demo (the start refuses otherwise, naming what is missing).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY data ./data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
