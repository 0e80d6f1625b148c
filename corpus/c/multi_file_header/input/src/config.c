#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"

void config_defaults(struct config *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	strcpy(cfg->name, "sensor");
	cfg->window = 60;
	cfg->alarm_low = -40.0;
	cfg->alarm_high = 85.0;
	cfg->report_every = 0;
	cfg->level = LOG_INFO;
}

static char *trim(char *s)
{
	char *end;

	while (isspace((unsigned char)*s))
		s++;
	end = s + strlen(s);
	while (end > s && isspace((unsigned char)end[-1]))
		*--end = '\0';
	return s;
}

static int parse_size(const char *text, size_t max, size_t *out)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(text, &end, 10);
	if (errno || end == text || *end != '\0' || v > max)
		return -1;
	*out = (size_t)v;
	return 0;
}

static int parse_double(const char *text, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(text, &end);
	return errno || end == text || *end != '\0' ? -1 : 0;
}

int config_apply_line(struct config *cfg, const char *line, int lineno)
{
	char buf[256];
	char *key, *value, *eq;
	int rc = 0;

	if (strlen(line) >= sizeof buf) {
		log_error("config line %d: too long", lineno);
		return -1;
	}
	strcpy(buf, line);
	key = trim(buf);
	if (*key == '\0' || *key == '#')
		return 0;
	eq = strchr(key, '=');
	if (!eq) {
		log_error("config line %d: expected key = value", lineno);
		return -1;
	}
	*eq = '\0';
	key = trim(key);
	value = trim(eq + 1);

	if (strcmp(key, "name") == 0) {
		if (strlen(value) >= sizeof cfg->name)
			rc = -1;
		else
			strcpy(cfg->name, value);
	} else if (strcmp(key, "window") == 0) {
		rc = parse_size(value, CONFIG_WINDOW_MAX, &cfg->window);
	} else if (strcmp(key, "alarm_low") == 0) {
		rc = parse_double(value, &cfg->alarm_low);
	} else if (strcmp(key, "alarm_high") == 0) {
		rc = parse_double(value, &cfg->alarm_high);
	} else if (strcmp(key, "report_every") == 0) {
		rc = parse_size(value, (size_t)-1, &cfg->report_every);
	} else if (strcmp(key, "log_level") == 0) {
		rc = log_level_parse(value, &cfg->level);
	} else {
		log_warn("config line %d: unknown key '%s' ignored", lineno, key);
		return 0;
	}
	if (rc)
		log_error("config line %d: bad value '%s' for %s", lineno, value, key);
	return rc;
}

int config_load(struct config *cfg, const char *path)
{
	char line[512];
	int lineno = 0;
	FILE *f = fopen(path, "r");

	if (!f) {
		log_error("cannot open %s: %s", path, strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof line, f)) {
		lineno++;
		line[strcspn(line, "\n")] = '\0';
		if (config_apply_line(cfg, line, lineno) != 0) {
			fclose(f);
			return -1;
		}
	}
	if (ferror(f)) {
		log_error("reading %s: %s", path, strerror(errno));
		fclose(f);
		return -1;
	}
	fclose(f);
	return config_validate(cfg);
}

int config_validate(const struct config *cfg)
{
	if (cfg->window == 0) {
		log_error("window must be at least 1");
		return -1;
	}
	if (!(cfg->alarm_low < cfg->alarm_high)) {
		log_error("alarm_low (%g) must be below alarm_high (%g)",
			  cfg->alarm_low, cfg->alarm_high);
		return -1;
	}
	return 0;
}
