package reduce

import "strings"

// A package manager's manifest of what it packs or publishes (npm's and
// pnpm's "Tarball Contents" and "Tarball Details", behind "npm notice "):
// the files that will ship, with their sizes, and the package's name,
// version and file count. It is what `npm pack --dry-run` is run to read,
// and the first place a file that must not ship (.env.local, a 96 kB test
// fixture) shows; a failed publish prints it before its error. Its
// details stay, and so do its contents up to manifestFiles files (a
// longer list is a listing, which the budgets sample).
const manifestFiles = 40

// keepPackManifests keeps the manifests of ls (see above).
func keepPackManifests(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() {
			continue
		}
		pre, ok := strings.CutSuffix(strings.TrimRight(ls[i].text, " "), "Tarball Contents")
		if !ok || len(pre) > 24 {
			continue
		}
		// The block: the lines behind the same prefix, to a blank one.
		end, details := i+1, -1
		for ; end < len(ls) && ls[end].shown() && strings.HasPrefix(ls[end].text, pre); end++ {
			rest := strings.TrimSpace(ls[end].text[len(pre):])
			if rest == "" {
				break
			}
			if rest == "Tarball Details" && details < 0 {
				details = end
			}
		}
		if details < 0 {
			continue
		}
		from := details
		if details-i-1 <= manifestFiles {
			from = i
		}
		for j := from; j < end; j++ {
			if rest := ls[j].text[len(pre):]; strings.HasPrefix(rest, "shasum:") || strings.HasPrefix(rest, "integrity:") {
				continue // (hashes of the tarball, not what ships)
			}
			raise(ls, j)
		}
		i = end
	}
	return ls
}
