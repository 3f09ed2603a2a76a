package guard

import "strings"

// Carriers into a shell: text a program pulls out of a place the guard
// cannot read (the clipboard, a terminal multiplexer's buffer, a QR code,
// an image's metadata, a PDF, OCR of a screenshot, a hidden payload, a
// commit message or note, a value queried out of a data file) is, piped
// into a shell, a script no one reads in the command: it asks, as decoded
// text does. Text another machine holds (a pull request's body, a
// contributor's branch) is a download. The same programs' output read by
// a person or a filter is ordinary. Keystrokes pushed into the terminal
// (TIOCSTI) run where the user's shell reads them, and a desktop bus
// call that evaluates code spawns what its argument list spells.

// carrierText names what a program prints when its output is text pulled
// out of a carrier, "" otherwise.
func carrierText(name string, args []arg) string {
	switch name {
	case "xclip", "xsel", "wl-paste", "pbpaste", "termux-clipboard-get", "xpaste", "clipster", "copyq", "gpaste-client", "tmux",
		"zbarimg", "zbarcam", "qrdecode", "exiftool", "exiv2", "exif", "pdftotext", "pdf2txt", "pdf2txt.py", "pdftohtml", "mutool",
		"tesseract", "ocrmypdf", "gocr", "steghide", "stegseek", "outguess", "zsteg", "stegify", "jq", "gojq", "jaq", "yq", "xq", "tomlq", "dasel", "gron", "jp", "mlr", "git":
	default:
		return ""
	}
	flags, ops := opts(args)
	sub := opWord(ops, 0)
	switch name {
	case "xclip":
		if hasShort(flags, "o") || hasLong(flags, "-out", "-o") {
			return "the clipboard"
		}
	case "xsel":
		if hasShort(flags, "o") || hasLong(flags, "--output") || !hasShort(flags, "iac") && !hasLong(flags, "--input", "--append", "--clear", "--delete") {
			return "the clipboard"
		}
	case "wl-paste", "pbpaste", "termux-clipboard-get", "xpaste", "clipster":
		return "the clipboard"
	case "copyq", "gpaste-client":
		if sub == "read" || sub == "clipboard" || sub == "get" {
			return "the clipboard"
		}
	case "tmux":
		if sub == "save-buffer" || sub == "saveb" || sub == "show-buffer" || sub == "showb" {
			return "a tmux buffer"
		}
	case "zbarimg", "zbarcam", "qrdecode":
		return "a QR or bar code"
	case "exiftool", "exiv2", "exif":
		return "an image's metadata"
	case "pdftotext", "pdf2txt", "pdf2txt.py", "pdftohtml", "mutool":
		return "a PDF"
	case "tesseract", "ocrmypdf", "gocr":
		return "text read from an image"
	case "steghide", "stegseek", "outguess", "zsteg", "stegify":
		return "a payload hidden in a file"
	case "jq", "gojq", "jaq", "yq", "xq", "tomlq", "dasel", "gron", "jp", "mlr":
		// A value queried out of a data file (a package's scripts, a
		// workflow's steps); without a file it filters its input.
		if hasFileOperand(name, args) || name == "dasel" && hasArg(args, "-f", "--file") {
			return "a value queried out of a data file"
		}
	case "git":
		switch sub {
		case "notes":
			if opWord(ops, 1) == "show" || opWord(ops, 1) == "list" {
				return "a git note"
			}
		case "log", "show", "rev-list", "for-each-ref", "cat-file":
			for _, f := range flags {
				if (strings.HasPrefix(f, "--format=") || strings.HasPrefix(f, "--pretty=")) && (strings.Contains(f, "%B") || strings.Contains(f, "%b") || strings.Contains(f, "%s") || strings.Contains(f, "%N") || strings.Contains(f, "%(contents")) {
					return "a commit message"
				}
			}
			if sub == "cat-file" && hasArg(args, "commit", "tag") {
				return "a commit message"
			}
		}
	}
	return ""
}

// remoteRefShown reports git show of a file on a branch another machine
// holds (git show origin/contrib:setup.sh): a contributor's text.
func remoteRefShown(args []arg) bool {
	_, ops := opts(args)
	if opWord(ops, 0) != "show" && opWord(ops, 0) != "cat-file" {
		return false
	}
	for _, o := range ops[1:] {
		ref, _, ok := strings.Cut(o.s, ":")
		if !ok || o.dyn {
			continue
		}
		if strings.HasPrefix(ref, "origin/") || strings.HasPrefix(ref, "upstream/") || strings.HasPrefix(ref, "refs/remotes/") || strings.HasPrefix(ref, "refs/pull/") ||
			strings.HasPrefix(ref, "refs/merge-requests/") || ref == "FETCH_HEAD" {
			return true
		}
	}
	return false
}

// forgeText reports a forge CLI printing what others wrote there: a pull
// or merge request's body, an issue, a comment, a workflow run's log.
func forgeText(name string, args []arg) bool {
	if name != "gh" && name != "glab" && name != "tea" {
		return false
	}
	_, ops := opts(args)
	switch opWord(ops, 0) {
	case "pr", "issue", "mr", "run", "release", "discussion", "repo":
		switch opWord(ops, 1) {
		case "view", "diff":
			return true
		}
	}
	return false
}

// termInject reports interpreter code that pushes characters into the
// terminal's input queue (TIOCSTI, 0x5412): the shell reading that
// terminal runs them as typed.
func termInject(code string) bool {
	return strings.Contains(code, "TIOCSTI") || strings.Contains(strings.ToLower(code), "0x5412") || strings.Contains(code, "21522")
}

// busCall judges a desktop-bus call that hands a command or code to a
// service (GNOME Shell's Eval, a terminal's runCommand): the argument
// lists its spawn calls spell are commands.
func (w *walker) busCall(name string, args []arg, seg string, depth int) {
	switch name {
	case "gdbus", "qdbus", "qdbus6", "dbus-send", "busctl", "gjs":
	default:
		return
	}
	for _, a := range args {
		for _, c := range spawnLists(a.s) {
			w.script(c, depth+1, name+": a command a bus call spawns")
		}
	}
}

// spawnLists reads spawn([...]) and spawn_async(..., [...]) calls whose
// argument list is string literals: the command line each spells.
func spawnLists(code string) []string {
	var out []string
	for from := 0; from < len(code) && len(out) < 8; {
		i := strings.Index(code[from:], "spawn")
		if i < 0 {
			break
		}
		i += from
		from = i + 5
		j := strings.IndexByte(code[from:], '[')
		if j < 0 || j > 40 {
			continue
		}
		if line := quotedArgs(code, from+j+1); line != "" {
			out = append(out, line)
		}
	}
	return out
}
