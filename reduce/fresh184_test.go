package reduce

import "testing"

// TestFresh184Fixtures scores the hundred-and-eighty-fourth blind set
// (testdata/fresh184: document, diagram and site builds: pdflatex,
// xelatex, latexmk, bibtex, biber, makeindex, TeX logs read afterwards,
// chktex, lacheck, pandoc, groff and man, makeinfo, asciidoctor, graphviz,
// PlantUML, xmllint on DocBook, hugo, aspell and hunspell), recorded by a
// helper that never read the reducer; see its README.
func TestFresh184Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh184", 0, t.Logf)
}
