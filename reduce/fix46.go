package reduce

import "strings"

// keepErlangOwnFrames keeps the project's frames of a stack Erlang
// prints as a term (EUnit's and Common Test's failures under rebar3):
// "{kq_log,average_rate,1," over "[{file,\"/home/u/app/src/kq_log.erl\"},"
// over "{line,21}]},". A frame in a file named by a path is the
// project's (OTP's own modules are named by their file alone:
// "[{file,\"eunit_test.erl\"},{line,273}]"); its three lines say which
// function of the project failed and where, and the frames under it,
// the test runner's, fold.
func keepErlangOwnFrames(ls []line) []line {
	for i := range ls {
		if !ownErlangFile(ls[i].text) {
			continue
		}
		raise(ls, i)
		if i > 0 && erlangFrameHead(ls[i-1].text) {
			raise(ls, i-1)
		}
		if i+1 < len(ls) && strings.HasPrefix(strings.TrimLeft(ls[i+1].text, " \t"), "{line,") {
			raise(ls, i+1)
		}
	}
	return ls
}

// ownErlangFile reports whether s holds a stack term's file entry naming
// a path outside Erlang's own installation ({file,"/home/u/app/src/m.erl"}
// or {file,"src/m.erl"}).
func ownErlangFile(s string) bool {
	_, after, ok := strings.Cut(s, `{file,"`)
	if !ok {
		return false
	}
	file, _, ok := strings.Cut(after, `"`)
	if !ok || !strings.Contains(file, "/") || !strings.HasSuffix(file, ".erl") && !strings.HasSuffix(file, ".ex") {
		return false
	}
	return !strings.Contains(file, "/lib/erlang/") && !strings.Contains(file, "/deps/")
}

// erlangFrameHead reports whether s is the first line of a stack term's
// frame whose place is on the next line: "{kq_log,average_rate,1,", the
// stack's first "[{kq_firing_SUITE,log_rate,1,", or a frame whose
// arguments follow ("{ledger,post,[{a,1}],", "{erlang,list_to_integer,").
func erlangFrameHead(s string) bool {
	t := strings.TrimLeft(s, " \t")
	t = strings.TrimPrefix(t, "[")
	if !strings.HasPrefix(t, "{") || !strings.HasSuffix(t, ",") || strings.Contains(t, "{file,") {
		return false
	}
	f := strings.SplitN(strings.TrimSuffix(t[1:], ","), ",", 3)
	if len(f) < 2 || !erlangAtom(f[0]) || !erlangAtom(f[1]) {
		return false
	}
	return len(f) == 2 || allDigits(f[2]) || strings.HasPrefix(f[2], "[")
}

// erlangAtom reports whether w is an Erlang atom: a lowercase name or a
// quoted one ('-post_test/0-fun-0-').
func erlangAtom(w string) bool {
	if len(w) >= 2 && w[0] == '\'' && w[len(w)-1] == '\'' {
		return true
	}
	if w == "" || w[0] < 'a' || w[0] > 'z' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !isLetter(c) && !isDigit(c) && c != '_' && c != '@' {
			return false
		}
	}
	return true
}

// keepFromHereChains keeps the chain of "from here" lines a compiler
// prints above a diagnostic raised inside a template or generic
// ("tests/t.nim(4, 7) template/generic instantiation of `suite` from
// here", then the error): each names the place in the project's code
// that led to the error, which may be only inside library code.
func keepFromHereChains(ls []line) []line {
	for i := range ls {
		if ls[i].cls != keep || !ls[i].shown() || strings.HasSuffix(ls[i].text, " from here") {
			continue
		}
		for j, n := i-1, 0; j >= 0 && n < maxFromHere && ls[j].shown() && fromHereLine(ls[j].text); j, n = j-1, n+1 {
			raise(ls, j)
		}
	}
	return ls
}

// maxFromHere bounds the chain kept above one diagnostic.
const maxFromHere = 8

// fromHereLine reports whether s is a place, then what was being
// instantiated or expanded there, then "from here".
func fromHereLine(s string) bool {
	if !strings.HasSuffix(s, " from here") || s != strings.TrimLeft(s, " \t") {
		return false
	}
	f := strings.Fields(s)
	return len(f) >= 4 && strings.ContainsAny(f[0], "/.") && (strings.Contains(f[0], "(") || strings.Count(f[0], ":") >= 1)
}

// keepCountTables keeps a short table of counts whole: a header whose
// first column is the count ("count tag profile rule associated tags",
// ansible-lint's summary of violations by rule; "Count  Rule"), and the
// rows under it that each start with a number. Each row is one share of
// what the run found, and the table is its summary; past countTableMax
// rows it is a listing, left to the budgets.
func keepCountTables(ls []line) {
	for i := 0; i+1 < len(ls); i++ {
		if !countHeader(ls[i].text) {
			continue
		}
		j := i + 1
		for j < len(ls) && j-i-1 <= countTableMax && countLead(ls[j].text) {
			j++
		}
		if j-i-1 < 2 || j-i-1 > countTableMax {
			continue
		}
		for k := i; k < j; k++ {
			raise(ls, k)
		}
		i = j - 1
	}
}

// countTableMax is how many rows a table of counts may have and still be
// kept whole.
const countTableMax = 30

// countHeader reports whether s is a table's header whose first column
// is a count, with two more columns or more.
func countHeader(s string) bool {
	f := strings.Fields(s)
	if len(f) < 3 {
		return false
	}
	switch f[0] {
	case "count", "Count", "COUNT", "Occurrences", "occurrences", "Hits", "hits":
	default:
		return false
	}
	for _, w := range f[1:] {
		if !isLetter(w[0]) {
			return false
		}
	}
	return true
}

// countLead reports whether s starts with a number (after spaces), then
// a word: a row of a table of counts.
func countLead(s string) bool {
	n, rest, ok := strings.Cut(strings.TrimLeft(s, " \t"), " ")
	return ok && n != "" && allDigits(n) && strings.TrimSpace(rest) != ""
}
