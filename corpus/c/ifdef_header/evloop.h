/* evloop.h - a minimal readiness event loop: watchers on file descriptors. */
#ifndef EVLOOP_H
#define EVLOOP_H

#include <stddef.h>

#define EV_READ   0x01
#define EV_WRITE  0x02
#define EV_ERROR  0x04

#define EV_MAX_WATCHERS 64

typedef struct ev_io ev_io_t;
typedef void (*ev_cb)(ev_io_t *io, int revents, void *arg);

struct ev_io {
	int fd;
	int events;
	ev_cb cb;
	void *arg;
	int active;
};

struct ev_loop {
	ev_io_t ios[EV_MAX_WATCHERS];
	size_t nios;
	int running;
	int backend_fd;
};

int ev_loop_init(struct ev_loop *loop);
int ev_io_start(struct ev_loop *loop, int fd, int events, ev_cb cb, void *arg);
void ev_io_stop(struct ev_loop *loop, ev_io_t *io);
int ev_run_once(struct ev_loop *loop, int timeout_ms);
void ev_break(struct ev_loop *loop);

#endif /* EVLOOP_H */
