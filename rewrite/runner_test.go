package rewrite

import "testing"

// TestWrapsProjectRunners checks that a stage run by a project runner or
// a pass-through wrapper is wrapped as the command it runs would be, the
// wrap going before the runner (which then runs under hooktool), and that
// the shell's own words are not wrapped (hooktool could not run them).
func TestWrapsProjectRunners(t *testing.T) {
	r := &Rewriter{Wrap: true, Exe: exe}
	for _, c := range []struct{ cmd, want string }{
		{"uv run pytest -q", "'/opt/hook tool/hooktool' reduce -- uv run pytest -q"},
		{"poetry run mypy .", "'/opt/hook tool/hooktool' reduce -- poetry run mypy ."},
		{"bundle exec rubocop", "'/opt/hook tool/hooktool' reduce -- bundle exec rubocop"},
		{"stdbuf -oL go test ./...", "'/opt/hook tool/hooktool' reduce -- stdbuf -oL go test ./..."},
		{"uv run python script.py", "uv run python script.py"},
		{"exec go test ./...", "exec go test ./..."},
		{"command go test ./...", "command go test ./..."},
	} {
		if got, _ := r.Command(c.cmd); got != c.want {
			t.Errorf("Command(%q) = %q, want %q", c.cmd, got, c.want)
		}
	}
}
