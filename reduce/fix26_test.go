package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestCurlMeterGluedStatus: curl's progress meter writes its rows to
// stderr without a line's end, so under -i the status line follows the
// last row on one line; that line is the status line's, and stays. Of
// the response head -i prints bare, the headers that matter stay and the
// others go, as under -v.
func TestCurlMeterGluedStatus(t *testing.T) {
	var b strings.Builder
	b.WriteString("  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current\n")
	b.WriteString("                                 Dload  Upload   Total   Spent    Left  Speed\n")
	glued := "  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0HTTP/1.0 404 Not Found"
	b.WriteString(glued + "\n")
	b.WriteString("Server: BaseHTTP/0.6 Python/3.11.2\nDate: Fri, 04 Dec 2026 11:46:54 GMT\nContent-Type: application/json\nX-Trace-Hop: relay-7-eu-west-2, relay-3-eu-west-1, origin-tram-api-04\n\n")
	b.WriteString("[\n")
	for i := range 120 {
		fmt.Fprintf(&b, "  {\"stop\": %d, \"name\": \"Stop %d\", \"zone\": %d},\n", i, i, i%4)
	}
	b.WriteString("  {\"error\": \"stop 999 not found\"}\n]\n")
	out := reduceAsRun(Curl, b.String())
	wants(t, out, glued, "Content-Type: application/json", `  {"error": "stop 999 not found"}`)
	for _, gone := range []string{"Server: BaseHTTP", "Date: Fri", "X-Trace-Hop", `"stop": 60,`} {
		if strings.Contains(out, gone) {
			t.Errorf("%q stayed:\n%s", gone, out)
		}
	}
	// A meter row alone is the meter's, and goes.
	if rest, ok := curlMeterGlued("100  1400  100  1400    0     0   795k      0 --:--:-- --:--:-- --:--:-- 1367k"); ok {
		t.Errorf("a meter row read as glued to %q", rest)
	}
}
