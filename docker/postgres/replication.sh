#!/bin/sh
# Run once by the official image when it creates the primary's cluster: the role the read replica
# (db-replica in compose.yml) streams the WAL with, and the pg_hba line that lets it in.
set -e
psql -v ON_ERROR_STOP=1 -v password="$REPLICATION_PASSWORD" \
  --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
create role replicator with login replication password :'password';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
