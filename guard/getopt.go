package guard

import "strings"

// parsedArgs is a command line split the way getopt splits it: clustered
// short options (-sft DIR), options that take a value (attached, =value or
// the next word), abbreviated long options (--target for
// --target-directory) and "--".
type parsedArgs struct {
	ops   []arg
	short string   // every short option letter seen
	long  []string // every long option seen, spelled in full when known
	vals  []optVal // options that took a value, in order
}

// optVal is one option with its value. name is "-t" or the full long name.
type optVal struct {
	name string
	val  arg
}

// parseArgs splits args. shortVal lists the short options that take a
// value; longVal the long ones. known lists further long options without
// a value, only so that an abbreviation is not taken for one of longVal.
func parseArgs(args []arg, shortVal string, longVal []string, known ...string) parsedArgs {
	var p parsedArgs
	for i := 0; i < len(args); i++ {
		a := args[i]
		s := a.s
		switch {
		case s == "--" && !a.dyn:
			p.ops = append(p.ops, args[i+1:]...)
			return p
		case strings.HasPrefix(s, "--") && !a.dyn:
			name, val, hasVal := strings.Cut(s, "=")
			full, takes := longName(name, longVal, known)
			p.long = append(p.long, full)
			switch {
			case takes && hasVal:
				p.vals = append(p.vals, optVal{full, arg{s: val, raw: a.raw, dyn: strings.Contains(val, dyn)}})
			case takes && i+1 < len(args):
				i++
				p.vals = append(p.vals, optVal{full, args[i]})
			}
		case len(s) > 1 && s[0] == '-' && !a.dyn:
			for j := 1; j < len(s); j++ {
				c := s[j]
				p.short += string(c)
				if strings.IndexByte(shortVal, c) < 0 {
					continue
				}
				if j+1 < len(s) {
					v := s[j+1:]
					p.vals = append(p.vals, optVal{"-" + string(c), arg{s: v, raw: v, dyn: strings.Contains(v, dyn)}})
				} else if i+1 < len(args) {
					i++
					p.vals = append(p.vals, optVal{"-" + string(c), args[i]})
				}
				break
			}
		default:
			p.ops = append(p.ops, a)
		}
	}
	return p
}

// longName spells out an abbreviated long option: getopt_long (and git)
// accept any unambiguous prefix. takes reports whether it takes a value.
func longName(name string, longVal, known []string) (full string, takes bool) {
	for _, l := range longVal {
		if l == name {
			return l, true
		}
	}
	for _, k := range known {
		if k == name {
			return k, false
		}
	}
	if len(name) < 4 {
		return name, false
	}
	match, n := "", 0
	for _, l := range longVal {
		if strings.HasPrefix(l, name) {
			match, n = l, n+1
		}
	}
	kmatch := ""
	for _, k := range known {
		if strings.HasPrefix(k, name) {
			kmatch, n = k, n+1
		}
	}
	switch {
	case n == 1 && match != "":
		return match, true
	case n == 1:
		return kmatch, false
	}
	return name, false
}

// values lists the values of the options named (short "-t" or long).
func (p *parsedArgs) values(names ...string) []arg {
	var out []arg
	for _, v := range p.vals {
		for _, n := range names {
			if v.name == n {
				out = append(out, v.val)
			}
		}
	}
	return out
}

// last is the last value of the options named, or nil.
func (p *parsedArgs) last(names ...string) *arg {
	vs := p.values(names...)
	if len(vs) == 0 {
		return nil
	}
	return &vs[len(vs)-1]
}

// has reports a short letter or a long option (abbreviations of at least
// min characters count, as getopt_long and git accept them).
func (p *parsedArgs) has(letters string, long string, min int) bool {
	if letters != "" && strings.ContainsAny(p.short, letters) {
		return true
	}
	return long != "" && hasAbbrev(p.long, long, min)
}

// hasAbbrev reports a long option spelled in full or abbreviated to at
// least min characters ("--no-veri" for "--no-verify").
func hasAbbrev(flags []string, full string, min int) bool {
	for _, f := range flags {
		if isAbbrev(f, full, min) {
			return true
		}
	}
	return false
}

// isAbbrev reports whether f (with any =value dropped) is full or a prefix
// of it at least min characters long.
func isAbbrev(f, full string, min int) bool {
	name, _, _ := strings.Cut(f, "=")
	return name == full || len(name) >= min && strings.HasPrefix(full, name)
}
