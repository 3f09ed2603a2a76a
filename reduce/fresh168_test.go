package reduce

import "testing"

// TestFresh168Fixtures scores the 168th blind set (see its README: data
// analysis and scientific computing: pandas, numpy, scipy, scikit-learn,
// pytest and hypothesis, R CMD check and testthat, Jupyter notebooks,
// Octave, Fortran with BLAS, make and Snakemake pipelines, sqlite3,
// DuckDB, csvkit, miller and gnuplot), recorded without reading the
// reducers.
func TestFresh168Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh168", 0, t.Logf) }
