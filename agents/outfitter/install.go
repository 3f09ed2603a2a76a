package outfitter

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/settings"
)

// Install writes hooktool's Pi extension and a system extension hook
// document naming it by absolute path, within every rule of Outfitter's
// schema: only name and harnesses at the root, only extensions under pi,
// no env at all (so no key can collide with another document's).
func (a Agent) Install(e *install.Env) error {
	doc, ext := files(e.Getenv)
	// A system document serves every user: the copy goes where the
	// managed scope puts it (/usr/local/bin), not into one user's home.
	bin, err := e.Binary("managed")
	if err != nil {
		return install.Fail("install: %v", err)
	}
	if err := e.WriteOwned(ext, a.Extension(bin, e.OnError()), a.ExtensionMarker, func() {}); err != nil {
		return err
	}
	abs, err := filepath.Abs(ext)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	body := "# " + Marker + "1: written by hooktool install --harness outfitter\n" +
		"name: hooktool\nharnesses:\n  pi:\n    extensions:\n      - " + install.JSString(abs) + "\n"
	err = e.WriteOwned(doc, []byte(body), Marker, func() {
		e.Printf("outfitter loads %s on every Pi launch; without the launcher: pi --extension %s\n", abs, settings.ShellQuote(abs))
	})
	if errors.Is(err, fs.ErrPermission) || err != nil && strings.Contains(err.Error(), "permission denied") {
		return install.FailHint("the system hook folder belongs to root: sudo hooktool install --harness outfitter", "%v", err)
	}
	return err
}

// Uninstall removes the hook document and the extension, each only when
// it is hooktool's.
func (a Agent) Uninstall(e *install.Env) error {
	doc, ext := files(e.Getenv)
	for _, f := range []struct{ p, m string }{{doc, Marker}, {ext, a.ExtensionMarker}} {
		if err := e.RemoveOwned(f.p, f.m); err != nil {
			return err
		}
	}
	return nil
}
