package scan

import "testing"

// The tenth blind set of pushes carried passwords in the layouts of
// tools no name=value rule reads; in spellings of our own: a Redis
// server's config, an Oracle connect string given to its tools, an Azure
// Functions URL's key. Their documented defaults and placeholders pass.
func TestBlind10ToolLayouts(t *testing.T) {
	tok := ghToken40(t, 101)[4:] // 36 random characters, made at test time
	for _, c := range []struct{ path, text string }{
		{"deploy/redis/redis.conf", "port 6380\nrequirepass " + tok[:20] + "\nappendonly yes\n"},
		{"deploy/redis/replica.conf", "replicaof cache-1.example.com 6379\nmasterauth \"" + tok[:24] + "\"\n"},
		{"db/load.sh", "sqlldr userid=loader/" + tok[:14] + "@//db.example.com:1521/ORCLPDB control=orders.ctl\n"},
		{"scripts/export.sh", "expdp app_owner/" + tok[:16] + "@db.example.com/ORCLPDB schemas=app dumpfile=app.dmp\n"},
		{"ops/reindex.http", "POST https://kiln-search.azurewebsites.net/api/Reindex?code=" + tok + "-" + tok[:10] + "==\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: a password in the tool's own layout passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"redis.conf", "# requirepass foobared\nrequirepass ${REDIS_PASSWORD}\n"},
		{"docs/oracle.md", "sqlplus system/oracle@localhost:1521/XEPDB1\nsqlplus scott/tiger@//db/svc\n"},
		{"docs/functions.md", "https://myapp.azurewebsites.net/api/Hello?code=<your-function-key>\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: a default or a placeholder blocked:\n%s", c.path, c.text)
		}
	}
}
