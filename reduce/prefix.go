package reduce

import "strings"

// Logs of several services, merged by the tool that runs them, carry each
// line's source before it: docker compose's "api-1     | ", kubectl logs
// --prefix's "[pod/web-7d9f/app] ". The record, a traceback's frame or a
// library's place, starts after it; read with it, a frame is no frame and
// a record no record. Where most lines carry such a prefix, the rules read
// each line past it, and the line prints whole.

// prefixSample is how many lines the prefix is looked for in; prefixShare
// the share of them (in tenths) that must carry one.
const (
	prefixSample = 200
	prefixShare  = 8
)

// stripSourcePrefixes moves each line's source prefix into its pre field,
// when four in five of the first non-blank lines have one (see above).
func stripSourcePrefixes(ls []line) {
	n, with := 0, 0
	for i := 0; i < len(ls) && n < prefixSample; i++ {
		if !ls[i].shown() || ls[i].pre != "" || strings.TrimSpace(ls[i].text) == "" {
			continue
		}
		n++
		if sourcePrefix(ls[i].text) > 0 {
			with++
		}
	}
	if n < 8 || with*10 < n*prefixShare {
		return
	}
	for i := range ls {
		if ls[i].syn || ls[i].gap > 0 || ls[i].pre != "" {
			continue
		}
		if k := sourcePrefix(ls[i].text); k > 0 {
			ls[i].pre, ls[i].text = ls[i].text[:k], ls[i].text[k:]
		}
	}
}

// restorePrefixes puts each line's prefix back before its text.
func restorePrefixes(ls []line) {
	for i := range ls {
		if ls[i].pre != "" {
			ls[i].text, ls[i].pre = ls[i].pre+ls[i].text, ""
		}
	}
}

// sourcePrefix returns the length of s's source prefix, 0 when it has
// none: a service's name, from a letter to its replica's number ("api-1",
// "web_2"), padded, then "| " (docker compose); or a bracketed
// "pod/name/container" path (kubectl logs --prefix).
func sourcePrefix(s string) int {
	if strings.HasPrefix(s, "[pod/") {
		if k := strings.Index(s, "] "); k > 0 && k < 120 && !strings.ContainsAny(s[:k], " \t") {
			return k + 2
		}
		return 0
	}
	i := 0
	for i < len(s) && i < 64 && (isWord(s[i]) || s[i] == '-' || s[i] == '.') {
		i++
	}
	if i < 3 || !isLetter(s[0]) || !isDigit(s[i-1]) || s[i-2] != '-' && s[i-2] != '_' && !isDigit(s[i-2]) {
		return 0
	}
	j := i
	for j < len(s) && s[j] == ' ' {
		j++
	}
	switch {
	case j > i && strings.HasPrefix(s[j:], "| "):
		return j + 2
	case j > i && s[j:] == "|":
		return len(s)
	}
	return 0
}
