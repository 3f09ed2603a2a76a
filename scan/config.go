package scan

import (
	"fmt"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
)

// FromConfig reads the scanner options under "scan" in cfg.
//
// The project file and HOOKTOOL_CONFIG are files an agent can write, so they
// may tighten severities but never loosen them: each rule ends up at the
// stricter of what every layer says and what the trusted layers (the embedded
// defaults and the user's own file) say.
func FromConfig(cfg *config.Config) (Options, error) {
	all, err := optionsFrom(cfg.Get("scan"))
	if err != nil {
		return Options{}, err
	}
	trusted := Options{Severity: map[string]Severity{}}
	for _, name := range []string{config.LayerDefault, config.LayerUser} {
		l, ok := cfg.Layer(name)
		if !ok {
			continue
		}
		o, err := optionsFrom(gjson.GetBytes(l.Data, "scan"))
		if err != nil {
			return Options{}, fmt.Errorf("%s config: %w", name, err)
		}
		if o.Profile != "" {
			trusted.Profile = o.Profile
		}
		for k, v := range o.Severity {
			trusted.Severity[k] = v
		}
	}
	if src, ok := cfg.Source("scan.rules"); ok && src.Name != config.LayerDefault && src.Name != config.LayerUser {
		for _, r := range all.Rules {
			for _, b := range Builtin() {
				if r.ID == b.ID {
					return Options{}, fmt.Errorf("%s: scan.rules may add rules but not replace the built-in %q", src.Path, r.ID)
				}
			}
		}
	}
	trusted.Rules = all.Rules
	a, err := build(all)
	if err != nil {
		return Options{}, err
	}
	t, err := build(trusted)
	if err != nil {
		return Options{}, err
	}
	all.Severity = map[string]Severity{}
	for i, r := range a.rules {
		all.Severity[r.ID] = max(a.sev[i], t.sev[i])
	}
	return all, nil
}

// optionsFrom decodes one "scan" object.
func optionsFrom(v gjson.Result) (Options, error) {
	o := Options{Profile: v.Get("profile").String(), Severity: map[string]Severity{}}
	var err error
	v.Get("severity").ForEach(func(k, s gjson.Result) bool {
		var sv Severity
		if sv, err = ParseSeverity(s.String()); err != nil {
			err = fmt.Errorf("scan.severity.%s: %w", k.String(), err)
			return false
		}
		o.Severity[k.String()] = sv
		return true
	})
	if err != nil {
		return o, err
	}
	for _, s := range v.Get("allow_values").Array() {
		o.AllowValues = append(o.AllowValues, s.String())
	}
	for _, s := range v.Get("allow_patterns").Array() {
		o.AllowPatterns = append(o.AllowPatterns, s.String())
	}
	for i, u := range v.Get("rules").Array() {
		r := &Rule{
			ID: u.Get("id").String(), Category: u.Get("category").String(),
			Description: u.Get("description").String(), Pattern: u.Get("pattern").String(),
			SecretGroup: int(u.Get("secret_group").Int()), Entropy: u.Get("entropy").Float(),
			Replace: u.Get("replace").String(), Severity: Block,
		}
		if r.Description == "" {
			r.Description = "user rule " + r.ID
		}
		if r.Replace == "" {
			r.Replace = "REDACTED"
		}
		if s := u.Get("severity"); s.Exists() {
			if r.Severity, err = ParseSeverity(s.String()); err != nil {
				return o, fmt.Errorf("scan.rules.%d: %w", i, err)
			}
		}
		if r.Category != "" && r.Category != CatSecret && r.Category != CatHost {
			return o, fmt.Errorf("scan.rules.%d: category %q: want secret or host", i, r.Category)
		}
		for _, k := range u.Get("keywords").Array() {
			if k.String() != "" {
				r.Keywords = append(r.Keywords, k.String())
			}
		}
		if r.ID == "" || r.Pattern == "" {
			return o, fmt.Errorf("scan.rules.%d: id and pattern are required", i)
		}
		o.Rules = append(o.Rules, r)
	}
	return o, nil
}

// AllowEntries reads scan.allow_values and scan.allow_patterns from one
// config file's bytes (a layer as written, not merged): the entries that
// file gives the scanner. Anything that is not a string is left out, as
// Load's trust rules leave it out of an untrusted layer.
func AllowEntries(data []byte) (values, patterns []string) {
	for _, s := range gjson.GetBytes(data, "scan.allow_values").Array() {
		if s.Type == gjson.String && s.Str != "" {
			values = append(values, s.Str)
		}
	}
	for _, s := range gjson.GetBytes(data, "scan.allow_patterns").Array() {
		if s.Type == gjson.String && s.Str != "" {
			patterns = append(patterns, s.Str)
		}
	}
	return values, patterns
}
