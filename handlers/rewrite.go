package handlers

// rewrite may replace a PreToolUse call's input after the guard let it pass.
// It returns the whole new tool_input and the permission decision to send
// with it ("allow" only where the user's own rules would allow the original),
// or nil to leave the call alone.
func rewrite(ev *Event, d *Deps, v Verdict) (updated []byte, decision string, why string) {
	return nil, "", ""
}
