package guard

import (
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
)

// userRule is one rule from a config file's guard.rules.
type userRule struct {
	ID          string
	Decision    string
	Command     string   // glob on the command name ("kubectl", "terraform*")
	Args        []string // globs that must each match some argument
	Prefix      []string // globs the first arguments must match, in order
	Contains    string   // a substring of the command text
	Tool        string   // for file tools: the tool name ("Write", "Read"...)
	Path        string   // for file tools: a glob on the absolute path or its base name
	Reason      string
	Alternative string
	Layer       string
}

// policy is the part of the config the guard uses, with trust applied.
type policy struct {
	off   map[string]bool
	rules []userRule
}

func (p *policy) disabled(id string) bool { return p.off[id] }

// trusted layers may relax critical rules: the defaults and the user's own file.
func trusted(layer string) bool { return layer == config.LayerDefault || layer == config.LayerUser }

// strictness orders each setting's values from lax to strict (the order
// lives in config, whose trust rule drops a relaxing value from the
// project file before it gets here).
func strictness(key, value string) (rank int, ok bool) { return config.GuardStrictness(key, value) }

// Setting reads guard.<key> with the trust rule: the user file sets it
// freely; the project file and HOOKTOOL_CONFIG may only make it stricter.
func Setting(cfg *config.Config, key, def string) string {
	v := def
	if cfg == nil {
		return v
	}
	for _, l := range cfg.Layers {
		r := gjson.GetBytes(l.Data, "guard."+key)
		if !r.Exists() {
			continue
		}
		s := r.String()
		rank, ok := strictness(key, s)
		if !ok {
			continue
		}
		if cur, _ := strictness(key, v); trusted(l.Name) || rank > cur {
			v = s
		}
	}
	return v
}

// New compiles the guard from the config. A bad user rule is skipped and
// reported in the error; the returned guard is always usable.
func New(cfg *config.Config, env Env) (*Guard, error) {
	if env.Cwd == "" {
		env.Cwd = env.Project
	}
	for _, p := range []*string{&env.Home, &env.Project, &env.Cwd, &env.TmpDir, &env.StatePath, &env.ClaudeDir, &env.ConfigPath, &env.Exe} {
		if *p != "" && strings.HasPrefix(*p, "/") {
			*p = path.Clean(*p)
		}
	}
	g := &Guard{env: env, policy: policy{off: map[string]bool{}}, fs: &fsCache{}}
	g.mode = Setting(cfg, "mode", "enforce")
	g.unparsed = Setting(cfg, "unparseable", "ask")
	if g.unparsed == "allow" {
		g.unparsed = ""
	}
	g.infra = Setting(cfg, "infra", Ask)
	if g.infra == "allow" {
		g.infra = ""
	}
	if cfg == nil {
		return g, nil
	}
	var errs []error
	for _, l := range cfg.Layers {
		gjson.GetBytes(l.Data, "guard.disabled").ForEach(func(_, v gjson.Result) bool {
			id := v.String()
			if r, ok := builtin(id); ok && r.Critical && !trusted(l.Name) {
				errs = append(errs, fmt.Errorf("%s config cannot disable the critical rule %s (only the user file can)", l.Name, id))
				return true
			}
			g.policy.off[id] = true
			return true
		})
		gjson.GetBytes(l.Data, "guard.rules").ForEach(func(_, v gjson.Result) bool {
			r, err := parseRule(v, l.Name)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s config: %w", l.Name, err))
				return true
			}
			g.policy.rules = append(g.policy.rules, r)
			return true
		})
	}
	return g, errors.Join(errs...)
}

func parseRule(v gjson.Result, layer string) (userRule, error) {
	if !v.IsObject() {
		return userRule{}, errors.New("guard.rules entries must be objects")
	}
	r := userRule{
		ID: v.Get("id").String(), Decision: v.Get("decision").String(), Command: strings.ToLower(v.Get("command").String()),
		Contains: v.Get("contains").String(), Tool: v.Get("tool").String(), Path: v.Get("path").String(),
		Reason: v.Get("reason").String(), Alternative: v.Get("alternative").String(), Layer: layer,
	}
	for _, a := range v.Get("args").Array() {
		r.Args = append(r.Args, a.String())
	}
	for _, a := range v.Get("prefix").Array() {
		r.Prefix = append(r.Prefix, a.String())
	}
	switch {
	case r.ID == "":
		return r, errors.New("a guard rule has no id")
	case r.Decision != Deny && r.Decision != Ask && r.Decision != Allow:
		return r, fmt.Errorf("guard rule %s: decision must be deny, ask or allow, not %q", r.ID, r.Decision)
	case r.Command == "" && r.Contains == "" && r.Tool == "":
		return r, fmt.Errorf("guard rule %s: needs command, contains or tool", r.ID)
	}
	for _, p := range append(append([]string{r.Command, r.Path}, r.Args...), r.Prefix...) {
		if _, err := path.Match(p, ""); err != nil {
			return r, fmt.Errorf("guard rule %s: bad pattern %q: %w", r.ID, p, err)
		}
	}
	if r.Reason == "" {
		r.Reason = "the user's rule " + r.ID + " matched"
	}
	return r, nil
}

func glob(pat, s string) bool {
	ok, _ := path.Match(pat, s)
	return ok
}

// userRules applies the config's rules to one command. It returns whether
// an allow rule matched and whether that rule came from a trusted layer.
func (w *walker) userRules(name string, argv []arg, seg string) (allow, trustedAllow bool) {
	for _, r := range w.g.policy.rules {
		if r.Tool != "" || w.g.policy.off[r.ID] || !r.matches(name, argv, seg) {
			continue
		}
		w.tracef("user rule %s (%s, %s config) matched", r.ID, r.Decision, r.Layer)
		if r.Decision == Allow {
			allow = true
			trustedAllow = trustedAllow || trusted(r.Layer)
			continue
		}
		w.findings = append(w.findings, Finding{Rule: r.ID, Decision: r.Decision, Segment: clip(seg, 500), Reason: r.Reason, Alternative: r.Alternative, Source: r.Layer})
	}
	return allow, trustedAllow
}

func (r *userRule) matches(name string, argv []arg, seg string) bool {
	if r.Command != "" && !glob(r.Command, name) {
		return false
	}
	if r.Contains != "" && !strings.Contains(seg, r.Contains) {
		return false
	}
	args := argv[1:]
	if len(r.Prefix) > len(args) {
		return false
	}
	for i, p := range r.Prefix {
		if !glob(p, args[i].s) {
			return false
		}
	}
	for _, p := range r.Args {
		found := false
		for _, a := range args {
			if glob(p, a.s) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
