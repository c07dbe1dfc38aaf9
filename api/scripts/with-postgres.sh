#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on 127.0.0.1 (temp dir, random port),
# with DATABASE_URL set; the cluster is stopped and deleted afterwards. Reusable in CI:
#   api/scripts/with-postgres.sh npm run test:unit -w api
# Installs Debian's postgresql when missing and running as root. initdb refuses root, so as root
# the server runs as the 'postgres' user (runuser).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

find_bin() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ]; then echo "$d"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

PGBIN="$(find_bin || true)"
if [ -z "$PGBIN" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "with-postgres: installing postgresql (apt-get)" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PGBIN="$(find_bin)"
  else
    echo "with-postgres: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    exit 1
  fi
fi

AS=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql --shell /bin/false postgres
  AS=(runuser -u postgres --)
fi

WORK="$(mktemp -d /tmp/pg-throwaway.XXXXXX)"
chmod 755 "$WORK"
[ "${#AS[@]}" -gt 0 ] && chown postgres "$WORK"

# a free port: let the kernel pick one
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()' 2>/dev/null \
  || node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

cleanup() {
  "${AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

"${AS[@]}" "$PGBIN/initdb" -D "$WORK/data" -U postgres -A trust --no-sync -E UTF8 --locale=C >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; exit 1; }
"${AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" start >/dev/null \
  || { cat "$WORK/server.log" >&2; exit 1; }
"${AS[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres portal

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/portal"
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
