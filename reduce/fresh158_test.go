package reduce

import "testing"

// TestFresh158Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh158): 65 outputs of document and site
// builds (LaTeX with latexmk, biber and bibtex, Sphinx, MkDocs, Hugo,
// pandoc, Asciidoctor, Doxygen, Jekyll) and front-end quality tools from
// npm (markdownlint, stylelint, html-validate, htmlhint, prettier --check,
// cspell), with git and grep on the same trees; median 4.2 KB. A baseline:
// it logs lost keep lines and miscounting markers instead of failing on
// them.
func TestFresh158Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh158", 0, t.Logf)
}
