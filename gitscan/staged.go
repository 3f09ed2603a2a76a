package gitscan

import (
	"context"
	"io"

	"github.com/hookd/hookd/scan"
)

// Staged scans the lines the index adds over HEAD: what `git commit` is
// about to record (the pre-commit check).
func (g *Git) Staged(ctx context.Context, o Options) (*Result, error) {
	ctx, cancel := context.WithTimeout(ctx, g.timeout())
	defer cancel()
	res := &Result{}
	args := append([]string{"diff", "--cached"}, diffArgs...)
	fileAllow := map[string]map[string]bool{}
	err := g.stream(ctx, nil, func(r io.Reader) error {
		return parseDiff(r, o.maxBytes(), nil, func(d *FileDiff) error {
			res.Files++
			kind := textOfDiff(d)
			if kind != scan.ViewText {
				res.note(d.Path + ": " + kind + " lines in the diff, scanned as text")
			}
			in := scan.Input{Path: d.Path, Data: d.Data, Lines: d.Lines, Context: d.Context, Binary: kind == scan.ViewBinary}
			fs := o.Scanner.Scan(in)
			if needsFileAllow(fs) {
				if _, ok := fileAllow[d.Path]; !ok {
					fileAllow[d.Path] = g.indexAllow(ctx, d.Path)
				}
				in.FileAllow = fileAllow[d.Path]
				fs = o.Scanner.Scan(in)
			}
			res.Findings = append(res.Findings, fs...)
			return nil
		})
	}, args...)
	return res, err
}

// indexAllow reads the allow-file markers of the staged version of path.
func (g *Git) indexAllow(ctx context.Context, path string) map[string]bool {
	out, err := g.output(ctx, nil, "cat-file", "blob", ":"+path)
	if err != nil {
		return nil
	}
	return scan.AllowIDs(out, scan.AllowFileMarker)
}
