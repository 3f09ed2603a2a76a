package claude

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"regexp/syntax"
	"sort"
	"strings"
	"sync"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/settings"
)

// The report's vocabulary is checkup's.
type (
	Layer = checkup.Layer
	Check = checkup.Check
)

const (
	OK   = checkup.OK
	Info = checkup.Info
	Warn = checkup.Warn
	Fail = checkup.Fail
)

// Section names.
const (
	LayerSettings = "Claude Code settings"
	LayerSelfTest = "Self-test"
)

// DoctorOptions is what Claude Code's doctor section reads: what every
// agent's section reads (checkup.Env), the client the settings are judged
// against, and the settings sources it reads. The command layer fills it.
type DoctorOptions struct {
	checkup.Env

	Client     settings.Version
	ClientNote string // why the version is unknown
	// ClientEvents are the hook event names the installed client's code
	// carries (claudepkg), sorted; nil when they could not be read, or
	// belong to another version than Client. They overrule the hand table.
	ClientEvents []string
	// ClientFrom says where the client was read from, for messages.
	ClientFrom string

	Sources []settings.Source
}

// Diagnosis is Claude Code's part of doctor's report: its settings and its
// self-test, which the report shows first (after the git boundary), and the
// events hooktool is wired for in its settings, whose last firing the
// State layer lists.
type Diagnosis struct {
	Settings, SelfTest *Layer
	Events             []string // sorted, each once; empty when hooktool is not wired in any settings file
}

// Diagnose checks every settings source Claude Code reads here and each
// hook entry in it, and runs the installed PreToolUse command as Claude
// Code would.
func Diagnose(o DoctorOptions) Diagnosis {
	wired := hooktoolEntries(o)
	set := map[string]bool{}
	var events []string
	for _, w := range wired {
		if !set[w.Event] {
			set[w.Event] = true
			events = append(events, w.Event)
		}
	}
	sort.Strings(events)
	return Diagnosis{Settings: settingsLayer(o, wired), SelfTest: selfTest(o, wired), Events: events}
}

// measuredNew is the newest client measured to ignore only the entry with
// an unknown event name; 2.1.100 drops every hook of the file instead.
var measuredNew = settings.Version{Major: 2, Minor: 1, Patch: 328}

// wiredEntry is one hooktool handler found in a source.
type wiredEntry struct {
	Src     settings.Source
	Event   string
	Matcher string
	Handler gjson.Result
}

func hooktoolEntries(o DoctorOptions) []wiredEntry {
	var out []wiredEntry
	for _, s := range o.Sources {
		if !s.Valid() {
			continue
		}
		for _, f := range settings.Find(s.Data, o.Fingerprint) {
			out = append(out, wiredEntry{s, f.Event, f.Matcher, f.Handler})
		}
	}
	return out
}

func short(home, p string) string { return checkup.Short(home, p) }

// pos is file:line:col of a value.
func pos(s settings.Source, r gjson.Result, home string) string {
	if r.Index <= 0 {
		return short(home, s.Path)
	}
	line := 1 + strings.Count(string(s.Data[:r.Index]), "\n")
	col := r.Index - strings.LastIndexByte(string(s.Data[:r.Index]), '\n')
	return fmt.Sprintf("%s:%d:%d", short(home, s.Path), line, col)
}

