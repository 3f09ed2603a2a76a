package guard

import (
	"path"
	"strings"
)

// readOnly commands do not change the files they are given.
func readOnly(s string) bool {
	switch s {
	case "cat", "tac", "less", "more", "head", "tail", "grep", "egrep", "fgrep", "rg", "ag", "ack",
		"jq", "diff", "cmp", "ls", "ll", "stat", "file", "wc", "md5sum", "sha1sum", "sha256sum",
		"shasum", "b2sum", "bat", "batcat", "test", "[", "[[", "realpath", "readlink", "dirname",
		"basename", "echo", "printf", "git", "hooktool", "nl", "od", "xxd", "hexdump", "strings", "sort",
		"uniq", "cut", "tree", "du", "df", "cd", "pushd", "source", ".", "type", "which", "view", "code",
		"column", "fold", "fmt", "awk", "find", "fd", "exa", "eza", "lsd", "tar", "zip", "gzip",
		"base64", "python", "python3", "node", "ssh", "true", "false", ":", "jless", "fx", "glow",
		"open", "xdg-open", "env", "export", "yq", "sed", "perl", "ruby", "curl", "wget", "psql",
		"mysql", "sqlite3":
		return true
	}
	return false
}

// inPlace lists read-only commands that edit files with a flag.
func inPlace(s string) bool {
	switch s {
	case "sed", "perl", "yq", "ruby":
		return true
	}
	return false
}

// readers print or copy the content of the files they are given.
func readers(s string) bool {
	switch s {
	case "cat", "tac", "less", "more", "head", "tail", "bat", "batcat", "nl", "strings", "xxd",
		"hexdump", "od", "base64", "base32", "grep", "egrep", "fgrep", "rg", "ag", "ack", "awk", "gawk",
		"sed", "cut", "sort", "uniq", "jq", "yq", "cp", "mv", "scp", "rsync", "tar", "zip", "7z", "gzip",
		"gpg", "openssl", "diff", "cmp", "vim", "vi", "nano", "emacs", "view", "code", "dd", "nc",
		"ncat", "socat", "xclip", "pbcopy", "column", "fold", "fmt", "iconv", "python", "python3",
		"node", "perl", "ruby", "jless", "fx", "glow", "paste", "pr", "rev", "look", "split", "install":
		return true
	}
	return false
}

// lastIsDest lists commands whose last operand is the only file written.
func lastIsDest(s string) bool {
	switch s {
	case "cp", "install", "rsync", "scp", "ln", "link":
		return true
	}
	return false
}

// pathArgs checks a command's operands against protected files (writes)
// and credentials (reads).
func (w *walker) pathArgs(name string, args []arg, seg string) {
	args = dropOptValues(name, args)
	flags, ops := opts(args)
	if len(ops) == 0 {
		return
	}
	if readers(name) {
		reads := ops
		if lastIsDest(name) && len(ops) > 1 {
			reads = ops[:len(ops)-1]
		}
		for _, o := range reads {
			w.readTarget(o, seg)
		}
	}
	writes := ops
	switch {
	case readOnly(name) && !(inPlace(name) && (hasShort(flags, "i") || hasLong(flags, "--in-place"))):
		writes = nil
	case lastIsDest(name):
		writes = ops[len(ops)-1:]
	}
	for _, o := range writes {
		w.writeTarget(o, seg)
	}
}

// writeTarget checks a file the command writes or deletes.
func (w *walker) writeTarget(a arg, seg string) {
	if a.dyn || a.s == "" || !strings.ContainsAny(a.s, "/.") {
		return
	}
	p, ok := w.abs(a.s)
	if !ok {
		return
	}
	if what := w.protected(p); what != "" {
		w.add("self-protect", seg, "it modifies "+what)
	}
	if isDevice(p) {
		w.add("disk-write", seg, "it writes to the device "+p)
	}
}

// readTarget checks a file whose content the command reads out.
func (w *walker) readTarget(a arg, seg string) {
	if a.dyn || a.s == "" || !strings.ContainsAny(a.s, "/.") {
		return
	}
	p, ok := w.abs(a.s)
	if !ok {
		return
	}
	switch kind := credential(p, w.g.env.Home); kind {
	case "":
	case "env":
		w.add("env-file-read", seg, "it reads "+path.Base(p)+", which usually holds secrets")
	default:
		w.add("cred-read", seg, "it reads "+kind)
	}
}

