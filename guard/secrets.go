package guard

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Secrets leaving one at a time: a variable named like a token, key or
// password printed into the session or put where a network tool sends it
// as data (a URL, a form field, a socket), and git told to store
// passwords in a file other users can read. Using a secret as a
// credential (a header, --user, --password-stdin, a tool's own login)
// passes.

// secretName reports an environment variable named like a secret:
// GITHUB_TOKEN, OPENAI_API_KEY, DB_PASSWORD, AWS_SECRET_ACCESS_KEY. A name
// that points at one (GITHUB_TOKEN_FILE, VAULT_TOKEN_PATH) is not one.
func secretName(n string) bool {
	u := strings.ToUpper(n)
	for _, s := range [...]string{"_FILE", "_PATH", "_DIR", "_URL", "_ID", "_NAME", "_HOST", "_PORT", "_TYPE", "_HELPER", "_CMD", "_COMMAND"} {
		if strings.HasSuffix(u, s) {
			return false
		}
	}
	for _, s := range [...]string{"TOKEN", "SECRET", "PASSWORD", "PASSWD", "PASSPHRASE", "API_KEY", "APIKEY", "PRIVATE_KEY", "ACCESS_KEY", "CREDENTIAL", "AUTH_KEY", "SIGNING_KEY", "CLIENT_KEY"} {
		if strings.Contains(u, s) {
			return true
		}
	}
	if strings.Contains(u, "AUTH") && !strings.Contains(u, "AUTHOR") {
		return true // NPM_AUTH, GH_AUTH_TOKEN
	}
	return strings.HasSuffix(u, "_KEY") || strings.HasSuffix(u, "_PAT") || strings.HasSuffix(u, "_PASS") || strings.HasSuffix(u, "_PW")
}

// secretParam names a secret variable the word expands that the script
// did not set itself ("" when none): "$OPENAI_API_KEY", "x=${GH_TOKEN}".
func (w *walker) secretParam(a arg) string {
	if a.node == nil {
		return ""
	}
	found := ""
	syntax.Walk(a.node, func(n syntax.Node) bool {
		if found != "" {
			return false
		}
		switch n := n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false // judged as commands of their own
		case *syntax.ParamExp:
			if n.Param != nil && secretName(n.Param.Value) {
				if _, set := w.vars[n.Param.Value]; !set {
					found = n.Param.Value
				}
			}
		}
		return true
	})
	return found
}

// secretArgs judges a network tool's words: a secret variable anywhere but
// in a credential option is sent as data (curl "https://x/?t=$TOKEN").
func (w *walker) secretArgs(name string, args []arg, seg string) {
	for i := 0; i < len(args); i++ {
		s := args[i].s
		if credOption(name, s) {
			i++ // its value is the credential, used as one
			continue
		}
		if k, _, ok := strings.Cut(s, "="); ok && credOption(name, k) || strings.HasPrefix(s, "-H") && len(s) > 2 || strings.HasPrefix(s, "-u") && len(s) > 2 {
			continue
		}
		if v := w.secretParam(args[i]); v != "" {
			w.add("secret-send", seg, name+" sends $"+v+" as data (in a URL, a form field or a stream), where servers and logs keep it")
			return
		}
	}
}

// credOption lists the options whose value a network tool uses as a
// credential (a header, basic auth, a bearer token).
func credOption(name, s string) bool {
	switch s {
	case "-H", "--header", "-u", "--user", "--oauth2-bearer", "--proxy-user", "-U", "--proxy-header", "--aws-sigv4",
		"--password", "--http-password", "--ftp-password", "--proxy-password", "--http-user", "--auth", "-a", "--bearer":
		return true
	}
	return false
}

// printsSecret judges a command that prints a secret variable's value into
// the session: printenv NAME. It returns the variable echo or printf puts
// on stdout, for the next stage of a pipeline.
func (w *walker) printsSecret(name string, args []arg, seg string) string {
	switch name {
	case "printenv":
		for _, a := range args {
			if !strings.HasPrefix(a.s, "-") && secretName(a.s) {
				w.add("secret-send", seg, "printenv "+a.s+" prints the secret into the session")
				return a.s
			}
		}
	case "echo", "printf":
		for _, a := range args {
			if v := w.secretParam(a); v != "" {
				return v
			}
		}
	}
	return ""
}

// credentialStore judges git's credential-store helper given a file: the
// passwords git saves land there in plain text, so a file outside home
// (/tmp, a shared folder) hands them to every local user.
func (w *walker) credentialStore(args []arg, seg string) {
	for i, a := range args {
		f := ""
		switch {
		case strings.HasPrefix(a.s, "--file="):
			f = strings.TrimPrefix(a.s, "--file=")
		case a.s == "--file" && i+1 < len(args):
			f = args[i+1].s
		}
		if f == "" {
			continue
		}
		p, ok := w.abs(f)
		home := w.g.env.Home
		if !ok || strings.Contains(p, dyn) || home == "" || !under(p, home) {
			w.add("secret-send", seg, "git will save passwords in plain text in "+f+", outside your home folder where other users can read them")
			return
		}
	}
}

// findReadsKeys judges find ROOT -name PATTERN -exec READER {}: the files
// the pattern names under the roots are what the reader prints. A root
// that holds the home folder reaches ~/.ssh, so a pattern for key files
// (id_*) there reads private keys however deep they sit.
func (w *walker) findReadsKeys(roots, expr []arg, reader, seg string) {
	home := w.g.env.Home
	for j := 0; j+1 < len(expr); j++ {
		if s := expr[j].s; s != "-name" && s != "-iname" || expr[j+1].dyn {
			continue
		}
		if j > 0 && (expr[j-1].s == "!" || expr[j-1].s == "-not") {
			continue // a name left out
		}
		sample := strings.NewReplacer("*", "x", "?", "x", "[", "", "]", "").Replace(expr[j+1].s)
		for _, r := range roots {
			p, ok := w.abs(r.s)
			if !ok || r.dyn {
				continue
			}
			dirs := []string{p}
			if home != "" && (under(home, p) || under(p, home)) {
				dirs = append(dirs, home+"/.ssh", home+"/.aws", home+"/.docker", home+"/.kube", home+"/.config/gh") // (any name in ~/.gnupg is one)
			}
			for _, d := range dirs {
				if kind := credential(d+"/"+sample, home); kind != "" && kind != "env" {
					w.add("cred-read", seg, "find hands "+reader+" every file named "+expr[j+1].s+" under "+r.s+": "+kind)
					return
				}
			}
		}
	}
}
