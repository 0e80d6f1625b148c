#include <stdlib.h>
#include <string.h>

#include "ring.h"

int ring_init(struct ring *r, size_t cap)
{
	if (cap == 0)
		return -1;
	r->values = calloc(cap, sizeof *r->values);
	if (!r->values)
		return -1;
	r->cap = cap;
	r->head = 0;
	r->len = 0;
	r->dropped = 0;
	return 0;
}

void ring_free(struct ring *r)
{
	free(r->values);
	memset(r, 0, sizeof *r);
}

void ring_clear(struct ring *r)
{
	r->head = 0;
	r->len = 0;
}

bool ring_push(struct ring *r, float value)
{
	if (r->len < r->cap) {
		r->values[(r->head + r->len) % r->cap] = value;
		r->len++;
		return false;
	}
	r->values[r->head] = value;
	r->head = (r->head + 1) % r->cap;
	r->dropped++;
	return true;
}

size_t ring_len(const struct ring *r)
{
	return r->len;
}

bool ring_full(const struct ring *r)
{
	return r->len == r->cap;
}

double ring_get(const struct ring *r, size_t i)
{
	return r->values[(r->head + i) % r->cap];
}

size_t ring_copy(const struct ring *r, double *out, size_t n)
{
	size_t count = r->len < n ? r->len : n;
	size_t first = r->cap - r->head;

	if (first > count)
		first = count;
	memcpy(out, r->values + r->head, first * sizeof *out);
	memcpy(out + first, r->values, (count - first) * sizeof *out);
	return count;
}
