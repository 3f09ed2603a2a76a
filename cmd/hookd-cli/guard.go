package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/gitscan"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/scan"
	"github.com/hookd/hookd/state"
)

// maxTextFindings bounds the text report; JSON and SARIF list everything.
const maxTextFindings = 200

// maxScanNotes bounds the notes `guard scan` prints about files it could
// not read as plain text, or not whole.
const maxScanNotes = 50

// maxStdinScan bounds `guard scan -`.
const maxStdinScan = 64 << 20

func guardCommand(e *env) *command {
	outFlags := []opt{
		boolOpt("json", "print findings as JSON"),
		boolOpt("sarif", "print findings as SARIF 2.1.0 (for code-scanning tools)"),
	}
	return &command{
		name:  "guard",
		usage: "scan for secrets and host leaks at the boundary: a push, a commit, files",
		desc: "Exit codes: 0 clean (warnings only), 1 blocking findings, 2 scanner or usage error.\n" +
			"A scanner error is not a leak verdict, but it still stops a push.",
		subs: append([]*command{
			guardAllowCommand(e),
			{
				name:  "git",
				usage: "scan what a git push sends (run from a pre-push hook)",
				args:  "--pre-push REMOTE URL",
				desc: "Reads git's pre-push lines on stdin. Per ref: deletions are skipped; the lines added by\n" +
					"every commit the remote does not have are scanned, and the files of the pushed commit.",
				flags: append([]opt{boolOpt("pre-push", "git pre-push hook mode (required)")}, outFlags...),
				run: func(c *call) error {
					if c.bool("pre-push") && len(c.args) == 0 && e.getenv("PRE_COMMIT_TO_REF") != "" {
						return e.guardPreCommitFramework(c)
					}
					if !c.bool("pre-push") || len(c.args) != 2 {
						return failHint(exitError, `in .git/hooks/pre-push: exec hooktool guard git --pre-push "$@"`,
							"guard git: want --pre-push REMOTE URL")
					}
					return e.guardPrePush(c, c.arg(0), c.arg(1))
				},
			},
			{
				name:  "scan",
				usage: "scan files and folders (or - for stdin)",
				args:  "[PATH...|-]",
				flags: outFlags,
				run: func(c *call) error {
					paths := c.args
					if len(paths) == 0 {
						paths = []string{"."}
					}
					return e.guardScan(c, paths)
				},
			},
			{
				name:  "staged",
				usage: "scan the lines staged for the next commit (run from a pre-commit hook)",
				flags: outFlags,
				run: func(c *call) error {
					return e.guardGit(c, "staged", func(ctx context.Context, g *gitscan.Git, o gitscan.Options) (*gitscan.Result, error) {
						return g.Staged(ctx, o)
					})
				},
			},
		}, guardServerCommands(e, outFlags)...),
	}
}

// scanSetup loads config and builds the scanner.
type scanSetup struct {
	cfg     *config.Config
	scanner *scan.Scanner
}

func (e *env) scanSetup() (*scanSetup, error) {
	cfg, err := e.loadConfig(e.projectDir(""))
	if err != nil {
		return nil, fail(exitError, "scanner error (not a leak verdict): %v", err)
	}
	o, err := scan.FromConfig(cfg)
	if err != nil {
		return nil, fail(exitError, "scanner error (not a leak verdict): config: %v", err)
	}
	s, err := scan.New(o)
	if err != nil {
		return nil, fail(exitError, "scanner error (not a leak verdict): config: %v", err)
	}
	return &scanSetup{cfg: cfg, scanner: s}, nil
}

func (s *scanSetup) git() *gitscan.Git {
	t := time.Duration(s.cfg.Get("scan.git_timeout_seconds").Int()) * time.Second
	return &gitscan.Git{Timeout: t}
}

// options reads the git-scan settings. The project file and
// HOOKTOOL_CONFIG are files an agent can write, so a setting that would scan
// less (trusting tracking refs, skipping the tree, a smaller size limit) is
// taken only from the embedded defaults or the user's own file; those
// layers may still scan more.
func (s *scanSetup) options() gitscan.Options {
	trusted := func(p string) gjson.Result {
		var v gjson.Result
		for _, name := range []string{config.LayerDefault, config.LayerUser} {
			if l, ok := s.cfg.Layer(name); ok {
				if r := gjson.GetBytes(l.Data, p); r.Exists() {
					v = r
				}
			}
		}
		return v
	}
	exclude := s.cfg.Get("scan.prepush.exclude").String()
	if exclude == string(gitscan.ExcludeTracking) && trusted("scan.prepush.exclude").String() != exclude {
		exclude = trusted("scan.prepush.exclude").String()
	}
	noTree := trusted("scan.prepush.scan_tree").Exists() && !trusted("scan.prepush.scan_tree").Bool() &&
		!s.cfg.Get("scan.prepush.scan_tree").Bool()
	return gitscan.Options{
		Scanner:     s.scanner,
		MaxBytes:    int(max(s.cfg.Get("scan.max_file_bytes").Int(), trusted("scan.max_file_bytes").Int())),
		Exclude:     gitscan.Exclude(exclude),
		NoTree:      noTree,
		AgentConfig: s.agentAllow(),
	}
}

