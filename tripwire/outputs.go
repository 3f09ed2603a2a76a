package tripwire

import (
	"strings"

	"github.com/tidwall/gjson"
)

// An agent's own output files pointed at the wiring (red-team round
// 23). An agent's settings name files the agent itself writes: Gemini's
// local telemetry (telemetry.outfile), a log, a trace, a dump. Pointed
// at another agent's wiring file (Codex's hooks.json), the next run of
// the agent appends its records there and the other client no longer
// reads its hooks. No list of such keys keeps up; what they share is a
// key that names where something is written (outputKey: outfile, log,
// output, trace, dump ...) and a value that is a wiring file's path. So
// in a JSON wiring file read by its keys, every member, at any depth,
// whose key is such a key and whose value names a wiring file (the
// shapes a glob is matched against, from the home or the project, or
// any absolute path ending in one) counts besides the listed keys: a
// telemetry log written to a scratch folder does not.

// Bounds of outputMembers.
const (
	outputDepth   = 8
	outputMembers = 1024
)

// outputTargets are "path.of.key=value" for each member of the JSON b
// (see above), in the file's order.
func outputTargets(b []byte) []string {
	if !strings.Contains(string(b), "/") {
		return nil // no value is a path
	}
	var out []string
	seen := 0
	var walk func(r gjson.Result, prefix string, depth int)
	walk = func(r gjson.Result, prefix string, depth int) {
		if depth > outputDepth {
			return
		}
		r.ForEach(func(k, v gjson.Result) bool {
			if seen++; seen > outputMembers {
				return false
			}
			key := prefix + k.String()
			if r.IsArray() {
				key = prefix + "[]"
			}
			switch {
			case v.IsObject() || v.IsArray():
				walk(v, key+".", depth+1)
			case v.Type == gjson.String && (r.IsArray() && outputKey(strings.ToLower(lastKey(prefix))) || !r.IsArray() && outputKey(strings.ToLower(k.String()))):
				if wiredPath(v.String()) {
					out = append(out, key+"="+v.String())
				}
			}
			return true
		})
	}
	walk(gjson.ParseBytes(b), "", 0)
	return out
}

// lastKey is the last member name of a "a.b." prefix.
func lastKey(prefix string) string {
	p := strings.TrimSuffix(prefix, ".")
	p = strings.TrimSuffix(p, "[]")
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		return p[i+1:]
	}
	return p
}

// wiredPath reports a path (~/..., $HOME/..., absolute, or from the
// project) that is one of the wiring's files as wiredShapes has them.
func wiredPath(v string) bool {
	v = strings.TrimSpace(strings.TrimPrefix(v, "file://"))
	if len(v) < 6 || len(v) > 4096 {
		return false
	}
	for _, p := range [...]string{"~/", "$HOME/", "${HOME}/"} {
		v = strings.TrimPrefix(v, p)
	}
	v = strings.TrimPrefix(v, "./")
	for _, s := range wiredShapes() {
		if strings.Contains(s, "/x/") || strings.HasSuffix(s, "/x.md") {
			continue // a skill's or a command's placeholder name
		}
		if v == s || strings.HasSuffix(v, "/"+s) {
			return true
		}
	}
	return false
}
