#!/usr/bin/env bash
# Starts the local PostgreSQL cluster and makes a throwaway test role and database.
# Prints the connection string for TEST_DATABASE_URL on its last line.
set -euo pipefail

version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^${version} main"; then
  pg_createcluster "$version" main >/dev/null
fi
if ! pg_lsclusters -h | grep -q "^${version} main .* online"; then
  pg_ctlcluster "$version" main start
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')

for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q -p $port" && break
  sleep 1
done

su postgres -c "psql -q -p $port -v ON_ERROR_STOP=1" >/dev/null <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'sonara_test') THEN
    CREATE ROLE sonara_test LOGIN PASSWORD 'sonara_test' CREATEDB;
  END IF;
END \$\$;
SELECT 'CREATE DATABASE sonara_test OWNER sonara_test'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'sonara_test') \gexec
SQL

echo "postgresql://sonara_test:sonara_test@127.0.0.1:${port}/sonara_test"