func settingsLayer(o DoctorOptions, wired []wiredEntry) *Layer {
	l := &Layer{Name: LayerSettings}
	if o.Client.Known() {
		msg := "Claude Code " + o.Client.String()
		if o.ClientEvents != nil {
			msg += fmt.Sprintf(" (%d hook event names read from its code)", len(o.ClientEvents))
		}
		l.Add("settings.client", OK, o.ClientFrom, msg, "")
	} else {
		l.Add("settings.client", Info, "", "Claude Code version unknown ("+o.ClientNote+"); checks assume "+settings.Oldest.String()+" where versions matter", "")
	}
	type dupKey struct{ event, matcher, cmd string }
	seen := map[dupKey]string{}
	var disable []settings.Source
	for _, s := range o.Sources {
		where := short(o.Home, s.Path)
		switch {
		case !s.Exists:
			if s.Kind == settings.KindUser || s.Kind == settings.KindProject || s.Kind == settings.KindLocal {
				l.Add("settings.absent", Info, where, s.Label()+" settings: no file", "")
			}
			continue
		case s.Err != nil:
			var se *settings.SyntaxError
			if errors.As(s.Err, &se) {
				l.Add("settings.invalid-json", Fail, fmt.Sprintf("%s:%d:%d", where, se.Line, se.Col), "not valid JSON: "+se.Msg+"; Claude Code ignores this whole file",
					"fix the JSON at that position (settings allow no comments and no trailing commas)")
			} else {
				l.Add("settings.unreadable", Fail, where, s.Err.Error(), "make the file readable, or remove it")
			}
			continue
		}
		rt := s.Root()
		hooks := s.Hooks()
		first := len(l.Checks)
		n, mine := 0, 0
		if hooks.Exists() && !hooks.IsObject() {
			l.Add("settings.hooks-type", Fail, pos(s, hooks, o.Home), `"hooks" is not an object; Claude Code ignores it`, `make "hooks" an object of event names`)
		}
		hooks.ForEach(func(k, v gjson.Result) bool {
			event := k.String()
			checkEventName(l, o, s, k)
			if !v.IsArray() {
				l.Add("settings.event-type", Fail, pos(s, v, o.Home), fmt.Sprintf("hooks.%s is not an array of matcher groups", event), "use [{\"matcher\": ..., \"hooks\": [...]}]")
				return true
			}
			for _, g := range v.Array() {
				matcher := g.Get("matcher")
				checkMatcher(l, o, s, event, matcher)
				for _, h := range g.Get("hooks").Array() {
					n++
					ours := o.Fingerprint.Match(h)
					if ours {
						mine++
					}
					checkHandler(l, o, s, event, h)
					key := dupKey{event, normMatcher(matcher.String()), h.Get("command").String() + "\x00" + h.Get("args").Raw}
					if prev, ok := seen[key]; ok {
						l.Add("settings.duplicate", Warn, pos(s, h, o.Home), fmt.Sprintf("the same %s hook is also in %s", event, prev),
							"keep one copy (identical settings hooks run once, a plugin's copy runs again)")
					} else {
						seen[key] = pos(s, h, o.Home)
					}
				}
			}
			return true
		})
		// The file's summary goes before its findings; it is only "ok"
		// when none of them is a problem.
		st := OK
		for _, c := range l.Checks[first:] {
			if c.Status == Warn || c.Status == Fail {
				st = Info
			}
		}
		sum := Check{ID: "settings.source", Status: st, Where: where, Msg: fmt.Sprintf("%s settings: %d hooks, %d of them hooktool's", s.Label(), n, mine)}
		l.Checks = append(l.Checks[:first], append([]Check{sum}, l.Checks[first:]...)...)
		if rt.Get("disableAllHooks").Exists() {
			disable = append(disable, s)
		}
		if rt.Get("allowManagedHooksOnly").Bool() {
			if s.Kind == settings.KindManaged {
				var blocked []string
				for _, w := range wired {
					if w.Src.Kind != settings.KindManaged {
						blocked = append(blocked, w.Src.Label())
					}
				}
				if len(blocked) > 0 {
					l.Add("settings.managed-only", Fail, where, "allowManagedHooksOnly is set by policy: hooktool's entries in "+strings.Join(uniq(blocked), ", ")+" never run",
						"ask your administrator to add hooktool to managed settings")
				} else {
					l.Add("settings.managed-only", Info, where, "allowManagedHooksOnly: only managed hooks run", "")
				}
			} else {
				l.Add("settings.managed-only-ignored", Warn, where, "allowManagedHooksOnly only works in managed settings; here it does nothing", "remove it, or move it to managed settings")
			}
		}
	}
	checkDisableAll(l, o, disable)
	checkWiring(l, o, wired)
	return l
}

