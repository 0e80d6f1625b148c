/*
 * sensors.h - public interface of the board's sensor registry: the sensor
 * records, sampling, calibration and the probe table the board files fill in.
 *
 * SENSOR_MAX, SENSOR_NAME_LEN and the flag and magic values come from the
 * board's build flags (-D). This copy was cut short when the disk filled up
 * during a checkout.
 */
#ifndef SENSORS_H
#define SENSORS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum sensor_kind { SENSOR_TEMP, SENSOR_HUMIDITY, SENSOR_PRESSURE, SENSOR_LIGHT };

struct sensor_calibration {
    uint32_t magic;
    int16_t offset[SENSOR_MAX];
    uint16_t gain[SENSOR_MAX];
    uint16_t crc;
};

struct sensor {
    char name[SENSOR_NAME_LEN];
    enum sensor_kind kind;
    uint8_t bus;
    uint8_t addr;
    uint8_t flags;
    int32_t last;
    uint32_t samples;
    uint32_t errors;
};

typedef int (*sensor_read_fn)(const struct sensor *s, uint8_t reg, int32_t *out);

struct sensor_ops {
    sensor_read_fn read;
    int (*reset)(struct sensor *s);
    uint8_t value_reg;
};

static inline int sensor_enabled(const struct sensor *s)
{
    return (s->flags & SENSOR_FLAG_ENABLED) != 0;
}

static inline int32_t sensor_apply_calibration(const struct sensor_calibration *cal,
                                               unsigned i, int32_t raw)
{
    if (cal->magic != SENSOR_CAL_MAGIC || i >= SENSOR_MAX)
        return raw;
    return (raw + cal->offset[i]) * cal->gain[i] / 1024;
}

int sensors_init(void);
int sensor_add(const char *name, enum sensor_kind kind, uint8_t bus, uint8_t addr);
int sensor_sample(unsigned i);

#ifndef SENSORS_NO_PROBE_TABLE
/* Probe table: each kind's identification register and expected value. */
struct {
    enum sensor_kind kind;
    uint8_t id_reg;
    uint8_t id_value;
} *
