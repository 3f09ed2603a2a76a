#!/bin/sh
# End-to-end suite: runs the real Claude Code CLI, offline, against the
# scripted Messages API stand-in in e2e/, with bin/hooktool wired as its hook.
#
# Installs each pinned client version with npm into a cache folder outside
# the repo (reused when present), then runs `go test -tags e2e ./e2e/`.
# A version npm cannot install is reported in one line and its tests are
# skipped (t.Skip with the reason): never counted as passed.
#
#   HOOKD_E2E_VERSIONS   client versions (default: the pinned "2.1.332 2.1.328 2.1.100";
#                        "latest" is whatever npm says is newest, resolved here)
#   HOOKD_E2E_RUN        a go test -run pattern (default: every test)
#   XDG_CACHE_HOME       cache root (default: ~/.cache); clients go in hookd-e2e/claude-VER
set -u
cd "$(dirname "$0")/.."
versions=${HOOKD_E2E_VERSIONS:-"2.1.332 2.1.328 2.1.100"}
case " $versions " in
*" latest "*)
  latest=$(npm view @anthropic-ai/claude-code version 2>/dev/null)
  [ -n "$latest" ] || { echo "e2e: npm cannot tell the newest @anthropic-ai/claude-code" >&2; exit 2; }
  echo "e2e: latest is $latest"
  versions=$(printf '%s\n' $versions | sed "s/^latest\$/$latest/" | tr '\n' ' ')
  ;;
esac
cache=${XDG_CACHE_HOME:-$HOME/.cache}/hookd-e2e
hooktool=$(pwd)/bin/hooktool
[ -x "$hooktool" ] || { echo "e2e: $hooktool is missing: run make build first" >&2; exit 2; }
mkdir -p "$cache" || exit 2

clients=
for v in $versions; do
  dir=$cache/claude-$v
  bin=$dir/node_modules/.bin/claude
  reason=
  if [ ! -x "$bin" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      reason="npm is not installed"
    else
      tmp=$dir.tmp.$$
      rm -rf "$tmp"
      log=$cache/npm-$v.log
      if timeout 600 npm install --no-audit --no-fund --loglevel=error --prefix "$tmp" "@anthropic-ai/claude-code@$v" >"$log" 2>&1 \
         && [ -x "$tmp/node_modules/.bin/claude" ]; then
        rm -rf "$dir" && mv "$tmp" "$dir"
      else
        rm -rf "$tmp"
        why=$(grep -v -e 'complete log' -e '^\s*$' "$log" | grep -i -m 1 'error')
        [ -n "$why" ] || why=$(grep -v '^\s*$' "$log" | tail -n 1)
        reason="npm install @anthropic-ai/claude-code@$v failed: $why"
      fi
    fi
  fi
  if [ -z "$reason" ] && ! "$bin" --version >/dev/null 2>&1; then
    reason="$bin --version does not run"
  fi
  if [ -n "$reason" ]; then
    reason=$(printf '%s' "$reason" | tr ';\n' ', ')
    echo "e2e: claude $v is not available ($reason); its tests are skipped"
    clients="$clients;$v=!$reason"
  else
    clients="$clients;$v=$bin"
  fi
done

HOOKD_E2E_CLIENTS=${clients#;} HOOKD_E2E_HOOKTOOL=$hooktool \
  exec go test -tags e2e ./e2e/ -count=1 -v -timeout 20m -run "${HOOKD_E2E_RUN:-.}"