func uniq(xs []string) []string {
	sort.Strings(xs)
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func checkEventName(l *Layer, o DoctorOptions, s settings.Source, k gjson.Result) {
	event := k.String()
	client := o.Client
	at := pos(s, k, o.Home)
	if o.ClientEvents != nil {
		// The client's own code is the authority: never call an event
		// unknown that it carries, whatever the table says.
		if clientCarries(o, event) {
			return
		}
		l.Add("settings.unknown-event", Fail, at,
			fmt.Sprintf("unknown event name %q: the code of Claude Code %s does not carry it, so %s", event, client, lowerFirst(unknownEffect(client))),
			"fix the name (event names are case-sensitive), or remove the entry")
		return
	}
	since, known := settings.EventSince(event)
	switch {
	case known && !client.Known():
		if settings.Oldest.Less(since) {
			l.Add("settings.event-too-new", Warn, at,
				fmt.Sprintf("%s arrived in Claude Code %s: on an older client %s", event, since, unknownEffect(client)),
				"check the client version (claude --version), or remove the "+event+" entry")
		}
	case known && client.Less(since):
		l.Add("settings.event-too-new", Fail, at,
			fmt.Sprintf("%s is not known to Claude Code %s (it arrived in %s): %s", event, client, since, unknownEffect(client)),
			"remove the "+event+" entry, or upgrade Claude Code")
	case !known && (!client.Known() || settings.Newest().Less(client)):
		// A client hooktool's table does not cover: it may well know the
		// name. Say so rather than fail.
		why := "the Claude Code version is unknown"
		if client.Known() {
			why = "Claude Code " + client.String() + " is newer than hooktool's table (" + settings.Newest().String() + ")"
		}
		l.Add("settings.unknown-event", Warn, at,
			fmt.Sprintf("cannot tell whether %q is an event name: %s and its code could not be read; if it is not, %s", event, why, lowerFirst(unknownEffect(client))),
			"check the name (event names are case-sensitive)")
	case !known:
		l.Add("settings.unknown-event", Fail, at,
			fmt.Sprintf("unknown event name %q: %s", event, unknownEffect(client)),
			"fix the name (event names are case-sensitive), or remove the entry")
	}
}

// clientKnows reports whether the client knows event: from its own code
// when that was read, else from the table.
func clientKnows(o DoctorOptions, event string) bool {
	if o.ClientEvents != nil {
		return clientCarries(o, event)
	}
	return settings.Supports(o.Client, event)
}

func clientCarries(o DoctorOptions, event string) bool {
	i := sort.SearchStrings(o.ClientEvents, event)
	return i < len(o.ClientEvents) && o.ClientEvents[i] == event
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

func unknownEffect(client settings.Version) string {
	if client.Known() && !client.Less(measuredNew) {
		return "Claude Code " + client.String() + " ignores this entry"
	}
	if client.Known() && !client.Less(settings.Oldest) && client.Less(settings.Version{Major: 2, Minor: 1, Patch: 101}) {
		return "on Claude Code " + client.String() + " this disables every hook in this file"
	}
	return "Claude Code " + settings.Oldest.String() + " disables every hook in this file over it (" + measuredNew.String() + " ignores just this entry)"
}

func normMatcher(m string) string {
	if m == "*" {
		return ""
	}
	return m
}

// Regexes are compiled on first use: package init runs on every hook call.
var plainMatcher = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9_\- ,|]*$`) })

func checkMatcher(l *Layer, o DoctorOptions, s settings.Source, event string, m gjson.Result) {
	if !m.Exists() {
		return
	}
	if m.Type != gjson.String {
		l.Add("settings.matcher-type", Fail, pos(s, m, o.Home), "matcher is not a string", `use a string such as "Bash" or "Edit|Write"`)
		return
	}
	v := m.String()
	if v == "" || v == "*" {
		return
	}
	if !settings.TakesMatcher(event) {
		l.Add("settings.matcher-ignored", Warn, pos(s, m, o.Home), fmt.Sprintf("%s ignores matchers: %q does not narrow it, the hook runs every time", event, v), "remove the matcher")
		return
	}
	if plainMatcher().MatchString(v) {
		return // an exact name or a list of them
	}
	re, err := regexp.Compile(v)
	if err != nil {
		why := err.Error()
		if se, ok := errors.AsType[*syntax.Error](err); ok {
			why = string(se.Code)
		}
		l.Add("settings.matcher-invalid", Fail, pos(s, m, o.Home), fmt.Sprintf("matcher %q does not compile: %s", v, why), "fix the regular expression, or use exact names separated by |")
		return
	}
	if !settings.MatchesTools(event) {
		return
	}
	var extra []string
	for _, t := range settings.Tools {
		if loc := re.FindStringIndex(t); loc != nil && loc[0] > 0 {
			extra = append(extra, t)
		}
	}
	if len(extra) > 0 {
		l.Add("settings.matcher-overmatch", Warn, pos(s, m, o.Home),
			fmt.Sprintf("matcher %q is an unanchored regex: it also matches %s", v, strings.Join(extra, ", ")),
			fmt.Sprintf("anchor it: \"^(%s)$\"", v))
	}
}

var shellWordsNoCheck = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"cd": true, "echo": true, "printf": true, "test": true, "[": true, "exit": true, "true": true, "false": true,
		"export": true, "source": true, ".": true, "if": true, "for": true, "while": true, "case": true,
		"exec": true, "eval": true, "set": true, "read": true, "{": true, "!": true, "command": true, "env": false,
	}
})

func checkHandler(l *Layer, o DoctorOptions, s settings.Source, event string, h gjson.Result) {
	at := pos(s, h, o.Home)
	typ := h.Get("type").String()
	switch typ {
	case "command":
	case "http", "mcp_tool", "prompt", "agent":
		checkIf(l, o, at, event, h)
		return
	default:
		l.Add("settings.handler-type", Fail, at, fmt.Sprintf("hook type %q is not one Claude Code knows", typ), `use "type": "command"`)
		return
	}
	checkIf(l, o, at, event, h)
	cmd := h.Get("command").String()
	args := h.Get("args")
	if args.Exists() {
		switch {
		case o.Client.Known() && o.Client.Less(settings.ExecFormSince):
			l.Add("settings.exec-args", Fail, at, fmt.Sprintf("exec-form args: Claude Code %s ignores args and runs %q with no arguments", o.Client, cmd),
				"use the shell form: put the arguments in command (hooktool install does)")
		case !o.Client.Known():
			l.Add("settings.exec-args", Warn, at, "exec-form args need Claude Code "+settings.ExecFormSince.String()+"; older clients run the command with no arguments",
				"use the shell form, or check the client version")
		}
		checkExe(l, o, s, at, cmd, false)
	} else {
		exe, _ := settings.CommandWords(cmd)
		checkExe(l, o, s, at, exe, true)
	}
	checkTimeout(l, at, event, h)
}

func checkIf(l *Layer, o DoctorOptions, at, event string, h gjson.Result) {
	if !h.Get("if").Exists() {
		return
	}
	if !settings.TakesIf(event) {
		l.Add("settings.if-ignored", Fail, at, fmt.Sprintf("\"if\" on %s: Claude Code never runs this hook (if works only on tool events)", event), `remove "if", or move the hook to a tool event`)
	} else if o.Client.Known() && o.Client.Less(settings.IfSince) {
		l.Add("settings.if-old-client", Warn, at, fmt.Sprintf("\"if\" needs Claude Code %s; %s runs the hook for every call", settings.IfSince, o.Client), "upgrade Claude Code, or filter inside the hook")
	}
}

func checkTimeout(l *Layer, at, event string, h gjson.Result) {
	t := h.Get("timeout")
	switch {
	case !t.Exists():
		def := "600"
		if event == "UserPromptSubmit" {
			def = "30"
		}
		l.Add("settings.timeout-missing", Warn, at, fmt.Sprintf("no timeout: a hung %s hook stalls for the %s s default", event, def), `add "timeout" in seconds, e.g. "timeout": 10`)
	case t.Type != gjson.Number || t.Float() <= 0:
		l.Add("settings.timeout-invalid", Fail, at, fmt.Sprintf("timeout %s is not a positive number of seconds", t.Raw), `use "timeout": 10`)
	case t.Float() >= 1000:
		l.Add("settings.timeout-ms", Fail, at, fmt.Sprintf("timeout %s looks like milliseconds; Claude Code reads seconds (%.0f minutes)", t.Raw, t.Float()/60),
			fmt.Sprintf(`"timeout": %d`, max(1, int(t.Float()/1000))))
	}
}

// expand substitutes what Claude Code and the shell would in a command's
// program path, as far as doctor can know it.
func expand(o DoctorOptions, s settings.Source, p string) string {
	pluginRoot := ""
	if s.Kind == settings.KindPlugin {
		pluginRoot = filepath.Dir(filepath.Dir(s.Path))
	}
	r := strings.NewReplacer("${CLAUDE_PROJECT_DIR}", o.ProjectDir, "$CLAUDE_PROJECT_DIR", o.ProjectDir,
		"${CLAUDE_PLUGIN_ROOT}", pluginRoot, "$CLAUDE_PLUGIN_ROOT", pluginRoot, "${HOME}", o.Home, "$HOME", o.Home)
	p = r.Replace(p)
	if strings.HasPrefix(p, "~/") {
		p = filepath.Join(o.Home, p[2:])
	}
	return p
}

func checkExe(l *Layer, o DoctorOptions, s settings.Source, at, exe string, shell bool) {
	exe = expand(o, s, exe)
	if exe == "" || strings.ContainsAny(exe, "$`*?") || shell && shellWordsNoCheck()[exe] {
		return // a construct doctor cannot resolve without running it
	}
	if !strings.ContainsRune(exe, '/') {
		if o.LookPath == nil {
			return
		}
		if _, err := o.LookPath(exe); err != nil {
			l.Add("settings.command-missing", Fail, at, fmt.Sprintf("command %q is not on PATH: the hook fails every time (silently, as a non-blocking error)", exe), "install it, or use its absolute path")
		}
		return
	}
	if !filepath.IsAbs(exe) {
		exe = filepath.Join(o.ProjectDir, exe)
	}
	fi, err := os.Stat(exe)
	switch {
	case err != nil:
		l.Add("settings.command-missing", Fail, at, fmt.Sprintf("%s does not exist: the hook fails every time (silently, as a non-blocking error)", exe), "fix the path, or reinstall (hooktool install)")
	case !fi.Mode().IsRegular() || fi.Mode()&0o111 == 0:
		l.Add("settings.command-not-executable", Fail, at, fmt.Sprintf("%s is not executable", exe), "chmod +x "+settings.ShellQuote(exe))
	}
}

