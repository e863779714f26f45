/*
 * measure OUT COMMAND [ARG...]: runs COMMAND and writes to OUT its wall
 * time in seconds (nanosecond clock, not time(1)'s 10 ms) and its peak
 * resident set size in KiB (from wait4), as "SECONDS KIB".  Exits with
 * the command's status.  Part of `make bench`.
 */
#define _GNU_SOURCE
#include <sys/resource.h>
#include <sys/wait.h>

#include <stdio.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	struct timespec a, b;
	struct rusage ru;
	FILE *f;
	pid_t pid;
	int st;

	if (argc < 3) {
		fprintf(stderr, "usage: measure OUT COMMAND [ARG...]\n");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &a);
	if ((pid = fork()) == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &st, 0, &ru) != pid) {
		perror("measure");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	if ((f = fopen(argv[1], "w")) == NULL) {
		perror(argv[1]);
		return 2;
	}
	fprintf(f, "%.4f %ld\n", (double)(b.tv_sec - a.tv_sec) +
	    (double)(b.tv_nsec - a.tv_nsec) / 1e9, ru.ru_maxrss);
	fclose(f);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}
