package guard

import "strings"

// Data stores, clusters, backups and releases by CLIs the infrastructure
// switch (infra.go) does not name: a framework's database reset, a bucket
// tool's recursive delete, a backup repository pruned to its last
// snapshot, a release published, a private repository made public.

// opWord is the i-th operand lowered (a subcommand, a verb), or "".
func opWord(ops []arg, i int) string {
	if i < len(ops) {
		return strings.ToLower(ops[i].s)
	}
	return ""
}

// storesAndReleases judges those commands; ops are the operands, flags
// the options, args everything (values included).
func (w *walker) storesAndReleases(name string, args []arg, seg string) {
	flags, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	has := func(words ...string) bool {
		for _, o := range ops {
			for _, x := range words {
				if o.s == x {
					return true
				}
			}
		}
		return false
	}
	switch name {
	case "rails", "rake":
		// The production guard switched off (or production named) before
		// a database is dropped or reloaded.
		if has("db:drop", "db:reset", "db:purge", "db:schema:load", "db:setup") &&
			(has("DISABLE_DATABASE_ENVIRONMENT_CHECK=1", "RAILS_ENV=production") || w.vars["DISABLE_DATABASE_ENVIRONMENT_CHECK"] == "1" || w.vars["RAILS_ENV"] == "production") {
			w.add("db-destructive", seg, name+" drops or reloads the database with Rails' production check off")
		}
	case "python", "python3", "django-admin":
		if i := indexOf(ops, "manage.py"); (i >= 0 || name == "django-admin") && (has("flush", "reset_db", "sqlflush")) {
			w.add("db-destructive", seg, "manage.py flush deletes every row of every table")
		}
	case "prisma":
		if sub(0) == "migrate" && sub(1) == "reset" || sub(0) == "db" && sub(1) == "push" && hasLong(flags, "--force-reset", "--accept-data-loss") {
			w.add("db-destructive", seg, "prisma "+sub(0)+" "+sub(1)+" drops the database's data")
		}
	case "mc", "mcli":
		if sub(0) == "rb" && hasLong(flags, "--force") || sub(0) == "rm" && (hasLong(flags, "--recursive") || hasShort(flags, "r")) && hasLong(flags, "--force") {
			w.add("infra-bucket-delete", seg, "mc "+sub(0)+" deletes a bucket or everything under a prefix")
		}
	case "s3cmd":
		if sub(0) == "rb" || (sub(0) == "del" || sub(0) == "rm") && (hasLong(flags, "--recursive") || hasShort(flags, "r")) {
			w.add("infra-bucket-delete", seg, "s3cmd "+sub(0)+" deletes a bucket or everything under a prefix")
		}
	case "eksctl":
		if sub(0) == "delete" && (sub(1) == "cluster" || sub(1) == "nodegroup") {
			w.add("infra-cloud-delete", seg, "eksctl delete "+sub(1)+" removes the cluster's machines and what runs on them")
		}
	case "pulumi":
		if sub(0) == "stack" && sub(1) == "rm" {
			w.add("infra-terraform-destroy", seg, "pulumi stack rm deletes the stack and its state")
		}
	case "argocd":
		if sub(0) == "app" && sub(1) == "delete" || sub(0) == "appset" && sub(1) == "delete" {
			w.add("infra-kubectl-delete", seg, "argocd "+sub(0)+" delete removes the application and, cascading, its resources")
		}
	case "restic", "borg", "kopia":
		if sub(0) == "prune" || sub(0) == "forget" && (hasLong(flags, "--prune") || hasLong(flags, "--keep-last") || hasLong(flags, "--keep-within")) ||
			name == "borg" && sub(0) == "delete" || name == "kopia" && sub(0) == "snapshot" && sub(1) == "delete" {
			w.add("infra-data-delete", seg, name+" "+sub(0)+" deletes backup snapshots for good")
		}
	case "goreleaser":
		if sub(0) == "release" && !hasLong(flags, "--snapshot") && !hasArg(args, "--skip=publish") && !hasLong(flags, "--skip-publish") {
			w.add("publish-package", seg, "goreleaser release builds and publishes a release")
		}
	case "gh":
		if sub(0) == "repo" && sub(1) == "edit" && hasArg(args, "public") && (hasLong(flags, "--visibility") || hasArg(args, "--visibility=public")) {
			w.add("publish-package", seg, "gh repo edit makes the repository public, its history and issues with it")
		}
	case "docker", "podman":
		// docker rm -f $(docker ps -aq): every container, running or not.
		if (sub(0) == "rm" || sub(0) == "container" && sub(1) == "rm") && hasShort(flags, "f") {
			for _, a := range args {
				if a.dyn && strings.Contains(a.raw, "ps -a") {
					w.add("infra-docker-prune", seg, name+" rm -f of every container")
					break
				}
			}
		}
	case "curl", "http", "xh":
		for _, a := range args {
			if strings.Contains(a.s, "/_delete_by_query") {
				w.add("infra-data-delete", seg, "an Elasticsearch _delete_by_query deletes every document its query matches")
				break
			}
		}
	}
}

