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
