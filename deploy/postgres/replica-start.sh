#!/bin/sh
# The streaming replica: on its first start (an empty data folder) it copies the primary with pg_basebackup -R, which
# also writes the standby's connection settings; every start then runs the image's own entrypoint on that copy.
# PRIMARY_HOST names the primary; REPLICATION_PASSWORD is the replicator's (primary-init.sh).
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  until pg_isready --host "$PRIMARY_HOST" --quiet; do
    echo "waiting for the primary at $PRIMARY_HOST"
    sleep 2
  done
  PGPASSWORD="$REPLICATION_PASSWORD" gosu postgres \
    pg_basebackup --host "$PRIMARY_HOST" --username replicator --pgdata "$PGDATA" --write-recovery-conf --wal-method stream
fi
# hot_standby_feedback: the primary keeps the rows a long read here still needs (the query API loads its catalog
# index in one read at start), instead of the replica cancelling that read. max_connections: at least the primary's, or a
# standby refuses to start.
exec docker-entrypoint.sh postgres -c max_connections=300 -c hot_standby=on -c hot_standby_feedback=on "$@"
