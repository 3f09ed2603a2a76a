package scan

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/hookd/hookd/scan/scantest"
)

// benchTreeBytes is the size of the generated tree.
const benchTreeBytes = 100 << 20

// benchTree builds (once) a 100 MB tree of real source text: the Go
// distribution's own .go files, copied round-robin, with a generated secret
// of every kind planted every 2,000 lines. HOOKTOOL_BENCH_TREE keeps it in a
// chosen folder between runs (and lets another scanner read the same tree).
func benchTree(b *testing.B) (dir string, planted int) {
	b.Helper()
	treeOnce.Do(func() { treeDir, treePlanted, treeErr = makeTree(b) })
	if treeErr != nil {
		b.Fatal(treeErr)
	}
	return treeDir, treePlanted
}

// TestMain removes a tree the benchmarks generated in a temp folder (one
// kept with HOOKTOOL_BENCH_TREE stays).
func TestMain(m *testing.M) {
	code := m.Run()
	if treeTemp != "" {
		os.RemoveAll(treeTemp)
	}
	os.Exit(code)
}

var (
	treeTemp    string
	treeOnce    sync.Once
	treeDir     string
	treePlanted int
	treeErr     error
)

func makeTree(b *testing.B) (string, int, error) {
	dir := os.Getenv("HOOKTOOL_BENCH_TREE")
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "hooktool-bench-tree-"); err != nil {
			return "", 0, err
		}
		treeTemp = dir
	}
	marker := filepath.Join(dir, ".complete")
	if m, err := os.ReadFile(marker); err == nil {
		var n int
		fmt.Sscan(string(m), &n)
		return dir, n, nil
	}
	var sources [][]byte
	root := filepath.Join(goroot(), "src")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.Contains(p, "testdata") {
			return err
		}
		data, err := os.ReadFile(p)
		if err == nil && !Binary(data) && len(data) < 256<<10 {
			sources = append(sources, data)
		}
		return err
	})
	if err != nil {
		return "", 0, err
	}
	if len(sources) == 0 {
		return "", 0, fmt.Errorf("no Go sources under %s", root)
	}
	g := scantest.New(99)
	kinds := scantest.Kinds()
	total, planted, lines, file := 0, 0, 0, 0
	for total < benchTreeBytes {
		src := sources[file%len(sources)]
		var out bytes.Buffer
		for _, l := range bytes.SplitAfter(src, []byte{'\n'}) {
			out.Write(l)
			if lines++; lines%2000 == 0 {
				line, _, _ := g.Line(kinds[planted%len(kinds)])
				out.WriteString("// " + line + "\n")
				planted++
			}
		}
		p := filepath.Join(dir, fmt.Sprintf("d%03d", file/100), fmt.Sprintf("f%05d.go", file))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return "", 0, err
		}
		if err := os.WriteFile(p, out.Bytes(), 0o644); err != nil {
			return "", 0, err
		}
		total += out.Len()
		file++
	}
	b.Logf("generated %d MB in %d files under %s, %d secrets planted", total>>20, file, dir, planted)
	return dir, planted, os.WriteFile(marker, fmt.Append(nil, planted), 0o644)
}

// cpuTime is the CPU time this process has used. The machine these
// benchmarks run on is shared, so besides wall-clock MB/s they report MB per
// CPU-second: what one core does when it is not waiting its turn.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func reportCPU(b *testing.B, start time.Duration, bytes int64) {
	if cpu := cpuTime() - start; cpu > 0 {
		b.ReportMetric(float64(bytes)*float64(b.N)/1e6/cpu.Seconds(), "MB/cpu-s")
	}
}

// BenchmarkScanTree walks, reads and scans the 100 MB tree on one goroutine
// with every rule on (profile strict: nothing is off). Run it with -cpu 1
// for the one-core figure; MB/s is what matters.
func BenchmarkScanTree(b *testing.B) {
	dir, planted := benchTree(b)
	s, err := New(Options{Profile: "strict"})
	if err != nil {
		b.Fatal(err)
	}
	start := cpuTime()
	var n int64
	var rd Reader
	for b.Loop() {
		n = 0
		found := 0
		err := Walk([]string{dir}, func(p string, info fs.FileInfo) error {
			data, err := rd.Read(p, info.Size())
			if err != nil {
				return err
			}
			n += int64(len(data))
			for _, f := range s.Scan(Input{Path: p, Data: data}) {
				if f.Category == CatSecret {
					found++
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
		b.SetBytes(n)
		// Every planted secret (the host kinds aside, as the Go sources
		// hold a few addresses of their own) must be found.
		if found < planted*17/23 {
			b.Fatalf("found %d secrets, planted about %d", found, planted*17/23)
		}
	}
	reportCPU(b, start, n)
}

// BenchmarkScanMemory is the scanner alone over the same bytes, already in
// memory: no file system.
func BenchmarkScanMemory(b *testing.B) {
	dir, _ := benchTree(b)
	var files [][]byte
	var n int64
	err := Walk([]string{dir}, func(p string, info fs.FileInfo) error {
		data, err := os.ReadFile(p)
		files = append(files, data)
		n += int64(len(data))
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	s, err := New(Options{Profile: "strict"})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(n)
	start := cpuTime()
	for b.Loop() {
		for _, d := range files {
			s.Scan(Input{Data: d})
		}
	}
	reportCPU(b, start, n)
}

// BenchmarkRedactCommand is the hook's cost of redacting one ordinary
// command before it goes into state.
func BenchmarkRedactCommand(b *testing.B) {
	cmd := "go test ./... -run TestScripts -count=1 2>&1 | tail -40"
	Redact(cmd)
	for b.Loop() {
		Redact(cmd)
	}
}

// goroot is the Go installation the benchmarks borrow real source text from.
func goroot() string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}
