#!/bin/sh
# Pipes sample events through `hooktool hook` on the embedded defaults (a
# throwaway state file, no config) and prints each reply and exit code.
set -u
bin=${1:-bin/hooktool}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HOOKTOOL_STATE="$tmp/state.db" HOOKTOOL_CONFIG= CLAUDE_PROJECT_DIR="$tmp"
for f in cmd/hookd-cli/testdata/events/SessionStart.json cmd/hookd-cli/testdata/events/UserPromptSubmit.json \
         cmd/hookd-cli/testdata/events/PreToolUse-Bash.json cmd/hookd-cli/testdata/events/PostToolUse-Bash.json \
         cmd/hookd-cli/testdata/events/PostToolUseFailure-Bash.json cmd/hookd-cli/testdata/events/Stop.json \
         cmd/hookd-cli/testdata/events/SessionEnd.json; do
  printf '== %s\n' "$(basename "$f")"
  out=$("$bin" hook <"$f"); rc=$?
  printf '%s\n' "${out:-(no output: no opinion)}"; printf 'exit %s\n' "$rc"
done
printf '\n== state after the session\n'
"$bin" state show
