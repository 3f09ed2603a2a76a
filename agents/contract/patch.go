package contract

import "strings"

// MaxPatchFiles bounds the paths read from one patch.
const MaxPatchFiles = 1000

// PatchFile is one file an apply_patch call touches, and the file tool the
// guard judges it as: Write for a new file and for a deletion (the whole
// content is lost, as Write's replacement loses it), Edit for a change or
// a move (both the old and the new path).
type PatchFile struct {
	Tool string
	Path string
}

// PatchFiles reads the files a Codex patch touches from its envelope
// ("*** Add File: p", "*** Update File: p", "*** Delete File: p", "*** Move
// to: p"). It reads no further than MaxPatchFiles paths.
func PatchFiles(patch string) []PatchFile {
	files, _ := patchFiles(patch)
	return files
}

// patchFiles is PatchFiles, and whether the patch names a file past
// MaxPatchFiles, which the list leaves out.
func patchFiles(patch string) (files []PatchFile, more bool) {
	for line := range strings.Lines(patch) {
		// Codex's parser trims each line before it reads a marker, so an
		// indented "  *** Add File: p" is a file too.
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "*** ") {
			continue
		}
		var tool, p string
		rest := line[4:]
		switch {
		case strings.HasPrefix(rest, "Add File: "):
			tool, p = "Write", rest[len("Add File: "):]
		case strings.HasPrefix(rest, "Update File: "):
			tool, p = "Edit", rest[len("Update File: "):]
		case strings.HasPrefix(rest, "Delete File: "):
			tool, p = "Write", rest[len("Delete File: "):]
		case strings.HasPrefix(rest, "Move to: "):
			tool, p = "Edit", rest[len("Move to: "):]
		default:
			continue
		}
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		if len(files) == MaxPatchFiles {
			return files, true
		}
		files = append(files, PatchFile{Tool: tool, Path: p})
	}
	return files, false
}

// PatchInput is the tool name and tool_input the handlers see for a
// patch: the first file as file_path (what Write and Edit carry), every
// file in patch_files, which the guard judges one by one, and
// patch_more: true when the patch names files past those (the guard
// cannot vouch for files it was not shown).
func PatchInput(patch string) (tool, input string) {
	files, more := patchFiles(patch)
	if len(files) == 0 {
		return "Edit", "{}"
	}
	var o Object
	o.Text("file_path", files[0].Path)
	list := []byte{'['}
	for i, f := range files {
		if i > 0 {
			list = append(list, ',')
		}
		var e Object
		e.Text("tool", f.Tool)
		e.Text("file_path", f.Path)
		list = append(list, e.Bytes()...)
	}
	o.JSON("patch_files", string(append(list, ']')))
	if more {
		o.JSON("patch_more", "true")
	}
	return files[0].Tool, string(o.Bytes())
}
