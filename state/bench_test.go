package state

import (
	"os"
	"strconv"
	"testing"
	"time"
)

// BenchmarkOpenUpdateClose is what one hook process pays for state: open
// with the lock, one small write transaction, close.
func BenchmarkOpenUpdateClose(b *testing.B) {
	for _, n := range []int{0, 20000} {
		b.Run("records="+strconv.Itoa(n), func(b *testing.B) {
			path := b.TempDir() + "/state.db"
			fill(b, path, n)
			for i := 0; b.Loop(); i++ {
				db, err := Open(path, Options{})
				if err != nil {
					b.Fatal(err)
				}
				err = db.Update(func(tx *Tx) error {
					return tx.Put("calls", "toolu_"+strconv.Itoa(i), []byte(`{"tool":"Bash","status":"pending"}`), time.Minute)
				})
				if err != nil {
					b.Fatal(err)
				}
				db.Close()
			}
		})
	}
}

// fill writes n records, as a busy day of sessions leaves behind: the cost
// of opening must not grow with them.
func fill(b *testing.B, path string, n int) {
	db, err := Open(path, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	err = db.Update(func(tx *Tx) error {
		for i := range n {
			if err := tx.Put("calls", "fill_"+strconv.Itoa(i), []byte(`{"tool":"Bash","status":"done","target":"go test ./..."}`), time.Hour); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

// BenchmarkChecksum is what the check adds to every Open (and every
// writer's Close): the CRC-32 of a state file of realistic size (250 hook
// calls leave 256 KiB; 20,000 records about 4 MiB).
func BenchmarkChecksum(b *testing.B) {
	for _, size := range []int64{256 << 10, 1 << 20, 4 << 20} {
		b.Run(strconv.FormatInt(size>>10, 10)+"KiB", func(b *testing.B) {
			path := b.TempDir() + "/state.db"
			if err := os.WriteFile(path, make([]byte, size), 0o600); err != nil {
				b.Fatal(err)
			}
			f, err := os.Open(path)
			if err != nil {
				b.Fatal(err)
			}
			defer f.Close()
			b.SetBytes(size)
			for b.Loop() {
				if _, err := sumFile(f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
