#!/bin/sh
# The primary: the image's own entrypoint with the settings a streaming replica and point-in-time recovery need.
# Completed WAL segments are copied to /var/lib/postgresql/wal-archive (its own volume): with a base backup
# (pg_basebackup) they restore the database to any moment since (docs/operations.md "Backup and restore").
set -eu
install -d -o postgres -g postgres -m 700 /var/lib/postgresql/wal-archive
# max_connections: each service process opens a pool of up to 20 (infra/src/runtime/open-infrastructure.ts), plus a
# few sessions of its own; the replica must allow at least as many (replica-start.sh).
exec docker-entrypoint.sh postgres \
  -c max_connections=300 \
  -c wal_level=replica \
  -c max_wal_senders=10 \
  -c wal_keep_size=1GB \
  -c archive_mode=on \
  -c 'archive_command=test ! -f /var/lib/postgresql/wal-archive/%f && cp %p /var/lib/postgresql/wal-archive/%f' \
  "$@"