// agentAllow lists the allow entries that only a file an agent can write
// gives the scanner: a pre-push honours them only as the repository had
// them before the pushed range (gitscan.ConfigFile).
func (s *scanSetup) agentAllow() []gitscan.ConfigFile {
	trusted := map[string]bool{}
	for _, name := range []string{config.LayerDefault, config.LayerUser} {
		if l, ok := s.cfg.Layer(name); ok {
			v, p := scan.AllowEntries(l.Data)
			for _, x := range v {
				trusted["v\x00"+x] = true
			}
			for _, x := range p {
				trusted["p\x00"+x] = true
			}
		}
	}
	var out []gitscan.ConfigFile
	for _, name := range []string{config.LayerProject, config.LayerEnv} {
		l, ok := s.cfg.Layer(name)
		if !ok {
			continue
		}
		f := gitscan.ConfigFile{Path: l.Path}
		v, p := scan.AllowEntries(l.Data)
		for _, x := range v {
			if !trusted["v\x00"+x] {
				f.Values = append(f.Values, x)
			}
		}
		for _, x := range p {
			if !trusted["p\x00"+x] {
				f.Patterns = append(f.Patterns, x)
			}
		}
		if len(f.Values)+len(f.Patterns) > 0 {
			out = append(out, f)
		}
	}
	return out
}

func (e *env) guardPrePush(c *call, remote, url string) error {
	refs, err := gitscan.ParsePushLines(e.stdin)
	if err != nil {
		return failHint(exitError, "the push is stopped; this is not a leak verdict",
			"scanner error (not a leak verdict): %v", err)
	}
	return e.guardGit(c, "pre-push", func(ctx context.Context, g *gitscan.Git, o gitscan.Options) (*gitscan.Result, error) {
		res, err := g.PrePush(ctx, o, refs, remote, url)
		if err == nil {
			gitscan.ScanPushOptions(o, e.sentPushOptions(ctx), res)
		}
		return res, err
	})
}

// guardPreCommitFramework serves the pre-commit framework's pre-push stage,
// which passes no arguments and no stdin but names the range in its
// environment (PRE_COMMIT_FROM_REF is unset when the branch is new).
func (e *env) guardPreCommitFramework(c *call) error {
	zero := strings.Repeat("0", len(e.getenv("PRE_COMMIT_TO_REF")))
	from := e.getenv("PRE_COMMIT_FROM_REF")
	if from == "" {
		from = zero
	}
	line := fmt.Sprintf("%s %s %s %s\n", e.getenv("PRE_COMMIT_LOCAL_BRANCH"), e.getenv("PRE_COMMIT_TO_REF"),
		e.getenv("PRE_COMMIT_REMOTE_BRANCH"), from)
	refs, err := gitscan.ParsePushLines(strings.NewReader(line))
	if err != nil {
		return fail(exitError, "scanner error (not a leak verdict): pre-commit framework range: %v", err)
	}
	remote, url := e.getenv("PRE_COMMIT_REMOTE_NAME"), e.getenv("PRE_COMMIT_REMOTE_URL")
	return e.guardGit(c, "pre-push", func(ctx context.Context, g *gitscan.Git, o gitscan.Options) (*gitscan.Result, error) {
		return g.PrePush(ctx, o, refs, remote, url)
	})
}

