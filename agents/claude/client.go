package claude

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"sync"
	"time"

	"github.com/hookd/hookd/agents/claude/claudepkg"
	"github.com/hookd/hookd/settings"
)

// versionTimeout bounds `claude --version` (a Node start-up).
const versionTimeout = 5 * time.Second

// Client is the Claude Code installed here: the `claude` on PATH, its
// version and the hook event names its code carries, read once (claudepkg,
// cached on disk by file and mtime). Install writes for it; doctor judges
// the settings against it.
type Client struct {
	LookPath func(string) (string, error) // finds claude on the injected PATH
	Cache    string                       // claudepkg's cache file; "" keeps none

	once sync.Once
	info claudepkg.Info
	err  error
}

// ClientCache is ${XDG_CACHE_HOME:-~/.cache}/hooktool/claude-client.json,
// "" without a home folder.
func ClientCache(home string, getenv func(string) string) string {
	base := ""
	if getenv != nil {
		base = getenv("XDG_CACHE_HOME")
	}
	if base == "" {
		if home == "" {
			return ""
		}
		base = filepath.Join(home, ".cache")
	}
	return filepath.Join(base, "hooktool", "claude-client.json")
}

// Info is what the `claude` on PATH carries.
func (c *Client) Info() (claudepkg.Info, error) {
	c.once.Do(func() {
		bin, err := c.LookPath("claude")
		if err != nil {
			c.info, c.err = claudepkg.Info{}, err
			return
		}
		c.info, c.err = claudepkg.Inspect(bin, c.Cache)
	})
	return c.info, c.err
}

// Version is flag (--client-version) when given, else what the installed
// client's own package says (claudepkg: package.json, no process started),
// else what `claude --version` prints. It returns the zero Version and a
// reason when it cannot tell.
func (c *Client) Version(flag string) (settings.Version, string) {
	if flag != "" {
		v, err := settings.ParseVersion(flag)
		if err != nil {
			return settings.Version{}, fmt.Sprintf("--client-version: %v", err)
		}
		return v, ""
	}
	claude, err := c.LookPath("claude")
	if err != nil {
		return settings.Version{}, "claude is not on PATH"
	}
	if info, _ := c.Info(); info.Version != "" {
		if v, err := settings.ParseVersion(info.Version); err == nil {
			return v, ""
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), versionTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, claude, "--version")
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return settings.Version{}, fmt.Sprintf("%s --version took longer than %v", claude, versionTimeout)
		}
		return settings.Version{}, fmt.Sprintf("%s --version: %v", claude, err)
	}
	v, err := settings.ParseVersion(out.String())
	if err != nil {
		return settings.Version{}, fmt.Sprintf("%s --version: %v", claude, err)
	}
	return v, ""
}

// Events are the hook event names the installed client carries, when it
// is the version being judged (--client-version may name another), with
// where they were read.
func (c *Client) Events(judged settings.Version) ([]string, string) {
	info, err := c.Info()
	if err != nil || info.Events == nil {
		return nil, ""
	}
	if v, err := settings.ParseVersion(info.Version); err != nil || v != judged {
		return nil, ""
	}
	return info.Events, info.File
}
