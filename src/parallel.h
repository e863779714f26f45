/*
 * Work spread over the machine's cores: a loop whose iterations are
 * independent, and a task that runs beside the caller until joined.
 * For use by every stage that has such work (the loader, the claims,
 * the statistics, the site's writers).
 *
 * Neither changes what the work computes: a caller whose output must
 * not depend on the number of threads writes each result into its own
 * slot (iteration i owns slot i) and never into shared state without
 * its own ordering, as the loader's in-order merge does.
 */
#ifndef PARALLEL_H
#define PARALLEL_H

#include <pthread.h>
#include <stddef.h>

/* The most threads a loop uses, the caller's included. */
#define PARALLEL_MAX	8

/*
 * How many workers parallel_for(n, threads, ...) runs: threads (0: one
 * per online core), at most PARALLEL_MAX, at most n, at least 1.
 * Callers size per-worker scratch with it.
 */
unsigned parallel_workers(size_t n, unsigned threads);
/*
 * Calls fn(arg, i, w) once for every i in [0, n), on parallel_workers(n,
 * threads) threads, the calling thread being worker 0; w (below the
 * worker count) names the thread making the call, for scratch of its
 * own.  Iterations are handed out in increasing order of i, so one that
 * waits for all smaller ones to finish cannot deadlock.  Returns when
 * every call has returned.  A thread that cannot be created leaves its
 * share to the others.
 */
void	 parallel_for(size_t n, unsigned threads,
	    void (*fn)(void *arg, size_t i, unsigned w), void *arg);

/* A task running beside its caller (parallel_spawn .. parallel_join). */
struct parallel_task {
	pthread_t	 tid;
	int		 started;	/* on a thread of its own */
};

/*
 * Starts fn(arg) on a thread of its own, or runs it to the end here
 * when no thread can be made.  Either way parallel_join then returns
 * once it has finished.
 */
void	 parallel_spawn(struct parallel_task *, void *(*fn)(void *),
	    void *arg);
/* Waits for the task; a task never spawned, or joined already, is done. */
void	 parallel_join(struct parallel_task *);

#endif
