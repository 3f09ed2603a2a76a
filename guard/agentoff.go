package guard

import "strings"

// An agent's own CLI switching off every plugin, extension or hook at
// once: openclaw config set plugins.enabled false, gemini extensions
// disable --all, codex --disable hooks, claude config set enabledPlugins
// '{}'. Judged by the setting's effect, not by the name of hooktool's own
// plugin, which nestedAgent already looks for: the section the key is in
// (plugins, extensions, hooks) and whether the value switches it off or
// leaves only some of it on. Turning something on, and switching off one
// named plugin that is not hooktool's, pass.

// agentSwitchOff says how an agent's words switch its plugins, extensions
// or hooks off, or "".
func agentSwitchOff(args []arg) string {
	for i, a := range args {
		l := strings.ToLower(a.s)
		// Flags that start the agent with them off for one run: codex
		// --disable hooks, pi --no-extensions.
		flag, val, hasVal := strings.Cut(l, "=")
		switch {
		case flag == "--disable" || flag == "--disable-feature":
			if !hasVal && i+1 < len(args) {
				val = strings.ToLower(args[i+1].s)
			}
			if wiringSection(val) {
				return "--disable " + val + " starts it with its hooks or plugins off"
			}
		case strings.HasPrefix(flag, "--no-") && wiringSection(strings.TrimPrefix(flag, "--no-")),
			strings.HasPrefix(flag, "--disable-") && wiringSection(strings.TrimPrefix(flag, "--disable-")):
			return a.s + " starts it with its hooks, plugins or extensions off"
		}
	}
	words := make([]string, 0, len(args))
	for _, a := range args {
		if !strings.HasPrefix(a.s, "-") || a.s == "--all" || a.s == "-a" {
			words = append(words, strings.ToLower(a.s))
		}
	}
	for i := 1; i+1 < len(words); i++ {
		verb, prev, next := words[i], words[i-1], words[i+1]
		switch {
		case configVerb(prev):
			// config set KEY VALUE (KEY=VALUE), config unset KEY.
			set := verb == "set" || verb == "add" || verb == "replace"
			if !set && !removeVerb(verb) && verb != "unset" && verb != "reset" {
				continue
			}
			key, value, ok := strings.Cut(next, "=")
			if !ok && i+2 < len(words) {
				value = words[i+2]
			}
			if why := settingOff(key, value, set); why != "" {
				return why
			}
		case !removeVerb(verb) && verb != "disable" && verb != "off":
		case prev == "features" || prev == "feature":
			// codex features disable hooks: kept in config.toml.
			if wiringSection(next) {
				return "turns its " + next + " feature off"
			}
		case wiringSection(prev) && (next == "--all" || next == "-a" || next == "all" || next == "*"):
			// gemini extensions disable --all, openclaw plugins disable --all.
			return verb + "s every one of its " + prev
		}
	}
	return ""
}

func removeVerb(s string) bool {
	switch s {
	case "uninstall", "remove", "rm", "unlink", "delete", "del":
		return true
	}
	return false
}

func configVerb(s string) bool {
	switch s {
	case "config", "configure", "settings", "setting", "conf", "cfg", "prefs":
		return true
	}
	return false
}

// wiringSection reports a name for the part of an agent that runs
// hooktool: its plugins, extensions or hooks (codex's old codex_hooks).
func wiringSection(s string) bool {
	s = strings.TrimSpace(strings.Trim(s, `"'`))
	switch strings.NewReplacer("_", "", "-", "").Replace(s) {
	case "hooks", "hook", "codexhooks", "plugins", "plugin", "extensions", "extension", "allhooks", "allplugins", "allextensions", "hooksconfig", "enabledplugins":
		return true
	}
	return false
}

// settingOff judges one setting of an agent's config: a key in its
// plugins, extensions or hooks section, and the value it gets (set) or
// its removal. It returns why it switches them off, or "".
func settingOff(key, value string, set bool) string {
	key = strings.Trim(key, `"'`)
	value = strings.TrimSpace(strings.Trim(value, `"'`))
	parts := strings.FieldsFunc(key, func(r rune) bool { return r == '.' || r == '/' || r == ':' })
	section := -1
	for i, p := range parts {
		// plugins, hooksConfig, disableAllHooks, disabledHooks,
		// enabledPlugins, allowManagedHooksOnly, features.codex_hooks.
		if strings.Contains(p, "hook") || strings.Contains(p, "plugin") || strings.Contains(p, "extension") {
			section = i
			break
		}
	}
	if section < 0 {
		return ""
	}
	rest := parts[section+1:]
	for i, p := range rest {
		if (p == "entries" || p == "installs" || p == "items") && i+1 < len(rest) && !strings.Contains(rest[i+1], "hooktool") {
			return "" // one named plugin, not hooktool's (nestedAgent judges that one)
		}
	}
	last := strings.NewReplacer("_", "", "-", "").Replace(parts[len(parts)-1])
	what := "sets " + key
	if !set {
		return "removes " + key + ", the setting that loads its plugins or hooks"
	}
	switch {
	case strings.HasPrefix(last, "disable") || last == "disabled" || last == "allowmanagedhooksonly" || last == "deny" || last == "block" || last == "blocked":
		// A switch or a list that turns things off: harmless only when it
		// says no or names nothing.
		if falsy(value) || value == "[]" || value == "{}" {
			return ""
		}
		if last == "deny" || last == "block" || last == "blocked" || last == "disabled" && strings.HasPrefix(value, "[") {
			if !strings.Contains(value, "hooktool") && !strings.Contains(value, "*") && !strings.Contains(value, "all") {
				return "" // some other plugin kept out
			}
		}
		return what + " " + value + ", which switches its plugins or hooks off"
	case last == "enabled" || last == "enable" || last == "enablehooks" || last == "enableplugins" || last == "enableextensions" || last == "hooks" || last == "codexhooks" || last == "plugins" || last == "extensions":
		if truthy(value) {
			return ""
		}
		return what + " " + value + ", which switches its plugins or hooks off"
	}
	// Any other setting of the section (plugins.allow, plugins.load.paths,
	// hooks, enabledPlugins) can leave hooktool's out.
	return what + ", which decides which of its plugins or hooks run"
}

func truthy(v string) bool {
	switch strings.ToLower(v) {
	case "true", "1", "yes", "on", "enabled", "enable":
		return true
	}
	return false
}

func falsy(v string) bool {
	switch strings.ToLower(v) {
	case "false", "0", "no", "off", "disabled", "null", "none":
		return true
	}
	return false
}
