/*
 * An LD_PRELOAD shim that makes the k-th filesystem write fail, in the
 * manner of jq's tests/inject_errors.c, to test that report-site leaves
 * the previous site intact whatever fails (tests/inject.sh).
 *
 * Counted calls, in order: open and open64 (when creating, writing or
 * opening a folder), write, fsync, mkdir, mkdtemp, rename and renameat2.
 * Reads, and the unlink/rmdir of the cleanup, are never failed.
 *
 *	INJECT_AT=k	the k-th counted call (1-based) fails with errno
 *			ENOSPC (write), EIO (fsync), EACCES (open, mkdir,
 *			mkdtemp) or EXDEV (rename)
 *	INJECT_SIGNAL=s	instead of failing it, raise signal s there
 *	INJECT_LOG=file	append "n call path" for every counted call
 *
 * Built without -pedantic: dlsym returns functions as object pointers.
 */
#define _GNU_SOURCE
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static unsigned long calls;

/*
 * Counts a call; returns non-zero when it is the one to fail.  The log
 * is written with the real write, which is not counted.
 */
static int
hit(const char *what, const char *path)
{
	static ssize_t (*real_write)(int, const void *, size_t);
	const char *at = getenv("INJECT_AT"), *log = getenv("INJECT_LOG");
	const char *sig = getenv("INJECT_SIGNAL");
	unsigned long n = ++calls;

	if (log != NULL) {
		char line[4200];
		int fd, len;

		if (real_write == NULL)
			real_write = (ssize_t (*)(int, const void *, size_t))
			    dlsym(RTLD_NEXT, "write");
		len = snprintf(line, sizeof(line), "%lu %s %s\n", n, what,
		    path != NULL ? path : "-");
		fd = (int)syscall(SYS_openat, AT_FDCWD, log,
		    O_WRONLY | O_CREAT | O_APPEND, 0644);
		if (fd >= 0) {
			real_write(fd, line, (size_t)len);
			close(fd);
		}
	}
	if (at == NULL || strtoul(at, NULL, 10) != n)
		return 0;
	if (sig != NULL) {
		raise(atoi(sig));
		return 0;
	}
	return 1;
}

#define REAL(type, name, args) \
	static type (*real_##name) args; \
	if (real_##name == NULL) \
		real_##name = (type (*) args)dlsym(RTLD_NEXT, #name)

static int
counted_open(int flags)
{
	return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_DIRECTORY)) != 0;
}

int
open(const char *path, int flags, ...)
{
	va_list ap;
	mode_t mode;

	REAL(int, open, (const char *, int, ...));
	va_start(ap, flags);
	mode = (flags & O_CREAT) ? (mode_t)va_arg(ap, int) : 0;
	va_end(ap);
	if (counted_open(flags) && hit("open", path)) {
		errno = EACCES;
		return -1;
	}
	return real_open(path, flags, mode);
}

int
open64(const char *path, int flags, ...)
{
	va_list ap;
	mode_t mode;

	REAL(int, open64, (const char *, int, ...));
	va_start(ap, flags);
	mode = (flags & O_CREAT) ? (mode_t)va_arg(ap, int) : 0;
	va_end(ap);
	if (counted_open(flags) && hit("open", path)) {
		errno = EACCES;
		return -1;
	}
	return real_open64(path, flags, mode);
}

ssize_t
write(int fd, const void *buf, size_t n)
{
	REAL(ssize_t, write, (int, const void *, size_t));
	/* Standard output and error are the tool's messages, not the site. */
	if (fd > 2 && hit("write", NULL)) {
		errno = ENOSPC;
		return -1;
	}
	return real_write(fd, buf, n);
}

int
fsync(int fd)
{
	REAL(int, fsync, (int));
	if (hit("fsync", NULL)) {
		errno = EIO;
		return -1;
	}
	return real_fsync(fd);
}

int
mkdir(const char *path, mode_t mode)
{
	REAL(int, mkdir, (const char *, mode_t));
	if (hit("mkdir", path)) {
		errno = EACCES;
		return -1;
	}
	return real_mkdir(path, mode);
}

char *
mkdtemp(char *tmpl)
{
	REAL(char *, mkdtemp, (char *));
	if (hit("mkdtemp", tmpl)) {
		errno = EACCES;
		return NULL;
	}
	return real_mkdtemp(tmpl);
}

int
rename(const char *from, const char *to)
{
	REAL(int, rename, (const char *, const char *));
	if (hit("rename", to)) {
		errno = EXDEV;
		return -1;
	}
	return real_rename(from, to);
}

int
renameat2(int fromfd, const char *from, int tofd, const char *to,
    unsigned int flags)
{
	REAL(int, renameat2, (int, const char *, int, const char *,
	    unsigned int));
	if (hit("renameat2", to)) {
		errno = EXDEV;
		return -1;
	}
	return real_renameat2(fromfd, from, tofd, to, flags);
}
