package tripwire

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
)

// YAML frontmatter as a YAML parser reads it (red-team round 24). A
// skill's, a subagent's or a slash command's frontmatter is YAML, and the
// client reads it with a YAML parser: a key is a key however YAML lets
// it be spelled. The list's reader takes a top-level key at the start of
// a line (`hooks:`, quoted, and since round 23 escaped); YAML also has
// explicit keys (`? hooks` then `: value`), a frontmatter that is one
// flow mapping (`{name: x, hooks: {...}}`), tags (`!!str hooks:`),
// anchors and aliases (`hooks: *base`, the hooks written under another
// key) and merge keys (`<<: *base`). So the frontmatter is parsed, and
// when the parser finds a counted key (hooks, mcpServers) that the line
// reader does not, or reaches one through an alias or a merge, the
// frontmatter is read as one line per counted key, its value written out
// whole (aliases resolved) for the line reader to pick. Frontmatter the
// line reader already reads as the parser does is left as it is, so the
// known-good digests of ordinary files do not move.

// Bounds of the YAML reading.
const (
	yamlDepth = 32
	yamlOut   = 64 << 10
)

// yamlFrontmatterRead is b with its leading frontmatter read as a YAML
// parser reads it (see above), keys the counted top-level keys; b itself
// when the line reader already finds what the parser does, or when the
// frontmatter is not YAML a parser takes.
func yamlFrontmatterRead(b []byte, keys []string) []byte {
	s := strings.ReplaceAll(string(b), "\r\n", "\n")
	s = strings.TrimPrefix(s, "\ufeff")
	if len(s) > sweepBytes*4 || len(keys) == 0 {
		return b
	}
	first, body, ok := strings.Cut(s, "\n")
	if !ok || strings.TrimSpace(first) != "---" {
		return b
	}
	lines := strings.Split(body, "\n")
	end := -1
	for i, l := range lines {
		if t := strings.TrimSpace(l); t == "---" || t == "..." {
			end = i
			break
		}
	}
	if end <= 0 {
		return b
	}
	fm := strings.Join(lines[:end], "\n") + "\n"
	// A key is spelled in the text, or through an escape: frontmatter
	// that has neither is not parsed (a refresh reads every skill).
	low := strings.ToLower(fm)
	named := strings.Contains(fm, "\\")
	for _, k := range keys {
		named = named || strings.Contains(low, strings.ToLower(k))
	}
	if !named {
		return b
	}
	f, err := parser.ParseBytes([]byte(fm), 0)
	if err != nil || len(f.Docs) == 0 || f.Docs[0] == nil || f.Docs[0].Body == nil {
		return b
	}
	r := yamlReader{anchors: map[string]ast.Node{}}
	r.collect(f.Docs[0].Body, 0)
	pairs := r.members(f.Docs[0].Body, 0)
	// The keys the line reader finds: a line at column 0 that names one.
	plain := map[string]bool{}
	for _, l := range lines[:end] {
		if l == "" || l[0] == ' ' || l[0] == '\t' || l[0] == '#' {
			continue
		}
		k, _, _ := strings.Cut(l, ":")
		plain[strings.ToLower(strings.Trim(strings.TrimSpace(k), `"'`))] = true
	}
	var out strings.Builder
	differs := false
	for _, p := range pairs {
		counted := false
		for _, k := range keys {
			if strings.EqualFold(p.key, k) {
				counted = true
			}
		}
		if !counted {
			continue
		}
		r.aliased = p.merged
		v := r.render(p.value, 0)
		if r.aliased || !plain[strings.ToLower(p.key)] {
			differs = true
		}
		out.WriteString(p.key + ": " + v + "\n")
	}
	if !differs || out.Len() > yamlOut {
		if out.Len() > yamlOut {
			// Too much to write out (an alias bomb): counted whole.
			return []byte("---\nhooks: " + contentDigest(b) + "\n---\n")
		}
		return b
	}
	return []byte("---\n" + out.String() + "---\n" + strings.Join(lines[end+1:], "\n"))
}

// yamlReader resolves a document's anchors while reading it.
type yamlReader struct {
	anchors map[string]ast.Node
	aliased bool // an alias or a merge was followed
	size    int
}

// yamlMember is a top-level member: its key as the parser reads it, its
// value, and whether a merge key brought it in.
type yamlMember struct {
	key    string
	value  ast.Node
	merged bool
}

