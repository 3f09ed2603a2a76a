package scan

import (
	"bytes"
	"encoding/binary"
)

// classStream names the string constants of a Java class file, read as a
// stream is (only tokens with a format of their own report).
const classStream = "class-strings@"

// classStrings reads a Java class file's constant pool and hands on its
// string literals (CONSTANT_String entries, in pool order) one a line, each
// with the next one glued to it: javac keeps "ghp_x".concat("...") or a
// StringBuilder's appends as separate constants with names and types
// between them, and the string the code builds is two of them joined.
func (a *expander) classStrings(name string, data []byte) error {
	if len(data) < 10 || !bytes.HasPrefix(data, []byte{0xca, 0xfe, 0xba, 0xbe}) {
		return nil
	}
	// A Mach-O universal binary shares the magic; its next word is a
	// small count of architectures, where a class has major 45 or more.
	if major := binary.BigEndian.Uint16(data[6:8]); major < 45 || major > 100 {
		return nil
	}
	n := int(binary.BigEndian.Uint16(data[8:10]))
	utf := make([][]byte, n)
	var strs []uint16
	i := 10
	for k := 1; k < n; k++ {
		if i >= len(data) {
			return nil
		}
		tag := data[i]
		i++
		switch tag {
		case 1:
			if i+2 > len(data) {
				return nil
			}
			l := int(binary.BigEndian.Uint16(data[i:]))
			i += 2
			if i+l > len(data) {
				return nil
			}
			utf[k] = data[i : i+l]
			i += l
		case 3, 4, 9, 10, 11, 12, 17, 18:
			i += 4
		case 5, 6:
			i += 8
			k++
		case 7, 16, 19, 20:
			i += 2
		case 8:
			if i+2 > len(data) {
				return nil
			}
			if len(strs) < 4096 {
				strs = append(strs, binary.BigEndian.Uint16(data[i:]))
			}
			i += 2
		case 15:
			i += 3
		default:
			return nil // not a constant pool
		}
	}
	str := func(j int) []byte {
		if idx := int(strs[j]); idx < n {
			return utf[idx]
		}
		return nil
	}
	var out []byte
	for j := range strs {
		out = append(out, str(j)...)
		if j+1 < len(strs) {
			out = append(out, str(j+1)...)
		}
		out = append(out, '\n')
	}
	if len(out) == 0 || len(out) > a.budget {
		return nil
	}
	a.budget -= len(out)
	a.fn(join(name, classStream+"0"), out)
	return nil
}
