package reduce

// A test run the agent is debugging prints what it asked the code to say
// (pytest -s, cargo test -- --nocapture): "DEBUG cells 0 recent 2", "dbg
// i=1 a=4.6 b=4.8", pytest -s's print behind the test file's name. Those
// lines are what the run was made for, and stay (up to debugPrintMax); a
// logging record at DEBUG (pytest --log-cli-level's "DEBUG    app.risk:
// risk.py:42 ...") is a log's routine line, left to the budgets.

// debugPrintRe is a line a test printed to debug itself: "DEBUG", "dbg" or
// "debug" first, after the test file pytest -s may print it behind.
var debugPrintRe = lazy(`^(\S+\.py )?(DEBUG|Debug|debug|DBG|dbg)\b[:=]?\s`)

// logRecordRe is a logging record at a level, its logger and place next
// ("DEBUG    app.risk:risk.py:42 ...").
var logRecordRe = lazy(`^(DEBUG|INFO|WARNING|ERROR|CRITICAL)\s+\S+:\S+:\d+ `)

// debugPrintMax is how many debug prints of a run stay.
const debugPrintMax = 40

// keepDebugPrints keeps the first debugPrintMax lines a test run printed
// to debug itself (see above).
func keepDebugPrints(ls []line) {
	n := 0
	for i := range ls {
		if n >= debugPrintMax {
			return
		}
		if ls[i].shown() && ls[i].cls != keep && debugPrintRe.MatchString(ls[i].text) && !logRecordRe.MatchString(ls[i].text) {
			ls[i].cls = keep
			n++
		}
	}
}
