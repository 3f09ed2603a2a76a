package guard

import (
	"path"
	"strings"
)

// Data lost without rm: archivers and compressors that delete what they
// read, a recursive chmod that takes the owner's read permission away, and
// in-place edits whose script keeps no line.

// deletedInputs judges the operands an archiver, copier or compressor
// deletes after reading them as rm -r of those paths: tar --remove-files,
// zip -m, 7z a -sdel, rsync --remove-source-files, gzip -r (without -k)
// and zstd -r --rm, which replace every file of a folder.
func (w *walker) deletedInputs(name string, args []arg, seg string, in input) {
	var srcs []arg
	switch name {
	case "tar", "bsdtar", "gtar":
		args = tarArgs(args)
		if !hasAbbrevArg(args, "--remove-files", 5) {
			return
		}
		p := parseArgs(args, "fCbTXgKNVLHIF", tarLong, tarKnown...)
		dir := p.last("-C", "--directory")
		for _, o := range p.ops {
			if dir != nil && !path.IsAbs(o.s) && !strings.HasPrefix(o.s, "~") {
				// tar -C DIR NAME: NAME is DIR's.
				o = arg{s: path.Join(dir.s, o.s), raw: o.raw, dyn: o.dyn || dir.dyn, glob: o.glob}
			}
			srcs = append(srcs, o)
		}
		// tar -T LIST / --files-from=LIST: the names it archives, and
		// deletes, are LIST's lines, judged as xargs judges its input.
		for _, v := range p.vals {
			if v.name == "-T" || v.name == "--files-from" {
				srcs = append(srcs, listedNames(v.val, in)...)
			}
		}
	case "zip", "rsync", "7z", "7za", "7zr", "rar", "arj", "lha", "lharc", "ha", "zoo":
		_, ops := opts(args)
		srcs = removedSources(name, args, ops)
	case "gzip", "pigz", "zstd":
		flags, ops := opts(args)
		if !hasShort(flags, "r") && !hasLong(flags, "--recursive") || hasShort(flags, "kcdtl") || hasLong(flags, "--keep", "--stdout", "--to-stdout", "--decompress", "--uncompress", "--test", "--list") {
			return
		}
		if name == "zstd" && !hasLong(flags, "--rm") {
			return // zstd keeps its input unless told
		}
		srcs = ops
	default:
		return
	}
	if len(srcs) == 0 {
		return
	}
	rm := make([]arg, 0, len(srcs)+2)
	rm = append(rm, arg{s: "-r"}, arg{s: "--"})
	w.tracef("%s deletes what it reads: judged as rm -r of it", name)
	w.rm(name, append(rm, srcs...), seg)
}

// hasAbbrevArg reports a long option among args, spelled in full or by an
// unambiguous prefix of at least min letters, before any "--".
func hasAbbrevArg(args []arg, opt string, min int) bool {
	for _, a := range args {
		if a.s == "--" {
			break
		}
		if isAbbrev(a.s, opt, min) {
			return true
		}
	}
	return false
}

// hidesFromOwner reports a chmod mode that leaves the owner without read
// permission: 000, 0, 200, a-rwx, u-r, a=, u=x. chmod -R with it makes
// every file under the folder unreadable, as good as lost until someone
// puts the bit back. Taking it from the group and others (go-rwx, 700) is
// ordinary hardening.
func hidesFromOwner(mode string) bool {
	if mode == "" {
		return false
	}
	if strings.Trim(mode, "01234567") == "" {
		if len(mode) > 4 {
			return false
		}
		owner := byte('0')
		if len(mode) >= 3 {
			owner = mode[len(mode)-3]
		}
		return (owner-'0')&4 == 0
	}
	read := true // the owner's read bit, as each clause leaves it
	for _, clause := range strings.Split(mode, ",") {
		i := 0
		for i < len(clause) && strings.IndexByte("ugoa", clause[i]) >= 0 {
			i++
		}
		who := clause[:i]
		owner := who == "" || strings.ContainsAny(who, "ua")
		for i < len(clause) {
			op := clause[i]
			if op != '+' && op != '-' && op != '=' {
				return false // not a mode the guard reads
			}
			j := i + 1
			for j < len(clause) && strings.IndexByte("+-=", clause[j]) < 0 {
				j++
			}
			perms := clause[i+1 : j]
			if owner {
				hasR := strings.ContainsRune(perms, 'r')
				switch op {
				case '+':
					read = read || hasR
				case '-':
					read = read && !strings.ContainsRune(perms, 'r')
				case '=':
					read = hasR
				}
			}
			i = j
		}
	}
	return !read
}

