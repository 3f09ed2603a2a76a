//go:build race

package main

// raceDetector says the tests run under -race. The red-team sets
// (TestTripwireRedteam4, TestPrePushRedteam) drive a plain build of
// hooktool, so the detector would watch only their harness, at several
// times the cost; `make race` runs them in a step of their own without it.
const raceDetector = true
