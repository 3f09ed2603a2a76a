package guard

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/hex"
	"io"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Encoded payloads in interpreter code: a string literal handed to a
// decoder (perl pack("H*", ...), php base64_decode and gzinflate, python
// b64decode and bytes.fromhex, node Buffer.from(..., "base64"), atob) is
// decoded here and judged as what it is: code of the same language (it is
// usually eval'd) and, when a shell-running call takes it directly, a
// shell command. A decoder given anything but a literal, in code that
// runs or evals, hides what runs and asks.

// maxDecoded bounds the text one payload decodes to.
const maxDecoded = 64 << 10

// decoder is one decoding call: its name as spelled in code, and how the
// literal argument at index arg of the call decodes.
type decoder struct {
	call string
	kind string // "b64", "hex", or "inflate" (base64 of a compressed stream is decoded first)
	arg  int    // which argument is the payload (pack("H*", PAYLOAD) is 1)
}

var decoders = [...]decoder{
	{"base64_decode", "b64", 0}, {"b64decode", "b64", 0}, {"decodebytes", "b64", 0}, {"decode_base64", "b64", 0},
	{"decode64", "b64", 0}, {"strict_decode64", "b64", 0}, {"urlsafe_b64decode", "b64", 0}, {"atob", "b64", 0},
	{"hex2bin", "hex", 0}, {"fromhex", "hex", 0}, {"unhexlify", "hex", 0}, {"a2b_hex", "hex", 0},
	{"pack", "hex", 1}, {"unpack", "b64", 1}, {"gzinflate", "inflate", 0}, {"gzuncompress", "inflate", 0}, {"gzdecode", "inflate", 0},
	{"decompress", "inflate", 0}, {"Buffer.from", "buffer", 0},
}

// decodePayloads finds decoder calls in code and judges what they decode
// to. It reports whether any decoder call was found.
func (w *walker) decodePayloads(name string, l *lang, code, seg string, depth int) bool {
	if depth >= MaxDepth {
		return false
	}
	found := false
	for _, d := range decoders {
		if (d.call == "pack" || d.call == "unpack") && l != perl && l != php {
			continue // python's struct.pack builds binary data
		}
		for from := 0; from < len(code); {
			i := strings.Index(code[from:], d.call)
			if i < 0 {
				break
			}
			start := from + i
			j := start + len(d.call)
			from = j
			if start > 0 && isIdent(code[start-1]) && code[start-1] != '.' || j < len(code) && isIdent(code[j]) {
				continue // a longer name (unpack, repack, my_atob)
			}
			for j < len(code) && code[j] == ' ' {
				j++
			}
			if j >= len(code) || code[j] != '(' {
				continue
			}
			args, ok := callArgs(code, j)
			found = true
			text, decoded := "", false
			if ok && d.arg < len(args) {
				text, decoded = decodeArg(d, args, code, start)
			}
			if !decoded {
				if evals(code) {
					w.add("obfuscated-exec", seg, name+" code decodes text at run time ("+d.call+") and runs it")
				}
				continue
			}
			w.tracef("%s code: %s(...) decodes to %q", name, d.call, clip(text, 120))
			w.via = append(w.via, name+" "+d.call+" payload")
			w.scanCode(name, l, text, seg, depth+1)
			if takenByShell(code[:start], l) || looksLikeCommand(strings.TrimSpace(text)) && !strings.ContainsAny(text, "();{}") {
				w.script(text, depth+1, name+" decoded shell command")
			}
			w.via = w.via[:len(w.via)-1]
		}
	}
	return found
}

