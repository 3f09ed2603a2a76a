package guard

import "strings"

// The forge's own checkpoint: the review a protected branch requires, its
// rules, the checks a pipeline runs on a push. Each is a gate like the
// pre-push hook, kept on the forge's side; a command that removes one, or
// that passes it in the user's name, lets later work reach the branch
// unreviewed. Judged by effect, whatever client sends the request: an
// approval given by the agent, a branch's protection or a ruleset deleted
// or emptied, an environment's reviewers or a webhook removed, workflows
// allowed to approve, another account made admin, a push option that
// merges or skips the pipeline, a completion that bypasses policies.
// Reading any of them is ordinary.

// forgeEndpoint is a forge API request: its method (GET when none is
// given and nothing is sent), its path and the fields it sends.
type forgeEndpoint struct {
	method, path string
	fields       []string // KEY=VALUE, as given
	query        string   // a GraphQL document (gh api graphql -f query=...)
}

// ghAPIRequest reads gh api's and glab api's words: -X/--method, the
// endpoint, -f/-F/--field/--raw-field values and --input (a body sent,
// which makes the default method POST).
func ghAPIRequest(args []arg) (forgeEndpoint, bool) {
	var r forgeEndpoint
	api, body := false, false
	for i := 0; i < len(args); i++ {
		s := args[i].s
		next := func() string {
			if i+1 < len(args) {
				i++
				return args[i].s
			}
			return ""
		}
		switch {
		case !api && s == "api":
			api = true
		case !api:
			continue
		case s == "-X" || s == "--method":
			r.method = strings.ToUpper(next())
		case strings.HasPrefix(s, "--method="):
			r.method = strings.ToUpper(strings.TrimPrefix(s, "--method="))
		case strings.HasPrefix(s, "-X") && len(s) > 2:
			r.method = strings.ToUpper(s[2:])
		case s == "-f" || s == "-F" || s == "--field" || s == "--raw-field":
			v := next()
			body = true
			if q, ok := strings.CutPrefix(v, "query="); ok {
				r.query = q
			}
			r.fields = append(r.fields, v)
		case strings.HasPrefix(s, "--field=") || strings.HasPrefix(s, "--raw-field="):
			body = true
			r.fields = append(r.fields, s[strings.IndexByte(s, '=')+1:])
		case s == "--input":
			next()
			body = true
		case s == "-H" || s == "--header" || s == "-q" || s == "--jq" || s == "-t" || s == "--template" || s == "--hostname" || s == "--cache":
			next()
		case strings.HasPrefix(s, "-"):
		case r.path == "":
			r.path = strings.Trim(s, "/")
		}
	}
	if !api {
		return r, false
	}
	if r.method == "" {
		r.method = "GET"
		if body {
			r.method = "POST"
		}
	}
	return r, true
}

// reviewGate names the forge gate a request changes, "" for none: what it
// removes or passes. rule is the rule it falls under.
func reviewGate(r forgeEndpoint) (rule, why string) {
	if q := strings.ToLower(r.query); strings.Contains(q, "mutation") {
		for _, m := range [...]string{"deletebranchprotectionrule", "updatebranchprotectionrule", "deleteruleset", "updaterepositoryruleset", "addpullrequestreview", "submitpullrequestreview", "approve", "bypass"} {
			if strings.Contains(q, m) {
				return "git-no-verify", "a GraphQL mutation (" + m + ") changes the review or the protection a branch requires"
			}
		}
	}
	if r.method == "GET" || r.method == "HEAD" || r.path == "" {
		return "", ""
	}
	p := "/" + strings.ToLower(r.path) + "/"
	field := func(k string) (string, bool) {
		for _, f := range r.fields {
			if fk, v, ok := strings.Cut(f, "="); ok && strings.EqualFold(fk, k) {
				return strings.ToLower(v), true
			}
		}
		return "", false
	}
	write := r.method == "PUT" || r.method == "PATCH" || r.method == "POST"
	del := r.method == "DELETE"
	switch {
	case strings.Contains(p, "/protection/") || strings.Contains(p, "/protected_branches/") || strings.Contains(p, "/push_rule/"):
		if del {
			return "git-no-verify", "it deletes a branch's protection (its required reviews or checks)"
		}
		for _, k := range [...]string{"required_pull_request_reviews", "required_status_checks", "enforce_admins", "restrictions", "allow_force_pushes", "allow_deletions"} {
			if v, ok := field(k); ok && (v == "null" || v == "false" || v == "true" && strings.HasPrefix(k, "allow_")) {
				return "git-no-verify", "it loosens a branch's protection (" + k + "=" + v + ")"
			}
		}
	case strings.Contains(p, "/rulesets/"):
		if del {
			return "git-no-verify", "it deletes a repository ruleset, the rules a branch's pushes and merges must pass"
		}
		if v, ok := field("enforcement"); ok && v != "active" {
			return "git-no-verify", "it turns a repository ruleset off (enforcement=" + v + ")"
		}
	case strings.Contains(p, "/environments/"):
		if del {
			return "git-no-verify", "it deletes a deployment environment with its required reviewers"
		}
		if v, ok := field("reviewers"); ok && (v == "[]" || v == "null" || v == "") {
			return "git-no-verify", "it empties a deployment environment's required reviewers"
		}
		if v, ok := field("prevent_self_review"); ok && v == "false" {
			return "git-no-verify", "it lets a deployment's author approve it"
		}
	case strings.Contains(p, "/actions/permissions/"):
		if v, ok := field("can_approve_pull_request_reviews"); ok && v == "true" {
			return "git-no-verify", "it lets workflows approve pull requests, so a workflow can approve the agent's own"
		}
	case strings.Contains(p, "/collaborators/") || strings.Contains(p, "/members/") || strings.Contains(p, "/invitations/"):
		if v, ok := field("permission"); write && ok && (v == "admin" || v == "maintain") {
			return "privilege-grant", "it makes an account " + v + " of the repository, able to change its protection"
		}
		if v, ok := field("access_level"); write && ok && (v == "40" || v == "50") {
			return "privilege-grant", "it makes an account maintainer or owner of the project"
		}
	case strings.Contains(p, "/hooks/"):
		if del {
			return "git-no-verify", "it deletes a repository webhook (a CI or a scanner that checks what is pushed)"
		}
	case strings.HasSuffix(p, "/approve/") || strings.Contains(p, "/reviews/") && strings.Contains(strings.ToUpper(strings.Join(r.fields, " ")), "APPROVE"):
		return "git-no-verify", "it approves a change in the user's name: the review a merge requires"
	}
	return "", ""
}

