package guard

import (
	"path"
	"strings"
)

// Local CI runners (the seventeenth blind set): a pipeline file the line
// wrote (.gitlab-ci.yml, .woodpecker.yml, any YAML with script, commands,
// cmds or run lists) runs on a CI runner when pushed, and is left out
// then; but a program in the same line that names the file, or one of its
// jobs by name, runs those steps here (gitlab-ci-local test,
// gitlab-runner exec shell build, woodpecker-cli exec .woodpecker.yml).
// Whatever the runner is called, its steps are then judged as the
// commands they are (asked about, as a program's words are).

// ciSteps returns the shell steps of a pipeline file's text: the list
// items and the run:, cmd:, command: and script: values, and its
// top-level keys (its jobs).
func ciSteps(text string) (steps, jobs []string) {
	for n, l := range strings.Split(text, "\n") {
		if n >= maxDotLines {
			break
		}
		t := strings.TrimSpace(l)
		if l != "" && l[0] != ' ' && l[0] != '\t' && strings.HasSuffix(t, ":") && !strings.ContainsAny(t, " \"'") {
			jobs = append(jobs, strings.TrimSuffix(t, ":"))
			continue
		}
		t = strings.TrimPrefix(t, "- ")
		for _, k := range [...]string{"run:", "cmd:", "command:", "script:", "commands:"} {
			if v, ok := strings.CutPrefix(t, k); ok {
				t = strings.TrimSpace(v)
			}
		}
		t = strings.Trim(t, `"'`)
		if looksLikeCommand(t) {
			steps = append(steps, t)
		}
	}
	return steps, jobs
}

// ciRun judges a command that names a pipeline file the line wrote, or one
// of its jobs.
func (w *walker) ciRun(name string, argv []arg, seg string, depth int) {
	if len(w.files) == 0 || dataArgs(name) || fileViewer(name) || len(argv) < 2 {
		return
	}
	for fp, f := range w.files {
		if ext := path.Ext(fp); ext != ".yml" && ext != ".yaml" || !f.known() {
			continue
		}
		steps, jobs := ciSteps(f.code)
		if len(steps) == 0 {
			continue
		}
		named := false
		for _, a := range argv[1:] {
			if a.dyn {
				continue
			}
			if p, ok := w.abs(a.s); ok && p == fp {
				named = true
			}
			for _, j := range jobs {
				if a.s == j && j != "version" && j != "stages" && j != "variables" {
					named = true
				}
			}
		}
		if !named {
			continue
		}
		for i, s := range steps {
			if i >= maxHiddenTries {
				break
			}
			if w.hiddenRun(name, "", seg, scanWords, func() {
				w.script(homeInterpolated(s), depth+1, "a step of "+path.Base(fp)+", which "+name+" runs here")
			}) {
				return
			}
		}
	}
}
