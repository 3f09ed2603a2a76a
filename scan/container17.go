package scan

import (
	"encoding/binary"
	"encoding/json"
	"sort"
	"strconv"
)

// asarHead returns the length of an Electron archive's header (app.asar,
// as @electron/asar writes it: a pickle holding the header's size, then a
// pickle holding the JSON header as a string, padded to four bytes) when
// data starts with one, else 0. The files follow the header back to back.
func asarHead(b []byte) int {
	if len(b) < 24 || binary.LittleEndian.Uint32(b) != 4 {
		return 0
	}
	hsize := int(binary.LittleEndian.Uint32(b[4:]))
	payload := int(binary.LittleEndian.Uint32(b[8:]))
	jl := int(binary.LittleEndian.Uint32(b[12:]))
	if payload != hsize-4 || jl > payload-4 || 16+jl > len(b) || 8+hsize > len(b) || string(b[16:min(len(b), 25)]) != `{"files":` {
		return 0
	}
	return 8 + hsize
}

// asarEntry is a node of an asar header: a directory (files) or a file
// (size and offset, counted from the end of the header; unpacked files
// live beside the archive).
type asarEntry struct {
	Files    map[string]*asarEntry `json:"files"`
	Size     int                   `json:"size"`
	Offset   string                `json:"offset"`
	Unpacked bool                  `json:"unpacked"`
}

// asar hands on each file of an Electron archive as a member, as asar
// extract gives it.
func (a *expander) asar(name string, data []byte, depth int) error {
	base := asarHead(data)
	jl := int(binary.LittleEndian.Uint32(data[12:]))
	var root asarEntry
	if err := json.Unmarshal(data[16:16+jl], &root); err != nil {
		return nil
	}
	var walk func(prefix string, e *asarEntry, level int) error
	walk = func(prefix string, e *asarEntry, level int) error {
		if level > 32 {
			return nil
		}
		names := make([]string, 0, len(e.Files))
		for n := range e.Files {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			c := e.Files[n]
			if c == nil {
				continue
			}
			p := n
			if prefix != "" {
				p = prefix + "/" + n
			}
			if c.Files != nil {
				if err := walk(p, c, level+1); err != nil {
					return err
				}
				continue
			}
			off, err := strconv.Atoi(c.Offset)
			if err != nil || c.Unpacked || off < 0 || c.Size <= 0 || base+off+c.Size > len(data) {
				continue
			}
			if a.budget <= 0 {
				return ErrArchiveLimit
			}
			b := data[base+off : base+off+min(c.Size, maxMember)]
			a.budget -= len(b)
			if err := a.emit(join(name, p), b, depth); err != nil {
				return err
			}
		}
		return nil
	}
	return walk("", &root, 0)
}