// perlKeepsNoLine reports perl -n code (quiet) whose prints never run, so
// an in-place edit leaves the file empty: print if 0, print unless 1,
// 0 and print. With -p, code that only empties $_ ($_ = "", undef $_)
// does the same.
func perlKeepsNoLine(code string, quiet bool) bool {
	if !quiet {
		for _, st := range strings.Split(code, ";") {
			st = strings.Join(strings.Fields(st), "")
			switch st {
			case "", `$_=""`, `$_=''`, "undef$_", "$_=undef", "s/.*//s", "s/^.*$//s":
			default:
				return false
			}
		}
		return strings.TrimSpace(code) != ""
	}
	for _, st := range strings.Split(code, ";") {
		st = strings.TrimSpace(st)
		if !strings.Contains(st, "print") && !strings.Contains(st, "say") && !strings.Contains(st, "syswrite") {
			continue
		}
		f := strings.Fields(st)
		switch {
		case len(f) >= 3 && (f[len(f)-2] == "if" || f[len(f)-2] == "and") && perlConst(f[len(f)-1]) == 0:
		case len(f) >= 3 && (f[len(f)-2] == "unless" || f[len(f)-2] == "or") && perlConst(f[len(f)-1]) == 1:
		case len(f) >= 3 && (f[1] == "and" || f[1] == "&&") && perlConst(f[0]) == 0:
		case len(f) >= 3 && (f[1] == "or" || f[1] == "||") && perlConst(f[0]) == 1:
		default:
			return false
		}
	}
	return true
}

// perlConst is a Perl constant's truth: 0 false, 1 true, -1 not a constant.
func perlConst(s string) int {
	s = strings.TrimRight(s, ")")
	s = strings.TrimLeft(s, "(")
	switch s {
	case "0", "''", `""`, "'0'", `"0"`, "undef", "!1", "0.0", "!!0", "()":
		return 0
	case "1", "!0", "'1'", `"1"`, "!!1":
		return 1
	}
	if strings.Trim(s, "0123456789") == "" && s != "" {
		return 1 // a number other than 0
	}
	return -1
}

// listedNames are the paths a list file names (tar -T LIST, which reads
// one a line): a lister's paths or the words echo spells out when the list
// is stdin, else paths that can be anywhere (rm-dynamic), as xargs -a
// FILE's are.
func listedNames(list arg, in input) []arg {
	if list.s == "-" || list.s == "/dev/stdin" {
		if len(in.list) > 0 {
			return in.list
		}
		if in.hasCode && !in.download && !in.decoded {
			var out []arg
			for _, l := range strings.Split(in.code, "\n") {
				l = strings.TrimSpace(l)
				if l == "" {
					continue
				}
				if len(out) >= 16 || strings.Contains(l, dyn) || strings.ContainsAny(l, "'\"\\$`*?[]{}()<>|;&") {
					return append(out, arg{s: dyn, dyn: true, raw: "{stdin}", quoted: true, listed: true})
				}
				out = append(out, arg{s: l, raw: l, quoted: true})
			}
			return out
		}
	}
	return []arg{{s: dyn, dyn: true, raw: "{" + list.raw + "}", quoted: true, listed: true}}
}