// protected names what p is when it is a file this guard depends on.
func (w *walker) protected(p string) string {
	env := w.g.env
	b := path.Base(p)
	parent := path.Base(path.Dir(p))
	switch {
	case (b == "settings.json" || b == "settings.local.json") && parent == ".claude":
		return "a Claude Code settings file"
	case env.ClaudeDir != "" && path.Dir(p) == env.ClaudeDir && strings.HasPrefix(b, "settings"):
		return "a Claude Code settings file"
	case b == "managed-settings.json":
		return "Claude Code managed settings"
	case b == "hooktool.json" && parent == ".claude", env.ConfigPath != "" && p == env.ConfigPath:
		return "hooktool's config"
	case env.StatePath != "" && (p == env.StatePath || strings.HasPrefix(p, env.StatePath+".") || p == path.Dir(env.StatePath)):
		return "hooktool's state"
	case strings.Contains(p, "/hooktool/state.db"):
		return "hooktool's state"
	case strings.HasSuffix(p, "/.git/hooks") || strings.Contains(p, "/.git/hooks/"):
		return "the repository's git hooks"
	case parent == ".codex" && (b == "config.toml" || b == "hooks.json" || b == "requirements.toml"):
		return "a Codex CLI config file (its hooks)"
	case parent == ".gemini" && b == "settings.json":
		return "a Gemini CLI settings file (its hooks)"
	case strings.Contains(p, "/.pi/agent/extensions/") || strings.Contains(p, "/.pi/extensions/") ||
		b == "settings.json" && (parent == ".pi" || parent == "agent" && path.Base(path.Dir(path.Dir(p))) == ".pi"):
		return "a Pi extension or the settings that load them"
	case strings.Contains(p, "/.openclaw/extensions/") || parent == ".openclaw" && b == "openclaw.json":
		return "an OpenClaw plugin or the config that loads it"
	}
	return ""
}

// protectedTree is protected for deleting or moving whole folders: the
// folders that hold the protected files.
func (w *walker) protectedTree(p string) string {
	if what := w.protected(p); what != "" {
		return what
	}
	env := w.g.env
	switch {
	case path.Base(p) == ".claude", env.ClaudeDir != "" && p == env.ClaudeDir:
		return "a Claude Code settings folder"
	case path.Base(p) == ".codex", path.Base(p) == ".gemini", path.Base(p) == ".pi", path.Base(p) == ".openclaw",
		strings.HasSuffix(p, "/.pi/agent/extensions"), strings.HasSuffix(p, "/.pi/extensions"), strings.HasSuffix(p, "/.openclaw/extensions"):
		return "an agent's settings folder (" + path.Base(p) + ")"
	case strings.HasSuffix(p, "/.git/hooks"):
		return "the repository's git hooks"
	case env.StatePath != "" && under(env.StatePath, p) && p != "/" && p != env.Home:
		return "hooktool's state"
	}
	return ""
}

// mentionsProtected spots protected files named inside interpreter code.
func mentionsProtected(code string) bool {
	return strings.Contains(code, ".claude/settings") || strings.Contains(code, "hooktool.json") || strings.Contains(code, ".git/hooks") || strings.Contains(code, "managed-settings.json") ||
		strings.Contains(code, ".codex/config.toml") || strings.Contains(code, ".codex/hooks.json") || strings.Contains(code, ".gemini/settings.json") ||
		strings.Contains(code, ".pi/agent/extensions") || strings.Contains(code, ".pi/extensions") || strings.Contains(code, ".openclaw/extensions")
}

// credential names the secret p holds: "env" for a .env file, a description
// for keys and credential files, "" otherwise.
func credential(p, home string) string {
	b := path.Base(p)
	dir := path.Dir(p)
	switch {
	case b == ".env" || strings.HasPrefix(b, ".env.") && !envTemplate(b):
		return "env"
	case path.Base(dir) == ".ssh" && strings.HasPrefix(b, "id_") && !strings.HasSuffix(b, ".pub"):
		return "an SSH private key"
	case path.Base(dir) == ".ssh" && b != "known_hosts" && b != "config" && b != "authorized_keys" && !strings.HasSuffix(b, ".pub") && (strings.HasSuffix(b, ".pem") || strings.HasSuffix(b, "_key") || strings.HasSuffix(b, ".key")):
		return "an SSH private key"
	case b == ".ssh" || b == ".aws" || b == ".gnupg":
		return "a credentials folder (" + b + ")"
	case path.Base(dir) == ".aws" && (b == "credentials" || b == "config"):
		return "AWS credentials"
	case b == ".netrc" || b == ".git-credentials" || b == ".pgpass" || b == ".pypirc":
		return "a credentials file (" + b + ")"
	case path.Base(dir) == ".docker" && b == "config.json", path.Base(dir) == ".kube" && b == "config":
		return "a credentials file (" + path.Base(dir) + "/" + b + ")"
	case strings.HasSuffix(dir, "/.config/gh") && b == "hosts.yml":
		return "GitHub CLI credentials"
	case strings.HasSuffix(dir, "/.gnupg") || strings.Contains(dir, "/.gnupg/"):
		return "a GnuPG keyring"
	case p == "/etc/shadow" || p == "/etc/gshadow" || p == "/etc/master.passwd":
		return "the system's password hashes"
	case path.Base(dir) == "gcloud" && (b == "credentials.db" || b == "application_default_credentials.json" || b == "access_tokens.db"):
		return "Google Cloud credentials"
	}
	return ""
}

func envTemplate(b string) bool {
	switch strings.TrimPrefix(b, ".env.") {
	case "example", "sample", "template", "dist", "defaults", "schema", "test.example", "local.example", "development.example", "production.example":
		return true
	}
	return strings.HasSuffix(b, ".example") || strings.HasSuffix(b, ".sample") || strings.HasSuffix(b, ".template")
}
