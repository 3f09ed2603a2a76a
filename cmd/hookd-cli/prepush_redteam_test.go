package main

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrePushRedteam is the fourth blind set of the boundary: routes by which
// an agent could get a secret past the pre-push scan, written from the docs
// (boundary.md, the threat models) without reading the scanner. Each route is
// a repository state and a push against a local bare remote, run twice: with
// the pre-push hook `install git-hook` wires, and with the client hook skipped
// (--no-verify) against a bare remote whose pre-receive hook runs `guard
// pre-receive`. A miss is logged, not failed: the floor is the first score
// (redteamFloor), and only a route that falls below it fails the test.
//
// Every secret is made at run time from a prefix and random characters
// (redteamGen); no fixture here holds one.
func TestPrePushRedteam(t *testing.T) {
	runRedteamSet(t, "prepush redteam", redteamRoutes(), redteamFloor)
}

// runRedteamSet pushes each route of a blind set both ways, side by side,
// checks it against the set's floor and logs the score table.
func runRedteamSet(t *testing.T, label string, routes []redteamRoute, floor map[string][2]bool) {
	t.Helper()
	if testing.Short() {
		t.Skip("slow: two pushes per route against real git")
	}
	if raceDetector {
		t.Skip("runs without -race, in make race's second step: it drives a plain build of hooktool")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	bin := redteamBinary(t)
	// Every route starts from the same repository state in each mode: one
	// template a mode, copied per route (see redteamTemplate).
	tpl := [2]*redteamTemplate{newRedteamTemplate(t, bin, false), newRedteamTemplate(t, bin, true)}
	type row struct {
		rt     redteamRoute
		ran    bool
		client redteamResult
		server redteamResult
	}
	rows := make([]row, len(routes))
	// The routes run side by side (go test -parallel, GOMAXPROCS by
	// default): most of a route's time is git and hooktool processes
	// starting. The group returns when every route is done.
	t.Run("route", func(t *testing.T) {
		for i, rt := range routes {
			t.Run(rt.name, func(t *testing.T) {
				t.Parallel()
				rw := row{rt: rt, ran: true}
				rw.client = runRedteam(t, tpl[0], rt)
				rw.server = runRedteam(t, tpl[1], rt)
				rows[i] = rw
				checkRedteamFloor(t, floor, rt, rw.client, rw.server)
			})
		}
	})
	ran := rows[:0]
	for _, rw := range rows {
		if rw.ran {
			ran = append(ran, rw)
		}
	}
	rows = ran
	if len(rows) == 0 {
		return
	}
	// The score table, in the log: one line a route, then the totals.
	var b strings.Builder
	leaks, stoppedC, stoppedS, negs, falseC, falseS := 0, 0, 0, 0, 0, 0
	var misses strings.Builder
	fmt.Fprintf(&b, "%-28s %-11s %-6s %-24s %-24s %s\n", "route", "class", "kind", "pre-push", "pre-receive", "where")
	for _, rw := range rows {
		kind := "leak"
		if !rw.rt.leak {
			kind = "clean"
			negs++
			if rw.client.stopped() {
				falseC++
			}
			if rw.server.stopped() {
				falseS++
			}
		} else {
			leaks++
			if rw.client.stopped() {
				stoppedC++
			}
			if rw.server.stopped() {
				stoppedS++
			}
		}
		fmt.Fprintf(&b, "%-28s %-11s %-6s %-24s %-24s %s\n", rw.rt.name, rw.rt.class, kind, rw.client, rw.server, rw.rt.where)
		if rw.rt.leak && !rw.client.stopped() {
			bound := "not a documented bound"
			if rw.rt.bound != "" {
				bound = "documented: " + rw.rt.bound
			}
			fmt.Fprintf(&misses, "  %s (%s)\n", rw.rt.name, bound)
		}
	}
	fmt.Fprintf(&b, "pre-push misses:\n%s", misses.String())
	fmt.Fprintf(&b, "pre-push:    %d of %d leaks stopped, %d of %d clean pushes blocked\n", stoppedC, leaks, falseC, negs)
	fmt.Fprintf(&b, "pre-receive: %d of %d leaks stopped, %d of %d clean pushes blocked\n", stoppedS, leaks, falseS, negs)
	t.Logf("%s:\n%s", label, b.String())
}

// redteamBinary builds hooktool the way `make build` does. The test binary
// could answer as hooktool too, but under -race (make test) each of the
// several hundred calls would run instrumented.
func redteamBinary(t *testing.T) string { return buildHooktool(t) }

// redteamRoute is one way to push a secret (leak) or one ordinary push that
// must go through (!leak).
type redteamRoute struct {
	name  string
	class string
	leak  bool
	// where says what the secret looks like and where it sits.
	where string
	// bound names the doc line that puts the route out of reach, if any.
	bound string
	// run prepares the repository (preliminary pushes through r.push) and
	// returns the arguments of the push that is judged.
	run func(r *redteamRig) []string
}

type redteamResult struct {
	verdict string // blocked, error (scanner error, push stopped), passed, git-failed
	landed  bool   // the carrier is in a bare repository's objects afterwards
	checked bool   // the route named a carrier
	hookRan bool
	stderr  string
}

// stopped: the push was refused and nothing of the secret reached a remote.
func (r redteamResult) stopped() bool {
	return (r.verdict == "blocked" || r.verdict == "error") && !r.landed
}

func (r redteamResult) String() string {
	s := r.verdict
	if r.landed && r.verdict != "passed" {
		s += "+landed"
	}
	if r.stopped() {
		return "STOPPED(" + s + ")"
	}
	return "through(" + s + ")"
}

// redteamRig is one run of one route: a HOME, a bare remote and a work
// repository with the pre-push hook installed.
type redteamRig struct {
	t       *testing.T
	root    string
	work    string
	bin     string
	server  bool
	env     []string
	g       *redteamGen
	carrier [][]byte
}

// redteamTemplate is the state every route's push starts from in one mode,
// made once: a HOME with its git config, a bare remote (in server mode with
// the pre-receive hook), and the work repository with the pre-push hook
// installed (`install git-hook`), committed and pushed. Making it took
// about a dozen git and hooktool processes and two fsyncs of a new state
// file; a route copies it instead (copyTree) and points the two absolute
// paths of the work repository's config (core.hooksPath, the origin URL)
// at its own folder. The rest is the same bytes: the commits have fixed
// dates, and the hooktool state and tripwire records the install wrote are
// read by neither `guard git --pre-push` nor `guard pre-receive`.
type redteamTemplate struct {
	root   string
	bin    string
	server bool
}

func newRedteamTemplate(t *testing.T, bin string, server bool) *redteamTemplate {
	t.Helper()
	tpl := &redteamTemplate{root: t.TempDir(), bin: bin, server: server}
	home := filepath.Join(tpl.root, "home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, ".gitconfig"), []byte("[user]\n\tname = Test\n\temail = test@example.com\n"+
		"[init]\n\tdefaultBranch = main\n[advice]\n\tdetachedHead = false\n"+
		"[protocol \"file\"]\n\tallow = always\n[core]\n\tautocrlf = false\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newRedteamRig(t, tpl.root, bin, server, "")
	remote := r.bare("remote.git")
	r.git(r.root, "init", "-q", r.work)
	r.git(r.work, "remote", "add", "origin", remote)
	r.run(r.work, nil, bin, "install", "git-hook", "--binary", bin)
	r.write("README.md", "# app\n\nA small service.\n")
	r.git(r.work, "add", "README.md", "hooks/pre-push")
	r.git(r.work, "commit", "-q", "-m", "init")
	r.push("origin", "main")
	return tpl
}

// newRedteamRig is the rig of one run under root; name seeds the route's
// secrets.
func newRedteamRig(t *testing.T, root, bin string, server bool, name string) *redteamRig {
	t.Helper()
	h := fnv.New64a()
	h.Write([]byte(name))
	r := &redteamRig{t: t, root: root, work: filepath.Join(root, "w"), bin: bin, server: server,
		g: &redteamGen{rnd: rand.New(rand.NewPCG(h.Sum64(), 1))}}
	r.env = redteamEnv(root)
	return r
}

// redteamEnv is the environment of every process of a run under root.
func redteamEnv(root string) []string {
	home := filepath.Join(root, "home")
	return []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"TMPDIR=" + os.TempDir(),
		"XDG_STATE_HOME=" + filepath.Join(home, ".local", "state"),
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"XDG_CACHE_HOME=" + filepath.Join(home, ".cache"),
		"HOOKTOOL_STATE=" + filepath.Join(root, "state.db"),
		"HOOKTOOL_CONFIG=",
		"CLAUDE_PROJECT_DIR=",
		"GIT_CONFIG_GLOBAL=" + filepath.Join(home, ".gitconfig"),
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_DATE=2026-01-02T03:04:05Z",
		"GIT_COMMITTER_DATE=2026-01-02T03:04:05Z",
		"NO_COLOR=1",
		"LC_ALL=C",
	}
}

// runRedteam pushes one route in the template's mode, from a copy of the
// template.
func runRedteam(t *testing.T, tpl *redteamTemplate, rt redteamRoute) redteamResult {
	t.Helper()
	bin, server := tpl.bin, tpl.server
	root := t.TempDir()
	if err := copyTree(tpl.root, root); err != nil {
		t.Fatalf("copying the template: %v", err)
	}
	// The work repository's config names the template's folder twice
	// (core.hooksPath, remote.origin.url): point both at this copy.
	cfgPath := filepath.Join(root, "w", ".git", "config")
	cfg, err := os.ReadFile(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(cfg, []byte(tpl.root)); n != 2 {
		t.Fatalf("the template's work config names its folder %d times, want 2:\n%s", n, cfg)
	}
	if err := os.WriteFile(cfgPath, bytes.ReplaceAll(cfg, []byte(tpl.root), []byte(root)), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newRedteamRig(t, root, bin, server, rt.name)

	args := rt.run(r)
	if server && !contains(args, "--no-verify") {
		args = append([]string{"--no-verify"}, args...)
	}
	cmd := exec.Command("git", append([]string{"push"}, args...)...)
	cmd.Dir = r.work
	cmd.Env = r.env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	res := redteamResult{stderr: stderr.String()}
	// "passed" is a push with warnings or allowed findings only.
	res.hookRan = strings.Contains(res.stderr, "pre-push clean") || strings.Contains(res.stderr, "pre-push blocked") ||
		strings.Contains(res.stderr, "pre-push passed") || strings.Contains(res.stderr, "scanner error")
	var ee *exec.ExitError
	switch {
	case err == nil:
		res.verdict = "passed"
	case errors.As(err, &ee) && strings.Contains(res.stderr, "not a leak verdict"):
		res.verdict = "error"
	case errors.As(err, &ee) && (strings.Contains(res.stderr, "blocked") || strings.Contains(res.stderr, "hook declined")):
		res.verdict = "blocked"
	default:
		res.verdict = "git-failed"
	}
	if len(r.carrier) > 0 {
		res.checked = true
		res.landed = r.landed()
	}
	mode := "pre-push"
	if server {
		mode = "pre-receive"
	}
	t.Logf("%s: %s (git push %s)", mode, res, strings.Join(args, " "))
	if res.verdict != "passed" || rt.leak {
		t.Logf("%s stderr:\n%s", mode, indent(res.stderr))
	}
	if res.verdict == "git-failed" {
		t.Errorf("%s: the push failed for another reason than the scan: the route is broken", mode)
	}
	if rt.leak && res.verdict == "passed" && res.checked && !res.landed {
		t.Errorf("%s: the push went through but carried nothing of the secret: the route is broken", mode)
	}
	if !server && !contains(args, "--no-verify") && !res.hookRan {
		t.Errorf("pre-push: the hook did not run; stderr:\n%s", indent(res.stderr))
	}
	return res
}

// checkRedteamFloor fails a route that did worse than at the first score.
func checkRedteamFloor(t *testing.T, floor map[string][2]bool, rt redteamRoute, client, server redteamResult) {
	f, ok := floor[rt.name]
	if !ok {
		t.Logf("no floor yet for %s", rt.name)
		return
	}
	for i, res := range []redteamResult{client, server} {
		mode := [...]string{"pre-push", "pre-receive"}[i]
		was := f[i]
		switch {
		case rt.leak && was && !res.stopped():
			t.Errorf("%s: regression: stopped at the first score, now %s", mode, res)
		case rt.leak && !was && res.stopped():
			t.Logf("%s: better than the first score: now %s", mode, res)
		case !rt.leak && !was && res.stopped():
			t.Errorf("%s: regression: a clean push is now blocked: %s", mode, res)
		case !rt.leak && was && !res.stopped():
			t.Logf("%s: better than the first score: the clean push now goes through", mode)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}

// bare makes a bare repository under the rig's root; in server mode its
// pre-receive hook runs the scan, as boundary.md says to install it.
func (r *redteamRig) bare(name string) string {
	p := filepath.Join(r.root, name)
	r.git(r.root, "init", "-q", "--bare", p)
	r.git(p, "config", "receive.advertisePushOptions", "true")
	if r.server {
		hook := "#!/bin/sh\nexec '" + r.bin + "' guard pre-receive\n"
		if err := os.WriteFile(filepath.Join(p, "hooks", "pre-receive"), []byte(hook), 0o755); err != nil {
			r.t.Fatal(err)
		}
	}
	return p
}

// run runs a command that must succeed and returns its stdout.
func (r *redteamRig) run(dir string, stdin []byte, name string, args ...string) string {
	r.t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = r.env
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		r.t.Fatalf("%s %s in %s: %v\n%s%s", name, strings.Join(args, " "), dir, err, out.String(), errb.String())
	}
	return out.String()
}

func (r *redteamRig) git(dir string, args ...string) string {
	r.t.Helper()
	return strings.TrimSpace(r.run(dir, nil, "git", args...))
}

// gitw runs git in the work repository.
func (r *redteamRig) gitw(args ...string) string {
	r.t.Helper()
	return r.git(r.work, args...)
}

// push is a preliminary push, which must go through: the client hook runs
// in client mode, the server's in server mode.
func (r *redteamRig) push(args ...string) {
	r.t.Helper()
	if r.server {
		args = append([]string{"--no-verify"}, args...)
	}
	r.git(r.work, append([]string{"push", "-q"}, args...)...)
}

func (r *redteamRig) write(rel string, content string) { r.writeBytes(rel, []byte(content)) }

func (r *redteamRig) writeBytes(rel string, content []byte) {
	r.t.Helper()
	p := filepath.Join(r.work, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(p, content, 0o644); err != nil {
		r.t.Fatal(err)
	}
}

// commit stages everything and commits.
func (r *redteamRig) commit(msg string) {
	r.t.Helper()
	r.gitw("add", "-A")
	r.gitw("commit", "-q", "-m", msg)
}

// carry names bytes that reach a remote only if the secret did: after the
// push, every bare repository's objects are searched for them.
func (r *redteamRig) carry(b []byte) { r.carrier = append(r.carrier, b) }

func (r *redteamRig) carryString(s string) { r.carry([]byte(s)) }

func (r *redteamRig) landed() bool {
	r.t.Helper()
	entries, err := os.ReadDir(r.root)
	if err != nil {
		r.t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || !strings.HasSuffix(e.Name(), ".git") {
			continue
		}
		objs := r.run(filepath.Join(r.root, e.Name()), nil, "git", "cat-file", "--batch-all-objects", "--batch")
		for _, c := range r.carrier {
			if bytes.Contains([]byte(objs), c) {
				return true
			}
		}
	}
	return false
}

// redteamFloor is the score a route may not fall below: for each route,
// whether pre-push and pre-receive stopped it (a leak) or blocked it (a
// clean push). The first score (main at 0d4cd94): pre-push stopped 30 of 52
// leaks, pre-receive 31 (it also sees --no-verify); neither blocked any of
// the 11 clean pushes. Raised since (branch prepush-fix): 15 more routes
// stop both ways, which the scanner now reads through (base64 decoded
// whole and of gzip, zlib streams, escapes and character references,
// UTF-16 strings in binaries, tokens glued to a word, office text runs,
// tokens put together from parts): 45 and 46 of 52.
var redteamFloor = map[string][2]bool{
	"configmap-binarydata-env":  {true, true},
	"double-base64":             {false, false},
	"gzip-base64-inline":        {true, true},
	"zip-as-woff2":              {true, true},
	"zip-4-deep":                {false, false},
	"pdf-flate-stream":          {true, true},
	"png-ztxt":                  {true, true},
	"git-loose-object-fixture":  {true, true},
	"hex-bytes-python":          {true, true},
	"json-unicode-escape":       {true, true},
	"svg-html-entities":         {true, true},
	"eml-quoted-printable":      {true, true},
	"utf32-config":              {true, true},
	"utf16-string-in-exe":       {true, true},
	"sqlite-adjacent-columns":   {true, true},
	"docx-split-runs":           {true, true},
	"notebook-output":           {true, true},
	"minified-long-line-concat": {false, false},
	"sourcemap-escaped-concat":  {true, true},
	"lockfile-resolved-creds":   {true, true},
	"env-template-halves":       {true, true},
	"ts-variable-concat":        {true, true},
	"yaml-dq-continuation":      {true, true},
	"python-list-join":          {true, true},
	"two-files":                 {false, false},
	"go-backtick-concat":        {true, true},
	"js-charcodes":              {true, true},
	"decode-budget":             {true, true},
	"long-line-base64":          {false, false},
	"straddle-2mib":             {true, true},
	"added-then-removed":        {true, true},
	"evil-merge":                {true, true},
	"annotated-tag-message":     {true, true},
	"tag-to-blob":               {true, true},
	"annotated-tag-to-tree":     {true, true},
	"commit-message":            {true, true},
	"author-email":              {true, true},
	"git-notes":                 {true, true},
	"rename-and-chmod":          {true, true},
	"path-split-token":          {false, false},
	"submodule-on-demand":       {true, true},
	"symlink-target":            {true, true},
	"stash-ref":                 {true, true},
	"orphan-branch":             {true, true},
	"no-verify":                 {false, true},
	"push-to-url":               {true, true},
	"force-push-amend":          {true, true},
	"refspec-rename":            {true, true},
	"mirror-custom-ref":         {true, true},
	"delete-and-create":         {true, true},
	"replace-object":            {true, true},
	"push-option":               {true, true},
	"clean-go-service":          {false, false},
	"clean-aws-doc-examples":    {false, false},
	"clean-package-lock":        {false, false},
	"clean-minified-bundle":     {false, false},
	"clean-ids-and-hashes":      {false, false},
	"clean-base64-image":        {false, false},
	"clean-env-example":         {false, false},
	"clean-notebook-plot":       {false, false},
	"clean-k8s-secret-refs":     {false, false},
	"clean-public-keys":         {false, false},
	"clean-many-refs":           {false, false},
}

// copyTree copies the folder src into dst (which may exist): folders,
// regular files with their permission bits, and symbolic links as links.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			return os.MkdirAll(to, info.Mode().Perm())
		case info.Mode()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(target, to)
		case info.Mode().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(to, b, info.Mode().Perm())
		}
		return fmt.Errorf("%s: cannot copy a %v", p, info.Mode().Type())
	})
}
