package state

import (
	"strconv"
	"testing"
	"time"
)

// BenchmarkOpenUpdateClose is what one hook process pays for state: open
// with the lock, one small write transaction, close.
func BenchmarkOpenUpdateClose(b *testing.B) {
	path := b.TempDir() + "/state.db"
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
}
