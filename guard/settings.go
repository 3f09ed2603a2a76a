package guard

import (
	"path"
	"strings"
)

// Tools' own settings commands store a value the tool uses later: `gh
// config set editor CMD`, `gh alias set --shell NAME CMD`, `npm config set
// git PATH`, `yarn config set yarnPath PATH`, `go env -w
// GOFLAGS=-toolexec=PATH`, `bundle config set gemfile PATH`, `rustup
// toolchain link NAME DIR`, `kubectl config set-credentials
// --exec-command=...`. Whatever the tool, a command the guard stops in the
// stored value asks, as does a program the agent left in the temp folder
// named as one the tool will run.

// settingsVerb reports the words of a settings command: config and set,
// env -w, alias, toolchain link.
func settingsVerb(words []string) bool {
	config, set := false, false
	for i, w := range words {
		if i > 5 {
			break
		}
		switch w {
		case "config", "configure", "settings", "alias", "env", "toolchain", "preferences", "prefs":
			config = true
		case "set", "add", "-w", "--add", "--set", "link", "put", "set-credentials", "--global":
			set = true
		}
	}
	return config && set
}

// programKey reports a settings key or option whose value is a program
// or a folder programs come from (yarnPath, npm's git, rustc-wrapper,
// -toolexec, a template folder, a Gemfile, an editor, an exec command).
func programKey(k string) bool {
	k = strings.ToLower(k)
	for _, s := range [...]string{"path", "git", "wrapper", "toolexec", "exec", "template", "gemfile", "shell", "editor",
		"command", "cmd", "program", "hook", "pager", "runner", "bin", "link", "plugin"} {
		if strings.Contains(k, s) {
			return true
		}
	}
	return false
}

// settingsValues judges a settings command of any tool.
func (w *walker) settingsValues(name string, argv []arg, seg string) {
	if w.scan != scanAll || len(argv) < 3 {
		return
	}
	words := make([]string, 0, len(argv)-1)
	for _, a := range argv[1:] {
		if a.dyn {
			return
		}
		words = append(words, a.s)
	}
	if !settingsVerb(words) {
		return
	}
	// kubectl's exec plugin: --exec-command and its --exec-arg words
	// are one command the client runs for every call.
	var exec []string
	for _, s := range words {
		if v, ok := strings.CutPrefix(s, "--exec-command="); ok {
			exec = append([]string{shQuote(v)}, exec...)
		} else if v, ok := strings.CutPrefix(s, "--exec-arg="); ok {
			exec = append(exec, shQuote(v))
		}
	}
	if len(exec) > 0 {
		code := strings.Join(exec, " ")
		if w.hiddenRun(name, "a command "+name+" stores", seg, scanWords, func() { w.script(code, w.depth+1, name+" exec") }) {
			return
		}
	}
	key := ""
	for _, s := range words {
		k, v, hasKey := strings.Cut(s, "=")
		if !hasKey {
			v = s
		} else {
			key = k
		}
		if strings.HasPrefix(s, "-") && !hasKey {
			continue
		}
		w.valueCommand(name+" "+key, v, seg)
		if p := tempPathIn(v); p != "" && w.inTemp(p) && (programKey(key) || programKey(strings.Join(words, " "))) {
			w.add("persistence", seg, name+" stores "+clip(p, 80)+", a file in the temp folder, as a program it runs later")
			return
		}
		if !hasKey && !strings.HasPrefix(s, "-") {
			key = s
		}
	}
}

// tempPathIn returns the first absolute path under a temp folder that v
// holds (a whole value, or one inside quotes: 'build.rustc-wrapper =
// "/tmp/x/w.sh"'), cleaned; "" for none.
func tempPathIn(v string) string {
	for _, root := range tempRoots {
		if i := strings.Index(v, root+"/"); i >= 0 && (i == 0 || strings.ContainsRune(" \"'=:", rune(v[i-1]))) {
			p := v[i:]
			if j := strings.IndexAny(p, " \"',;"); j >= 0 {
				p = p[:j]
			}
			return path.Clean(p)
		}
	}
	return ""
}
