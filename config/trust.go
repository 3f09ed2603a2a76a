package config

import (
	"fmt"
	"regexp/syntax"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// The agent hooktool judges can write the project file and can set
// HOOKTOOL_CONFIG in its own commands, so those two layers are untrusted:
// Load keeps from them only what tightens. Features with their own trust
// rules (the guard's modes and critical rules, the scanner's severities)
// apply them too; the rules here are the ones that hold for every reader of
// the merged config, so that no reader can forget them:
//
//   - a time-like setting (a name ending in _ms, _seconds or _hours, or
//     holding "timeout") is capped in every layer, and an untrusted layer
//     may only lower it below what the trusted layers say;
//   - the hook's budget and the state lock's wait have a floor in every
//     layer, the user's included: the agent can write the user file too,
//     and a budget of 1 ms lets no handler run, the tripwire included, so
//     the call that set it would go unchecked (red-team round 6, V25);
//   - an untrusted layer may only narrow what the boundary scanner accepts:
//     an allow pattern must stand for one literal value, scan_tree cannot
//     be turned off, max_file_bytes cannot shrink.
//
// What was dropped or capped is listed in Config.Refused, one line each.

// Trusted reports whether a layer is one the agent cannot write: the
// embedded defaults and the user's own file.
func Trusted(layer string) bool { return layer == LayerDefault || layer == LayerUser }

// timeLike reports whether the setting at a dotted path is a duration.
func timeLike(p string) bool {
	k := p[strings.LastIndexByte(p, '.')+1:]
	return strings.HasSuffix(k, "_ms") || strings.HasSuffix(k, "_seconds") || strings.HasSuffix(k, "_hours") || strings.Contains(k, "timeout")
}

// TimeCap is the largest value a time-like setting may have, in its own
// unit. The known ones are set by what waits on them: the hook's budget
// stays under the 10 s timeout `hooktool install` gives every hook, and the
// state lock leaves most of the budget to the handler (Claude Code gives
// SessionEnd 1.5 s). Unknown ones get a cap by unit.
func TimeCap(p string) int64 {
	switch p {
	case "hook.budget_ms":
		return 9000
	case "state.lock_timeout_ms":
		return 2000
	case "scan.git_timeout_seconds":
		return 600
	case "state.ttl_seconds", "narration.ttl_seconds":
		return 7 * 24 * 3600
	case "reduce.keep_hours":
		return 30 * 24
	}
	switch {
	case strings.HasSuffix(p, "_ms"):
		return 60_000
	case strings.HasSuffix(p, "_hours"):
		return 30 * 24
	}
	return 24 * 3600 // seconds, or a timeout of no stated unit
}

// TimeFloor is the smallest value a time-like setting may have, in its
// own unit, 0 when it has none. Under it a handler cannot finish on a
// loaded machine: the watchdog would answer every event without one, and
// the tripwire, which runs in the handler, would never look at the call
// that set it. The hook's usual run is a few tens of ms.
func TimeFloor(p string) int64 {
	switch p {
	case "hook.budget_ms":
		return 300
	case "state.lock_timeout_ms":
		return 100
	}
	return 0
}

// maxScanFileBytes bounds scan.max_file_bytes from an untrusted layer: it
// may raise the limit (scan more) but not past this.
const maxScanFileBytes = 64 << 20

// applyTrust caps the user layer and strips what would relax from the
// untrusted ones, in place, before the layers are merged.
func (c *Config) applyTrust() {
	trustedData := c.Layers[0].Data
	for i := range c.Layers {
		l := &c.Layers[i]
		switch l.Name {
		case LayerDefault:
			continue
		case LayerUser:
			l.Data = c.keepShape(*l, trustedData)
			l.Data = c.capTimes(*l)
			trustedData = merge(trustedData, l.Data)
		default:
			l.Data = c.keepShape(*l, trustedData)
			l.Data = c.narrow(*l, trustedData)
		}
	}
}

func (c *Config) refuse(l Layer, format string, args ...any) {
	c.Refused = append(c.Refused, fmt.Sprintf("%s config %s: ", l.Name, l.Path)+fmt.Sprintf(format, args...))
}

// keepShape returns a layer without the values that would replace a
// section (an object in the layers below) with a string, number or list:
// {"guard": "off"} would merge over the whole guard section, so that
// `config show` listed guard = "off" while the guard, which reads its
// settings layer by layer, went on as before, and {"scan": 1} would wipe
// the user's own secret rules and the scan's time limits from what every
// reader gets. Such a value is dropped and said so, like any other value
// a layer cannot have.
func (c *Config) keepShape(l Layer, below []byte) []byte {
	data := l.Data
	var walk func(prefix string, v gjson.Result)
	walk = func(prefix string, v gjson.Result) {
		v.ForEach(func(k, val gjson.Result) bool {
			p := EscapeKey(k.String())
			if prefix != "" {
				p = prefix + "." + p
			}
			if !gjson.GetBytes(below, p).IsObject() {
				return true
			}
			if val.IsObject() {
				walk(p, val)
				return true
			}
			c.refuse(l, "ignoring %s: want an object (a section of settings), not %s", p, clipRaw(val.Raw))
			if out, err := sjson.DeleteBytes(data, p); err == nil {
				data = out
			}
			return true
		})
	}
	walk("", gjson.ParseBytes(data))
	return data
}

// clipRaw shortens a JSON value for a one-line message.
func clipRaw(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// leafPaths lists the dotted gjson paths of every non-object value.
func leafPaths(data []byte) []string {
	var out []string
	var walk func(prefix string, r gjson.Result)
	walk = func(prefix string, r gjson.Result) {
		r.ForEach(func(k, v gjson.Result) bool {
			p := EscapeKey(k.String())
			if prefix != "" {
				p = prefix + "." + p
			}
			if v.IsObject() {
				walk(p, v)
			} else {
				out = append(out, p)
			}
			return true
		})
	}
	walk("", gjson.ParseBytes(data))
	return out
}

// capTimes lowers a trusted layer's time-like values to their caps.
func (c *Config) capTimes(l Layer) []byte {
	data := l.Data
	for _, p := range leafPaths(data) {
		if !timeLike(p) {
			continue
		}
		v := gjson.GetBytes(data, p)
		if v.Type != gjson.Number {
			continue
		}
		if limit := TimeCap(p); v.Int() > limit {
			c.refuse(l, "%s %s is above its cap; using %d", p, v.Raw, limit)
			data, _ = sjson.SetBytes(data, p, limit)
		} else if floor := TimeFloor(p); v.Int() > 0 && v.Int() < floor {
			// Zero or less reads as the default, which is above every floor.
			c.refuse(l, "%s %s is below its floor; using %d", p, v.Raw, floor)
			data, _ = sjson.SetBytes(data, p, floor)
		}
	}
	return data
}

// narrow returns an untrusted layer without the values that would relax
// what the trusted layers (trusted, already merged) set.
func (c *Config) narrow(l Layer, trusted []byte) []byte {
	data := l.Data
	drop := func(p, why string, args ...any) {
		c.refuse(l, "ignoring %s: "+why, append([]any{p}, args...)...)
		if out, err := sjson.DeleteBytes(data, p); err == nil {
			data = out
		}
	}
	for _, p := range leafPaths(data) {
		if !timeLike(p) {
			continue
		}
		v, t := gjson.GetBytes(data, p), gjson.GetBytes(trusted, p)
		limit := TimeCap(p)
		if t.Type == gjson.Number && t.Int() > 0 {
			limit = min(limit, t.Int())
		}
		switch {
		case v.Type != gjson.Number || v.Int() <= 0:
			// Zero or less reads as "the default" almost everywhere,
			// which may be longer than what the user set.
			drop(p, "want a positive number")
		case v.Int() > limit:
			drop(p, "%s may only lower it (to at most %d)", l.Name+" config", limit)
		case v.Int() < TimeFloor(p):
			drop(p, "it is below its floor (%d)", TimeFloor(p))
		}
	}
	if v := gjson.GetBytes(data, "scan.allow_patterns"); v.Exists() {
		var keep []string
		ok := v.IsArray()
		for _, s := range v.Array() {
			if s.Type == gjson.String && literalPattern(s.Str) {
				keep = append(keep, s.Str)
			} else {
				ok = false
			}
		}
		if !ok {
			c.refuse(l, "ignoring scan.allow_patterns entries that match more than one literal value (write them as ^value$)")
			data, _ = sjson.SetBytes(data, "scan.allow_patterns", append([]string{}, keep...))
		}
	}
	if v := gjson.GetBytes(data, "scan.allow_values"); v.Exists() {
		var keep []string
		ok := v.IsArray()
		for _, s := range v.Array() {
			if s.Type == gjson.String && s.Str != "" {
				keep = append(keep, s.Str)
			} else {
				ok = false
			}
		}
		if !ok {
			c.refuse(l, "ignoring scan.allow_values entries that are not one literal value")
			data, _ = sjson.SetBytes(data, "scan.allow_values", append([]string{}, keep...))
		}
	}
	// The guard reads these with the same rule (guard.Setting), so a
	// relaxing value never took effect; dropping it here says so, once, on
	// stderr, and keeps `config show` from listing it as effective.
	for _, k := range orderedGuardSettings {
		p := "guard." + k
		v := gjson.GetBytes(data, p)
		if !v.Exists() {
			continue
		}
		rank, ok := GuardStrictness(k, v.String())
		cur, _ := GuardStrictness(k, gjson.GetBytes(trusted, p).String())
		switch {
		case !ok:
			drop(p, "%q is not one of its values", v.String())
		case rank < cur:
			drop(p, "%s may only make it stricter than %q", l.Name+" config", gjson.GetBytes(trusted, p).String())
		}
	}
	if v := gjson.GetBytes(data, "scan.prepush.scan_tree"); v.Exists() && !(v.Type == gjson.True) {
		drop("scan.prepush.scan_tree", "only the user file may turn the tree scan off")
	}
	if v := gjson.GetBytes(data, "scan.max_file_bytes"); v.Exists() {
		t := gjson.GetBytes(trusted, "scan.max_file_bytes").Int()
		if v.Type != gjson.Number || v.Int() < t || v.Int() > maxScanFileBytes {
			drop("scan.max_file_bytes", "it may only raise the limit (from %d up to %d)", t, int64(maxScanFileBytes))
		}
	}
	return data
}

// GuardStrictness orders a guard setting's values from lax to strict; ok
// is false for a value the setting does not have, or a setting that is not
// ordered. A switch, not a map: it is read on every hook call and a map
// would be built on every one.
func GuardStrictness(key, value string) (rank int, ok bool) {
	var order []string
	switch key {
	case "mode":
		order = []string{"off", "ask", "enforce"}
	case "unparseable":
		order = []string{"allow", "ask", "deny"}
	case "on_error":
		order = []string{"allow", "ask"}
	case "infra":
		order = []string{"allow", "ask", "deny"}
	}
	for i, o := range order {
		if o == value {
			return i, true
		}
	}
	return 0, false
}

// orderedGuardSettings are the guard settings GuardStrictness orders.
var orderedGuardSettings = []string{"mode", "unparseable", "on_error", "infra"}

// literalPattern reports whether an allow pattern matches exactly one
// value: anchored at both ends around a literal, with no flags that widen
// it (case folding). The scanner matches patterns anywhere in a secret, so
// an unanchored literal would allow every secret that contains it.
func literalPattern(p string) bool {
	re, err := syntax.Parse(p, syntax.Perl)
	if err != nil {
		return false
	}
	re = re.Simplify()
	if re.Op != syntax.OpConcat || len(re.Sub) != 3 {
		return false
	}
	begin, lit, end := re.Sub[0], re.Sub[1], re.Sub[2]
	return begin.Op == syntax.OpBeginText && end.Op == syntax.OpEndText &&
		lit.Op == syntax.OpLiteral && lit.Flags&syntax.FoldCase == 0 && len(lit.Rune) > 0
}
