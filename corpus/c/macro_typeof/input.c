/*
 * jitter.c - inter-arrival jitter tracking for an RTP-style media receiver.
 *
 * Each stream keeps a small ring of arrival samples and an RFC 3550 style
 * running jitter estimate.  Statistics are exported through a flat table of
 * counters so that a management thread can read them without locking.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define JT_RING_ORDER     6
#define JT_RING_SIZE      (1u << JT_RING_ORDER)
#define JT_RING_MASK      (JT_RING_SIZE - 1u)
#define JT_MAX_STREAMS    32
#define JT_CLOCK_RATE     90000u
#define JT_SHIFT          4

#define JT_MIN(a, b)      ((a) < (b) ? (a) : (b))
#define JT_MAX(a, b)      ((a) > (b) ? (a) : (b))
#define JT_ABS(x)         ((x) < 0 ? -(x) : (x))
#define JT_ARRAY_LEN(a)   (sizeof(a) / sizeof((a)[0]))
#define JT_UNUSED(x)      ((void)(x))

/* A field whose type follows another expression's type, so that the
 * counters widen together with the sample type. */
#define JT_SHADOW_FIELD(expr, name) \
	typeof expr name;

#define JT_COUNTER(name)  uint64_t name;
#define JT_STAT_INC(s, f) ((s)->stats.f++)
#define JT_STAT_ADD(s, f, v) ((s)->stats.f += (uint64_t)(v))

enum jt_state {
	JT_IDLE,
	JT_PROBING,
	JT_LOCKED,
	JT_LOST,
};

struct jt_sample {
	uint32_t rtp_ts;
	uint32_t arrival;
	uint16_t seq;
	uint16_t flags;
};

struct jt_stats {
	JT_COUNTER(packets)
	JT_COUNTER(reordered)
	JT_COUNTER(duplicates)
	JT_COUNTER(late)
	JT_COUNTER(resets)
	JT_COUNTER(jitter_sum)
};

struct jt_stream {
	uint32_t ssrc;
	enum jt_state state;
	struct jt_sample ring[JT_RING_SIZE];
	unsigned head;
	unsigned count;
	uint32_t last_transit;
	uint32_t jitter;
	JT_SHADOW_FIELD(uint16_t, highest_seq)
	uint32_t cycles;
	struct jt_stats stats;
};

struct jt_table {
	struct jt_stream streams[JT_MAX_STREAMS];
	unsigned used;
	uint32_t clock_rate;
};

static struct jt_table table;

static void jt_stream_reset(struct jt_stream *s, uint32_t ssrc)
{
	memset(s, 0, sizeof(*s));
	s->ssrc = ssrc;
	s->state = JT_PROBING;
	JT_STAT_INC(s, resets);
}

void jt_init(uint32_t clock_rate)
{
	unsigned i;

	memset(&table, 0, sizeof(table));
	table.clock_rate = clock_rate ? clock_rate : JT_CLOCK_RATE;
	for (i = 0; i < JT_ARRAY_LEN(table.streams); i++)
		table.streams[i].state = JT_IDLE;
}

static struct jt_stream *jt_find(uint32_t ssrc)
{
	unsigned i;

	for (i = 0; i < table.used; i++)
		if (table.streams[i].ssrc == ssrc)
			return &table.streams[i];
	return NULL;
}

static struct jt_stream *jt_lookup(uint32_t ssrc)
{
	struct jt_stream *s = jt_find(ssrc);

	if (s)
		return s;
	if (table.used >= JT_MAX_STREAMS)
		return NULL;
	s = &table.streams[table.used++];
	jt_stream_reset(s, ssrc);
	return s;
}

static int jt_seq_newer(uint16_t a, uint16_t b)
{
	return (int16_t)(a - b) > 0;
}

static void jt_ring_push(struct jt_stream *s, const struct jt_sample *smp)
{
	s->ring[s->head & JT_RING_MASK] = *smp;
	s->head++;
	s->count = JT_MIN(s->count + 1, JT_RING_SIZE);
}