// guardGit runs a git-backed scan and reports it. A pre-push writes its
// report to stderr: git shows the hook's stderr, and stdout stays quiet.
func (e *env) guardGit(c *call, what string, run func(context.Context, *gitscan.Git, gitscan.Options) (*gitscan.Result, error)) error {
	s, err := e.scanSetup()
	if err != nil {
		return err
	}
	res, err := run(context.Background(), s.git(), s.options())
	if err != nil {
		hint := "fix the repository or the config and try again"
		if pushed(what) {
			hint = "the push is stopped because the scan could not finish; nothing was judged a leak"
		}
		var pe *gitscan.PlumbingError
		if errors.As(err, &pe) {
			return failHint(exitError, hint, "scanner error (not a leak verdict): git plumbing failed: %v", err)
		}
		return failHint(exitError, hint, "scanner error (not a leak verdict): %v", err)
	}
	agentMarked := 0
	if what == "pre-push" {
		agentMarked = e.agentMarkers(s, res)
	}
	out := e.stdout
	if pushed(what) && !c.bool("json") && !c.bool("sarif") {
		out = e.stderr
	}
	scanned := &scanScope{Refs: res.Refs, Commits: res.Commits, Files: res.Files, Skipped: res.Skipped}
	if err := e.printFindings(c, out, s.scanner, res.Findings, scanned); err != nil {
		return fail(exitError, "writing the report: %v", err)
	}
	for _, n := range res.Notes {
		fmt.Fprintf(e.stderr, "hooktool: note: %s\n", n)
	}
	scope := fmt.Sprintf("%d file(s)", res.Files)
	fix := "take the secret out of the staged files"
	if pushed(what) || what == "range" {
		scope = fmt.Sprintf("%d ref(s), %d commit(s), %s", res.Refs, res.Commits, scope)
		fix = "remove the secret from every pushed commit (rewrite them)"
	}
	if res.Blocks() {
		if what == "pre-push" {
			e.recordCaught(s.cfg, "pre-push", res.Findings)
		}
		if agentMarked > 0 {
			// Said without naming the marker: this message reaches the agent.
			fmt.Fprintf(e.stderr, "hooktool: %d finding(s) are in commits made during an agent session; only the user allows those, in their own terminal: hooktool guard allow COMMIT PATH RULE\n", agentMarked)
		}
		return failHint(exitFindings,
			fix+"; if it is a genuinely public example, ask the user to allow it",
			"%s blocked: %s in %s", what, summary(res.Findings), scope)
	}
	if len(res.Findings) > 0 {
		fmt.Fprintf(e.stderr, "hooktool: %s passed: %s in %s\n", what, summary(res.Findings), scope)
	} else {
		fmt.Fprintf(e.stderr, "hooktool: %s clean: %s\n", what, scope)
	}
	return nil
}

func (e *env) guardScan(c *call, paths []string) error {
	s, err := e.scanSetup()
	if err != nil {
		return err
	}
	maxBytes := s.options().MaxBytes
	if maxBytes <= 0 {
		maxBytes = 2 << 20
	}
	var all []scan.Finding
	var rd scan.Reader
	files, skipped, notes := 0, 0, 0
	var scanned int64
	prog := e.newProgress("scanned files")
	defer prog.done()
	note := func(path, why string) {
		if notes++; notes <= maxScanNotes {
			prog.done() // a note starts on a clean line
			fmt.Fprintf(e.stderr, "hooktool: note: %s: %s\n", path, why)
		}
	}
	scanOne := func(path string, data []byte, kind string) {
		files++
		scanned += int64(len(data))
		prog.update(files, scanned)
		all = append(all, s.scanner.Scan(scan.Input{Path: path, Data: data, Binary: kind == scan.ViewBinary})...)
	}
	for _, p := range paths {
		if p == "-" {
			data, err := io.ReadAll(io.LimitReader(e.stdin, maxStdinScan+1))
			if err != nil {
				return fail(exitError, "scanner error (not a leak verdict): reading stdin: %v", err)
			}
			if len(data) > maxStdinScan {
				return fail(exitError, "scanner error (not a leak verdict): stdin larger than %d bytes", maxStdinScan)
			}
			view, kind := scan.TextView(data)
			scanOne("", view, kind)
			continue
		}
		err := scan.WalkNoting([]string{p}, func(path string, info fs.FileInfo) error {
			// Binary and UTF-16 content is read as text (scan.TextView);
			// a large file up to the limit. Each says so on stderr.
			limit := maxBytes
			if info.Size() > int64(maxBytes) {
				limit = max(maxBytes, min(int(info.Size()), scan.MaxBinaryView))
			}
			data, more, err := rd.ReadHead(path, limit)
			if err != nil {
				return err
			}
			view, kind := scan.TextView(data)
			switch {
			case kind == scan.ViewText && (more || len(data) > maxBytes):
				view = view[:maxBytes]
				note(path, fmt.Sprintf("larger than %d bytes, only the first %d scanned (scan.max_file_bytes)", maxBytes, maxBytes))
			case kind != scan.ViewText && more:
				note(path, fmt.Sprintf("%s, only its first %d bytes scanned", kind, limit))
			}
			scanOne(path, view, kind)
			if scan.HasMembers(data) {
				// A compressed file or a bundle: its members as files;
				// binary content: the compressed streams it holds.
				members, err := s.scanner.ScanMembers(path, data)
				if err != nil || more && scan.IsArchive(data) {
					note(path, "archive read in part")
				}
				all = append(all, members...)
			}
			return nil
		}, func(path, why string) {
			skipped++
			note(path, "skipped: "+why)
		})
		if err != nil {
			return fail(exitError, "scanner error (not a leak verdict): %v", err)
		}
	}
	prog.done()
	if err := e.printFindings(c, e.stdout, s.scanner, all, &scanScope{Files: files, Skipped: skipped}); err != nil {
		return fail(exitError, "writing the report: %v", err)
	}
	if notes > maxScanNotes {
		fmt.Fprintf(e.stderr, "hooktool: note: %d more notes left out\n", notes-maxScanNotes)
	}
	scope := fmt.Sprintf("%d file(s)", files)
	if skipped > 0 {
		scope += fmt.Sprintf(" (%d skipped)", skipped)
	}
	for _, f := range all {
		if f.Blocks() {
			return fail(exitFindings, "scan blocked: %s in %s", summary(all), scope)
		}
	}
	if len(all) > 0 {
		fmt.Fprintf(e.stderr, "hooktool: scan passed: %s in %s\n", summary(all), scope)
	} else {
		fmt.Fprintf(e.stderr, "hooktool: scan clean: %s\n", scope)
	}
	return nil
}

