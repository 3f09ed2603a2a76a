package outfitter

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"

	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/settings"
)

// Outfitter's rules for system extension hook documents (SystemExtensionHook.ts
// and its JSON Schema). Any violation aborts every outfitter run.
var (
	envName     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`) })
	reservedEnv = sync.OnceValue(func() map[string]bool {
		return map[string]bool{"PI_CODING_AGENT_DIR": true, "PI_CODING_AGENT_SESSION_DIR": true}
	})
	forbiddenEnv = sync.OnceValue(func() map[string]bool {
		return map[string]bool{"LD_AUDIT": true, "LD_LIBRARY_PATH": true, "LD_PRELOAD": true, "NODE_OPTIONS": true, "NODE_REPL_EXTERNAL_MODULE": true, "OPENSSL_CONF": true}
	})
	harnessNames = sync.OnceValue(func() map[string]bool {
		return map[string]bool{"pi": true, "claude": true, "codex": true}
	})
	outfitterFix  = "fix or remove the file: Outfitter aborts every run while it is invalid"
	outfitterRoot = sync.OnceValue(func() map[string]bool {
		return map[string]bool{"name": true, "harnesses": true}
	})
)

// Doctor is Outfitter's section of doctor's report: every system hook
// document, validated with Outfitter's own rules (one invalid document
// aborts every outfitter run), hooktool's among them. Its checks join the layer of the
// other plugin agents.
func (Agent) Doctor(e checkup.Env) *checkup.Layer {
	l := &checkup.Layer{Name: checkup.LayerHarnesses}
	dir, fromEnv := doctorDir(e.Getenv)
	if dir == "" {
		return l
	}
	where := checkup.Short(e.Home, dir)
	if fromEnv {
		where += " (OUTFITTER_SYSTEM_DIR)"
	}
	if _, err := os.Lstat(dir); errors.Is(err, os.ErrNotExist) {
		l.Add("outfitter.absent", checkup.Info, where, "Outfitter: no system hook folder", "")
		return l
	}
	phys, err := filepath.EvalSymlinks(dir)
	if err != nil {
		l.Add("outfitter.source", checkup.Fail, where, "cannot be resolved: "+err.Error(), outfitterFix)
		return l
	}
	if fi, err := os.Stat(phys); err != nil || !fi.IsDir() {
		l.Add("outfitter.source", checkup.Fail, where, "is not a directory", outfitterFix)
		return l
	}
	ents, err := os.ReadDir(phys)
	if err != nil {
		l.Add("outfitter.source", checkup.Fail, where, err.Error(), outfitterFix)
		return l
	}
	var files []string
	for _, ent := range ents {
		switch {
		case strings.HasSuffix(ent.Name(), ".yml"):
			files = append(files, ent.Name())
		case strings.HasSuffix(ent.Name(), ".yaml"):
			l.Add("outfitter.ignored", checkup.Warn, filepath.Join(where, ent.Name()), "ignored: Outfitter reads only *.yml", "rename it to "+strings.TrimSuffix(ent.Name(), ".yaml")+".yml")
		}
	}
	sort.Strings(files) // byte order, which is Outfitter's order for these names
	envOwner := map[string]string{}
	valid := 0
	for _, f := range files {
		path := filepath.Join(phys, f)
		at := checkup.Short(e.Home, path)
		doc, ok := outfitterDoc(l, at, path)
		if !ok {
			continue
		}
		clean := true
		for _, h := range doc.harnesses {
			for _, k := range h.envKeys {
				key := h.name + ":" + k
				if prev, ok := envOwner[key]; ok {
					l.Add("outfitter.env-collision", checkup.Fail, at, fmt.Sprintf("environment %s for %s is also set by %s", k, h.name, prev), "set it in one file only")
					clean = false
				} else {
					envOwner[key] = f
				}
			}
		}
		if clean {
			valid++
			var parts []string
			for _, h := range doc.harnesses {
				parts = append(parts, fmt.Sprintf("%s: %d extensions, %d env", h.name, len(h.exts), len(h.envKeys)))
			}
			l.Add("outfitter.hook", checkup.OK, at, doc.name+" ("+strings.Join(parts, "; ")+")", "")
		}
	}
	if len(files) == 0 {
		l.Add("outfitter.empty", checkup.Info, where, "no *.yml system hook documents", "")
	}
	return l
}

type ofHarness struct {
	name    string
	exts    []string
	envKeys []string
}

type ofDoc struct {
	name      string
	harnesses []ofHarness
}

// yamlPairs returns the key/value pairs of a block or flow mapping (the
// parser gives a one-pair mapping as a bare pair).
func yamlPairs(n ast.Node) ([]*ast.MappingValueNode, bool) {
	switch m := unwrap(n).(type) {
	case *ast.MappingNode:
		return m.Values, true
	case *ast.MappingValueNode:
		return []*ast.MappingValueNode{m}, true
	}
	return nil, false
}

// unwrap looks through anchors, and through tags other than !!str.
func unwrap(n ast.Node) ast.Node {
	for {
		switch v := n.(type) {
		case *ast.AnchorNode:
			n = v.Value
		case *ast.TagNode:
			if v.Start != nil && v.Start.Value == "!!str" {
				return n
			}
			n = v.Value
		default:
			return n
		}
	}
}

// yamlString is the value of a string scalar; ok is false for anything else
// (numbers, booleans, null, collections): Outfitter's schema wants strings.
func yamlString(n ast.Node) (string, bool) {
	switch v := unwrap(n).(type) {
	case *ast.StringNode:
		return v.Value, true
	case *ast.LiteralNode:
		return v.Value.Value, true
	case *ast.TagNode:
		if s, ok := v.Value.(*ast.StringNode); ok {
			return s.Value, true
		}
		if s, ok := v.Value.(ast.ScalarNode); ok {
			return fmt.Sprint(s.GetValue()), true
		}
	}
	return "", false
}

func yamlKey(p *ast.MappingValueNode) string {
	if s, ok := yamlString(p.Key); ok {
		return s
	}
	return p.Key.String()
}

func line(n ast.Node) int {
	if n == nil || n.GetToken() == nil {
		return 1
	}
	return n.GetToken().Position.Line
}

// outfitterDoc validates one document; it reports every problem and says
// whether the document is valid.
func outfitterDoc(l *checkup.Layer, at, path string) (ofDoc, bool) {
	var d ofDoc
	bad := func(msg string) { l.Add("outfitter.invalid", checkup.Fail, at, msg, outfitterFix) }
	phys, err := filepath.EvalSymlinks(path)
	if err != nil {
		bad("cannot be resolved: " + err.Error())
		return d, false
	}
	fi, err := os.Stat(phys)
	if err != nil || !fi.Mode().IsRegular() {
		bad("is unreadable (not a regular file)")
		return d, false
	}
	data, _, err := settings.ReadFile(phys)
	if err != nil {
		bad("is unreadable: " + err.Error())
		return d, false
	}
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		bad("is not valid YAML: " + checkup.OneLine(err.Error()))
		return d, false
	}
	if len(f.Docs) != 1 || f.Docs[0].Body == nil {
		bad("must hold exactly one YAML document")
		return d, false
	}
	top, isMap := yamlPairs(f.Docs[0].Body)
	if !isMap {
		bad("the document is not a mapping with name and harnesses")
		return d, false
	}
	ok := true
	fail := func(n ast.Node, msg string) {
		l.Add("outfitter.invalid", checkup.Fail, fmt.Sprintf("%s:%d", at, line(n)), msg, outfitterFix)
		ok = false
	}
	var harnesses ast.Node
	for _, p := range top {
		k := yamlKey(p)
		switch {
		case !outfitterRoot()[k]:
			fail(p.Key, fmt.Sprintf("%q is not allowed at the root (only name and harnesses)", k))
		case k == "name":
			name, isStr := yamlString(p.Value)
			if !isStr || name == "" {
				fail(p.Value, "name must be a non-empty string")
			}
			d.name = name
		default:
			harnesses = p.Value
		}
	}
	if d.name == "" && ok {
		fail(f.Docs[0].Body, "name is missing")
	}
	if harnesses == nil {
		fail(f.Docs[0].Body, "harnesses is missing")
		return d, false
	}
	hs, isMap := yamlPairs(harnesses)
	if !isMap || len(hs) == 0 {
		fail(harnesses, "harnesses must name at least one of pi, claude, codex")
		return d, false
	}
	for _, hp := range hs {
		name := yamlKey(hp)
		if !harnessNames()[name] {
			fail(hp.Key, fmt.Sprintf("harness %q is not pi, claude or codex", name))
			continue
		}
		if name == "claude" || name == "codex" {
			l.Add("outfitter.unsupported-harness", checkup.Warn, fmt.Sprintf("%s:%d", at, line(hp.Key)), "harnesses."+name+" is validated but ignored by Outfitter (with a warning on every run)", "remove it; use "+name+"'s own managed configuration")
		}
		h := ofHarness{name: name}
		fields, isMap := yamlPairs(hp.Value)
		if !isMap {
			fail(hp.Value, "harnesses."+name+" must be a mapping of extensions and env")
			continue
		}
		for _, fp := range fields {
			switch field := yamlKey(fp); field {
			case "extensions":
				seq, isSeq := unwrap(fp.Value).(*ast.SequenceNode)
				if !isSeq {
					fail(fp.Value, "extensions must be a list of absolute paths")
					continue
				}
				for _, e := range seq.Values {
					p, isStr := yamlString(e)
					if !isStr || !strings.HasPrefix(p, "/") {
						fail(e, fmt.Sprintf("extension %q is not an absolute path (package and git specifiers are rejected)", e.String()))
						continue
					}
					if _, err := os.Lstat(p); err != nil {
						fail(e, "extension path does not exist: "+p)
						continue
					}
					if _, err := filepath.EvalSymlinks(p); err != nil {
						fail(e, "extension path cannot be resolved (dangling link?): "+p)
						continue
					}
					h.exts = append(h.exts, p)
				}
			case "env":
				vars, isMap := yamlPairs(fp.Value)
				if !isMap {
					fail(fp.Value, "env must be a mapping of names to strings")
					continue
				}
				for _, ep := range vars {
					key := yamlKey(ep)
					up := strings.ToUpper(key)
					_, isStr := yamlString(ep.Value)
					switch {
					case !envName().MatchString(key):
						fail(ep.Key, fmt.Sprintf("environment name %q is not a plain variable name", key))
					case reservedEnv()[up]:
						fail(ep.Key, fmt.Sprintf("environment variable %s is reserved by Outfitter", key))
					case forbiddenEnv()[up] || strings.HasPrefix(up, "DYLD_"):
						fail(ep.Key, fmt.Sprintf("environment variable %s controls process loading and is forbidden", key))
					case !isStr:
						fail(ep.Value, fmt.Sprintf("environment value of %s must be a string (quote it)", key))
					default:
						h.envKeys = append(h.envKeys, key)
					}
				}
			default:
				fail(fp.Key, fmt.Sprintf("harnesses.%s.%s is not allowed (only extensions and env)", name, field))
			}
		}
		d.harnesses = append(d.harnesses, h)
	}
	return d, ok
}
