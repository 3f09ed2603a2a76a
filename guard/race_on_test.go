//go:build race

package guard_test

// raceDetector says the tests run under -race. TestCutCommandsDoNotPanic
// judges a hundred thousand cut lines on one goroutine, so the detector
// would watch nothing at several times the cost; `make race` runs it in
// a step of its own without it.
const raceDetector = true
