package gitscan

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// commitMarker starts each commit in `git log --format=%x01%H` output; a diff
// line never begins with it outside a hunk.
const commitMarker = '\x01'

// FileDiff is what one commit (or the index) adds to one file: the added
// lines, joined, with one line of context around each hunk so that an allow
// marker just above an added line is seen.
type FileDiff struct {
	Commit  string
	Path    string
	Data    []byte
	Lines   []int  // real line number of each line of Data
	Context []bool // the line is context, not added
}

// parseDiff reads unified diff output (`git log -p`, `git diff`) and calls
// emit for each file with added lines. Hunk bodies are consumed by their line
// counts, so no content line is ever mistaken for a header. A file whose
// added text passes maxBytes is handed over in pieces.
func parseDiff(r io.Reader, maxBytes int, onCommit func(string), emit func(*FileDiff) error) error {
	br := bufio.NewReaderSize(r, 256<<10)
	var commit string
	var cur *FileDiff
	flush := func() error {
		if cur == nil {
			return nil
		}
		f := cur
		cur = nil
		for _, c := range f.Context {
			if !c {
				return emit(f)
			}
		}
		return nil
	}
	var path string
	deleted := false
	for {
		line, err := readLine(br)
		if err == io.EOF {
			return flush()
		}
		if err != nil {
			return err
		}
		switch {
		case len(line) > 0 && line[0] == commitMarker:
			if err := flush(); err != nil {
				return err
			}
			commit = strings.TrimSpace(string(line[1:]))
			if onCommit != nil {
				onCommit(commit)
			}
		case bytes.HasPrefix(line, []byte("diff --git ")), bytes.HasPrefix(line, []byte("diff --cc ")):
			if err := flush(); err != nil {
				return err
			}
			path, deleted = "", false
		case bytes.HasPrefix(line, []byte("+++ ")):
			p := string(line[4:])
			if p == "/dev/null" {
				deleted = true
				continue
			}
			p = strings.TrimSuffix(p, "\t")
			if strings.HasPrefix(p, `"`) {
				if u, err := strconv.Unquote(p); err == nil {
					p = u
				}
			}
			path = strings.TrimPrefix(p, "b/")
		case bytes.HasPrefix(line, []byte("@@ ")):
			newStart, oldN, newN, err := hunkHeader(line)
			if err != nil {
				return err
			}
			if !deleted && cur == nil {
				cur = &FileDiff{Commit: commit, Path: path}
			}
			n := newStart
			for oldN > 0 || newN > 0 {
				body, err := readLine(br)
				if err != nil {
					return fmt.Errorf("diff ended inside a hunk of %s: %w", path, err)
				}
				kind := byte(' ')
				if len(body) > 0 {
					kind = body[0]
					body = body[1:]
				}
				switch kind {
				case '+':
					newN--
					if cur != nil {
						cur.add(body, n, false)
					}
					n++
				case '-':
					oldN--
				case '\\': // "\ No newline at end of file"
				default:
					oldN--
					newN--
					if cur != nil {
						cur.add(body, n, true)
					}
					n++
				}
				if cur != nil && len(cur.Data) > maxBytes {
					if err := flush(); err != nil {
						return err
					}
					cur = &FileDiff{Commit: commit, Path: path}
				}
			}
		}
	}
}

func (f *FileDiff) add(line []byte, n int, context bool) {
	f.Data = append(append(f.Data, line...), '\n')
	f.Lines = append(f.Lines, n)
	f.Context = append(f.Context, context)
}

// readLine returns the next line without its newline, however long.
func readLine(br *bufio.Reader) ([]byte, error) {
	line, err := br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		long := append([]byte(nil), line...)
		for err == bufio.ErrBufferFull {
			line, err = br.ReadSlice('\n')
			long = append(long, line...)
		}
		line = long
	}
	if err == io.EOF && len(line) > 0 {
		err = nil
	}
	if err != nil {
		return nil, err
	}
	line = bytes.TrimSuffix(line, []byte{'\n'})
	return line, nil
}

// hunkHeader parses "@@ -a[,b] +c[,d] @@".
func hunkHeader(line []byte) (newStart, oldN, newN int, err error) {
	f := strings.Fields(string(line))
	if len(f) < 3 || !strings.HasPrefix(f[1], "-") || !strings.HasPrefix(f[2], "+") {
		return 0, 0, 0, fmt.Errorf("bad hunk header %q", line)
	}
	_, oldN, err = rangeOf(f[1][1:])
	if err != nil {
		return 0, 0, 0, err
	}
	newStart, newN, err = rangeOf(f[2][1:])
	return newStart, oldN, newN, err
}

func rangeOf(s string) (start, n int, err error) {
	a, b, ok := strings.Cut(s, ",")
	if start, err = strconv.Atoi(a); err != nil {
		return 0, 0, fmt.Errorf("bad hunk range %q", s)
	}
	n = 1
	if ok {
		if n, err = strconv.Atoi(b); err != nil {
			return 0, 0, fmt.Errorf("bad hunk range %q", s)
		}
	}
	return start, n, nil
}
