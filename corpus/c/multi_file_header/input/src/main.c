/*
 * sensord: reads one sample per line from standard input (a number, optionally
 * followed by a comment), keeps the last `window` of them and reports their
 * statistics, warning when the mean leaves the alarm band.
 *
 *   sensord [-c CONFIG] [-v]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "log.h"
#include "ring.h"
#include "stats.h"

static void usage(const char *prog)
{
	fprintf(stderr, "usage: %s [-c CONFIG] [-v]\n", prog);
}

static void report(const struct config *cfg, const struct ring *samples)
{
	struct stats st;
	char line[256];

	if (stats_compute(samples, &st) != 0) {
		log_warn("no samples to report");
		return;
	}
	stats_format(&st, cfg->name, line, sizeof line);
	puts(line);
	if (st.mean < cfg->alarm_low)
		log_warn("%s: mean %.2f below alarm_low %.2f", cfg->name, st.mean, cfg->alarm_low);
	else if (st.mean > cfg->alarm_high)
		log_warn("%s: mean %.2f above alarm_high %.2f", cfg->name, st.mean, cfg->alarm_high);
}

/* Parses "23.5" or "23.5 # comment"; returns 0 and sets *value, 1 for a blank or
 * comment line, -1 for anything else. */
static int parse_sample(const char *line, double *value)
{
	char *end;

	line += strspn(line, " \t");
	if (*line == '\0' || *line == '\n' || *line == '#')
		return 1;
	*value = strtod(line, &end);
	if (end == line)
		return -1;
	end += strspn(end, " \t\r\n");
	return *end == '\0' || *end == '#' ? 0 : -1;
}

int main(int argc, char **argv)
{
	struct config cfg;
	struct ring samples;
	char line[256];
	unsigned long lineno = 0, bad = 0, seen = 0;
	int opt;

	config_defaults(&cfg);
	while ((opt = getopt(argc, argv, "c:vh")) != -1) {
		switch (opt) {
		case 'c':
			if (config_load(&cfg, optarg) != 0)
				return 2;
			break;
		case 'v':
			cfg.level = LOG_DEBUG;
			break;
		default:
			usage(argv[0]);
			return opt == 'h' ? 0 : 2;
		}
	}
	log_set_level(cfg.level);
	if (ring_init(&samples, cfg.window) != 0) {
		log_error("cannot allocate a window of %zu samples", cfg.window);
		return 1;
	}
	log_debug("window %zu, alarm band [%g, %g]", cfg.window, cfg.alarm_low, cfg.alarm_high);

	while (fgets(line, sizeof line, stdin)) {
		double value;
		int rc;

		lineno++;
		rc = parse_sample(line, &value);
		if (rc > 0)
			continue;
		if (rc < 0) {
			log_warn("line %lu: not a sample, skipped", lineno);
			bad++;
			continue;
		}
		if (ring_push(&samples, value))
			log_debug("window full, oldest sample dropped");
		seen++;
		if (cfg.report_every && seen % cfg.report_every == 0)
			report(&cfg, &samples);
	}
	if (!cfg.report_every || seen % cfg.report_every != 0)
		report(&cfg, &samples);
	log_info("%lu samples, %lu bad lines, %lu dropped from the window",
		 seen, bad, samples.dropped);
	ring_free(&samples);
	return bad ? 1 : 0;
}
