package gitscan

import (
	"bytes"
	"path"
	"strings"

	"github.com/hookd/hookd/scan"
)

// sealedKeys is what the tree scan keeps of encrypted archives and their
// keys: a ZipCrypto zip is opened with the passwords the pushed files give
// to an archiver (a README's unzip -P), and an Ansible vault's password
// file, when ansible.cfg names one that is pushed beside a vault, is read
// as the secret it is (the vault is open to anyone who clones). Bounded:
// a few zips of a few MiB, a few passwords, small password files.
type sealedKeys struct {
	zips      map[string][]byte // sealed zips by path
	passwords []string
	vaultCfg  []string          // password files ansible.cfg names, as pushed paths
	ovpnCfg   []string          // credential files an OpenVPN profile names (auth-user-pass, askpass)
	namedCfg  []string          // files a name's value is read from: "NAME path" (go:embed, compose secrets)
	small     map[string][]byte // small files that may be a vault password file
	vault     bool              // a vault was pushed
	other     bool              // an encrypted file not decrypted here was pushed
	opened    bool              // a password opened a sealed zip
}

const (
	maxSealedZips  = 8
	maxSealedBytes = 4 << 20
	maxPasswords   = 32
	maxPassFile    = 512
)

func (k *sealedKeys) note(p string, raw, text []byte, isText bool) {
	if len(k.zips) < maxSealedZips && len(raw) <= maxSealedBytes && scan.SealedZip(raw) {
		if k.zips == nil {
			k.zips = map[string][]byte{}
		}
		k.zips[p] = bytes.Clone(raw)
	}
	if !k.other && len(raw) <= maxSealedBytes && scan.SealedOther(raw) {
		k.other = true
	}
	if !isText {
		return
	}
	if len(k.passwords) < maxPasswords {
		k.passwords = append(k.passwords, scan.ArchivePasswords(text)...)
	}
	if bytes.HasPrefix(text, []byte("$ANSIBLE_VAULT;")) {
		k.vault = true
	}
	base := path.Base(p)
	if base == "ansible.cfg" || base == ".ansible.cfg" {
		for _, line := range strings.Split(string(text), "\n") {
			name, val, ok := strings.Cut(line, "=")
			if !ok || strings.TrimSpace(name) != "vault_password_file" {
				continue
			}
			val = strings.TrimSpace(val)
			if val == "" || strings.HasPrefix(val, "~") || strings.HasPrefix(val, "/") || strings.Contains(val, "$") {
				continue // outside the repository
			}
			k.vaultCfg = append(k.vaultCfg, path.Join(path.Dir(p), val))
		}
	}
	// An OpenVPN profile's auth-user-pass FILE (the user name on its first
	// line, the password on its second) or askpass FILE (the key's
	// passphrase), relative to the profile: openvpn reads them unasked.
	if strings.HasSuffix(base, ".ovpn") || strings.HasSuffix(base, ".conf") && bytes.Contains(text, []byte("\nclient")) {
		for _, line := range strings.Split(string(text), "\n") {
			f := strings.Fields(line)
			if len(f) != 2 || f[0] != "auth-user-pass" && f[0] != "askpass" || len(k.ovpnCfg) >= maxPasswords {
				continue
			}
			if v := f[1]; !strings.HasPrefix(v, "~") && !strings.HasPrefix(v, "/") && !strings.Contains(v, "$") {
				k.ovpnCfg = append(k.ovpnCfg, f[0]+" "+path.Join(path.Dir(p), v))
			}
		}
	}
	// On a command line or in the environment: --vault-password-file X,
	// ANSIBLE_VAULT_PASSWORD_FILE=X, relative to the repository's top.
	for _, key := range []string{"--vault-password-file", "--vault-pass-file", "ANSIBLE_VAULT_PASSWORD_FILE"} {
		for rest := string(text); ; {
			i := strings.Index(rest, key)
			if i < 0 || len(k.vaultCfg) >= maxPasswords {
				break
			}
			rest = rest[i+len(key):]
			v := strings.TrimLeft(rest, " =:\"'")
			if j := strings.IndexAny(v, " \t\n\"'"); j >= 0 {
				v = v[:j]
			}
			if v != "" && !strings.HasPrefix(v, "~") && !strings.HasPrefix(v, "/") && !strings.Contains(v, "$") {
				k.vaultCfg = append(k.vaultCfg, path.Clean(v))
			}
		}
	}
	k.namedFiles(p, text)
	if len(text) <= maxPassFile && bytes.Count(text, []byte("\n")) <= 2 {
		if k.small == nil {
			k.small = map[string][]byte{}
		}
		if len(k.small) < 4096 {
			k.small[p] = bytes.Clone(text)
		}
	}
}

