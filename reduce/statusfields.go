package reduce

import "strings"

// A key-value dump (redis-cli INFO, a server's status page, sysctl -a):
// among hundreds of counters, the fields that say whether something went
// wrong are the ones a reader looks for: a status, the errors, what was
// rejected, evicted or dropped, and the limits those are measured
// against. They are kept by their keys' words, whatever the program.

// minStatusDump is how many key-value lines a dump must hold.
const minStatusDump = 20

// keepStatusFields raises, in a dump of key-value lines, the fields whose
// key names a status, a failure count or a limit.
func keepStatusFields(ls []line) []line {
	kv := 0
	for _, l := range ls {
		if _, ok := fieldKey(l.text); ok {
			kv++
		}
	}
	if kv < minStatusDump || kv*2 < len(ls) {
		return ls
	}
	for i, l := range ls {
		k, ok := fieldKey(l.text)
		if !ok || l.cls != normal || !l.shown() {
			// (A line a rule dropped stays dropped: the repeats of a
			// line said word for word, "Error: ... denied" eighteen
			// times, fold under their first.)
			continue
		}
		for _, part := range strings.FieldsFunc(strings.ToLower(k), func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
			switch part {
			case "status", "state", "errors", "error", "err", "failed", "failures", "rejected", "evicted", "dropped", "denied",
				"oom", "maxmemory", "max", "limit", "policy", "timeouts":
				ls[i].cls = keep
			}
		}
	}
	return ls
}

// fieldKey returns the key of a "key:value" or "key=value" line whose
// key is one word of letters, digits and _ - . (no space).
func fieldKey(s string) (string, bool) {
	i := strings.IndexAny(s, ":=")
	if i <= 0 || i == len(s)-1 || i > 64 {
		return "", false
	}
	k := s[:i]
	for j := 0; j < len(k); j++ {
		if !isWord(k[j]) && k[j] != '-' && k[j] != '.' {
			return "", false
		}
	}
	return k, true
}