// dataStoreVerbs judges, for a CLI no rule names, words that destroy a
// data store's contents whatever the tool (db-destructive asks): a verb
// of destruction (drop, wipe, reset, fresh, purge, destroy, truncate,
// dropAll, clean for a migration tool) with a data store named beside it
// (db, database, schema, keyspace, table, topic, pg, ecto, migrate),
// alone or in one compound word (`db:wipe`, `migrate:fresh`,
// `schema:drop`, `ecto.drop`, `pg:reset`, `database reset`); a migration
// taken back to nothing (`downgrade base`); and SQL given in an argument
// that drops a table, a keyspace, a schema or a database.
func (w *walker) dataStoreVerbs(name string, argv []arg, seg string) {
	if sqlClient(name) {
		return // (their SQL is read by db)
	}
	verb, store, migration := false, false, false
	switch name {
	case "flyway", "liquibase", "alembic", "diesel", "sqlx", "dbmate", "goose", "migrate", "knex", "sequelize", "typeorm", "prisma", "atlas":
		migration = true
	}
	n := 0
	skipTrash, flagVerb := false, false
	for i, a := range argv[1:] {
		s := strings.ToLower(a.s)
		if s == "-skiptrash" {
			skipTrash = true // hdfs dfs -rm -skipTrash: no trash to take it back from
		}
		if s == "--delete" || s == "--drop" || s == "--purge" {
			flagVerb = true // kafka-topics --delete --topic NAME
		}
		if f, _, _ := strings.Cut(s, "="); storeFlag(f) {
			store = true
		}
		if strings.HasPrefix(s, "-") || a.dyn {
			continue
		}
		switch s {
		case "terminate", "deleteall", "rb", "rmr", "force_reset", "flushall", "flushdb", "expunge":
			verb = true // avn service terminate, zkCli deleteall /, uplink rb, rabbitmqctl force_reset
		}
		if up := strings.ToUpper(a.s); strings.Contains(up, "DETACH DELETE") || strings.Contains(up, "MATCH (N) DELETE") {
			w.add("db-destructive", seg, name+" is given a graph query that deletes every node it matches")
			return
		}
		if up := strings.ToUpper(strings.TrimSpace(a.s)); strings.HasPrefix(up, "DROP ") {
			f := strings.Fields(up)
			if len(f) > 1 && (f[1] == "TABLE" || f[1] == "KEYSPACE" || f[1] == "SCHEMA" || f[1] == "DATABASE") && !dropsOnlyScratch(a.s) {
				w.add("db-destructive", seg, name+" is given SQL that drops a "+strings.ToLower(f[1]))
				return
			}
		}
		if n++; n > 6 {
			break
		}
		if s == "downgrade" && i+2 < len(argv) && (argv[i+2].s == "base" || argv[i+2].s == "0") && w.remoteStore(argv) {
			w.add("db-destructive", seg, name+" downgrade "+argv[i+2].s+" takes every migration back")
			return
		}
		// (An object's address or a file's path names no store:
		// s3://bucket/tmp/a.txt, db/schema.rb.)
		object := strings.Contains(s, "/") || fileExt(s)
		for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ':' || r == '.' || r == '-' || r == '_' || r == '/' }) {
			if object {
				break
			}
			switch part {
			case "drop", "dropall", "wipe", "reset", "fresh", "purge", "destroy", "truncate":
				verb = true
			case "delete", "remove", "rm":
				// (Deleting a whole store by a cloud's CLI: "pscale
				// database delete prod-db", "wrangler r2 bucket delete
				// prod-assets", "databricks fs rm -r dbfs:/mnt/prod".)
				verb = true
			case "disable":
				verb = verb || store // vault secrets disable: the engine's secrets go with it
			case "clean":
				verb = verb || migration
			case "db", "database", "databases", "schema", "keyspace", "table", "tables", "topic", "topics", "pg", "ecto", "migrate",
				"bucket", "buckets", "cluster", "clusters", "project", "projects", "app", "apps", "dataset", "datasets", "d1", "r2",
				"fs", "dfs", "dbfs", "secrets", "kv", "index", "indices", "collection", "collections", "stack", "stacks", "instance", "instances",
				"server", "servers", "backup", "backups", "volume", "volumes", "snapshot", "snapshots",
				"pool", "pools", "stream", "streams", "queue", "queues", "service", "services", "stanza", "vhost", "namespace", "env",
				"environment", "environments", "graph", "keys", "node", "nodes":
				store = true
			}
		}
	}
	if skipTrash && store || verb && (store || migration) && w.remoteStore(argv) {
		w.add("db-destructive", seg, name+" "+clip(argsText(argv[1:]), 80)+" destroys what a data store holds")
		return
	}
	verb = verb || flagVerb && store
	if verb && !packageManager(name) && allOrProduction(argv) {
		// Any service's delete of everything, or of what production
		// runs, whatever its nouns: velero backup delete --all, swift
		// delete --all, wal-g delete everything, kamal remove -d
		// production.
		w.add("infra-cloud-delete", seg, name+" "+clip(argsText(argv[1:]), 80)+" deletes all of a service's resources, or production's")
	}
}