static const struct jt_sample *jt_ring_at(const struct jt_stream *s, unsigned back)
{
	if (back >= s->count)
		return NULL;
	return &s->ring[(s->head - 1 - back) & JT_RING_MASK];
}

static void jt_update_jitter(struct jt_stream *s, const struct jt_sample *smp)
{
	uint32_t transit = smp->arrival - smp->rtp_ts;
	int32_t d;

	if (s->count == 0) {
		s->last_transit = transit;
		return;
	}
	d = (int32_t)(transit - s->last_transit);
	s->last_transit = transit;
	d = JT_ABS(d);
	s->jitter += (uint32_t)d - ((s->jitter + (1u << (JT_SHIFT - 1))) >> JT_SHIFT);
	JT_STAT_ADD(s, jitter_sum, s->jitter >> JT_SHIFT);
}

int jt_receive(uint32_t ssrc, uint16_t seq, uint32_t rtp_ts, uint32_t arrival)
{
	struct jt_stream *s = jt_lookup(ssrc);
	struct jt_sample smp;
	const struct jt_sample *prev;

	if (!s)
		return -1;
	smp.rtp_ts = rtp_ts;
	smp.arrival = arrival;
	smp.seq = seq;
	smp.flags = 0;
	JT_STAT_INC(s, packets);

	prev = jt_ring_at(s, 0);
	if (prev && prev->seq == seq) {
		JT_STAT_INC(s, duplicates);
		return 0;
	}
	if (s->count && !jt_seq_newer(seq, s->highest_seq)) {
		JT_STAT_INC(s, reordered);
		smp.flags |= 1;
	} else {
		if (seq < s->highest_seq)
			s->cycles += 1u << 16;
		s->highest_seq = seq;
	}
	jt_update_jitter(s, &smp);
	jt_ring_push(s, &smp);

	switch (s->state) {
	case JT_PROBING:
		if (s->count >= 4)
			s->state = JT_LOCKED;
		break;
	case JT_LOST:
		s->state = JT_PROBING;
		break;
	default:
		break;
	}
	return 0;
}

uint32_t jt_jitter_ms(uint32_t ssrc)
{
	const struct jt_stream *s = jt_find(ssrc);

	if (!s || !table.clock_rate)
		return 0;
	return (uint32_t)(((uint64_t)(s->jitter >> JT_SHIFT) * 1000u) / table.clock_rate);
}

unsigned jt_late_packets(uint32_t ssrc, uint32_t now, uint32_t budget)
{
	const struct jt_stream *s = jt_find(ssrc);
	unsigned i, late = 0;

	if (!s)
		return 0;
	for (i = 0; i < s->count; i++) {
		const struct jt_sample *smp = jt_ring_at(s, i);
		if (smp && now - smp->arrival > budget)
			late++;
	}
	return late;
}

void jt_expire(uint32_t now, uint32_t timeout)
{
	unsigned i;

	for (i = 0; i < table.used; i++) {
		struct jt_stream *s = &table.streams[i];
		const struct jt_sample *last = jt_ring_at(s, 0);

		if (s->state == JT_IDLE || !last)
			continue;
		if (now - last->arrival > timeout) {
			s->state = JT_LOST;
			JT_STAT_INC(s, late);
		}
	}
}

size_t jt_export(uint64_t *out, size_t max)
{
	size_t n = 0;
	unsigned i;

	for (i = 0; i < table.used && n + 6 <= max; i++) {
		const struct jt_stats *st = &table.streams[i].stats;
		out[n++] = st->packets;
		out[n++] = st->reordered;
		out[n++] = st->duplicates;
		out[n++] = st->late;
		out[n++] = st->resets;
		out[n++] = st->jitter_sum;
	}
	JT_UNUSED(JT_MAX(n, max));
	return n;
}
