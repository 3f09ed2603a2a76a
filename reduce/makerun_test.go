package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// make running a test runner no shape names (node's test runner, dot
// reporter) reads it with the generic rules: each failure's expected and
// actual values stay, the runtime's frames go, make's own error line stays.
func TestMakeRunsUnknownRunner(t *testing.T) {
	in := []string{"node --test --test-reporter=dot test/"}
	in = append(in, strings.Repeat(".", 60)+"X"+strings.Repeat(".", 9), "", "Failed tests:", "")
	for i := 0; i < 4; i++ {
		in = append(in, fmt.Sprintf("✖ rounds the total of basket %d (1.2ms)", i),
			"  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
			"  ",
			fmt.Sprintf("  4.%d !== 4.%d99999999999999", i+2, i+1),
			"  ",
			"      at TestContext.<anonymous> (file:///srv/app/test/total.test.mjs:14:10)",
			"      at Test.runInAsyncScope (node:async_hooks:203:9)",
			"      at Test.run (node:internal/test_runner/test:631:25)",
			"      at async Test.processPendingSubtests (node:internal/test_runner/test:374:7) {",
			"    generatedMessage: true,",
			"    code: 'ERR_ASSERTION',",
			fmt.Sprintf("    actual: 4.%d,", i+2),
			fmt.Sprintf("    expected: 4.%d99999999999999,", i+1),
			"    operator: 'strictEqual'",
			"  }", "")
	}
	in = append(in, "make: *** [Makefile:5: test] Error 1")
	out, omitted := Text(Make, strings.Join(in, "\n")+"\n", "/f")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	for _, s := range []string{"    actual: 4.2,", "    expected: 4.199999999999999,", "    actual: 4.3,", "    expected: 4.299999999999999,", "make: *** [Makefile:5: test] Error 1"} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
}