func isIdent(c byte) bool {
	return c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// evals reports code that runs text as code or as a command.
func evals(code string) bool {
	for _, s := range [...]string{"eval", "exec", "system", "popen", "passthru", "shell_exec", "Function(", "spawn", "`", "qx", "assert("} {
		if strings.Contains(code, s) {
			return true
		}
	}
	return false
}

// takenByShell reports a decoder call that is the direct argument of a
// shell-running call: system(base64_decode(...)).
func takenByShell(before string, l *lang) bool {
	b := strings.TrimRight(before, " (")
	for _, c := range l.shellCalls {
		if strings.HasSuffix(b, c) {
			return true
		}
	}
	return false
}

// callArgs reads the arguments of a call whose "(" is at code[open]: each
// a string literal or, for a nested call, the raw text ("" when neither).
func callArgs(code string, open int) ([]string, bool) {
	var out []string
	i := open + 1
	for i < len(code) {
		for i < len(code) && (code[i] == ' ' || code[i] == 'b' && i+1 < len(code) && (code[i+1] == '"' || code[i+1] == '\'')) {
			i++ // spaces, and python's b"..." prefix
		}
		if i >= len(code) {
			return nil, false
		}
		if s, end, ok := strLit(code, i); ok {
			out = append(out, s)
			i = end
		} else {
			// A nested call, a list or a name: its raw text up to the
			// next , or ) at this level.
			depth, k := 0, i
			for ; k < len(code); k++ {
				c := code[k]
				if c == '"' || c == '\'' {
					if _, end, ok := strLit(code, k); ok {
						k = end - 1
						continue
					}
				}
				if c == '(' || c == '[' || c == '{' {
					depth++
				} else if (c == ')' || c == ']' || c == '}') && depth > 0 {
					depth--
				} else if (c == ',' || c == ')') && depth == 0 {
					break
				}
			}
			out = append(out, "\x00"+strings.TrimSpace(code[i:k]))
			i = k
		}
		for i < len(code) && code[i] == ' ' {
			i++
		}
		if i < len(code) && code[i] == ',' {
			i++
			continue
		}
		if i < len(code) && code[i] == ')' {
			return out, true
		}
		return nil, false
	}
	return nil, false
}

// decodeArg decodes the payload argument of one decoder call.
func decodeArg(d decoder, args []string, code string, start int) (string, bool) {
	p := args[d.arg]
	kind := d.kind
	switch d.call {
	case "pack":
		if !strings.HasPrefix(args[0], "H") {
			return "", false // pack's other templates build binary data
		}
	case "unpack":
		if args[0] != "m" && args[0] != "m0" && args[0] != "m*" {
			return "", false // only perl's "m" template decodes (base64)
		}
	case "Buffer.from":
		if len(args) < 2 || strings.HasPrefix(args[1], "\x00") {
			return "", false
		}
		switch args[1] {
		case "base64", "base64url":
			kind = "b64"
		case "hex":
			kind = "hex"
		default:
			return "", false
		}
	case "fromhex":
		if !strings.HasSuffix(code[:start], "bytes.") && !strings.HasSuffix(code[:start], "bytearray.") {
			return "", false
		}
	}
	if strings.HasPrefix(p, "\x00") {
		if kind != "inflate" {
			return "", false
		}
		// gzinflate(base64_decode("...")): the inner call gives the bytes.
		inner := p[1:]
		k := strings.IndexByte(inner, '(')
		if k < 0 {
			return "", false
		}
		ia, ok := callArgs(inner, k)
		if !ok || len(ia) == 0 || strings.HasPrefix(ia[0], "\x00") {
			return "", false
		}
		raw, ok := decodeBytes("b64", ia[0])
		if !ok {
			return "", false
		}
		return inflate(raw)
	}
	if kind == "inflate" {
		return "", false // compressed bytes spelled as a literal: not text
	}
	raw, ok := decodeBytes(kind, p)
	if !ok || len(raw) > maxDecoded {
		return "", false
	}
	return string(raw), true
}

func decodeBytes(kind, s string) ([]byte, bool) {
	s = strings.TrimSpace(s)
	switch kind {
	case "hex":
		b, err := hex.DecodeString(s)
		return b, err == nil
	case "b64":
		for _, enc := range [...]*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
			if b, err := enc.DecodeString(s); err == nil {
				return b, true
			}
		}
	}
	return nil, false
}

