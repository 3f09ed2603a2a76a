package guard

import "strings"

// Disks, volumes and firmware by tools no list names. A device given to a
// program the guard does not know is taken as written (disk-write); the
// tools that only read one (a LUKS header dumped, an array's details, a
// drive's health log, a read-only surface scan) are told apart by their
// verbs and flags, and pass.

// diskInspect reports a disk tool asked only to read or show a device.
func diskInspect(name string, args []arg) bool {
	switch name {
	case "cryptsetup", "mdadm", "smartctl", "nvme", "badblocks", "hdparm", "blkid", "lsblk", "dumpe2fs", "xfs_info", "isosize", "blockdev", "tune2fs", "e2fsck", "fsck", "fsck.ext4", "xfs_repair", "fsck.vfat":
	default:
		return false
	}
	flags, ops := opts(args)
	sub := opWord(ops, 0)
	switch name {
	case "cryptsetup":
		switch sub {
		case "luksdump", "status", "isluks", "luksuuid", "tcryptdump", "bitlkdump", "fvault2dump", "benchmark":
			return true
		}
	case "mdadm":
		for _, f := range flags {
			switch f {
			case "-D", "--detail", "-E", "--examine", "-Q", "--query", "--detail-platform", "--export", "-s", "--scan", "-v", "--verbose", "-b", "--brief", "--test", "-t":
			default:
				return false
			}
		}
		return hasLong(flags, "--detail", "--examine", "--query", "--detail-platform") || hasShort(flags, "DEQ")
	case "smartctl":
		// Health, attributes and logs; -s/--smart and --set change settings.
		return !hasLong(flags, "--smart", "--set", "--offlineauto", "--saveauto") && !hasShort(flags, "sSo")
	case "nvme":
		return sub == "list" || sub == "list-subsys" || sub == "list-ns" || sub == "list-ctrl" || strings.HasPrefix(sub, "id-") ||
			strings.HasSuffix(sub, "-log") || sub == "get-log" || sub == "get-feature" || sub == "show-regs" || sub == "show-hostnqn" || sub == "version" || sub == "help"
	case "badblocks":
		// -w writes test patterns over the whole device; -n rewrites each
		// block after reading it. Without them it only reads.
		return !hasShort(flags, "wn")
	case "hdparm":
		for _, f := range flags {
			switch f {
			case "-I", "-i", "-t", "-T", "-g", "-C", "-v", "-N", "--direct", "-tT", "-Tt":
			default:
				return false
			}
		}
		return len(flags) > 0
	case "blkid", "lsblk", "dumpe2fs", "xfs_info", "isosize", "blockdev":
		if name == "blockdev" {
			for _, f := range flags {
				if !strings.HasPrefix(f, "--get") && f != "--report" && f != "-v" && f != "-q" {
					return false
				}
			}
		}
		return true
	case "tune2fs":
		return len(flags) == 1 && flags[0] == "-l"
	case "e2fsck", "fsck", "fsck.ext4", "xfs_repair", "fsck.vfat":
		return hasShort(flags, "n") && !hasShort(flags, "yp") && !hasLong(flags, "--yes")
	}
	return false
}

// fuseMount judges a FUSE file system mounted by a program of any name
// (squashfuse, archivemount, fuse-overlayfs, an sshfs kin): its last
// operand is the mount point, whose files the mount replaces, as a bind
// mount's is.
func (w *walker) fuseMount(name string, args []arg, seg string) {
	if !strings.Contains(name, "fuse") && !strings.HasSuffix(name, "mount") && name != "sshfs" && name != "s3fs" && name != "encfs" && name != "gocryptfs" && name != "mergerfs" && name != "unionfs" && name != "rclone" {
		return
	}
	if name == "mount" || name == "umount" || name == "fusermount" || name == "fusermount3" || name == "systemd-mount" {
		return // (mount and bind mounts: links.go and dests.go; the unmounters)
	}
	_, ops := opts(skipOpts(args, "o", "--options"))
	if name == "rclone" {
		if opWord(ops, 0) != "mount" || len(ops) < 3 {
			return
		}
	}
	if len(ops) == 0 || len(ops) == 1 && !strings.Contains(name, "overlay") {
		return
	}
	w.writeDest(dest{a: ops[len(ops)-1], tree: true}, seg)
}

