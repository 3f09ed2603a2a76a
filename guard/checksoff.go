package guard

import "strings"

// Package managers' and toolchains' checks turned off: a checksum
// database skipped (GOSUMDB=off, GONOSUMDB, GOFLAGS=-insecure), TLS
// verification off for a registry (npm's strict-ssl, yarn's
// enableStrictSsl, pip's trusted-host, NODE_TLS_REJECT_UNAUTHORIZED=0),
// or modules fetched over plain HTTP (GOINSECURE): each lets whoever sits
// between the machine and the registry hand it other code, which the
// install builds and runs. And a toolchain or package set taken from a URL
// an option names (guix time-machine --url, stack --resolver URL), as a
// registry switch is. The same settings turned back on, and a URL on the
// ecosystem's own hosts, are ordinary.

// checksOffSetting reports a setting (a variable or a config key and its
// value) that turns a registry's checks off.
func checksOffSetting(key, value string) bool {
	k := strings.ToLower(strings.TrimLeft(key, "-"))
	k = strings.TrimPrefix(strings.TrimPrefix(k, "global."), "npm_config_")
	v := strings.ToLower(strings.Trim(value, `'" `))
	off := v == "false" || v == "0" || v == "no" || v == "off"
	switch {
	case k == "gosumdb":
		return v == "off"
	case k == "gonosumdb" || k == "gonosumcheck" || k == "goinsecure":
		return v != ""
	case k == "goflags":
		return strings.Contains(v, "-insecure")
	case k == "strict-ssl" || k == "strict_ssl" || k == "enablestrictssl" || k == "sslverify" || k == "ssl_verify" || k == "ssl-verify" || k == "node_tls_reject_unauthorized" || k == "cargo_http_check_revoke" || k == "ssl_verify_mode":
		return off
	case k == "trusted-host" || k == "pip_trusted_host" || k == "trusted_host":
		return v != ""
	}
	return false
}

// checksOff judges a tool's own config command or flags that turn the
// checks off: npm config set strict-ssl false, yarn config set
// enableStrictSsl false, go env -w GOSUMDB=off, pip config set
// global.trusted-host HOST, and a toolchain from a URL.
func (w *walker) checksOff(name string, args []arg, seg string) {
	switch name {
	case "npm", "pnpm", "yarn", "pip", "pip3", "uv", "conda", "mamba", "gem", "bundle", "poetry", "composer", "go", "guix", "stack":
	default:
		return
	}
	_, ops := opts(args)
	words := make([]string, 0, len(ops))
	for _, o := range ops {
		words = append(words, o.s)
	}
	hit := ""
	switch name {
	case "npm", "pnpm", "yarn", "pip", "pip3", "uv", "conda", "mamba", "gem", "bundle", "poetry", "composer":
		for i := 1; i < len(words) && words[0] == "config"; i++ {
			if k, v, ok := strings.Cut(words[i], "="); ok && checksOffSetting(k, v) || i+1 < len(words) && checksOffSetting(words[i], words[i+1]) {
				hit = words[i]
			}
		}
		for i, a := range args {
			if (a.s == "--trusted-host" || a.s == "--strict-ssl=false" || a.s == "--no-strict-ssl" || a.s == "--insecure") && (name != "pip" && name != "pip3" || i+1 < len(args)) {
				hit = a.s
			}
		}
	case "go":
		if len(words) > 0 && words[0] == "env" && hasArg(args, "-w") {
			for _, x := range words[1:] {
				if k, v, ok := strings.Cut(x, "="); ok && checksOffSetting(k, v) {
					hit = x
				}
			}
		}
	case "guix":
		if len(words) > 0 && (words[0] == "time-machine" || words[0] == "pull") {
			for _, a := range args {
				if u, ok := strings.CutPrefix(a.s, "--url="); ok && foreignIndex(u) && !strings.Contains(u, "savannah.gnu.org") && !strings.Contains(u, "guix.gnu.org") && !strings.Contains(u, "codeberg.org/guix") {
					w.add("remote-install", seg, "guix "+words[0]+" builds and runs Guix from "+clip(u, 80)+", not its own channel")
					return
				}
			}
		}
	case "stack":
		for i, a := range args {
			v := ""
			switch {
			case a.s == "--resolver" && i+1 < len(args):
				v = args[i+1].s
			case strings.HasPrefix(a.s, "--resolver="):
				v = strings.TrimPrefix(a.s, "--resolver=")
			}
			if strings.Contains(v, "://") && foreignIndex(v) && !strings.Contains(v, "stackage.org") && !strings.Contains(v, "githubusercontent.com/commercialhaskell") {
				w.add("remote-install", seg, "stack --resolver takes its package set (and the code it builds) from "+clip(v, 80))
				return
			}
		}
	}
	if hit != "" {
		w.add("remote-install", seg, name+" "+hit+" turns off the registry's checks (TLS or checksums): whoever sits between the machine and the registry can hand it other code to install and run")
	}
}
