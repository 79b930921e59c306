#!/bin/bash
# The libraries Benefactor's binary is linked with (docs/speed.md): not
# libsoup, read the first time a table is shared (src/link/bf-soup.c),
# nor SQLite, read the first time the history is used
# (src/history/bf-sqlite.c). Linked, they would cost every launch about
# 10 M instructions in the dynamic loader. And that both still work
# read that way: --score of a game reads neither; the share-table and
# history tests use both.
set -u

bin="$1"
failures=0
check() {
  if [ "$1" -eq 0 ]; then echo "ok - $2"; else echo "not ok - $2"; failures=$((failures + 1)); fi
}

needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
echo "# NEEDED: $(echo $needed)"
echo "$needed" | grep -q '^libgtk-4\.so'
check $? "readelf reads the binary's libraries (libgtk-4 among them)"
! echo "$needed" | grep -q '^libsoup'
check $? "not linked with libsoup"
! echo "$needed" | grep -q '^libsqlite3'
check $? "not linked with SQLite"
# Nor through another library it is linked with.
! ldd "$bin" | grep -q 'libsoup\|libsqlite3'
check $? "neither loaded at start (ldd)"

echo "1..4"
[ "$failures" -eq 0 ]
