package guard

import (
	"path"
	"strings"
)

// A file the line wrote with text the guard can read, then a program run
// after it in the same line: that program may be one that reads the file
// by its own convention (modd its modd.conf, air its .air.toml, redo its
// all.do, tup its Tupfile, a test harness its tests folder, a scaffolder
// its templates), and no list of such names keeps up with the tools. So
// the text is judged, as a file of commands the guard cannot read as code,
// once any program that is not a file tool runs after it. What it finds
// asks: the guard cannot tell that the program reads the file.

// pendingText is a file's text written earlier in the line, not yet
// judged.
type pendingText struct {
	p, text, seg string
	depth        int
	n            int // its place among the texts kept in the call, from 1
}

// maxPending bounds the texts kept for judging per call.
const maxPending = 8

// pend keeps a written file's text for judging when a program runs later.
// Prose and data (notes, a README, a log, a table) are read by people and
// parsers, not run, and a sentence that names a command is no command.
//
// A document's fenced code blocks are code, though: markdown task runners
// (mask, xc, runme) run the block under a heading, and a README's setup
// block is what a tool like them runs. Those blocks are kept.
func (w *walker) pend(p, text, seg string, depth int) {
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown", ".mdx", ".rst", ".adoc":
		if text = fencedCode(text); text == "" {
			return
		}
	case ".txt", ".log", ".csv", ".tsv", ".html", ".htm", ".tex", ".diff", ".patch":
		return
	}
	if w.pended < maxPending && w.scan == scanAll {
		w.pended++
		w.pending = append(w.pending, pendingText{p, text, seg, depth, w.pended})
	}
}

// judgePending judges the texts kept up to the n-th, those written before
// name, a program that may read them, ran (not what it wrote itself).
func (w *walker) judgePending(name string, n int) {
	if len(w.pending) == 0 || w.scan != scanAll || dataArgs(name) || fileViewer(name) || fileTool(name) {
		return
	}
	var texts, later []pendingText
	for _, t := range w.pending {
		if t.n <= n {
			texts = append(texts, t)
		} else {
			later = append(later, t)
		}
	}
	w.pending = later // (judging runs commands of its own)
	for _, t := range texts {
		w.textCommands(path.Base(t.p), t.text, t.seg, t.depth, false)
	}
}

// fileTool is a command that handles files without running what they say:
// the text written before it stays unjudged past it.
func fileTool(name string) bool {
	switch name {
	case "sed", "awk", "gawk", "patch", "install", "rsync", "zip", "unzip", "gzip", "gunzip", "xz", "bzip2",
		"sha1sum", "sha512sum", "b2sum", "cksum", "true", "false", ":", "sleep", "wait", "exit", "return", "pwd", "date", "env", "printenv",
		"prettier", "shellcheck", "shfmt", "yamllint", "markdownlint", "git-lfs", "dos2unix", "unix2dos", "iconv":
		return true
	}
	return false
}

// fencedCode is the text of a document's fenced code blocks (``` or ~~~),
// one after another; "" when it has none.
func fencedCode(text string) string {
	var b strings.Builder
	fence := ""
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case fence == "" && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")):
			fence = t[:3]
		case fence != "" && strings.HasPrefix(t, fence):
			fence = ""
		case fence != "":
			b.WriteString(line)
			b.WriteByte('\n')
		}
	}
	return b.String()
}
