package doctor

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
	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/wiring"
)

// harnesses is the layer of the agents that load hooktool as a plugin or
// a hooks file of their own, with the checks of the agents' sections that
// join it (joined).
func harnesses(o Options, joined []*Layer) *Layer {
	l := &Layer{Name: LayerHarnesses}
	openClaw(l, o)
	openClawPlugin(l, o)
	for _, j := range joined {
		l.Checks = append(l.Checks, j.Checks...)
	}
	outfitter(l, o)
	return l
}

// openClaw lists the workspace extensions and the plugin entries of
// ~/.openclaw/openclaw.json (the seed's Verification commands).
func openClaw(l *Layer, o Options) {
	if o.OpenClawDir == "" {
		return
	}
	where := short(o.Home, o.OpenClawDir)
	if _, err := os.Stat(o.OpenClawDir); err != nil {
		l.Add("openclaw.absent", Info, where, "OpenClaw: not installed", "")
		return
	}
	extDir := filepath.Join(o.OpenClawDir, "workspace", ".openclaw", "extensions")
	ents, err := os.ReadDir(extDir)
	var exts []string
	if err == nil {
		for _, e := range ents {
			if !e.IsDir() {
				continue
			}
			exts = append(exts, e.Name())
			checkExtension(l, o, filepath.Join(extDir, e.Name()))
		}
	}
	cfgPath := filepath.Join(o.OpenClawDir, "openclaw.json")
	data, exists, err := settings.ReadFile(cfgPath)
	data = wiring.AsClientReads(data) // a key written twice: the client's reading
	switch {
	case err != nil:
		l.Add("openclaw.config", Warn, short(o.Home, cfgPath), err.Error(), "make it readable")
	case !exists:
		l.Add("openclaw.config", Info, short(o.Home, cfgPath), "no openclaw.json", "")
	case !gjson.ValidBytes(data):
		l.Add("openclaw.config", Info, short(o.Home, cfgPath), "not strict JSON (JSON5?); plugin entries not checked", "")
	default:
		var on, off []string
		gjson.GetBytes(data, "plugins.entries").ForEach(func(k, v gjson.Result) bool {
			if v.Get("enabled").Exists() && !v.Get("enabled").Bool() {
				off = append(off, k.String())
			} else {
				on = append(on, k.String())
			}
			return true
		})
		msg := fmt.Sprintf("plugin entries: %d enabled (%s)", len(on), strings.Join(on, ", "))
		if len(off) > 0 {
			msg += fmt.Sprintf(", %d disabled (%s)", len(off), strings.Join(off, ", "))
		}
		l.Add("openclaw.entries", Info, short(o.Home, cfgPath), msg, "")
	}
	l.Add("openclaw.extensions", Info, short(o.Home, extDir), fmt.Sprintf("%d workspace extensions (%s)", len(exts), strings.Join(exts, ", ")), "")
}

// checkExtension checks a plugin folder's shape: package.json naming its
// entry files under "openclaw.extensions", and openclaw.plugin.json.
func checkExtension(l *Layer, o Options, dir string) {
	where := short(o.Home, dir)
	pkg, ok, err := settings.ReadFile(filepath.Join(dir, "package.json"))
	switch {
	case err != nil || !ok:
		l.Add("openclaw.extension-package", Warn, where, "no readable package.json: OpenClaw cannot load this extension", `add package.json with "openclaw": {"extensions": ["./index.ts"]}`)
		return
	case !gjson.ValidBytes(pkg):
		l.Add("openclaw.extension-package", Warn, where, "package.json is not valid JSON", "fix package.json")
		return
	}
	entries := gjson.GetBytes(pkg, "openclaw.extensions").Array()
	if len(entries) == 0 {
		l.Add("openclaw.extension-entry", Warn, where, `package.json has no "openclaw.extensions" entry`, `add "openclaw": {"extensions": ["./index.ts"]}`)
	}
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join(dir, e.String())); err != nil {
			l.Add("openclaw.extension-entry", Warn, where, "entry "+e.String()+" does not exist", "fix openclaw.extensions in package.json")
		}
	}
	if man, ok, _ := settings.ReadFile(filepath.Join(dir, "openclaw.plugin.json")); !ok || !gjson.GetBytes(man, "id").Exists() {
		l.Add("openclaw.extension-manifest", Warn, where, "no openclaw.plugin.json with an id", `add openclaw.plugin.json: {"id": ..., "name": ..., "configSchema": {...}}`)
	}
	if fi, err := os.Stat(filepath.Join(dir, "state.json")); err == nil {
		l.Add("openclaw.extension-state", Info, where, "state.json last changed "+fi.ModTime().UTC().Format("2006-01-02 15:04Z"), "")
	}
}

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

