package reduce

import "strings"

// TeX's log, as pdflatex, xelatex, lualatex and latexmk print it: most of
// it is the files the run opened and the fonts it loaded, and what says
// something about the document are a few shapes, whatever the driver:
// an error's "l.N" line (where in the source it stopped), a box that does
// not fit ("Overfull \hbox (12.3pt too wide) in paragraph at lines
// 28--34", the place to fix), a package warning's continuation lines
// ("(biblatex)   and rerun LaTeX afterwards."), and "Output written on
// main.pdf (8 pages, 392627 bytes).", the run's result.

// (Read with strings, not expressions: the package is linked into every
// hook, and expressions compiled at start-up would cost each one.)

// texBox reports "Overfull \hbox (" and its kin.
func texBox(t string) bool {
	for _, p := range [...]string{"Overfull \\", "Underfull \\", "Tight \\", "Loose \\"} {
		if r, ok := strings.CutPrefix(t, p); ok {
			return strings.HasPrefix(r, "hbox (") || strings.HasPrefix(r, "vbox (")
		}
	}
	return false
}

// texOutput reports "Output written on main.pdf (8 pages, 392627 bytes).".
func texOutput(t string) bool {
	r, ok := strings.CutPrefix(t, "Output written on ")
	return ok && strings.HasSuffix(r, " bytes).") && strings.Contains(r, " page") && strings.Contains(r, " (")
}

// texPackage returns the package of "Package NAME Warning: ...", or "".
func texPackage(t string) string {
	r, ok := strings.CutPrefix(t, "Package ")
	if !ok {
		return ""
	}
	name, rest, ok := strings.Cut(r, " ")
	if ok && (strings.HasPrefix(rest, "Warning: ") || strings.HasPrefix(rest, "Error: ") || strings.HasPrefix(rest, "Info: ")) {
		return name
	}
	return ""
}

// texLine reports TeX's "l.27 ..." line under an error.
func texLine(t string) bool {
	r, ok := strings.CutPrefix(t, "l.")
	if !ok {
		return false
	}
	n, _, ok := strings.Cut(r, " ")
	return ok && n != "" && allDigits(n)
}

// texBoxes is how many distinct box warnings stay: past that many, the
// document has a layout to rework and the full output lists them.
const texBoxes = 30

// keepTeXNotes keeps those lines: each distinct box warning and result
// once (latexmk's reruns print them again), the "l.N" line under an
// error, and a kept package message's continuation lines.
func keepTeXNotes(ls []line) []line {
	seen := map[string]bool{}
	boxes := 0
	pkg := "" // the package of the message whose continuation lines follow
	for i := range ls {
		t := ls[i].text
		if !ls[i].shown() {
			continue
		}
		switch {
		case texBox(t):
			if !seen[t] && boxes < texBoxes {
				seen[t] = true
				boxes++
				ls[i].cls = keep
			}
			pkg = ""
		case texOutput(t):
			if !seen[t] {
				seen[t] = true
				ls[i].cls = keep
			}
			pkg = ""
		case texLine(t):
			// Under an error ("! Undefined control sequence." or
			// "./a.tex:34: Undefined control sequence.") a few lines up.
			for j := i - 1; j >= 0 && j >= i-6; j-- {
				if u := ls[j].text; strings.HasPrefix(u, "! ") || texFileLineError(u) {
					if ls[j].cls == keep {
						ls[i].cls = keep
					}
					break
				}
			}
			pkg = ""
		case pkg != "" && strings.HasPrefix(t, "("+pkg+")"):
			ls[i].cls = keep
		case strings.HasPrefix(t, "Runaway ") && strings.HasSuffix(t, "?"):
			// "Runaway argument?": TeX's first line of an error whose "!"
			// line comes after the text it ran through.
			ls[i].cls = keep
		case strings.HasPrefix(t, "build succeeded") || strings.HasPrefix(t, "build finished with problems"):
			// Sphinx's result, printed before a make target goes on to
			// run LaTeX over what it wrote.
			ls[i].cls = keep
		default:
			pkg = ""
			if p := texPackage(t); p != "" && ls[i].cls == keep {
				pkg = p
			}
		}
	}
	return ls
}

// texFileLineError reports TeX's -file-line-error form of an error:
// "./sections/site.tex:34: Undefined control sequence.".
func texFileLineError(s string) bool {
	f, rest, ok := strings.Cut(s, ":")
	if !ok || !strings.HasSuffix(f, ".tex") && !strings.HasSuffix(f, ".sty") && !strings.HasSuffix(f, ".cls") {
		return false
	}
	n, _, ok := strings.Cut(rest, ":")
	return ok && allDigits(n)
}