// checkDisableAll applies Claude Code's precedence for the scalar
// disableAllHooks: managed, then local, project, user.
func checkDisableAll(l *Layer, o DoctorOptions, srcs []settings.Source) {
	if len(srcs) == 0 {
		return
	}
	rank := map[string]int{settings.KindManaged: 4, settings.KindLocal: 3, settings.KindProject: 2, settings.KindUser: 1}
	var top settings.Source
	best := 0
	for _, s := range srcs {
		if rank[s.Kind] > best {
			best, top = rank[s.Kind], s
		}
	}
	if top.Root().Get("disableAllHooks").Bool() {
		l.Add("settings.disable-all", Fail, short(o.Home, top.Path), "disableAllHooks is true: no hook runs, hooktool's included",
			`remove "disableAllHooks" (or set it to false)`)
	}
}

// checkWiring looks at hooktool's entries together.
func checkWiring(l *Layer, o DoctorOptions, wired []wiredEntry) {
	if len(wired) == 0 {
		l.Add("settings.not-wired", Warn, "", "hooktool is not wired in any settings file", "hooktool install")
		return
	}
	byEvent := map[string][]wiredEntry{}
	for _, w := range wired {
		byEvent[w.Event] = append(byEvent[w.Event], w)
	}
	events := make([]string, 0, len(byEvent))
	for e := range byEvent {
		events = append(events, e)
	}
	sort.Strings(events)
	for _, e := range events {
		ws := byEvent[e]
		cmds := map[string]bool{}
		var where []string
		for _, w := range ws {
			c := w.Handler.Get("command").String() + w.Handler.Get("args").Raw
			if !cmds[c] {
				cmds[c] = true
				where = append(where, w.Src.Label())
			}
		}
		if len(cmds) > 1 {
			l.Add("settings.hooktool-twice", Warn, e, fmt.Sprintf("hooktool is wired %d times (%s): it runs once per copy", len(cmds), strings.Join(where, ", ")),
				"keep one: hooktool uninstall --scope <the other scope>")
		}
	}
	// Entries that run another hooktool than this one (an older install,
	// a moved binary) are worth knowing about, not a problem by themselves.
	if o.WantBinary != "" {
		want, werr := os.Stat(o.WantBinary)
		seenExe := map[string]bool{}
		for _, w := range wired {
			if w.Src.Kind == settings.KindPlugin {
				// The plugin's command is its launcher, a script that
				// runs the installed binary: its age says nothing, and
				// `hooktool install` would wire everything twice.
				continue
			}
			exe := w.Handler.Get("command").String()
			if !w.Handler.Get("args").Exists() {
				exe, _ = settings.CommandWords(exe)
			}
			exe = expand(o, w.Src, exe)
			if seenExe[exe] {
				continue
			}
			seenExe[exe] = true
			got, err := os.Stat(exe)
			switch {
			case werr != nil || err != nil || os.SameFile(want, got):
			case got.ModTime().Before(want.ModTime()):
				// An install copy left behind by an upgrade: the hooks run
				// the old policy until install replaces it.
				l.Add("settings.hooktool-stale-binary", Warn, w.Src.Label(),
					fmt.Sprintf("hooktool entries run %s, which is older than this hooktool (%s)", exe, o.WantBinary),
					"hooktool install (replaces the copy in place; a running hook is not disturbed)")
			default:
				l.Add("settings.hooktool-other-binary", Info, w.Src.Label(), fmt.Sprintf("hooktool entries run %s, not this hooktool (%s)", exe, o.WantBinary), "")
			}
		}
	}
	if len(byEvent["PreToolUse"]) == 0 {
		return
	}
	checkSkillShell(l, o, byEvent)
	checkSharedPreToolUse(l, o)
	// Another PreToolUse hook that rewrites input races hooktool's
	// rewrite: Claude Code keeps whichever finishes last.
	for _, s := range o.Sources {
		if !s.Valid() {
			continue
		}
		for _, g := range s.Hooks().Get("PreToolUse").Array() {
			m := g.Get("matcher").String()
			if !overlapsBash(m) {
				continue
			}
			for _, h := range g.Get("hooks").Array() {
				if o.Fingerprint.Match(h) || !looksLikeRewriter(h) {
					continue
				}
				l.Add("settings.rewrite-race", Warn, pos(s, h, o.Home),
					fmt.Sprintf("%q also rewrites tool input on PreToolUse (matcher %q), like hooktool: Claude Code keeps only the rewrite that finishes last", h.Get("command").String(), m),
					"keep one rewriter: remove this hook, or turn off hooktool's rewrite (reduce.rewrite false)")
			}
		}
	}
}

