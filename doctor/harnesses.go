package doctor

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/tidwall/gjson"
	"go.yaml.in/yaml/v3"

	"github.com/hookd/hookd/settings"
)

func harnesses(o Options) *Layer {
	l := &Layer{Name: LayerHarnesses}
	openClaw(l, o)
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
		l.add("openclaw.absent", Info, where, "OpenClaw: not installed", "")
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
	switch {
	case err != nil:
		l.add("openclaw.config", Warn, short(o.Home, cfgPath), err.Error(), "make it readable")
	case !exists:
		l.add("openclaw.config", Info, short(o.Home, cfgPath), "no openclaw.json", "")
	case !gjson.ValidBytes(data):
		l.add("openclaw.config", Info, short(o.Home, cfgPath), "not strict JSON (JSON5?); plugin entries not checked", "")
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
		l.add("openclaw.entries", Info, short(o.Home, cfgPath), msg, "")
	}
	l.add("openclaw.extensions", Info, short(o.Home, extDir), fmt.Sprintf("%d workspace extensions (%s)", len(exts), strings.Join(exts, ", ")), "")
}

// checkExtension checks a plugin folder's shape: package.json naming its
// entry files under "openclaw.extensions", and openclaw.plugin.json.
func checkExtension(l *Layer, o Options, dir string) {
	where := short(o.Home, dir)
	pkg, ok, err := settings.ReadFile(filepath.Join(dir, "package.json"))
	switch {
	case err != nil || !ok:
		l.add("openclaw.extension-package", Warn, where, "no readable package.json: OpenClaw cannot load this extension", `add package.json with "openclaw": {"extensions": ["./index.ts"]}`)
		return
	case !gjson.ValidBytes(pkg):
		l.add("openclaw.extension-package", Warn, where, "package.json is not valid JSON", "fix package.json")
		return
	}
	entries := gjson.GetBytes(pkg, "openclaw.extensions").Array()
	if len(entries) == 0 {
		l.add("openclaw.extension-entry", Warn, where, `package.json has no "openclaw.extensions" entry`, `add "openclaw": {"extensions": ["./index.ts"]}`)
	}
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join(dir, e.String())); err != nil {
			l.add("openclaw.extension-entry", Warn, where, "entry "+e.String()+" does not exist", "fix openclaw.extensions in package.json")
		}
	}
	if man, ok, _ := settings.ReadFile(filepath.Join(dir, "openclaw.plugin.json")); !ok || !gjson.GetBytes(man, "id").Exists() {
		l.add("openclaw.extension-manifest", Warn, where, "no openclaw.plugin.json with an id", `add openclaw.plugin.json: {"id": ..., "name": ..., "configSchema": {...}}`)
	}
	if fi, err := os.Stat(filepath.Join(dir, "state.json")); err == nil {
		l.add("openclaw.extension-state", Info, where, "state.json last changed "+fi.ModTime().UTC().Format("2006-01-02 15:04Z"), "")
	}
}

