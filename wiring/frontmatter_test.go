package wiring

import (
	"strings"
	"testing"
)

func TestFrontmatterSelect(t *testing.T) {
	it := Item{Kind: StartupDir, Syntax: SyntaxFrontmatter, Keys: []string{"hooks", "mcpServers"}}
	for _, c := range []struct{ name, in, want string }{
		{"no frontmatter", "hooks:\n  Stop: x\n", ""},
		{"prose and other keys", "---\nname: fmt\ndescription: hooks: none\ntools: Bash\n---\nhooks:\n  Stop: x\n", ""},
		{"hooks block", "---\nname: fmt\nhooks:\n  Stop:\n    - hooks:\n        - command: sh x\ntools: Bash\n---\nbody\n", "hooks:|  Stop:|    - hooks:|        - command: sh x"},
		{"mcpServers, CRLF", "---\r\nmcpServers:\r\n  fmt:\r\n    command: sh\r\n---\r\n", "mcpServers:|  fmt:|    command: sh"},
		{"quoted key", "---\n\"hooks\": {Stop: []}\n---\n", "\"hooks\": {Stop: []}"},
	} {
		got := strings.Join(Selected(it, []byte(c.in)), "|")
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
