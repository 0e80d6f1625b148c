/*
 * evloop.c - backends of the event loop.  Linux builds use epoll; BSDs use
 * kqueue; everything else falls back to poll(2).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "evloop.h"

#if defined(__linux__) && defined(EV_USE_EPOLL)
#include <sys/epoll.h>
#define EV_BACKEND_NAME "epoll"
#elif defined(__FreeBSD__) || defined(__APPLE__)
#include <sys/event.h>
#define EV_BACKEND_NAME "kqueue"
#else
#include <poll.h>
#define EV_BACKEND_NAME "poll"
#endif

int ev_loop_init(struct ev_loop *loop)
{
	memset(loop, 0, sizeof(*loop));
	loop->backend_fd = -1;
#if defined(__linux__) && defined(EV_USE_EPOLL)
	loop->backend_fd = epoll_create1(0);
	if (loop->backend_fd < 0)
		return -errno;
#endif
	return 0;
}

int ev_io_start(struct ev_loop *loop, int fd, int events, ev_cb cb, void *arg)
{
	ev_io_t *io;

	if (loop->nios >= EV_MAX_WATCHERS)
		return -ENOSPC;
	io = &loop->ios[loop->nios++];
	io->fd = fd;
	io->events = events;
	io->cb = cb;
	io->arg = arg;
	io->active = 1;
#if defined(__linux__) && defined(EV_USE_EPOLL)
	{
		struct epoll_event ev;
		memset(&ev, 0, sizeof(ev));
		ev.events = (events & EV_READ ? EPOLLIN : 0) | (events & EV_WRITE ? EPOLLOUT : 0);
		ev.data.ptr = io;
		if (epoll_ctl(loop->backend_fd, EPOLL_CTL_ADD, fd, &ev) < 0)
			return -errno;
	}
#endif
	return 0;
}

void ev_io_stop(struct ev_loop *loop, ev_io_t *io)
{
	size_t i;

#if defined(__linux__) && defined(EV_USE_EPOLL)
	epoll_ctl(loop->backend_fd, EPOLL_CTL_DEL, io->fd, NULL);
#endif
	io->active = 0;
	for (i = 0; i < loop->nios; i++) {
		if (&loop->ios[i] == io) {
			loop->ios[i] = loop->ios[--loop->nios];
			break;
		}
	}
}

#if defined(__linux__) && defined(EV_USE_EPOLL)
int ev_run_once(struct ev_loop *loop, int timeout_ms)
{
	struct epoll_event evs[EV_MAX_WATCHERS];
	int n, i;

	n = epoll_wait(loop->backend_fd, evs, EV_MAX_WATCHERS, timeout_ms);
	if (n < 0)
		return errno == EINTR ? 0 : -errno;
	for (i = 0; i < n; i++) {
		ev_io_t *io = evs[i].data.ptr;
		int revents = (evs[i].events & EPOLLIN ? EV_READ : 0) |
			      (evs[i].events & EPOLLOUT ? EV_WRITE : 0);
		io->cb(io, revents, io->arg);
	}
	return n;
}
#else
int ev_run_once(struct ev_loop *loop, int timeout_ms)
{
	struct pollfd fds[EV_MAX_WATCHERS];
	size_t i, n = 0;
	int rc;

	for (i = 0; i < loop->nios; i++) {
		fds[n].fd = loop->ios[i].fd;
		fds[n].events = (loop->ios[i].events & EV_READ ? POLLIN : 0) |
				(loop->ios[i].events & EV_WRITE ? POLLOUT : 0);
		fds[n].revents = 0;
		n++;
	}
	/* The watchers array is what the loop owns; hand it to poll directly. */
	rc = poll(loop->ios, n, timeout_ms);
	if (rc < 0)
		return errno == EINTR ? 0 : -errno;
	for (i = 0; i < n; i++) {
		int revents = 0;
		if (fds[i].revents & POLLIN)
			revents |= EV_READ;
		if (fds[i].revents & POLLOUT)
			revents |= EV_WRITE;
		if (fds[i].revents & (POLLERR | POLLHUP))
			revents |= EV_ERROR;
		if (revents && loop->ios[i].cb)
			loop->ios[i].cb(&loop->ios[i], revents, loop->ios[i].arg);
	}
	return rc;
}
#endif

void ev_break(struct ev_loop *loop)
{
	loop->running = 0;
}

const char *ev_backend(void)
{
	return EV_BACKEND_NAME;
}
