//go:build race

package narrate

// raceDetector says the tests run under -race. TestCutMessagesDoNotPanic
// judges thousands of cut messages on one goroutine, so the detector
// would watch nothing at several times the cost; `make race` runs it in
// a step of its own without it.
const raceDetector = true