func overlapsBash(m string) bool {
	if m == "" || m == "*" {
		return true
	}
	if plainMatcher().MatchString(m) {
		for _, p := range strings.FieldsFunc(m, func(r rune) bool { return r == '|' || r == ',' }) {
			if strings.TrimSpace(p) == "Bash" {
				return true
			}
		}
		return false
	}
	re, err := regexp.Compile(m)
	return err == nil && re.MatchString("Bash")
}

// rewriters are known hooks that answer PreToolUse with updatedInput.
var rewriterRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(^|[/\s'"])(rtk|tokenjuice)(\s|'|"|$)|updatedInput|rewrite`)
})

func looksLikeRewriter(h gjson.Result) bool {
	return rewriterRE().MatchString(h.Get("command").String() + " " + h.Get("args").Raw)
}

// skillShell is the event that guards the !`cmd` lines of skills and slash
// commands, which Claude Code runs itself: PreToolUse never sees them.
const skillShell = "PreSkillShellCommand"

// checkSkillShell says whether the guard reaches skill shell commands.
func checkSkillShell(l *Layer, o DoctorOptions, byEvent map[string][]wiredEntry) {
	since, _ := settings.EventSince(skillShell)
	switch {
	case len(byEvent[skillShell]) > 0:
		return
	case !o.Client.Known() && o.ClientEvents == nil:
		l.Add("settings.skill-shell-unguarded", Info, skillShell,
			fmt.Sprintf("cannot tell whether this Claude Code has %s (%s and later): without it the !`cmd` lines of skills and slash commands run without the guard", skillShell, since), "")
	case clientKnows(o, skillShell):
		fix := "hooktool install"
		if viaPlugin(byEvent["PreToolUse"]) {
			// The plugin route: install would wire everything twice.
			fix = "claude plugin update hooktool@hookd (the plugin has the hook since this version)"
		}
		l.Add("settings.skill-shell-unguarded", Warn, skillShell,
			fmt.Sprintf("Claude Code %s has %s, but hooktool is not wired to it: the !`cmd` lines of skills and slash commands run without the guard", o.Client, skillShell),
			fix)
	default:
		// A fact of the client, not of the settings: nothing to fix here.
		l.Add("settings.skill-shell-unguarded", Info, skillShell,
			fmt.Sprintf("skill shell commands are not guarded on Claude Code %s: it runs the !`cmd` lines of skills and slash commands itself, and PreToolUse never sees them (%s, in %s and later, does)", o.Client, skillShell, since),
			"upgrade Claude Code to "+since.String()+" or later, then run hooktool install; until then, read a skill before you run it")
	}
}

