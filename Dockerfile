# Build the single executable, then run it alone as a non-root user with /data as a volume. For daily
# backups mount a second volume at /backups and set BACKUP_DIR=/backups.
FROM oven/bun:1.4 AS build
WORKDIR /app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build

FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --home-dir /data firm \
  && mkdir -p /data /backups && chown firm /data /backups
COPY --from=build /app/dist/firm-site /usr/local/bin/firm-site
USER firm
ENV DATA_DIR=/data PORT=3000 HOST=0.0.0.0
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD ["/usr/local/bin/firm-site", "healthcheck"]
CMD ["/usr/local/bin/firm-site"]