func outfitter(l *Layer, o Options) {
	if o.OutfitterDir == "" {
		return
	}
	where := short(o.Home, o.OutfitterDir)
	if o.OutfitterEnv {
		where += " (OUTFITTER_SYSTEM_DIR)"
	}
	if _, err := os.Lstat(o.OutfitterDir); errors.Is(err, os.ErrNotExist) {
		l.Add("outfitter.absent", Info, where, "Outfitter: no system hook folder", "")
		return
	}
	phys, err := filepath.EvalSymlinks(o.OutfitterDir)
	if err != nil {
		l.Add("outfitter.source", Fail, where, "cannot be resolved: "+err.Error(), outfitterFix)
		return
	}
	if fi, err := os.Stat(phys); err != nil || !fi.IsDir() {
		l.Add("outfitter.source", Fail, where, "is not a directory", outfitterFix)
		return
	}
	ents, err := os.ReadDir(phys)
	if err != nil {
		l.Add("outfitter.source", Fail, where, err.Error(), outfitterFix)
		return
	}
	var files []string
	for _, e := range ents {
		switch {
		case strings.HasSuffix(e.Name(), ".yml"):
			files = append(files, e.Name())
		case strings.HasSuffix(e.Name(), ".yaml"):
			l.Add("outfitter.ignored", Warn, filepath.Join(where, e.Name()), "ignored: Outfitter reads only *.yml", "rename it to "+strings.TrimSuffix(e.Name(), ".yaml")+".yml")
		}
	}
	sort.Strings(files) // byte order, which is Outfitter's order for these names
	envOwner := map[string]string{}
	valid := 0
	for _, f := range files {
		path := filepath.Join(phys, f)
		at := short(o.Home, path)
		doc, ok := outfitterDoc(l, at, path)
		if !ok {
			continue
		}
		clean := true
		for _, h := range doc.harnesses {
			for _, k := range h.envKeys {
				key := h.name + ":" + k
				if prev, ok := envOwner[key]; ok {
					l.Add("outfitter.env-collision", Fail, at, fmt.Sprintf("environment %s for %s is also set by %s", k, h.name, prev), "set it in one file only")
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
			l.Add("outfitter.hook", OK, at, doc.name+" ("+strings.Join(parts, "; ")+")", "")
		}
	}
	if len(files) == 0 {
		l.Add("outfitter.empty", Info, where, "no *.yml system hook documents", "")
	}
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
func outfitterDoc(l *Layer, at, path string) (ofDoc, bool) {
	var d ofDoc
	bad := func(msg string) { l.Add("outfitter.invalid", Fail, at, msg, outfitterFix) }
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
		bad("is not valid YAML: " + oneLine(err.Error()))
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
		l.Add("outfitter.invalid", Fail, fmt.Sprintf("%s:%d", at, line(n)), msg, outfitterFix)
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
			l.Add("outfitter.unsupported-harness", Warn, fmt.Sprintf("%s:%d", at, line(hp.Key)), "harnesses."+name+" is validated but ignored by Outfitter (with a warning on every run)", "remove it; use "+name+"'s own managed configuration")
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