// sharedPreToolUseFixed is the first client measured to keep hooktool's
// updatedInput when another PreToolUse hook also matches Bash; 2.1.100
// drops it (and shows a deny to the model without its reason).
var sharedPreToolUseFixed = settings.Version{Major: 2, Minor: 1, Patch: 328}

// checkSharedPreToolUse flags another PreToolUse hook on Bash on a client
// that then drops hooktool's rewrite.
func checkSharedPreToolUse(l *Layer, o DoctorOptions) {
	if o.Client.Known() && !o.Client.Less(sharedPreToolUseFixed) {
		return
	}
	for _, s := range o.Sources {
		if !s.Valid() {
			continue
		}
		for _, g := range s.Hooks().Get("PreToolUse").Array() {
			m := g.Get("matcher").String()
			if !overlapsBash(m) {
				continue
			}
			for _, h := range g.Get("hooks").Array() {
				if o.Fingerprint.Match(h) {
					continue
				}
				client := "Claude Code " + o.Client.String()
				if !o.Client.Known() {
					client = "an older Claude Code (measured on 2.1.100; fixed by " + sharedPreToolUseFixed.String() + ")"
				}
				l.Add("settings.pretooluse-shared", Warn, pos(s, h, o.Home),
					fmt.Sprintf("%q also runs on PreToolUse for Bash: with it, %s drops hooktool's rewrite (updatedInput) and shows a deny to the model without its reason; hooktool does not rewrite there", h.Get("command").String(), client),
					"remove the other hook, or upgrade Claude Code to "+sharedPreToolUseFixed.String()+" or later")
				return
			}
		}
	}
}

// viaPlugin reports whether every one of these entries comes from a
// plugin's hooks (the plugin route, not a settings file).
func viaPlugin(ws []wiredEntry) bool {
	for _, w := range ws {
		if w.Src.Kind != settings.KindPlugin {
			return false
		}
	}
	return len(ws) > 0
}
