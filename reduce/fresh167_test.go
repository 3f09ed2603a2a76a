package reduce

import "testing"

// TestFresh167Fixtures scores the 167th blind set (see its README: release
// engineering and packaging: autotools and make distcheck, CMake and
// CPack, meson dist, dpkg-buildpackage and lintian, rpmbuild, python -m
// build and twine, npm pack and publish, cargo package, go builds and
// vendoring, gpg signatures, checksums and reproducibility checks),
// recorded without reading the reducers.
func TestFresh167Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh167", 0, t.Logf) }