// review judges a command against the forge's gates (see above).
func (w *walker) review(name string, args []arg, seg string) {
	switch name {
	case "gh", "glab", "tea", "az", "git", "lefthook":
	default:
		return
	}
	_, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	switch name {
	case "gh", "glab", "tea":
		if r, ok := ghAPIRequest(args); ok {
			if rule, why := reviewGate(r); rule != "" {
				w.addAsk(rule, seg, name+" api "+r.method+" "+clip(r.path, 80)+": "+why)
			}
			return
		}
		switch {
		case sub(0) == "pr" && sub(1) == "review" && hasArg(args, "--approve", "-a"):
			w.addAsk("git-no-verify", seg, name+" pr review --approve approves a pull request in the user's name: the review its merge requires")
		case (sub(0) == "mr" || sub(0) == "pr") && sub(1) == "approve":
			w.addAsk("git-no-verify", seg, name+" "+sub(0)+" approve approves a change in the user's name: the review its merge requires")
		}
	case "az":
		if sub(0) == "repos" && sub(1) == "pr" && (hasArg(args, "--bypass-policy") || hasArgPrefix(args, "--bypass-policy=")) && !hasArgSeq(args, "--bypass-policy", "false") {
			w.addAsk("git-no-verify", seg, "az repos pr --bypass-policy completes a pull request past the branch's policies (reviews, builds)")
		}
		if sub(0) == "repos" && sub(1) == "pr" && sub(2) == "set-vote" && hasArgSeq(args, "--vote", "approve") {
			w.addAsk("git-no-verify", seg, "az repos pr set-vote approve approves a pull request in the user's name")
		}
	case "git":
		if sub(0) == "push" {
			w.pushGate(args, seg)
		}
	case "lefthook":
		// lefthook install writes a git hook for each hook its config
		// names: a pre-push section written in the line replaces the
		// repository's pre-push hook.
		if sub(0) == "install" {
			for _, f := range [...]string{"lefthook.yml", ".lefthook.yml", "lefthook.yaml", ".lefthook.yaml", "lefthook.toml", ".lefthook.toml", "lefthook.json"} {
				if p, ok := w.abs(f); ok {
					if t, ok := w.writtenFile(p); ok && strings.Contains(t.code, "pre-push") {
						w.add("self-protect", seg, "lefthook install writes the repository's pre-push hook from "+f+", in place of the one that runs the checks")
						return
					}
				}
			}
		}
	}
}

// pushGate judges git push's options and refspecs that pass the forge's
// gate: a push option that merges the change as it lands or skips the
// pipeline that checks it (GitLab's merge_request.merge_when_pipeline_succeeds,
// ci.skip), a Gerrit refspec that submits the change (refs/for/X%submit).
func (w *walker) pushGate(args []arg, seg string) {
	for i, a := range args {
		v := ""
		switch {
		case (a.s == "-o" || a.s == "--push-option") && i+1 < len(args):
			v = args[i+1].s
		case strings.HasPrefix(a.s, "--push-option="):
			v = strings.TrimPrefix(a.s, "--push-option=")
		case strings.HasPrefix(a.s, "-o") && len(a.s) > 2:
			v = a.s[2:]
		}
		if v != "" {
			k := strings.ToLower(strings.SplitN(v, "=", 2)[0])
			switch k {
			case "ci.skip", "skip-ci", "integrations.skip_ci", "merge_request.merge_when_pipeline_succeeds", "merge_request.auto_merge":
				w.addAsk("git-no-verify", seg, "git push -o "+k+" skips the checks or the review the forge runs on the push")
				return
			}
		}
		if !a.dyn && !strings.HasPrefix(a.s, "-") && strings.Contains(a.s, "refs/for/") {
			_, opt, _ := strings.Cut(a.s[strings.Index(a.s, "refs/for/"):], "%")
			for _, o := range strings.Split(strings.ToLower(opt), ",") {
				if o == "submit" || strings.HasPrefix(o, "l=code-review+2") || o == "merged" {
					w.addAsk("git-no-verify", seg, "a Gerrit push with %"+o+" submits the change without its review")
					return
				}
			}
		}
	}
}

// hasArgPrefix reports a word that starts with prefix.
func hasArgPrefix(args []arg, prefix string) bool {
	for _, a := range args {
		if strings.HasPrefix(a.s, prefix) {
			return true
		}
	}
	return false
}

// addAsk records a rule's match as ask whatever the rule's own verdict:
// the finding keeps the rule's id (what users disable and the log names)
// where the act is one the user may well have asked for.
func (w *walker) addAsk(id, seg, why string) {
	mark := len(w.findings)
	w.add(id, seg, why)
	for i := mark; i < len(w.findings); i++ {
		if w.findings[i].Decision == Deny {
			w.findings[i].Decision = Ask
		}
	}
}
