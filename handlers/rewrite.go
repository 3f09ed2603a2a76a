package handlers

// RewriteFunc rewrites a PreToolUse call the guard let pass (v is its
// verdict). It returns the whole new tool_input, the permission decision to
// send with it ("allow" only where the user's own rules would allow the
// original, else "ask"; "deny" where a rule the rewrite machinery could
// hide from denies the command, sent with the input unchanged) and the
// reason; nil leaves the call alone. The command layer builds it (package
// rewrite), like the guard.
type RewriteFunc func(ev *Event, v Verdict) (updated []byte, decision, why string)

// rewrite may replace a PreToolUse call's input after the guard let it pass.
// It returns the whole new tool_input and the permission decision to send
// with it ("allow" only where the user's own rules would allow the original),
// or nil to leave the call alone. A rewriter that panics leaves the call
// alone: a rewrite is an optimisation, never worth failing the call for.
func rewrite(ev *Event, d *Deps, v Verdict) (updated []byte, decision string, why string) {
	if d.Rewrite == nil || v.Decision == "deny" || v.Decision == "ask" {
		return nil, "", ""
	}
	defer func() {
		if p := recover(); p != nil {
			d.Warn("rewrite failed on this call, leaving it as it is: %v", p)
			updated, decision, why = nil, "", ""
		}
	}()
	updated, decision, why = d.Rewrite(ev, v)
	if updated == nil || (decision != "allow" && decision != "ask" && decision != "deny") {
		return nil, "", ""
	}
	return updated, decision, why
}
