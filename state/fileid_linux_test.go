package state

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// recordID writes the record Close would write for the file at path as it
// is now, with boot in place of this boot's start when it is not "".
func recordID(t *testing.T, path, boot string) {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	id := fileID(fi)
	if id == "" {
		t.Skip("no boot ID on this machine: the record keeps the CRC-32 (TestDamagedFilesQuarantined covers it)")
	}
	if boot != "" {
		file, _, _ := cutBoot(id)
		id = file + " boot " + boot
	}
	lock, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := writeSum(lock, fileSum{size: fi.Size(), id: id, ok: true}); err != nil {
		t.Fatal(err)
	}
}

// childOpen runs TestChildOpen on the file at path.
func childOpen(t *testing.T, path string) string {
	t.Helper()
	out, _ := runChild(t, path)
	return out
}

// A writer's Close names the file in the lock file, and the next Open uses
// the file on that record alone.
func TestCloseRecordsFileID(t *testing.T) {
	path := tempPath(t)
	db, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *Tx) error { return tx.Put("calls", "k", []byte("v"), time.Hour) }); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	lock, err := os.Open(path + ".lock")
	if err != nil {
		t.Fatal(err)
	}
	got := readSum(lock)
	lock.Close()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	want := fileID(fi)
	if want == "" {
		t.Skip("no boot ID on this machine")
	}
	if !got.ok || !sameFile(got.id, fi) || got.size != fi.Size() {
		t.Fatalf("lock file records %v; the file is %d bytes, %s", got, fi.Size(), want)
	}
}

func TestFileIDRecord(t *testing.T) {
	orig := bigFile(t, 400)
	damaged := damagedFiles(t)["branch-points-to-itself"]
	if len(damaged) != len(orig) {
		t.Fatalf("the damaged file is %d bytes, the original %d: the test needs a same-size rewrite", len(damaged), len(orig))
	}
	used, moved := "quarantined=false\nupdate: <nil>\nread: <nil>", "quarantined=true\nupdate: <nil>\nread: <nil>"
	// Damage written in place after the record, at the same size: the
	// change time moved, so the file is walked and moved aside before
	// bbolt reads it (else the child dies of a stack overflow).
	t.Run("rewritten in place", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "state.db")
		plant(t, path, orig, nil)
		recordID(t, path, "")
		fi, _ := os.Stat(path)
		before := fileID(fi)
		// A kernel older than 6.13 keeps the change time of a write within
		// the clock tick of the stat that read it: write again until the
		// time moves, as any later write would.
		for i := 0; ; i++ {
			f, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.WriteAt(damaged, 0); err != nil {
				t.Fatal(err)
			}
			f.Close()
			fi, _ := os.Stat(path)
			if fileID(fi) != before || i == 50 {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		if out := childOpen(t, path); !strings.Contains(out, moved) {
			t.Fatalf("a file rewritten after its record was used:\n%s", out)
		}
	})
	// A record from another boot: the page cache that made the file whole
	// may be gone, so the file is walked; sound, it is used, damaged, moved
	// aside. A record of this boot is trusted as it is.
	for _, tc := range []struct {
		name string
		data []byte
		boot string // "" for this boot's start
		want string
	}{
		{"untouched", orig, "", used},
		{"another boot", orig, "1700000000", used},
		{"another boot, damaged", damaged, "1700000000", moved},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "state.db")
			plant(t, path, tc.data, nil)
			recordID(t, path, tc.boot)
			if out := childOpen(t, path); !strings.Contains(out, tc.want) {
				t.Fatalf("want %q; the child said:\n%s", tc.want, out)
			}
		})
	}
}

// The boot's start read a second apart still names the same boot (the two
// clocks are read one after the other); a start further off does not.
func TestSameFileBootStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.db")
	if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	file, boot, ok := cutBoot(fileID(fi))
	if !ok {
		t.Skip("no boot clock on this machine")
	}
	for d, want := range map[int64]bool{0: true, 1: true, -1: true, 5: false, -3600: false} {
		if got := sameFile(file+" boot "+strconv.FormatInt(boot+d, 10), fi); got != want {
			t.Errorf("boot start off by %ds: sameFile = %v, want %v", d, got, want)
		}
	}
	if sameFile("1-2-3-4 boot "+strconv.FormatInt(boot, 10), fi) {
		t.Error("another file's id matched")
	}
}
