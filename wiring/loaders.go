package wiring

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// A client that refuses a whole settings file for one bad value elsewhere
// in it drops hooktool's hooks with it, though the hook keys did not
// change: Claude Code 2.1.332 validates every settings file against its
// schema and skips one that fails ("These settings did not load, so
// nothing in them is in effect, including hooks"), one past its 2 MiB
// read cap, and one JSON.parse refuses. So for such an item the tripwire
// asks, besides its hook keys, whether the client still loads the file
// (Unloadable); one it would not load counts whole, like a file that is
// not JSON, and is restored.
//
// The table (loaders_table.go) is derived from the client's own code, not
// guessed: in the 2.1.332 binary the settings schema is one object of
// `key:()=>schema` entries; each key whose schema is a plain string
// (r()), boolean (M()), number (v()), array (O()), object (u(), Te()) or
// string enumeration (U([...])) is kept with that type, and a key whose
// schema ends in .catch() is left out (the client replaces a bad value
// and keeps the file). permissions is read one level down: allow, deny
// and ask are arrays, defaultMode one of the permission modes ("manual"
// is taken as "default"), disableBypassPermissionsMode "disable". Keys the
// table does not name are not judged (a passthrough, or a schema too
// involved to restate): Unloadable only ever says a file would not load
// when the client's own checks say so.

// Loaders (Item.Loader).
const (
	// LoaderClaudeSettings is a Claude Code settings layer (user,
	// project, local).
	LoaderClaudeSettings = "claude-settings"
)

// claudeSettingsCap is the size past which Claude Code does not read a
// settings file (2 MiB).
const claudeSettingsCap = 2 << 20

// claudePermissionModes are the values permissions.defaultMode takes.
var claudePermissionModes = "acceptEdits|auto|bypassPermissions|default|dontAsk|plan|manual"

// Unloadable says why the client named by loader would skip the whole
// file b ("" when it loads it, or when hooktool cannot tell).
func Unloadable(loader string, b []byte) string {
	switch loader {
	case LoaderClaudeSettings:
		return claudeUnloadable(b)
	}
	return ""
}

func claudeUnloadable(b []byte) string {
	if len(b) > claudeSettingsCap {
		return fmt.Sprintf("%d bytes, past Claude Code's 2 MiB cap", len(b))
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return "" // an empty file is no settings, not a bad one
	}
	cj, ok := ClientJSON(b)
	if !ok {
		return "not JSON"
	}
	var top map[string]json.RawMessage
	if json.Unmarshal(cj, &top) != nil {
		return "not a JSON object"
	}
	for k, v := range top {
		t, ok := claudeSettingsTypes()[k]
		if !ok {
			continue
		}
		if !jsonIs(v, t) {
			return fmt.Sprintf("%s is not %s", k, typeName(t))
		}
	}
	if p, ok := top["permissions"]; ok {
		var perm map[string]json.RawMessage
		if json.Unmarshal(p, &perm) != nil {
			return "permissions is not an object"
		}
		for k, t := range map[string]string{"allow": "a", "deny": "a", "ask": "a", "defaultMode": "e:" + claudePermissionModes, "disableBypassPermissionsMode": "e:disable"} {
			if v, ok := perm[k]; ok && !jsonIs(v, t) {
				return fmt.Sprintf("permissions.%s is not %s", k, typeName(t))
			}
		}
	}
	return ""
}

// jsonIs reports whether the JSON value v has type t (claudeSettingsTypes).
func jsonIs(v json.RawMessage, t string) bool {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return false
	}
	switch {
	case t == "s":
		return v[0] == '"'
	case t == "b":
		return string(v) == "true" || string(v) == "false"
	case t == "n":
		return v[0] == '-' || (v[0] >= '0' && v[0] <= '9')
	case t == "a":
		return v[0] == '['
	case t == "o":
		return v[0] == '{'
	case strings.HasPrefix(t, "e:"):
		var s string
		if v[0] != '"' || json.Unmarshal(v, &s) != nil {
			return false
		}
		for _, o := range strings.Split(t[2:], "|") {
			if s == o {
				return true
			}
		}
	}
	return false
}

func typeName(t string) string {
	switch {
	case t == "s":
		return "a string"
	case t == "b":
		return "true or false"
	case t == "n":
		return "a number"
	case t == "a":
		return "an array"
	case t == "o":
		return "an object"
	case strings.HasPrefix(t, "e:"):
		return "one of " + strings.ReplaceAll(t[2:], "|", ", ")
	}
	return t
}
