package tripwire

import (
	"bytes"
	"fmt"
	"io/fs"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// Drift is an armed wiring file that differs from its known-good state
// now, seen by doctor between events (no hook event has looked yet, or a
// restore failed).
type Drift struct {
	Path  string
	What  string
	Cause string
}

// Drift compares every armed file with its known-good print, read only:
// nothing is restored or accepted. The cause names what differs (the
// settings keys, the lines, the type or mode), told from the known-good
// copy.
func (t *Tripwire) Drift(tx *state.Tx, project string) []Drift {
	t.reset()
	if !Armed(tx) {
		return nil
	}
	var out []Drift
	for _, it := range t.items(tx, project) {
		if it.Kind == wiring.Dir || it.Kind == wiring.StartupDir || it.Kind == wiring.Shims || it.Kind == wiring.Mode || it.Agent == "hooktool" {
			// hooktool's own config is doctor's config section's: a
			// user who deletes it runs on the defaults, not unwired.
			continue
		}
		raw, ok := tx.Get(Bucket, keyPrint+it.Path)
		if !ok {
			continue
		}
		old, ok := decodePrint(raw)
		cur := statOf(it.Path)
		if !ok || sameStat(old, cur) {
			continue
		}
		var content []byte
		if cur.Exists {
			cur.Dir = realDir(it.Path)
			if b, ok := readBounded(it.Path); ok {
				content, cur.Sum = b, relevant(it, b)
				if it.Kind == wiring.File || it.Kind == wiring.Startup {
					cur.Sum += linkedMark(it.Path)
				}
			} else {
				cur.Sum = "unreadable"
			}
		}
		if !differs(old, cur, it.ModeBits) {
			continue
		}
		good, st := store(t.Copies).load(old.Copy)
		if st != copyGood {
			good, _ = t.recordCopy(old.Copy) // read only: nothing put back here
		}
		out = append(out, Drift{Path: it.Path, What: it.What, Cause: cause(it, old, cur, good, content)})
	}
	if n := forgedCopies(tx, store(t.Copies)); n > 0 {
		out = append(out, Drift{Path: t.Copies, What: "the tripwire's known-good copies",
			Cause: fmt.Sprintf("%d of them no longer match the digest they are named by (overwritten since hooktool wrote them; a restore takes the record kept beside the state instead)", n)})
	}
	return out
}

// forgedCopies counts the copies the prints name that are there but do
// not match their digest.
func forgedCopies(tx *state.Tx, s store) int {
	seen := map[string]bool{}
	n := 0
	check := func(name string) {
		if name == "" || seen[name] {
			return
		}
		seen[name] = true
		if _, st := s.load(name); st == copyForged {
			n++
		}
	}
	_ = tx.ForEach(Bucket, keyPrint, func(r state.Record) error {
		if p, ok := decodePrint(r.Value); ok {
			check(p.Copy)
			for _, v := range p.Kids {
				check(kidCopy(v))
			}
		}
		return nil
	})
	return n
}

// cause says what differs between the known-good print (and copy) and
// the item now.
func cause(it wiring.Item, old, cur print, good, now []byte) string {
	switch {
	case !cur.Exists:
		return "it was removed"
	case !old.Exists:
		return "it was created after hooktool was armed"
	case old.Link != cur.Link && cur.Link != "":
		return fmt.Sprintf("it is now a symlink to %s", clip(cur.Link, 200))
	case old.Link != cur.Link:
		return "it was a symlink and is not any more"
	case modeKey(old.Mode, it.ModeBits) != modeKey(cur.Mode, it.ModeBits):
		return fmt.Sprintf("its mode is %v (was %v)", fs.FileMode(cur.Mode), fs.FileMode(old.Mode))
	case old.Dir != "" && cur.Dir != "" && old.Dir != cur.Dir:
		return fmt.Sprintf("its folder now resolves to %s (was %s)", cur.Dir, old.Dir)
	case cur.Sum == "unreadable":
		return "it cannot be read"
	}
	if strings.HasSuffix(cur.Sum, ":linked") && !strings.HasSuffix(old.Sum, ":linked") {
		return "it was given a second name (a hard link): an edit under that name rewrites it"
	}
	if good == nil {
		return "its content differs from the known-good state (no known-good copy to compare)"
	}
	if len(it.Keys) > 0 {
		good, now = wiring.AsClientReads(good), wiring.AsClientReads(now)
		var keys []string
		for _, k := range it.Keys {
			if name, env := wiring.EnvBlockName(k); env {
				if wiring.EnvBlockValue(good, name) != wiring.EnvBlockValue(now, name) {
					keys = append(keys, "`"+name+"`")
				}
				continue
			}
			if name, deep := wiring.DeepName(k); deep {
				if strings.Join(wiring.DeepMembers(good, name), "\n") != strings.Join(wiring.DeepMembers(now, name), "\n") {
					keys = append(keys, "`"+name+"` (at any depth)")
				}
				continue
			}
			a, b := gjson.GetBytes(good, gjson.Escape(k)), gjson.GetBytes(now, gjson.Escape(k))
			if compact(a.Raw) != compact(b.Raw) {
				keys = append(keys, "`"+k+"`")
			}
		}
		if len(keys) > 0 {
			return "its " + strings.Join(keys, ", ") + " differ from the known-good copy"
		}
	}
	if g, n := wiring.Selected(it, good), wiring.Selected(it, now); len(g) > 0 || len(n) > 0 {
		var parts []string
		for _, l := range minus(g, n) {
			parts = append(parts, fmt.Sprintf("lost %q", clip(l, 120)))
		}
		for _, l := range minus(n, g) {
			parts = append(parts, fmt.Sprintf("now has %q", clip(l, 120)))
		}
		if len(parts) > 0 {
			return "it " + strings.Join(parts, ", ")
		}
	}
	if g, n := bytes.Count(good, []byte("hooktool")), bytes.Count(now, []byte("hooktool")); n < g {
		return fmt.Sprintf("it names hooktool %d times, the known-good copy %d: hooktool's entries were changed or removed", n, g)
	}
	return "its content differs from the known-good copy"
}

func compact(s string) string {
	var b strings.Builder
	inStr, esc := false, false
	for _, r := range s {
		switch {
		case esc:
			esc = false
		case inStr && r == '\\':
			esc = true
		case r == '"':
			inStr = !inStr
		case !inStr && (r == ' ' || r == '\n' || r == '\t' || r == '\r'):
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// minus is a without the lines b has.
func minus(a, b []string) []string {
	have := map[string]bool{}
	for _, l := range b {
		have[l] = true
	}
	var out []string
	for _, l := range a {
		if !have[l] {
			out = append(out, l)
		}
	}
	return out
}
