package guard

import "strings"

// A credential file named to a program the guard does not know is handed
// to that program: "mail -A ~/.ssh/id_ed25519 x@example.com", "ipfs add -r
// ~/.ssh", "onionshare-cli ~/.aws/credentials". The guard cannot tell what
// an unknown program does with it, so it asks, whatever the spelling of the
// option that carries the path (an operand, -A, --file, --attach @path, a
// file:// URL). The programs that use a key as a key (ssh and its family,
// the tools that take an identity or a kubeconfig) and the ones that only
// look at a file's name or mode are left alone; the readers are judged by
// readTarget already.

// handedCredential asks when an argument of an unknown program names a
// private key or a credentials file or folder.
func (w *walker) handedCredential(name string, args []arg, seg string) {
	if readers(name) || keyUser(name) || w.scan == scanNone {
		// (Under scanNone the words of another command are tried as a
		// command: "ed25519 -f ~/.ssh/id_work" is ssh-keygen's.)
		return
	}
	for _, a := range dropOptValues(name, args) {
		if a.dyn || a.s == "" {
			continue
		}
		for _, p := range handedPaths(a.s) {
			abs, ok := w.abs(p)
			if !ok {
				continue
			}
			switch kind := credential(abs, w.g.env.Home); kind {
			case "", "env":
			default:
				w.add("secret-send", seg, name+" is handed "+kind+" ("+a.s+"), and the guard does not know what it does with it")
				return
			}
		}
	}
}

// handedPaths are the paths an argument may name: the word itself, what
// follows "@" (curl's and many uploaders' "read this file"), "file://",
// and an option's value after "=".
func handedPaths(s string) []string {
	var out []string
	add := func(p string) {
		if strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") || strings.HasPrefix(p, ".") {
			out = append(out, p)
		}
	}
	add(s)
	if p, ok := strings.CutPrefix(s, "@"); ok {
		add(p)
	}
	if p, ok := strings.CutPrefix(s, "file://"); ok {
		add(p)
	}
	if strings.HasPrefix(s, "-") {
		if _, v, ok := strings.Cut(s, "="); ok {
			add(v)
			add(strings.TrimPrefix(v, "@"))
		}
	}
	return out
}

// keyUser lists the programs that use a key or a credentials file as one
// (to log in, sign, decrypt, or point a client at its config), and those
// that only look at a path's name, mode or size.
func keyUser(name string) bool {
	switch name {
	case "ssh", "ssh-add", "ssh-keygen", "ssh-copy-id", "ssh-agent", "sshfs", "autossh", "mosh", "keychain", "sftp",
		"git", "gpg2", "gpgv", "age", "rage", "sops", "pass", "gopass", "ansible", "ansible-playbook", "ansible-pull",
		"vagrant", "kubectl", "helm", "k9s", "kubectx", "kubens", "oc", "docker", "podman", "terraform", "tofu",
		"ls", "ll", "tree", "du", "stat", "file", "test", "[", "chmod", "chown", "chgrp", "chattr", "lsattr", "mkdir",
		"touch", "rm", "rmdir", "shred", "cd", "pushd", "realpath", "readlink", "dirname", "basename", "wc", "sha256sum",
		"sha1sum", "md5sum", "b2sum", "ln", "setfacl", "getfacl", "restorecon", "echo", "printf", "find", "fd", "locate":
		return true
	}
	return false
}
