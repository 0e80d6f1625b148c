/*
 * sensors.c - registry of the board's I2C sensors: probing, periodic sampling
 * and the calibration table read from EEPROM at boot.
 *
 * Work in progress: the new probe table at the end has no name yet.
 */
#include <stdint.h>
#include <stddef.h>
#include <string.h>

#define SENSOR_MAX 8
#define CAL_MAGIC 0x43414C31u
#define I2C_RETRIES 3

#ifdef SENSORS_TRACE
#define TRACE(fmt, ...) trace_printf("sensors: " fmt "\n", __VA_ARGS__)
#else
#define TRACE(fmt, ...) do { } while (0)
#endif

enum sensor_kind {
    SENSOR_TEMP,
    SENSOR_HUMIDITY,
    SENSOR_PRESSURE,
    SENSOR_LIGHT,
};

struct calibration {
    uint32_t magic;
    int16_t offset[SENSOR_MAX];
    uint16_t gain[SENSOR_MAX];
    uint16_t crc;
};

struct sensor {
    const char *name;
    enum sensor_kind kind;
    uint8_t bus;
    uint8_t addr;
    int32_t last;
    uint32_t samples;
    uint32_t errors;
};

extern int i2c_read(uint8_t bus, uint8_t addr, uint8_t reg, uint8_t *buf, size_t len);
extern int eeprom_read(uint32_t off, void *buf, size_t len);
extern void trace_printf(const char *fmt, ...);

static struct sensor sensors[SENSOR_MAX];
static unsigned nsensors;
static struct calibration cal;

static uint16_t crc16(const uint8_t *p, size_t n)
{
    uint16_t crc = 0xFFFF;
    while (n--) {
        crc ^= (uint16_t)*p++ << 8;
        for (int b = 0; b < 8; b++)
            crc = (crc & 0x8000) ? (uint16_t)((crc << 1) ^ 0x1021) : (uint16_t)(crc << 1);
    }
    return crc;
}

static int load_calibration(void)
{
    if (eeprom_read(0x100, &cal, sizeof cal) != 0)
        return -1;
    if (cal.magic != CAL_MAGIC)
        return -2;
    if (crc16((const uint8_t *)&cal, offsetof(struct calibration, crc)) != cal.crc) {
        memset(&cal, 0, sizeof cal);
        return -3;
    }
    return 0;
}

static int read_reg16(const struct sensor *s, uint8_t reg, int32_t *out)
{
    uint8_t buf[2];
    for (int tries = 0; tries < I2C_RETRIES; tries++) {
        if (i2c_read(s->bus, s->addr, reg, buf, sizeof buf) == 0) {
            *out = (int16_t)((buf[0] << 8) | buf[1]);
            return 0;
        }
    }
    return -1;
}

int sensor_add(const char *name, enum sensor_kind kind, uint8_t bus, uint8_t addr)
{
    if (nsensors >= SENSOR_MAX)
        return -1;
    struct sensor *s = &sensors[nsensors];
    s->name = name;
    s->kind = kind;
    s->bus = bus;
    s->addr = addr;
    s->last = 0;
    s->samples = 0;
    s->errors = 0;
    TRACE("added %s at %u:%02x", name, bus, addr);
    return (int)nsensors++;
}

static int32_t calibrate(unsigned i, int32_t raw)
{
    if (cal.magic != CAL_MAGIC)
        return raw;
    return (raw + cal.offset[i]) * cal.gain[i] / 1024;
}

int sensor_sample(unsigned i)
{
    int32_t raw;
    struct sensor *s;

    if (i >= nsensors)
        return -1;
    s = &sensors[i];
    if (read_reg16(s, s->kind == SENSOR_LIGHT ? 0x0C : 0x00, &raw) != 0) {
        s->errors++;
        return -1;
    }
    s->last = calibrate(i, raw);
    s->samples++;
    return 0;
}

#if defined(SENSORS_SELFTEST) && SENSORS_SELFTEST > 1
int sensor_selftest(void)
{
    for (unsigned i = 0; i < nsensors; i++)
        if (sensor_sample(i) != 0)
            return -(int)i - 1;
    return 0;
}
#endif

int sensors_init(void)
{
    int rc = load_calibration();
    TRACE("calibration: %d", rc);
    nsensors = 0;
    sensor_add("temp0", SENSOR_TEMP, 1, 0x48);
    sensor_add("rh0", SENSOR_HUMIDITY, 1, 0x40);
    sensor_add("baro", SENSOR_PRESSURE, 1, 0x77);
    sensor_add("lux", SENSOR_LIGHT, 2, 0x29);
    return rc;
}

/*
 * Probe table: each kind's identification register and expected value.
 * The old fixed table stays until every board file has moved to the new one.
 */
#ifdef 0
static const uint8_t probe_ids[][2] = {
    { 0x00, 0x19 }, /* SENSOR_TEMP */
    { 0x0F, 0x60 }, /* SENSOR_HUMIDITY */
    { 0xD0, 0x58 }, /* SENSOR_PRESSURE */
    { 0x0A, 0x50 }, /* SENSOR_LIGHT */
};
#else
struct {
    enum sensor_kind kind;
    uint8_t id_reg;
    uint8_t id_value;
} *
#endif
