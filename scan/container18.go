package scan

import (
	"bytes"
	"encoding/binary"
	"strings"
)

// Tool caches committed while their source is ignored (set 18): a
// CPython .pyc keeps the module's constants beside the names they are
// stored under, and a Terraform plan file (terraform plan -out) keeps the
// plan's input variables as msgpack inside a protobuf. Each is read as
// its tool reads it and handed on as text, one NAME = "VALUE" a line, for
// the rules to judge as the assignment it was.

// Names of the text these readers hand on.
const (
	pycStream    = "pyc-constants"
	tfplanStream = "plan-variables"
)

// cacheText reports a member that is a tool cache's text (pycConsts,
// tfplanVars).
func cacheText(name string) bool {
	return strings.HasSuffix(name, pycStream) || strings.HasSuffix(name, tfplanStream)
}

// Bounds on the .pyc reader: objects read, nesting and pairs handed on.
const (
	maxPycObjects = 1 << 16
	maxPycDepth   = 64
	maxPycPairs   = 4096
)

// pyCode is what the reader keeps of a code object.
type pyCode struct {
	code          []byte
	consts, names []any
	locals        []any
}

// pyStr is a str constant (a bytes constant is a []byte).
type pyStr string

// pycLayout returns the header length and whether the code object has
// nlocals (3.8 to 3.10) for a .pyc's magic, or 0 for a version whose
// opcodes this reader does not know (LOAD_CONST 100, STORE_NAME 90,
// STORE_GLOBAL 97, STORE_FAST 125, EXTENDED_ARG 144: 3.8 to 3.12).
func pycLayout(b []byte) (int, bool) {
	if len(b) < 17 || b[2] != '\r' || b[3] != '\n' {
		return 0, false
	}
	switch m := binary.LittleEndian.Uint16(b); {
	case m >= 3400 && m <= 3439:
		return 16, true
	case m >= 3450 && m <= 3549:
		return 16, false
	}
	return 0, false
}

// pycReader walks a marshal stream as marshal.loads does.
type pycReader struct {
	b       []byte
	p       int
	refs    []any
	n       int
	nlocals bool
	bad     bool
}

func (r *pycReader) u8() int {
	if r.p >= len(r.b) {
		r.bad = true
		return 0
	}
	r.p++
	return int(r.b[r.p-1])
}

func (r *pycReader) i32() int {
	if r.p+4 > len(r.b) {
		r.bad = true
		return 0
	}
	r.p += 4
	return int(int32(binary.LittleEndian.Uint32(r.b[r.p-4:])))
}

func (r *pycReader) bytesN(n int) []byte {
	if n < 0 || r.p+n > len(r.b) {
		r.bad = true
		return nil
	}
	r.p += n
	return r.b[r.p-n : r.p]
}

func (r *pycReader) obj(depth int) any {
	r.n++
	if r.bad || depth > maxPycDepth || r.n > maxPycObjects {
		r.bad = true
		return nil
	}
	c := r.u8()
	flag := c&0x80 != 0
	idx := -1
	if flag {
		idx = len(r.refs)
		r.refs = append(r.refs, nil)
	}
	var v any
	switch c &^ 0x80 {
	case '0', 'N', 'F', 'T', 'S', '.':
	case 'i':
		r.i32()
	case 'I':
		r.bytesN(8)
	case 'l':
		n := r.i32()
		if n < 0 {
			n = -n
		}
		r.bytesN(2 * n)
	case 'g':
		r.bytesN(8)
	case 'y':
		r.bytesN(16)
	case 'f':
		r.bytesN(r.u8())
	case 'x':
		r.bytesN(r.u8())
		r.bytesN(r.u8())
	case 's':
		v = r.bytesN(r.i32())
	case 't', 'u', 'a', 'A':
		v = pyStr(r.bytesN(r.i32()))
	case 'z', 'Z':
		v = pyStr(r.bytesN(r.u8()))
	case '(', '[', '<', '>':
		n := r.i32()
		if n < 0 || n > len(r.b) {
			r.bad = true
			return nil
		}
		items := make([]any, 0, min(n, 256))
		for range n {
			if r.bad {
				break
			}
			items = append(items, r.obj(depth+1))
		}
		v = items
	case ')':
		n := r.u8()
		items := make([]any, 0, n)
		for range n {
			if r.bad {
				break
			}
			items = append(items, r.obj(depth+1))
		}
		v = items
	case '{':
		for !r.bad && r.p < len(r.b) && r.b[r.p] != '0' {
			r.obj(depth + 1)
			r.obj(depth + 1)
		}
		r.u8()
	case 'r':
		i := r.i32()
		if i < 0 || i >= len(r.refs) {
			r.bad = true
			return nil
		}
		return r.refs[i]
	case 'c':
		longs := 5
		if r.nlocals {
			longs = 6
		}
		r.bytesN(4 * longs)
		co := &pyCode{}
		co.code, _ = r.obj(depth + 1).([]byte)
		co.consts, _ = r.obj(depth + 1).([]any)
		co.names, _ = r.obj(depth + 1).([]any)
		co.locals, _ = r.obj(depth + 1).([]any)
		if r.nlocals {
			r.obj(depth + 1) // freevars
			r.obj(depth + 1) // cellvars
		} else {
			r.obj(depth + 1) // localspluskinds
		}
		r.obj(depth + 1) // filename
		r.obj(depth + 1) // name
		if !r.nlocals {
			r.obj(depth + 1) // qualname
		}
		r.i32() // firstlineno
		r.obj(depth + 1)
		if !r.nlocals {
			r.obj(depth + 1) // exceptiontable
		}
		v = co
	default:
		r.bad = true
		return nil
	}
	if idx >= 0 {
		r.refs[idx] = v
	}
	return v
}

