package guard

import "strings"

// Publishing by clients no list names (the seventeenth blind set): mix
// hex.publish, pod trunk push, anaconda, luarocks and snapcraft upload,
// cpan-upload, stack upload, cabal upload --publish, helm push to a
// registry. What they share is the structure of the line: a verb that
// publishes (a subcommand named publish, NAME.publish, a program named
// *-upload), or upload or push given a package file (a tarball, a
// rockspec, a podspec, a snap, a chart) or the project itself (".") or a
// registry address (oci://). Uploading to a board (arduino-cli upload -p
// PORT) names no package and passes; a dry run passes.

// registryUpload says what a command publishes, "" when it publishes
// nothing.
func registryUpload(name string, argv []arg) string {
	if len(argv) < 2 || dataArgs(name) {
		return ""
	}
	var ops []string
	publishFlag := false
	for _, a := range argv[1:] {
		switch s := a.s; {
		case s == "--dry-run" || s == "--dryrun" || s == "--dry" || s == "-n" && name != "helm" || s == "--candidate" || s == "--help" || s == "-h":
			return ""
		case s == "--publish" || strings.HasPrefix(s, "--release=") || s == "--release":
			publishFlag = true
		case !strings.HasPrefix(s, "-") && !a.dyn:
			ops = append(ops, s)
		}
	}
	if len(ops) == 0 {
		return ""
	}
	if strings.HasSuffix(name, "-upload") && name != "-upload" {
		return name + " uploads " + clip(ops[0], 60) + " to a public registry"
	}
	for i, s := range ops {
		if i >= 2 {
			break
		}
		if strings.HasSuffix(s, ".publish") && len(s) > len(".publish") {
			return name + " " + s + " publishes the package to its registry"
		}
		if s != "upload" && s != "push" {
			continue
		}
		if name == "cabal" && !publishFlag {
			return "" // (a candidate, which nothing installs)
		}
		for _, o := range ops[i+1:] {
			if o == "." && s == "upload" || publishedFile(o) || strings.HasPrefix(strings.ToLower(o), "oci://") {
				return name + " " + s + " " + clip(o, 60) + " publishes to a registry"
			}
		}
		if s == "upload" && publishFlag {
			return name + " upload publishes to a registry"
		}
	}
	return ""
}

// publishedFile is a file name a registry takes as a package.
func publishedFile(s string) bool {
	l := strings.ToLower(s)
	for _, ext := range [...]string{".tar.gz", ".tgz", ".tar.bz2", ".tar.xz", ".whl", ".gem", ".nupkg", ".snupkg", ".snap", ".crate",
		".rockspec", ".rock", ".podspec", ".podspec.json", ".conda", ".vsix", ".hex", ".charm"} {
		if strings.HasSuffix(l, ext) {
			return true
		}
	}
	return false
}
