package guard

import "strings"

// Snapshot, subvolume and volume tools: a filesystem's own delete,
// rollback and merge commands throw away data as surely as rm, on a whole
// tree at once, and no earlier rule reads them. A rollback or a merge
// puts back an old state (every file written since is gone); a forced
// receive overwrites a dataset; a shrink cuts the filesystem inside.

// storage judges one snapshot or volume command; it reports whether name
// was one of them.
func (w *walker) storage(name string, args []arg, seg string) bool {
	has := func(words ...string) bool {
		for _, a := range args {
			for _, s := range words {
				if a.s == s {
					return true
				}
			}
		}
		return false
	}
	flags, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	ask := func(why string) { w.add("infra-data-delete", seg, why) }
	switch name {
	case "btrfs":
		switch {
		case strings.HasPrefix("subvolume", sub(0)) && len(sub(0)) >= 3 && (sub(1) == "delete" || sub(1) == "del"):
			// A subvolume deleted is its tree deleted: judged as rm -r of
			// the same paths.
			w.rm("rm", append([]arg{{s: "-r", raw: "-r"}}, ops[2:]...), seg)
			ask("btrfs subvolume delete deletes a subvolume and every file in it")
		case strings.HasPrefix("property", sub(0)) && sub(1) == "set" && has("ro"):
			ask("btrfs property set ... ro makes a subvolume read-only (with -f, even one received or in use)")
		case strings.HasPrefix("filesystem", sub(0)) && sub(1) == "resize" && len(ops) > 2 && strings.HasPrefix(ops[2].s, "-"):
			ask("btrfs filesystem resize shrinks the filesystem")
		}
	case "zfs":
		switch s := sub(0); {
		case s == "rollback":
			ask("zfs rollback throws away every change made to the dataset since the snapshot" + pickIf(hasShort(flags, "rR"), ", and with -r/-R the later snapshots too"))
		case (s == "receive" || s == "recv") && hasShort(flags, "F"):
			ask("zfs receive -F rolls the dataset back and overwrites it with the stream")
		}
	case "snapper":
		switch {
		case has("undochange"):
			ask("snapper undochange reverts files to their state in a snapshot, losing later changes")
		case has("rollback"):
			ask("snapper rollback boots the system back into an old snapshot")
		case has("delete", "remove", "rm"):
			ask("snapper delete removes snapshots (the backups of the files)")
		}
	case "timeshift":
		if hasLong(flags, "--delete-all", "--delete", "--restore") {
			ask("timeshift " + firstLong(flags, "--delete-all", "--delete", "--restore") + " deletes snapshots or restores the system over current files")
		}
	case "lvconvert":
		if hasLong(flags, "--merge", "--mergesnapshot", "--mergethin") {
			ask("lvconvert --merge rolls a volume back to its snapshot, losing every later change")
		}
	case "lvreduce":
		ask("lvreduce shrinks a logical volume; data past the new size is lost")
	case "lvresize", "lvextend":
		for i, a := range args {
			if (a.s == "-L" || a.s == "--size" || a.s == "-l" || a.s == "--extents") && i+1 < len(args) && strings.HasPrefix(args[i+1].s, "-") {
				ask(name + " with a negative size shrinks a logical volume; data past the new size is lost")
			}
		}
	case "stratis":
		if has("destroy") {
			ask("stratis ... destroy deletes a pool or filesystem and its data")
		}
	case "rpm-ostree":
		if s := sub(0); s == "rollback" || s == "reset" || s == "rebase" {
			ask("rpm-ostree " + s + " switches the system to another deployment")
		}
	case "ostree":
		if sub(0) == "admin" && (sub(1) == "undeploy" || sub(1) == "cleanup" || sub(1) == "set-default") || sub(0) == "refs" && hasLong(flags, "--delete") || sub(0) == "reset" {
			ask("ostree " + sub(0) + " " + sub(1) + " removes or switches the system's deployments")
		}
	case "dmsetup":
		if s := sub(0); s == "remove_all" || s == "remove" || s == "wipe_table" || s == "clear" {
			ask("dmsetup " + s + " tears down device-mapper devices (volumes, encrypted disks) under whatever uses them")
		}
	case "etckeeper":
		// etckeeper vcs ARGS runs the version control tool in /etc.
		if sub(0) == "vcs" && len(ops) > 1 {
			if s := ops[1].s; s == "reset" && has("--hard") || s == "checkout" || s == "clean" || s == "restore" {
				ask("etckeeper vcs " + ops[1].s + " rewrites the machine's configuration in /etc from its history")
			}
		}
	case "diskutil":
		low := make([]string, 0, len(ops))
		for _, o := range ops {
			low = append(low, strings.ToLower(o.s))
		}
		for _, s := range low {
			if strings.HasPrefix(s, "erase") || s == "deletevolume" || s == "deletecontainer" || s == "zerodisk" || s == "randomdisk" || s == "secureerase" || s == "partitiondisk" || s == "reformat" {
				w.add("disk-format", seg, "diskutil "+s+" erases or deletes a disk, volume or container")
				break
			}
		}
	case "tmutil":
		if s := sub(0); s == "delete" || s == "deletelocalsnapshots" || s == "restore" {
			ask("tmutil " + s + " deletes backups or restores over current files")
		}
	case "vssadmin", "vssadmin.exe":
		if sub(0) == "delete" {
			ask("vssadmin delete removes the machine's shadow copies (its snapshots)")
		}
	default:
		return false
	}
	return true
}

// pickIf returns s when b, else "".
func pickIf(b bool, s string) string {
	if b {
		return s
	}
	return ""
}

// firstLong returns the first of names that flags has.
func firstLong(flags []string, names ...string) string {
	for _, n := range names {
		if hasLong(flags, n) {
			return n
		}
	}
	return names[0]
}
