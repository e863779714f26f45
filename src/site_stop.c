/*
 * Stopping a build from outside (issue 25): the signals that end a
 * process, a thread that waits for them, and the critical section of
 * the swap (site_stop.h).
 */
#define _GNU_SOURCE	/* sigisemptyset */
#include <sys/stat.h>
#include <sys/types.h>

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runs_cache.h"
#include "site.h"
#include "site_disk.h"
#include "site_stop.h"
#include "util.h"

/*
 * Stopping a build (issue 25).  The signals that end a process from
 * outside are blocked in every thread from site_begin to the end of
 * the build, and one thread of their own waits for them (sigwait):
 * whatever the other threads are doing, even spinning inside a library,
 * it removes the build folder and ends the process with the signal's
 * own default action, so that the exit status is the conventional one
 * (128 + the signal, 143 for SIGTERM) and nothing is left behind.  The
 * swap and the file beside the site written just before it are a short
 * critical section under stop.lock: a signal that comes then waits for
 * it, so the old site and its median table stay together, or both are
 * new.  Process-wide state, as a signal is: one build at a time.
 */
static struct {
	pthread_mutex_t	 lock;
	char		*tmp;		/* the build folder, or the old site */
	char		*out;		/* the output folder, for the message */
	int		 swapped;	/* tmp is the old site now */
	void		*reserve;	/* freed when memory runs out */
} stop = { PTHREAD_MUTEX_INITIALIZER, NULL, NULL, 0, NULL };

/*
 * The signals that end a build from outside, less those the process
 * ignores (nohup's SIGHUP, a background job's SIGINT): they must end
 * nothing.  SIGPIPE is blocked too, and never waited for: a write to
 * a closed pipe fails with EPIPE instead.
 */
static void
signal_set(sigset_t *set, int with_pipe)
{
	int sig[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
	struct sigaction sa;
	size_t i;

	sigemptyset(set);
	for (i = 0; i < sizeof(sig) / sizeof(sig[0]); i++)
		if (sigaction(sig[i], NULL, &sa) == -1 ||
		    sa.sa_handler != SIG_IGN)
			sigaddset(set, sig[i]);
	if (with_pipe)
		sigaddset(set, SIGPIPE);
}

void
site_stop_block(sigset_t *old)
{
	sigset_t set;

	signal_set(&set, 1);
	pthread_sigmask(SIG_BLOCK, &set, old);
}

/* Removes a tree that other threads may still be writing into. */
static void
remove_busy_tree(const char *path)
{
	struct stat st;
	int k;

	/* Once its root is gone nothing can be made under it again. */
	for (k = 0; k < 1000 && lstat(path, &st) == 0; k++)
		site_disk_remove(path);
}

static void
say(const char *a, const char *b, const char *c)
{
	struct buf m = {0};

	buf_adds(&m, a);
	buf_add_visible(&m, b);
	buf_adds(&m, c);
	if (write(STDERR_FILENO, m.data, m.len) < 0) {
		/* nothing more to do about it */
	}
	buf_free(&m);
}

/* The stopping thread: waits, cleans up, ends the process. */
static void *
stop_run(void *arg)
{
	sigset_t set = *(sigset_t *)arg, one;
	struct sigaction sa;
	int sig;

	free(arg);
	if (sigwait(&set, &sig) != 0)
		return NULL;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
	/* A runs cache write under way leaves no temporary file either. */
	runs_cache_stop();
	pthread_mutex_lock(&stop.lock);
	if (stop.tmp != NULL)
		remove_busy_tree(stop.tmp);
	if (stop.out != NULL && !stop.swapped)
		say("report-site: interrupted; no site written; ", stop.out,
		    " is unchanged\n");
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	sigemptyset(&one);
	sigaddset(&one, sig);
	pthread_sigmask(SIG_UNBLOCK, &one, NULL);
	raise(sig);
	_exit(128 + sig);	/* not reached: the default action ends all */
}

/*
 * The out-of-memory hook (util.h): the build folder goes before the
 * process aborts, unless the critical section holds the lock.
 */
static void
stop_oom(void)
{
	static atomic_flag busy = ATOMIC_FLAG_INIT;

	/*
	 * A second thread out of memory waits for the first one's abort:
	 * aborting now would end the process in the middle of its removal.
	 */
	if (atomic_flag_test_and_set(&busy))
		for (;;)
			pause();
	if (pthread_mutex_trylock(&stop.lock) != 0)
		return;
	free(stop.reserve);
	stop.reserve = NULL;
	/* Other threads (the checker's, the copies') may still write in it. */
	if (stop.tmp != NULL && !stop.swapped)
		remove_busy_tree(stop.tmp);
	pthread_mutex_unlock(&stop.lock);
}

/*
 * Starts the stopping thread for the build s of outdir (its folder is
 * s->tmp), with the signals blocked.  Without a thread (none could be
 * made), the signals stay blocked and the build checks for them
 * between its stages (site_interrupted).
 */
void
site_stop_start(struct site *s, const char *outdir)
{
	sigset_t *set = xmalloc(sizeof(*set));

	pthread_mutex_lock(&stop.lock);
	free(stop.tmp);
	free(stop.out);
	stop.tmp = xstrdup(s->tmp);
	stop.out = xstrdup(outdir);
	stop.swapped = 0;
	/*
	 * Removing a folder takes memory (opendir): a reserve that the
	 * out-of-memory hook gives back first.  Its size is above
	 * malloc's mmap threshold, so that free returns it to the system.
	 */
	if (stop.reserve == NULL)
		stop.reserve = malloc(1u << 20);
	pthread_mutex_unlock(&stop.lock);
	signal_set(set, 0);
	s->stopper_on = !sigisemptyset(set) &&
	    pthread_create(&s->stopper, NULL, stop_run, set) == 0;
	if (!s->stopper_on)
		free(set);
	xoom_hook(stop_oom);
}

/* Ends the stopping thread (a signal now stays pending until the mask). */
void
site_stop_end(struct site *s)
{
	if (s->stopper_on) {
		pthread_cancel(s->stopper);
		pthread_join(s->stopper, NULL);
		s->stopper_on = 0;
	}
	pthread_mutex_lock(&stop.lock);
	free(stop.tmp);
	free(stop.out);
	free(stop.reserve);
	stop.tmp = stop.out = NULL;
	stop.reserve = NULL;
	pthread_mutex_unlock(&stop.lock);
	xoom_hook(NULL);
}

/*
 * Whether one of those signals arrived while they were blocked.  One
 * the process ignores (nohup's SIGHUP, a background job's SIGINT) is
 * kept pending all the same while blocked, and would end nothing.
 */
int
site_interrupted(void)
{
	sigset_t pending;
	struct sigaction sa;
	int sig[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
	size_t i;

	if (sigpending(&pending) == -1)
		return 0;
	for (i = 0; i < sizeof(sig) / sizeof(sig[0]); i++)
		if (sigismember(&pending, sig[i]) == 1 &&
		    (sigaction(sig[i], NULL, &sa) == -1 ||
		    sa.sa_handler != SIG_IGN))
			return 1;
	return 0;
}

void
site_stop_enter(void)
{
	pthread_mutex_lock(&stop.lock);
}

void
site_stop_swapped(void)
{
	stop.swapped = 1;
}

void
site_stop_leave(void)
{
	pthread_mutex_unlock(&stop.lock);
}
