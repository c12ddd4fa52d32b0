#!/bin/sh
# Runs once, when the official postgres image initialises an empty data folder (mounted into
# /docker-entrypoint-initdb.d/): the role the streaming replica connects as, and the pg_hba line that lets it.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
