//go:build race

package reduce

// raceDetector says the tests run under -race. The blind sets
// (TestFresh*Fixtures) reduce each recorded output on one goroutine, so
// the detector would watch nothing at several times the cost; `make race`
// scores them in a step of their own without it. TestFixtures, whose
// outputs go through the same reducers, still runs under it.
const raceDetector = true
