/*
 * A parallel loop and a background task over POSIX threads: the one
 * place that creates threads, so that each stage states only what may
 * run at once, never how.
 */
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#include "parallel.h"

unsigned
parallel_workers(size_t n, unsigned threads)
{
	if (threads == 0) {
		long c = sysconf(_SC_NPROCESSORS_ONLN);

		threads = c > 0 ? (unsigned)c : 1;
	}
	if (threads > PARALLEL_MAX)
		threads = PARALLEL_MAX;
	if (threads > n)
		threads = n > 0 ? (unsigned)n : 1;
	return threads;
}

struct loop {
	size_t		  n;
	atomic_size_t	  next;		/* the next iteration to hand out */
	atomic_uint	  workers;	/* ids given to threads so far */
	void		(*fn)(void *, size_t, unsigned);
	void		 *arg;
};

static void
run(struct loop *l, unsigned w)
{
	size_t i;

	while ((i = atomic_fetch_add(&l->next, 1)) < l->n)
		l->fn(l->arg, i, w);
}

static void *
worker(void *arg)
{
	struct loop *l = arg;

	run(l, atomic_fetch_add(&l->workers, 1));
	return NULL;
}

void
parallel_for(size_t n, unsigned threads,
    void (*fn)(void *arg, size_t i, unsigned w), void *arg)
{
	pthread_t tid[PARALLEL_MAX];
	struct loop l;
	unsigned nw = parallel_workers(n, threads), i, started = 0;

	memset(&l, 0, sizeof(l));
	l.n = n;
	l.fn = fn;
	l.arg = arg;
	atomic_init(&l.next, 0);
	atomic_init(&l.workers, 1);	/* 0 is this thread */
	for (i = 1; i < nw; i++)
		if (pthread_create(&tid[started], NULL, worker, &l) == 0)
			started++;
	run(&l, 0);
	for (i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
}

void
parallel_spawn(struct parallel_task *t, void *(*fn)(void *), void *arg)
{
	t->started = pthread_create(&t->tid, NULL, fn, arg) == 0;
	if (!t->started)
		fn(arg);
}

void
parallel_join(struct parallel_task *t)
{
	if (t->started)
		pthread_join(t->tid, NULL);
	t->started = 0;
}