// Outfitter's rules for system extension hook documents (SystemExtensionHook.ts
// and its JSON Schema). Any violation aborts every outfitter run.
var (
	envName       = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	reservedEnv   = map[string]bool{"PI_CODING_AGENT_DIR": true, "PI_CODING_AGENT_SESSION_DIR": true}
	forbiddenEnv  = map[string]bool{"LD_AUDIT": true, "LD_LIBRARY_PATH": true, "LD_PRELOAD": true, "NODE_OPTIONS": true, "NODE_REPL_EXTERNAL_MODULE": true, "OPENSSL_CONF": true}
	harnessNames  = map[string]bool{"pi": true, "claude": true, "codex": true}
	outfitterFix  = "fix or remove the file: Outfitter aborts every run while it is invalid"
	outfitterRoot = map[string]bool{"name": true, "harnesses": true}
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
		l.add("outfitter.absent", Info, where, "Outfitter: no system hook folder", "")
		return
	}
	phys, err := filepath.EvalSymlinks(o.OutfitterDir)
	if err != nil {
		l.add("outfitter.source", Fail, where, "cannot be resolved: "+err.Error(), outfitterFix)
		return
	}
	if fi, err := os.Stat(phys); err != nil || !fi.IsDir() {
		l.add("outfitter.source", Fail, where, "is not a directory", outfitterFix)
		return
	}
	ents, err := os.ReadDir(phys)
	if err != nil {
		l.add("outfitter.source", Fail, where, err.Error(), outfitterFix)
		return
	}
	var files []string
	for _, e := range ents {
		switch {
		case strings.HasSuffix(e.Name(), ".yml"):
			files = append(files, e.Name())
		case strings.HasSuffix(e.Name(), ".yaml"):
			l.add("outfitter.ignored", Warn, filepath.Join(where, e.Name()), "ignored: Outfitter reads only *.yml", "rename it to "+strings.TrimSuffix(e.Name(), ".yaml")+".yml")
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
					l.add("outfitter.env-collision", Fail, at, fmt.Sprintf("environment %s for %s is also set by %s", k, h.name, prev), "set it in one file only")
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
			l.add("outfitter.hook", OK, at, doc.name+" ("+strings.Join(parts, "; ")+")", "")
		}
	}
	if len(files) == 0 {
		l.add("outfitter.empty", Info, where, "no *.yml system hook documents", "")
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

// outfitterDoc validates one document; it reports every problem and says
// whether the document is valid.
func outfitterDoc(l *Layer, at, path string) (ofDoc, bool) {
	var d ofDoc
	bad := func(msg string) { l.add("outfitter.invalid", Fail, at, msg, outfitterFix) }
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
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		bad("is not valid YAML: " + err.Error())
		return d, false
	}
	if len(root.Content) == 0 || root.Content[0].Kind != yaml.MappingNode {
		bad("the document is not a mapping with name and harnesses")
		return d, false
	}
	ok := true
	fail := func(line int, msg string) {
		l.add("outfitter.invalid", Fail, fmt.Sprintf("%s:%d", at, line), msg, outfitterFix)
		ok = false
	}
	top := root.Content[0]
	var harnesses *yaml.Node
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, v := top.Content[i], top.Content[i+1]
		switch {
		case !outfitterRoot[k.Value]:
			fail(k.Line, fmt.Sprintf("%q is not allowed at the root (only name and harnesses)", k.Value))
		case k.Value == "name":
			if v.Kind != yaml.ScalarNode || v.Tag != "!!str" || v.Value == "" {
				fail(v.Line, "name must be a non-empty string")
			}
			d.name = v.Value
		default:
			harnesses = v
		}
	}
	if d.name == "" && ok {
		fail(top.Line, "name is missing")
	}
	if harnesses == nil {
		fail(top.Line, "harnesses is missing")
		return d, false
	}
	if harnesses.Kind != yaml.MappingNode || len(harnesses.Content) == 0 {
		fail(harnesses.Line, "harnesses must name at least one of pi, claude, codex")
		return d, false
	}
	for i := 0; i+1 < len(harnesses.Content); i += 2 {
		k, v := harnesses.Content[i], harnesses.Content[i+1]
		if !harnessNames[k.Value] {
			fail(k.Line, fmt.Sprintf("harness %q is not pi, claude or codex", k.Value))
			continue
		}
		if k.Value == "claude" || k.Value == "codex" {
			l.add("outfitter.unsupported-harness", Warn, fmt.Sprintf("%s:%d", at, k.Line), "harnesses."+k.Value+" is validated but ignored by Outfitter (with a warning on every run)", "remove it; use "+k.Value+"'s own managed configuration")
		}
		h := ofHarness{name: k.Value}
		if v.Kind != yaml.MappingNode {
			fail(v.Line, "harnesses."+k.Value+" must be a mapping of extensions and env")
			continue
		}
		for j := 0; j+1 < len(v.Content); j += 2 {
			hk, hv := v.Content[j], v.Content[j+1]
			switch hk.Value {
			case "extensions":
				if hv.Kind != yaml.SequenceNode {
					fail(hv.Line, "extensions must be a list of absolute paths")
					continue
				}
				for _, e := range hv.Content {
					if e.Kind != yaml.ScalarNode || e.Tag != "!!str" || !strings.HasPrefix(e.Value, "/") {
						fail(e.Line, fmt.Sprintf("extension %q is not an absolute path (package and git specifiers are rejected)", e.Value))
						continue
					}
					if _, err := os.Lstat(e.Value); err != nil {
						fail(e.Line, "extension path does not exist: "+e.Value)
						continue
					}
					if _, err := filepath.EvalSymlinks(e.Value); err != nil {
						fail(e.Line, "extension path cannot be resolved (dangling link?): "+e.Value)
						continue
					}
					h.exts = append(h.exts, e.Value)
				}
			case "env":
				if hv.Kind != yaml.MappingNode {
					fail(hv.Line, "env must be a mapping of names to strings")
					continue
				}
				for m := 0; m+1 < len(hv.Content); m += 2 {
					ek, ev := hv.Content[m], hv.Content[m+1]
					name := ek.Value
					up := strings.ToUpper(name)
					switch {
					case !envName.MatchString(name):
						fail(ek.Line, fmt.Sprintf("environment name %q is not a plain variable name", name))
					case reservedEnv[up]:
						fail(ek.Line, fmt.Sprintf("environment variable %s is reserved by Outfitter", name))
					case forbiddenEnv[up] || strings.HasPrefix(up, "DYLD_"):
						fail(ek.Line, fmt.Sprintf("environment variable %s controls process loading and is forbidden", name))
					case ev.Kind != yaml.ScalarNode || ev.Tag != "!!str":
						fail(ev.Line, fmt.Sprintf("environment value of %s must be a string (quote it)", name))
					default:
						h.envKeys = append(h.envKeys, name)
					}
				}
			default:
				fail(hk.Line, fmt.Sprintf("harnesses.%s.%s is not allowed (only extensions and env)", k.Value, hk.Value))
			}
		}
		d.harnesses = append(d.harnesses, h)
	}
	return d, ok
}