func (k *sealedKeys) scan(o Options, res *Result) {
	for p, z := range k.zips {
		opened := false
		for _, pw := range k.passwords {
			if scan.OpenSealedZip(z, pw, func(name string, data []byte) {
				v, kind := scan.TextView(data)
				res.Findings = append(res.Findings, o.Scanner.Scan(scan.Input{Path: p + "!" + name + " (decrypted)", Data: v, Binary: kind == scan.ViewBinary})...)
			}) {
				k.opened, opened = true, true
				break
			}
		}
		// The passwords a sharing convention publishes (set 20): a zip
		// under one is locked against scanners on the way, not people.
		for _, pw := range scan.ConventionPasswords() {
			if opened {
				break
			}
			opened = scan.OpenSealedZip(z, pw, func(name string, data []byte) {
				v, kind := scan.TextView(data)
				res.Findings = append(res.Findings, o.Scanner.Scan(scan.Input{Path: p + "!" + name + " (decrypted)", Data: v, Binary: kind == scan.ViewBinary})...)
			})
		}
	}
	if k.other && !k.opened {
		// An encrypted file this scanner cannot open, and a password
		// given to a decrypting command beside it: the password is the
		// secret that opens it, judged as one.
		for _, pw := range k.passwords {
			for _, f := range o.Scanner.Scan(scan.Input{Path: "(archive password in the pushed files)", Data: []byte("archive_password = \"" + pw + "\"\n")}) {
				if f.Category == scan.CatSecret {
					res.Findings = append(res.Findings, f)
				}
			}
		}
	}
	for _, c := range k.ovpnCfg {
		kind, p, _ := strings.Cut(c, " ")
		text, ok := k.small[p]
		if !ok {
			continue
		}
		lines := strings.Split(strings.TrimRight(string(text), "\n"), "\n")
		pw := strings.TrimSpace(lines[0])
		if kind == "auth-user-pass" {
			if len(lines) != 2 {
				continue
			}
			pw = strings.TrimSpace(lines[1])
		}
		if pw == "" {
			continue
		}
		for _, f := range o.Scanner.Scan(scan.Input{Path: p + " (openvpn " + kind + " file)", Data: []byte("password = \"" + pw + "\"\n")}) {
			if f.Category == scan.CatSecret {
				res.Findings = append(res.Findings, f)
			}
		}
	}
	for _, c := range k.namedCfg {
		name, p, _ := strings.Cut(c, " ")
		text, ok := k.small[p]
		if !ok {
			continue
		}
		line, _, _ := strings.Cut(strings.TrimSpace(string(text)), "\n")
		if line = strings.TrimSpace(line); line == "" || strings.ContainsAny(line, "\"") {
			continue
		}
		for _, f := range o.Scanner.Scan(scan.Input{Path: p + " (the value of " + name + ")", Data: []byte(name + " = \"" + line + "\"\n")}) {
			if f.Category == scan.CatSecret {
				res.Findings = append(res.Findings, f)
			}
		}
	}
	if !k.vault {
		return
	}
	for _, p := range k.vaultCfg {
		pw, ok := k.small[p]
		if !ok {
			continue
		}
		line := strings.TrimSpace(string(pw))
		if line == "" {
			continue
		}
		// The password file holds the bare password: given its name, the
		// rules judge it as the secret it is.
		for _, f := range o.Scanner.Scan(scan.Input{Path: p + " (ansible vault password)", Data: []byte("vault_password = \"" + line + "\"\n")}) {
			if f.Category == scan.CatSecret {
				res.Findings = append(res.Findings, f)
			}
		}
	}
}

// namedFiles notes the files whose content a name in p takes as its value,
// each a pushed path: Go's //go:embed FILE above var NAME string (or
// []byte), and a compose file's top-level secrets: NAME: file: PATH (the
// file Docker mounts as /run/secrets/NAME). A small file so named is read
// as NAME's value (scan), as a vault password file is.
func (k *sealedKeys) namedFiles(p string, text []byte) {
	base := path.Base(p)
	dir := path.Dir(p)
	inRepo := func(v string) bool {
		return v != "" && !strings.HasPrefix(v, "~") && !strings.HasPrefix(v, "/") && !strings.ContainsAny(v, "$*?[{")
	}
	switch {
	case strings.HasSuffix(base, ".go") && bytes.Contains(text, []byte("//go:embed ")):
		lines := strings.Split(string(text), "\n")
		for i, l := range lines {
			f, ok := strings.CutPrefix(strings.TrimSpace(l), "//go:embed ")
			if !ok || len(k.namedCfg) >= maxPasswords {
				continue
			}
			f = strings.Trim(strings.TrimSpace(f), "\"`")
			if strings.Contains(f, " ") || !inRepo(f) {
				continue
			}
			for j := i + 1; j < len(lines) && j <= i+4; j++ {
				d := strings.Fields(lines[j])
				if len(d) >= 3 && d[0] == "var" && (d[2] == "string" || d[2] == "[]byte") {
					k.namedCfg = append(k.namedCfg, d[1]+" "+path.Join(dir, f))
					break
				}
				if !strings.HasPrefix(strings.TrimSpace(lines[j]), "//") {
					break
				}
			}
		}
	case (strings.HasSuffix(base, ".yml") || strings.HasSuffix(base, ".yaml")) && strings.Contains(base, "compose") && bytes.Contains(text, []byte("\nsecrets:")):
		name, in := "", false
		for _, l := range strings.Split(string(text), "\n") {
			t := strings.TrimRight(l, " \r")
			switch {
			case t == "secrets:":
				in = true
				continue
			case t == "" || strings.HasPrefix(strings.TrimSpace(t), "#"):
				continue
			case !strings.HasPrefix(t, " "):
				in = false
			}
			if !in {
				continue
			}
			ind := len(t) - len(strings.TrimLeft(t, " "))
			f := strings.TrimSpace(t)
			if ind == 2 && strings.HasSuffix(f, ":") {
				name = strings.TrimSuffix(f, ":")
				continue
			}
			if v, ok := strings.CutPrefix(f, "file:"); ok && ind > 2 && name != "" && len(k.namedCfg) < maxPasswords {
				v = strings.Trim(strings.TrimSpace(v), "\"'")
				if inRepo(v) {
					k.namedCfg = append(k.namedCfg, "secret_"+name+" "+path.Join(dir, v))
				}
			}
		}
	}
}
