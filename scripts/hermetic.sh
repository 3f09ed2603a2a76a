#!/bin/sh
# Run a command (default: the Go tests with -race) in a world a test must
# not depend on, to prove the tests are hermetic:
#
#   - HOME is a fresh empty folder, and XDG_* point inside it;
#   - ~/.gitconfig (and GIT_CONFIG_GLOBAL) sets unusual defaults: another
#     initial branch, a core.hooksPath that does not exist, signed commits,
#     push.default=nothing, core.autocrlf=true;
#   - a decoy hooktool comes first in PATH, and one is in /usr/local/bin when
#     HOOKD_HERMETIC_SYSTEM=1 and that folder is writable (CI runs as root;
#     the decoy is removed on exit, and an existing file there is left alone);
#   - GIT_DIR and the other variables git takes from its caller are unset.
#
# A decoy that runs records the fact, and the run then fails even if the
# tests passed. The Go build and module caches stay where they are (their
# location is taken from `go env` before HOME changes), so this costs no
# rebuild.
set -eu
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- go test -race -count=1 -timeout 25m ./...

gocache=$(go env GOCACHE) gomodcache=$(go env GOMODCACHE) gopath=$(go env GOPATH) goenv=$(go env GOENV)
root=$(mktemp -d "${TMPDIR:-/tmp}/hookd-hermetic.XXXXXX")
planted=
cleanup() {
  [ -z "$planted" ] || rm -f "$planted"
  rm -rf "$root"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkdir -p "$root/home" "$root/bin"
ran=$root/decoy-ran
decoy() {
  cat >"$1" <<DECOY
#!/bin/sh
# a decoy: a hermetic test never runs the machine's hooktool
echo "\$0 \$*" >>'$ran'
echo "hooktool: decoy at \$0 ran: a test used the machine's hooktool" >&2
exit 97
DECOY
  chmod 755 "$1"
}
decoy "$root/bin/hooktool"
# A decoy left in /usr/local/bin by a run that was killed before its trap
# ran (SIGKILL) is ours to remove, not a real hooktool: left there, it would
# be found by anything that looks on PATH after this run (the e2e suite).
if [ -f /usr/local/bin/hooktool ] && [ -w /usr/local/bin ] &&
  sed -n 2p /usr/local/bin/hooktool 2>/dev/null | grep -qx "# a decoy: a hermetic test never runs the machine's hooktool"; then
  rm -f /usr/local/bin/hooktool
fi
if [ "${HOOKD_HERMETIC_SYSTEM:-}" = 1 ] && [ -d /usr/local/bin ] && [ -w /usr/local/bin ] && [ ! -e /usr/local/bin/hooktool ]; then
  planted=/usr/local/bin/hooktool
  decoy "$planted"
fi

cat >"$root/gitconfig" <<'GITCONFIG'
[init]
	defaultBranch = trunk
[core]
	hooksPath = /nonexistent/hooks
	autocrlf = true
[commit]
	gpgsign = true
[tag]
	gpgsign = true
[push]
	default = nothing
[pull]
	rebase = true
[user]
	name = Decoy Person
	email = decoy@example.invalid
GITCONFIG

home=$root/home
cp "$root/gitconfig" "$home/.gitconfig"
export HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_STATE_HOME="$home/.local/state" \
  XDG_CACHE_HOME="$home/.cache" XDG_DATA_HOME="$home/.local/share" \
  GIT_CONFIG_GLOBAL="$root/gitconfig" \
  GOCACHE="$gocache" GOMODCACHE="$gomodcache" GOPATH="$gopath" GOENV="$goenv" \
  PATH="$root/bin:$PATH"
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_OBJECT_DIRECTORY GIT_CONFIG_NOSYSTEM GIT_CONFIG_SYSTEM \
  HOOKTOOL_CONFIG HOOKTOOL_STATE HOOKTOOL_BIN CLAUDE_PROJECT_DIR 2>/dev/null || true

echo "hermetic: HOME=$HOME, decoy hooktool first in PATH${planted:+ and in $planted}, unusual ~/.gitconfig"
status=0
"$@" || status=$?
if [ -s "$ran" ]; then
  echo "hermetic: a test ran a decoy hooktool:" >&2
  sed 's/^/  /' "$ran" >&2
  [ "$status" -ne 0 ] || status=1
fi
exit "$status"