// collect records every anchor in n, in the document's order (a later
// anchor of the same name replaces an earlier one, as YAML has it).
func (r *yamlReader) collect(n ast.Node, depth int) {
	if n == nil || depth > yamlDepth || len(r.anchors) > 256 {
		return
	}
	switch v := n.(type) {
	case *ast.AnchorNode:
		if v.Name != nil {
			r.anchors[v.Name.String()] = v.Value
		}
		r.collect(v.Value, depth+1)
	case *ast.TagNode:
		r.collect(v.Value, depth+1)
	case *ast.MappingNode:
		for _, p := range v.Values {
			r.collect(p, depth+1)
		}
	case *ast.MappingValueNode:
		r.collect(v.Key, depth+1)
		r.collect(v.Value, depth+1)
	case *ast.MappingKeyNode:
		r.collect(v.Value, depth+1)
	case *ast.SequenceNode:
		for _, e := range v.Values {
			r.collect(e, depth+1)
		}
	case *ast.SequenceEntryNode:
		r.collect(v.Value, depth+1)
	}
}

// resolve looks through tags, anchors and aliases to the node they
// stand for.
func (r *yamlReader) resolve(n ast.Node) ast.Node {
	for i := 0; i < yamlDepth && n != nil; i++ {
		switch v := n.(type) {
		case *ast.TagNode:
			n = v.Value
		case *ast.AnchorNode:
			n = v.Value
		case *ast.MappingKeyNode:
			n = v.Value
		case *ast.SequenceEntryNode:
			n = v.Value
		case *ast.AliasNode:
			r.aliased = true
			if v.Value == nil {
				return nil
			}
			n = r.anchors[v.Value.String()]
		default:
			return n
		}
	}
	return n
}

// members are the top-level members of a mapping node, a merge key's
// members after the mapping's own (which win).
func (r *yamlReader) members(n ast.Node, depth int) []yamlMember {
	if depth > 4 {
		return nil
	}
	var pairs []*ast.MappingValueNode
	switch m := r.resolve(n).(type) {
	case *ast.MappingNode:
		pairs = m.Values
	case *ast.MappingValueNode:
		pairs = []*ast.MappingValueNode{m}
	default:
		return nil
	}
	var out, merged []yamlMember
	for _, p := range pairs {
		if p.Key != nil && p.Key.IsMergeKey() {
			// <<: *base, or a list of them.
			switch v := r.resolve(p.Value).(type) {
			case *ast.SequenceNode:
				for _, e := range v.Values {
					merged = append(merged, r.members(e, depth+1)...)
				}
			default:
				merged = append(merged, r.members(v, depth+1)...)
			}
			continue
		}
		out = append(out, yamlMember{key: r.scalar(p.Key), value: p.Value})
	}
	for _, m := range merged {
		m.merged = true
		out = append(out, m)
	}
	return out
}

// scalar is a key's text as the parser reads it.
func (r *yamlReader) scalar(n ast.Node) string {
	switch v := r.resolve(n).(type) {
	case nil:
		return ""
	case *ast.StringNode:
		return v.Value
	case *ast.LiteralNode:
		if v.Value != nil {
			return v.Value.Value
		}
		return ""
	case *ast.NullNode:
		return "null"
	case ast.ScalarNode:
		return fmt.Sprint(v.GetValue())
	default:
		return r.render(v, 0)
	}
}

// render writes a value out whole, on one line, aliases resolved.
func (r *yamlReader) render(n ast.Node, depth int) string {
	if depth > yamlDepth || r.size > yamlOut {
		return "..."
	}
	var s string
	switch v := r.resolve(n).(type) {
	case nil:
		s = "null"
	case *ast.MappingNode, *ast.MappingValueNode:
		var parts []string
		for _, m := range r.members(v, 0) {
			parts = append(parts, strconv.Quote(m.key)+": "+r.render(m.value, depth+1))
		}
		s = "{" + strings.Join(parts, ", ") + "}"
	case *ast.SequenceNode:
		parts := make([]string, 0, len(v.Values))
		for _, e := range v.Values {
			parts = append(parts, r.render(e, depth+1))
		}
		s = "[" + strings.Join(parts, ", ") + "]"
	default:
		s = strconv.Quote(r.scalar(v))
	}
	r.size += len(s)
	return s
}
