/*
 * The floor that cJSON sets: parses every line of a results file with
 * cJSON on every core and does nothing else, with the same speed-ups
 * as the loader (a per-thread arena through cJSON_InitHooks, and the
 * loader's strtod, strncmp and localeconv, linked in from
 * build/runs_load.o).  What verify-report spends beyond this is ours.
 *
 *	cjson_floor FILE [THREADS]
 *
 * Prints the lines parsed.  Timed by bench/run.sh next to verify-report.
 */
#include <sys/mman.h>
#include <sys/stat.h>

#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cJSON.h>

struct part {
	const char	*s, *e;
	size_t		 lines;
};

static _Thread_local char *arena;
static _Thread_local size_t used;

#define ARENA	(64u << 20)

static void *
alloc(size_t n)
{
	void *p;

	n = (n + 15) & ~(size_t)15;
	if (used + n > ARENA)
		return malloc(n);	/* not freed: a floor, not a tool */
	p = arena + used;
	used += n;
	return p;
}

static void
nofree(void *p)
{
	(void)p;
}

static void *
work(void *arg)
{
	struct part *p = arg;
	const char *s = p->s, *nl;

	arena = malloc(ARENA);
	while (s < p->e) {
		nl = memchr(s, '\n', (size_t)(p->e - s));
		if (nl == NULL)
			nl = p->e;
		if (cJSON_ParseWithLength(s, (size_t)(nl - s)) != NULL)
			p->lines++;
		used = 0;
		s = nl + 1;
	}
	free(arena);
	return NULL;
}

int
main(int argc, char *argv[])
{
	static cJSON_Hooks hooks = { alloc, nofree };
	struct part parts[16];
	pthread_t tid[16];
	struct stat st;
	const char *map, *at;
	size_t n = 2, i, lines = 0;
	int fd;

	if (argc < 2 || (fd = open(argv[1], O_RDONLY)) == -1 ||
	    fstat(fd, &st) == -1) {
		fprintf(stderr, "usage: cjson_floor FILE [THREADS]\n");
		return 2;
	}
	if (argc > 2)
		n = (size_t)atoi(argv[2]);
	if (n < 1 || n > 16)
		n = 2;
	map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (map == MAP_FAILED)
		return 2;
	cJSON_InitHooks(&hooks);
	at = map;
	for (i = 0; i < n; i++) {
		const char *e = i + 1 < n ? map + (size_t)st.st_size * (i + 1) /
		    n : map + st.st_size;

		if (i + 1 < n && (e = memchr(e, '\n', (size_t)(map +
		    st.st_size - e))) == NULL)
			e = map + st.st_size;
		parts[i].s = at;
		parts[i].e = e;
		parts[i].lines = 0;
		at = e < map + st.st_size ? e + 1 : e;
		pthread_create(&tid[i], NULL, work, &parts[i]);
	}
	for (i = 0; i < n; i++) {
		pthread_join(tid[i], NULL);
		lines += parts[i].lines;
	}
	printf("%zu lines\n", lines);
	return 0;
}