// inflate decompresses raw deflate, zlib or gzip bytes, bounded.
func inflate(b []byte) (string, bool) {
	try := func(r io.Reader, err error) (string, bool) {
		if err != nil {
			return "", false
		}
		out, err := io.ReadAll(io.LimitReader(r, maxDecoded+1))
		if err != nil || len(out) > maxDecoded {
			return "", false
		}
		return string(out), true
	}
	if s, ok := try(flate.NewReader(bytes.NewReader(b)), nil); ok {
		return s, true
	}
	if s, ok := try(zlib.NewReader(bytes.NewReader(b))); ok {
		return s, true
	}
	return try(gzip.NewReader(bytes.NewReader(b)))
}

// decodeStdin works out what a decoding filter prints for known text on
// stdin: base64 -d, xxd -r -p, rev. ok is false for a file operand, a
// download, text that does not decode or other options.
func decodeStdin(name string, args []arg, in input) (string, bool) {
	flags, ops := opts(args)
	if !in.hasCode || in.download || in.decoded || len(ops) > 0 || strings.Contains(in.code, dyn) {
		return "", false
	}
	var b []byte
	var ok bool
	switch name {
	case "base64":
		b, ok = decodeBytes("b64", strings.Join(strings.Fields(in.code), ""))
	case "xxd":
		if !hasShort(flags, "p") && !hasLong(flags, "-ps", "-plain", "--plain") {
			return "", false // xxd -r of a full dump: not read here
		}
		b, ok = decodeBytes("hex", strings.Join(strings.Fields(in.code), ""))
	case "rev":
		if len(flags) > 0 {
			return "", false
		}
		lines := strings.Split(strings.TrimSuffix(in.code, "\n"), "\n")
		for i, l := range lines {
			r := []rune(l)
			slices.Reverse(r)
			lines[i] = string(r)
		}
		return strings.Join(lines, "\n") + "\n", true
	}
	if !ok || len(b) > maxDecoded {
		return "", false
	}
	return string(b), true
}

// textSubst is what a substitution made only of text commands prints
// ($(printf '\x72\x6d'), "$(echo cm0g... | base64 -d)", "$(xxd -r -p <<<
// HEX)"), with trailing newlines dropped as the shell does; ok is false
// for any other substitution or text the guard cannot work out, and
// decoded says base64 or hex was decoded on the way. Its
// commands were judged already as a substitution: this walk only reads
// what they print.
func (w *walker) textSubst(n syntax.Node) (text string, decoded, ok bool) {
	c, isCS := n.(*syntax.CmdSubst)
	if !isCS || len(c.Stmts) == 0 || len(c.Stmts) > 4 {
		return "", false, false
	}
	pure := true
	syntax.Walk(c, func(m syntax.Node) bool {
		switch m := m.(type) {
		case *syntax.CmdSubst:
			pure = pure && m == c
		case *syntax.ProcSubst, *syntax.FuncDecl, *syntax.Subshell, *syntax.Block:
			pure = false
		case *syntax.BinaryCmd:
			pure = pure && m.Op == syntax.Pipe
		case *syntax.CallExpr:
			if len(m.Args) == 0 {
				pure = false
				break
			}
			switch m.Args[0].Lit() {
			case "echo", "printf", "base64", "xxd", "rev", "cat":
			default:
				pure = false
			}
		}
		return pure
	})
	if !pure {
		return "", false, false
	}
	nf, nj, na, nc := len(w.findings), w.judged, w.allowed, len(w.cmds)
	out := w.stmtsOut(c.Stmts, w.depth, input{})
	w.findings, w.judged, w.allowed, w.cmds = w.findings[:nf], nj, na, w.cmds[:nc]
	if !out.hasEcho || out.download || strings.Contains(out.echo, dyn) || len(out.echo) > maxDecoded {
		return "", false, false
	}
	return strings.TrimRight(out.echo, "\n"), out.decoded, true
}
