package guard_test

import (
	"testing"

	"github.com/hookd/hookd/guard"
)

// TestTarListDeletes: tar --remove-files deletes the names its -T /
// --files-from list holds; a list file the guard cannot read names paths
// anywhere (rm-dynamic, as xargs -a FILE), a list on stdin is the lister's
// paths or the words echo spells out. Without --remove-files a list only
// archives.
func TestTarListDeletes(t *testing.T) {
	runThird(t, []thirdCase{
		{"gtar --create --file=snap.tar --remove-files --files-from manifest.lst", guard.Ask, "rm-dynamic", ""},
		{"tar -czf bak.tgz -Tnames.txt --remove-files", guard.Ask, "rm-dynamic", ""},
		{"bsdtar -c -f - -T /tmp/victims --remove-files > /dev/null", guard.Ask, "rm-dynamic", ""},
		{"tar cfT bak.tar picks.txt --remove-f", guard.Ask, "rm-dynamic", ""},
		{"find /home/dev -maxdepth 1 | tar --remove-files -cf /tmp/h.tar -T -", guard.Deny, "rm-root", ""},
		{"echo / | tar --remove-files -cf /tmp/r.tar --files-from=-", guard.Deny, "rm-root", ""},
		// Ordinary: a list only archived, or words spelled out that
		// name build output.
		{"tar -czf src.tgz -T manifest.lst", "", "", ""},
		{"git ls-files -z | tar --null -czf snap.tgz -T -", "", "", ""},
		{"printf 'dist\\nbuild\\n' | tar --remove-files -czf out.tgz -T -", "", "", ""},
	})
}
