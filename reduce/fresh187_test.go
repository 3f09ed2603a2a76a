package reduce

import "testing"

// TestFresh187Fixtures scores the hundred-and-eighty-seventh blind set (testdata/fresh187: hardware
// design and embedded toolchains: iverilog/vvp, Verilator, GHDL, Yosys, nextpnr/icestorm,
// arm-none-eabi and avr toolchains, QEMU, CMake/CTest, SDCC and cppcheck), recorded by a helper that
// never read the reducer; see its README.
func TestFresh187Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh187", 0, t.Logf)
}