// allOrProduction reports words that aim a delete at everything or at
// production: --all, "everything", a production environment named alone.
func allOrProduction(argv []arg) bool {
	for _, a := range argv[1:] {
		l := strings.ToLower(a.s)
		switch l {
		case "--all", "everything", "production", "prod", "--everything", ".*", "'.*'", "*", "all()":
			return true
		}
		if a.dyn || strings.HasPrefix(l, "-") && !strings.Contains(l, "=") {
			continue
		}
		// A production host, service or environment in a compound name:
		// prod-kafka, kafka.prod:9092, rabbit@prod-mq, --stanza=prod,
		// sj://prod-assets. (Not "product" or "products".)
		for _, part := range strings.FieldsFunc(l, func(r rune) bool { return strings.ContainsRune("-_.:/@=", r) }) {
			if part == "prod" || part == "production" || part == "prd" {
				return true
			}
		}
	}
	return false
}

// storeFlag is an option naming the store a delete is aimed at:
// --topic, --index, --bucket, --queue, --stream, --database.
func storeFlag(f string) bool {
	switch f {
	case "--topic", "--index", "--bucket", "--queue", "--stream", "--database", "--db", "--keyspace", "--table", "--collection", "--stanza":
		return true
	}
	return false
}

// packageManager is a tool whose remove and delete take packages or
// environments of the developer's own (conda remove --all -n env).
func packageManager(name string) bool {
	switch name {
	case "conda", "mamba", "micromamba", "brew", "pip", "pip3", "pipx", "npm", "pnpm", "yarn", "bun", "cargo", "gem", "apt", "apt-get",
		"dnf", "yum", "pacman", "snap", "flatpak", "asdf", "mise", "rustup", "nvm", "pyenv", "sdk", "go", "uv", "poetry", "composer", "dotnet", "nix-env":
		return true
	}
	return false
}

// remoteStore reports a command aimed past a developer's own database:
// production or staging named (in its words or RAILS_ENV, MIX_ENV,
// APP_ENV earlier in the line), a database URL on another host, or the
// switches that override a framework's production check (--force,
// --remote, --confirm). A local reset (supabase db reset, rails
// db:drop in development) is the everyday reset of a test database.
func (w *walker) remoteStore(argv []arg) bool {
	if w.prodEnv {
		return true
	}
	for _, v := range []string{"RAILS_ENV", "MIX_ENV", "APP_ENV", "NODE_ENV", "DJANGO_SETTINGS_MODULE", "ENV"} {
		if e := strings.ToLower(w.vars[v]); strings.HasPrefix(e, "prod") || strings.HasPrefix(e, "stag") {
			return true
		}
	}
	for _, a := range argv[1:] {
		s := strings.ToLower(a.s)
		switch {
		case s == "--force" || s == "--remote" || strings.HasPrefix(s, "--confirm"):
			return true
		case strings.Contains(s, "prod") || strings.Contains(s, "staging"):
			return true
		case strings.Contains(s, "://"):
			host := strings.SplitN(strings.SplitN(s, "://", 2)[1], "/", 2)[0]
			host = host[strings.LastIndexByte(host, '@')+1:]
			if h, _, _ := strings.Cut(host, ":"); h != "localhost" && h != "127.0.0.1" && h != "" && !strings.HasPrefix(h, "/") {
				return true
			}
		}
	}
	return false
}

// fileExt reports a word that ends in a file's extension (tables.sql,
// schema.rb), not a task's dotted name (ecto.reset).
func fileExt(s string) bool {
	i := strings.LastIndexByte(s, '.')
	if i < 0 {
		return false
	}
	switch s[i+1:] {
	case "rb", "sql", "py", "js", "ts", "go", "json", "yaml", "yml", "toml", "txt", "csv", "md", "sqlite", "sqlite3", "db", "log",
		"gz", "zip", "tar", "dump", "bak", "parquet":
		return true
	}
	return false
}