// printFindings writes findings as text, JSON or SARIF. Every format shows
// secrets masked only.
func (e *env) printFindings(c *call, w io.Writer, s *scan.Scanner, fs []scan.Finding, scope *scanScope) error {
	switch {
	case c.bool("sarif"):
		return scan.WriteSARIF(w, s.Rules(), fs, buildVersion(version, readBuildInfo))
	case c.bool("json"):
		if fs == nil {
			fs = []scan.Finding{}
		}
		blocked := false
		for _, f := range fs {
			blocked = blocked || f.Blocks()
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			Blocked  bool           `json:"blocked"`
			Scanned  *scanScope     `json:"scanned"`
			Findings []scan.Finding `json:"findings"`
		}{blocked, scope, fs})
	}
	for i, f := range fs {
		if i == maxTextFindings {
			_, err := fmt.Fprintf(w, "... and %d more (--json or --sarif lists them all)\n", len(fs)-i)
			return err
		}
		verdict := f.Severity.String()
		if f.Allowed {
			verdict = "allowed(" + f.AllowedBy + ")"
		}
		loc := fmt.Sprintf("%s:%d:%d", f.Path, f.Line, f.Column)
		if f.Path == "" {
			loc = fmt.Sprintf("stdin:%d:%d", f.Line, f.Column)
		}
		if f.Commit != "" {
			loc += " @" + shortSHA(f.Commit)
		}
		if _, err := fmt.Fprintf(w, "%-14s %-24s %s  %s\n", verdict, f.Category+"/"+f.Rule, loc, f.Secret); err != nil {
			return err
		}
	}
	return nil
}

// scanScope is how much a scan looked at, for --json.
type scanScope struct {
	Refs    int `json:"refs,omitempty"`
	Commits int `json:"commits,omitempty"`
	Files   int `json:"files"`
	Skipped int `json:"skipped"` // symlinks, submodules, special files
}

func shortSHA(sha string) string { return sha[:min(len(sha), 12)] }

// summary counts findings by verdict: "2 blocking, 1 warning, 1 allowed".
func summary(fs []scan.Finding) string {
	var b, w, a int
	for _, f := range fs {
		switch {
		case f.Allowed:
			a++
		case f.Severity == scan.Block:
			b++
		case f.Severity == scan.Warn:
			w++
		}
	}
	return fmt.Sprintf("%d blocking, %d warning(s), %d allowed", b, w, a)
}

// recordCaught leaves a masked record of a blocked push in state for
// `state show`. Best effort: the verdict stands whether or not it lands.
func (e *env) recordCaught(cfg *config.Config, kind string, fs []scan.Finding) {
	db, err := e.openState(cfg, false)
	if err != nil {
		return
	}
	defer db.Close()
	ttl := time.Duration(cfg.Get("state.ttl_seconds").Int()) * time.Second
	if ttl <= 0 {
		ttl = 10 * time.Minute
	}
	_ = db.Update(func(tx *state.Tx) error {
		n := 0
		for _, f := range fs {
			if !f.Blocks() {
				continue
			}
			if n++; n > 20 {
				break
			}
			err := handlers.Caught(tx, ttl, handlers.CaughtRecord{
				Kind: kind, Session: "git", Rule: f.Rule, Decision: "block",
				Summary: fmt.Sprintf("%s:%d %s %s", f.Path, f.Line, f.Rule, f.Secret),
			})
			if err != nil {
				return err
			}
		}
		return nil
	})
}