// firmware judges a machine's firmware and boot chain changed by tools no
// list names: flash chips written or erased (flashrom -w/-E), boot entries
// deleted (efibootmgr -B), firmware installed from a file or downgraded
// (fwupdmgr), a kernel loaded and jumped into (kexec -e), a device wiped
// by dc3dd (wipe=, hwipe=, of=).
func (w *walker) firmware(name string, args []arg, seg string) {
	switch name {
	case "flashrom", "efibootmgr", "fwupdmgr", "fwupdtool", "kexec", "dc3dd":
	default:
		return
	}
	flags, ops := opts(args)
	switch name {
	case "flashrom":
		if hasShort(flags, "wE") || hasLong(flags, "--write", "--erase") {
			w.add("disk-write", seg, "flashrom writes or erases the firmware chip: a bad image leaves the machine unbootable")
		}
	case "efibootmgr":
		if hasShort(flags, "BA") || hasLong(flags, "--delete-bootnum", "--delete-bootorder", "--inactive") {
			w.add("system-admin", seg, "efibootmgr deletes or disables a boot entry: the machine may not start its system")
		}
	case "fwupdmgr", "fwupdtool":
		if (opWord(ops, 0) == "install" || opWord(ops, 0) == "downgrade" || opWord(ops, 0) == "install-blob") && (hasLong(flags, "--allow-older", "--allow-reinstall", "--force") || len(ops) > 1 && strings.HasSuffix(ops[1].s, ".cab") || opWord(ops, 0) == "downgrade") {
			w.add("system-admin", seg, name+" installs firmware from a file or an older version: the device runs what the file holds")
		}
	case "kexec":
		if hasShort(flags, "e") || hasLong(flags, "--exec") || hasShort(flags, "f") || hasLong(flags, "--force") {
			w.add("system-power", seg, "kexec jumps into another kernel: the running system stops at once")
		} else if hasShort(flags, "lp") || hasLong(flags, "--load", "--load-panic") {
			w.add("system-power", seg, "kexec loads a kernel to jump into, past the boot loader")
		}
	case "dc3dd":
		for _, a := range args {
			for _, k := range [...]string{"wipe=", "hwipe=", "of=", "hof=", "ofs=", "hofs="} {
				if v, ok := strings.CutPrefix(a.s, k); ok && isDevice(v) {
					w.add("disk-write", seg, "dc3dd writes over the device "+v)
					return
				}
			}
		}
	}
}

// volumesAll judges a container engine told to remove every volume.
func (w *walker) volumesAll(name string, args []arg, seg string) {
	_, ops := opts(args)
	if opWord(ops, 0) == "volume" && (opWord(ops, 1) == "rm" || opWord(ops, 1) == "remove") && hasLong(flagsOf(args), "--all") || hasArgSeq(args, "volume", "rm") && hasArg(args, "-a") {
		w.add("infra-docker-prune", seg, name+" volume rm --all deletes every volume and the data in it")
	}
}

// lostInPlace judges programs that replace or empty a file they are given
// without rm or a redirect: an encryptor that overwrites its input
// (ccrypt), hole punching and range collapsing (fallocate), a three-way
// merge written into its first file (git merge-file), sponge's file
// replaced by its input, xxd -r's second file patched with bytes, lftp's
// reverse mirror with --delete onto this machine.
func (w *walker) lostInPlace(name string, args []arg, seg string, in input) {
	switch name {
	case "ccrypt", "ccencrypt", "ccdecrypt", "fallocate", "xxd", "sponge", "git", "lftp":
	default:
		return
	}
	flags, ops := opts(args)
	switch name {
	case "ccrypt", "ccencrypt", "ccdecrypt", "ccguess":
		if name == "ccguess" || hasShort(flags, "cx") || hasLong(flags, "--cat") {
			return
		}
		for _, o := range ops {
			w.writeDest(dest{a: o}, seg)
			w.clobber(o, seg, name+" replaces it with its encryption")
		}
	case "fallocate":
		if hasShort(flags, "pcz") || hasLong(flags, "--punch-hole", "--collapse-range", "--zero-range", "--insert-range") {
			if len(ops) > 0 {
				o := ops[len(ops)-1]
				w.writeDest(dest{a: o}, seg)
				w.clobber(o, seg, "fallocate punches holes in it or removes a range of it")
			}
		}
	case "xxd":
		// xxd -r IN OUT patches OUT in place with the bytes IN describes.
		if hasShort(flags, "r") && len(ops) > 1 {
			w.writeDest(dest{a: ops[1]}, seg)
		}
	case "sponge":
		if !hasShort(flags, "a") && len(ops) > 0 {
			w.clobber(ops[0], seg, "sponge replaces it with its input")
		}
	case "git":
		if opWord(ops, 0) == "merge-file" && !hasShort(flags, "p") && !hasLong(flags, "--stdout") && len(ops) > 1 {
			w.writeDest(dest{a: ops[1]}, seg)
			w.clobber(ops[1], seg, "git merge-file writes the merge into it")
		}
	case "lftp":
		for i, a := range args {
			if (a.s == "-c" || a.s == "-e") && i+1 < len(args) {
				f := strings.Fields(args[i+1].s)
				if len(f) > 2 && f[0] == "mirror" && (indexOfWord(f, "-R") > 0 || indexOfWord(f, "--reverse") > 0) && (indexOfWord(f, "--delete") > 0 || indexOfWord(f, "-e") > 0) {
					dst := f[len(f)-1]
					for _, pre := range [...]string{"sftp://localhost", "ftp://localhost", "sftp://127.0.0.1", "ftp://127.0.0.1", "file://"} {
						if rest, ok := strings.CutPrefix(dst, pre); ok {
							w.mirrorOnto("lftp mirror -R --delete", arg{s: rest, raw: rest}, seg)
						}
					}
				}
			}
		}
	}
}

// indexOfWord is the index of s in words, -1 when absent.
func indexOfWord(words []string, s string) int {
	for i, x := range words {
		if x == s {
			return i
		}
	}
	return -1
}
