// Package proctest lets a test wait for a process that the code under
// test killed to be gone.
//
// A signal is delivered when the kernel next runs its target: kill(2)
// returns before a SIGKILLed process has died, and on a loaded machine
// the test's look at /proc can come first and find it still running.
// The test asks whether it dies within a bound instead.
package proctest

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// Dead reports whether process pid has ended within d: its /proc entry
// is gone, or it is a zombie (state Z) or dead (X) awaiting its reaper.
// When it has not, stat is its last /proc/PID/stat line, for the
// failure's message.
func Dead(pid int, d time.Duration) (dead bool, stat string) {
	deadline := time.Now().Add(d)
	for {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return true, ""
		}
		stat = string(b)
		if strings.Contains(stat, ") Z ") || strings.Contains(stat, ") X ") {
			return true, ""
		}
		if time.Now().After(deadline) {
			return false, stat
		}
		time.Sleep(10 * time.Millisecond)
	}
}
