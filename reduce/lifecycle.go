package reduce

import "strings"

// A service's log says when the process came up, became ready and went
// down: redis's "Ready to accept connections" and "User requested
// shutdown...", PostgreSQL's "database system is ready to accept
// connections" and "received fast shutdown request", MariaDB's "ready for
// connections", a web server's "listening on". Among hundreds of routine
// records these are how an incident reads: the restart between two
// failures, the stop that came before the refused connections. They are
// routine by level, so a log's budget would sample them away; they stay.

// lifecycleMax is how many such records stay in one output: a crash loop
// writes its start a hundred times, and the first and the last few say
// it (the repeats fold as any record does).
const lifecycleMax = 24

// keepLifecycle keeps a log's records that mark its process's start,
// readiness or stop: every one up to lifecycleMax, past that the first
// and the last half of that many.
func keepLifecycle(ls []line) {
	var at []int
	for i, l := range ls {
		if l.shown() && l.cls != keep && l.cls != gone && logHead(l.text) && lifecycleRecord(l.text) {
			at = append(at, i)
		}
	}
	if len(at) > lifecycleMax {
		at = append(at[:lifecycleMax/2], at[len(at)-lifecycleMax/2:]...)
	}
	for _, i := range at {
		ls[i].cls = keep
	}
}

// rareClientErrors is how many access rows with a client's error status
// a log may hold for each to stay: a few 400s and 404s among the 200s are
// the requests that went wrong (the form the agent posted, the page it
// asked for); dozens are a scan or a crawler, routine (serverErrorRow).
const rareClientErrors = 10

// keepRareClientErrors keeps a log's access rows whose status is a
// client's error (4xx) when there are few of them.
func keepRareClientErrors(ls []line) {
	var at []int
	for i, l := range ls {
		if l.shown() && l.cls != keep && l.cls != gone && clientErrorRow(l.text) {
			if at = append(at, i); len(at) > rareClientErrors {
				return
			}
		}
	}
	for _, i := range at {
		ls[i].cls = keep
	}
}

// clientErrorRow reports an access log's row whose status is a client's
// error.
func clientErrorRow(s string) bool {
	return len(s) <= 4096 && accessStatus(s) == '4'
}

// lifecycleRecord reports a record that says its process started,
// became ready, was asked to stop or stopped.
func lifecycleRecord(s string) bool {
	t := strings.ToLower(s)
	for _, p := range []string{"ready to accept", "ready for connections", "listening on", "shutting down", "shutdown", "shut down",
		"ready to exit", "exiting", "is starting", "server started", "server stopped", "restarting"} {
		if strings.Contains(t, p) {
			return true
		}
	}
	return false
}
