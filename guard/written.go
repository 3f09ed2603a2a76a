package guard

import (
	"strings"

	"github.com/tidwall/gjson"
)

// maxWritten bounds the text of a Write or Edit the guard reads as code.
const maxWritten = 64 << 10

// written judges what a Write, Edit or MultiEdit puts into a file that runs
// later by itself: a shell start-up file's new text is judged as the shell
// will run it at the next login, and a cron file, login key, .pth file,
// autostart entry or folder-open editor task asks (rule persistence).
func (g *Guard) written(toolName, p string, in gjson.Result) Result {
	var texts []string
	switch toolName {
	case "Write":
		texts = append(texts, in.Get("content").String())
	case "Edit":
		texts = append(texts, in.Get("new_string").String())
	case "MultiEdit":
		in.Get("edits").ForEach(func(_, e gjson.Result) bool {
			texts = append(texts, e.Get("new_string").String())
			return len(texts) < 64
		})
	}
	text := strings.Join(texts, "\n")
	if len(text) > maxWritten {
		text = text[:maxWritten]
	}
	p = g.absPath(p)
	w := &walker{g: g, cwd: g.env.Cwd}
	seg := toolName + " " + p
	if why := w.persistWhy(p, text); why != "" {
		w.add("persistence", seg, toolName+" writes "+clip(p, 120)+": "+why)
	}
	if startupFile(p, g.env.Home) && strings.TrimSpace(text) != "" {
		w.script(zshBodies(p, text), 1, "shell start-up file "+p)
		w.startupText(text, seg)
	} else if recipes := makeRecipes(p, text); recipes != "" {
		w.script(recipes, 1, "a recipe in "+p)
	} else {
		w.taskFile(p, text, 0)
	}
	w.programRC(p, text, seg, 0)
	w.rootConfigText(p, text, seg, 0)
	if _, rc := rcCommands(p, g.env.Home, text); len(w.findings) == 0 && !rc && !startupFile(p, g.env.Home) {
		w.dotfileText(p, text, seg, 0) // (see textInto)
	}
	kept := w.findings[:0]
	for _, f := range w.findings {
		if f.Rule != "unparseable" { // zsh or fish syntax the bash parser does not read
			kept = append(kept, f)
		}
	}
	return g.finish(kept, nil, 0, 1, nil)
}
