/*
 * sched.c - a tiny discrete-event scheduler built on a binary min-heap of
 * timed events. Jobs are released, run for their burst and may re-arm.
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct event {
    unsigned long when;
    int job;
    int kind;
};

enum { EV_RELEASE = 1, EV_COMPLETE = 2, EV_TIMER = 3 };

struct heap {
    struct event *items;
    size_t size;
    size_t cap;
};

struct job {
    const char *name;
    unsigned long period;
    unsigned long burst;
    int runs_left;
    unsigned long finished_at;
};

static void heap_init(struct heap *h)
{
    h->items = NULL;
    h->size = 0;
    h->cap = 0;
}

static int ev_less(const struct event *a, const struct event *b)
{
    if (a->when != b->when)
        return a->when < b->when;
    if (a->kind != b->kind)
        return a->kind > b->kind;
    return a->job < b->job;
}

static void swap_ev(struct event *a, struct event *b)
{
    struct event t = *a;
    *a = *b;
    *b = t;
}

static int heap_push(struct heap *h, struct event ev)
{
    size_t i;

    if (h->size == h->cap) {
        size_t cap = h->cap ? h->cap * 2 : 8;
        struct event *p = realloc(h->items, cap * sizeof *p);
        if (!p)
            return -1;
        h->items = p;
        h->cap = cap;
    }
    i = h->size++;
    h->items[i] = ev;
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!ev_less(&h->items[i], &h->items[parent]))
            break;
        swap_ev(&h->items[i], &h->items[parent]);
        i = parent;
    }
    return 0;
}

static struct event heap_pop(struct heap *h)
{
    struct event top;
    size_t i = 0;

    assert(h->size > 0 && "pop from empty event queue");
    top = h->items[0];
    h->items[0] = h->items[--h->size];
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < h->size && ev_less(&h->items[l], &h->items[m]))
            m = l;
        if (r < h->size && ev_less(&h->items[r], &h->items[m]))
            m = r;
        if (m == i)
            break;
        swap_ev(&h->items[i], &h->items[m]);
        i = m;
    }
    return top;
}

static void heap_free(struct heap *h)
{
    free(h->items);
    heap_init(h);
}

static struct job jobs[] = {
    { "sensor-poll",  10, 2, 4, 0 },
    { "log-flush",    25, 5, 2, 0 },
    { "net-beacon",   15, 1, 3, 0 },
    { "watchdog",     40, 1, 1, 0 },
};

#define NJOBS ((int)(sizeof jobs / sizeof jobs[0]))

struct cpu {
    int busy_job;
    unsigned long busy_until;
    unsigned long idle_time;
    unsigned long last_change;
    int ready[NJOBS];
    int nready;
};

static void dispatch(struct cpu *cpu, struct heap *q, unsigned long now)
{
    int j;
    if (cpu->busy_job >= 0 || cpu->nready == 0)
        return;
    j = cpu->ready[0];
    memmove(cpu->ready, cpu->ready + 1, (size_t)(cpu->nready - 1) * sizeof cpu->ready[0]);
    cpu->nready--;
    cpu->idle_time += now - cpu->last_change;
    cpu->busy_job = j;
    cpu->busy_until = now + jobs[j].burst;
    heap_push(q, (struct event){ cpu->busy_until, j, EV_COMPLETE });
}

static unsigned long simulate(struct heap *q, struct cpu *cpu)
{
    unsigned long now = 0;
    int pending = 0, j;

    for (j = 0; j < NJOBS; j++) {
        heap_push(q, (struct event){ 0, j, EV_RELEASE });
        pending += jobs[j].runs_left;
    }
    heap_push(q, (struct event){ 5, -1, EV_TIMER });
    pending++; /* the periodic tick keeps the loop alive */

    while (pending > 0) {
        struct event ev = heap_pop(q);
        now = ev.when;
        switch (ev.kind) {
        case EV_RELEASE:
            cpu->ready[cpu->nready++] = ev.job;
            break;
        case EV_COMPLETE:
            cpu->busy_job = -1;
            cpu->last_change = now;
            jobs[ev.job].finished_at = now;
            printf("t=%3lu  %-12s done\n", now, jobs[ev.job].name);
            if (--jobs[ev.job].runs_left > 0)
                heap_push(q, (struct event){ now + jobs[ev.job].period, ev.job, EV_RELEASE });
            pending--;
            break;
        case EV_TIMER:
            printf("t=%3lu  tick (ready=%d)\n", now, cpu->nready);
            if (pending > 1)
                heap_push(q, (struct event){ now + 5, -1, EV_TIMER });
            break;
        }
        dispatch(cpu, q, now);
    }
    return now;
}

int main(void)
{
    struct heap q;
    struct cpu cpu = { -1, 0, 0, 0, { 0 }, 0 };
    unsigned long end;
    int j;

    heap_init(&q);
    end = simulate(&q, &cpu);
    printf("finished at t=%lu, idle=%lu\n", end, cpu.idle_time);
    for (j = 0; j < NJOBS; j++)
        printf("  %-12s last completion t=%lu\n", jobs[j].name, jobs[j].finished_at);
    heap_free(&q);
    return 0;
}