// pycConsts reads a .pyc (CPython 3.8 to 3.12) and hands on each string
// constant the code stores under a name (LOAD_CONST then STORE_NAME,
// STORE_GLOBAL or STORE_FAST: a module's, a class body's or a function's
// NAME = "..."), one NAME = "VALUE" a line.
func (a *expander) pycConsts(name string, data []byte) {
	hl, nlocals := pycLayout(data)
	if hl == 0 || data[hl]&^0x80 != 'c' {
		return
	}
	r := &pycReader{b: data[hl:], nlocals: nlocals}
	top, _ := r.obj(0).(*pyCode)
	if top == nil {
		return
	}
	var out []byte
	pairs := 0
	var walk func(co *pyCode, depth int)
	walk = func(co *pyCode, depth int) {
		if depth > maxPycDepth {
			return
		}
		at := func(t []any, i int) pyStr {
			if i < 0 || i >= len(t) {
				return ""
			}
			s, _ := t[i].(pyStr)
			return s
		}
		ext, last := 0, -1
		for i := 0; i+1 < len(co.code) && pairs < maxPycPairs; i += 2 {
			op, arg := co.code[i], ext|int(co.code[i+1])
			if op == 144 { // EXTENDED_ARG
				ext = arg << 8
				continue
			}
			ext = 0
			switch op {
			case 100: // LOAD_CONST
				last = arg
				continue
			case 90, 97, 125: // STORE_NAME, STORE_GLOBAL, STORE_FAST
				if last < 0 {
					break
				}
				nm := at(co.names, arg)
				if op == 125 {
					nm = at(co.locals, arg)
				}
				val := at(co.consts, last)
				if nm != "" && val != "" && !strings.ContainsAny(string(val), "\"\n\\") && !strings.ContainsAny(string(nm), " \n") {
					out = append(append(append(append(out, nm...), " = \""...), val...), "\"\n"...)
					pairs++
				}
			}
			if op != 0 { // CACHE entries sit between instructions (3.11+)
				last = -1
			}
		}
		for _, c := range co.consts {
			if sub, ok := c.(*pyCode); ok {
				walk(sub, depth+1)
			}
		}
	}
	walk(top, 0)
	if len(out) == 0 || len(out) > a.budget {
		return
	}
	a.budget -= len(out)
	a.fn(join(name, pycStream), out)
}

// tfplanMember reports a Terraform plan file's plan member (the zip
// terraform plan -out writes holds tfplan, tfstate and tfconfig/).
func tfplanMember(name string) bool {
	return name == "tfplan" || strings.HasSuffix(name, "!tfplan")
}

// pbFields walks one protobuf message and calls fn with each
// length-delimited field; false when b is not a well-formed message.
func pbFields(b []byte, fn func(num int, v []byte)) bool {
	for i := 0; i < len(b); {
		key, n := binary.Uvarint(b[i:])
		if n <= 0 {
			return false
		}
		i += n
		num := int(key >> 3)
		switch key & 7 {
		case 0:
			_, n = binary.Uvarint(b[i:])
			if n <= 0 {
				return false
			}
			i += n
		case 1:
			i += 8
		case 5:
			i += 4
		case 2:
			l, n := binary.Uvarint(b[i:])
			if n <= 0 || l > uint64(len(b)-i-n) {
				return false
			}
			i += n
			fn(num, b[i:i+int(l)])
			i += int(l)
		default:
			return false
		}
		if i > len(b) {
			return false
		}
	}
	return true
}

// msgpackStr returns the string a msgpack value holds, if it is one.
func msgpackStr(b []byte) ([]byte, bool) {
	if len(b) == 0 {
		return nil, false
	}
	n, h := 0, 1
	switch c := b[0]; {
	case c >= 0xa0 && c <= 0xbf:
		n = int(c & 0x1f)
	case c == 0xd9 && len(b) >= 2:
		n, h = int(b[1]), 2
	case c == 0xda && len(b) >= 3:
		n, h = int(binary.BigEndian.Uint16(b[1:])), 3
	case c == 0xdb && len(b) >= 5:
		n, h = int(binary.BigEndian.Uint32(b[1:])), 5
	default:
		return nil, false
	}
	if h+n != len(b) {
		return nil, false
	}
	return b[h:], true
}

// tfplanVars reads a plan's input variables (planfile.proto: Plan's
// variables, map<string, DynamicValue>, field 2; a DynamicValue's msgpack,
// field 1) and hands on each string one NAME = "VALUE" a line, as
// terraform show -json gives variables.NAME.value.
func (a *expander) tfplanVars(name string, data []byte) {
	var out []byte
	pbFields(data, func(num int, entry []byte) {
		if num != 2 || len(out) > maxStream {
			return
		}
		var key, val []byte
		pbFields(entry, func(n int, v []byte) {
			switch n {
			case 1:
				key = v
			case 2:
				pbFields(v, func(m int, mp []byte) {
					if m == 1 {
						val = mp
					}
				})
			}
		})
		s, ok := msgpackStr(val)
		if !ok || len(key) == 0 || len(s) == 0 || bytes.ContainsAny(s, "\"\n") || bytes.ContainsAny(key, " \n\"") {
			return
		}
		out = append(append(append(append(out, key...), " = \""...), s...), "\"\n"...)
	})
	if len(out) == 0 || len(out) > a.budget {
		return
	}
	a.budget -= len(out)
	a.fn(join(name, tfplanStream), out)
}
