/*
 * telemetry.c - decode framed telemetry packets from a serial link:
 * sync word, header, TLV payload and a CRC-16/CCITT trailer.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define SYNC_WORD 0xA55Au
#define MAX_PAYLOAD 240
#define MAX_FIELDS 16

enum tlv_type {
    TLV_TEMPERATURE = 0x01,
    TLV_PRESSURE = 0x02,
    TLV_HUMIDITY = 0x03,
    TLV_BATTERY = 0x10,
    TLV_TEXT = 0x7F,
};

enum decode_status {
    DECODE_OK = 0,
    DECODE_SHORT,
    DECODE_BAD_SYNC,
    DECODE_BAD_LENGTH,
    DECODE_BAD_CRC,
    DECODE_BAD_TLV,
};

struct packet_header {
    uint16_t sync;
    uint8_t version;
    uint8_t flags;
    typeof uint16_t seq;
    uint16_t length;
};

struct tlv_field {
    uint8_t type;
    uint8_t len;
    const uint8_t *value;
};

struct packet {
    struct packet_header hdr;
    struct tlv_field fields[MAX_FIELDS];
    unsigned nfields;
    uint16_t crc;
};

struct link_stats {
    unsigned long frames;
    unsigned long errors[DECODE_BAD_TLV + 1];
    uint16_t last_seq;
    unsigned long gaps;
};

static uint16_t crc16_ccitt(const uint8_t *data, size_t len)
{
    uint16_t crc = 0xFFFF;
    size_t i;
    int bit;

    for (i = 0; i < len; i++) {
        crc ^= (uint16_t)data[i] << 8;
        for (bit = 0; bit < 8; bit++)
            crc = (crc & 0x8000) ? (uint16_t)((crc << 1) ^ 0x1021) : (uint16_t)(crc << 1);
    }
    return crc;
}

static uint16_t get_be16(const uint8_t *p)
{
    return (uint16_t)((p[0] << 8) | p[1]);
}

static enum decode_status parse_header(const uint8_t *buf, size_t len, struct packet_header *h)
{
    if (len < 8)
        return DECODE_SHORT;
    h->sync = get_be16(buf);
    if (h->sync != SYNC_WORD)
        return DECODE_BAD_SYNC;
    h->version = buf[2];
    h->flags = buf[3];
    h->seq = get_be16(buf + 4);
    h->length = get_be16(buf + 6);
    if (h->length > MAX_PAYLOAD)
        return DECODE_BAD_LENGTH;
    return DECODE_OK;
}

static enum decode_status parse_tlvs(const uint8_t *p, size_t len, struct packet *pkt)
{
    size_t off = 0;

    pkt->nfields = 0;
    while (off < len) {
        struct tlv_field *f;
        if (len - off < 2 || pkt->nfields == MAX_FIELDS)
            return DECODE_BAD_TLV;
        f = &pkt->fields[pkt->nfields++];
        f->type = p[off];
        f->len = p[off + 1];
        if (f->len > len - off - 2)
            return DECODE_BAD_TLV;
        f->value = p + off + 2;
        off += 2u + f->len;
    }
    return DECODE_OK;
}

enum decode_status decode_packet(const uint8_t *buf, size_t len, struct packet *pkt)
{
    enum decode_status st = parse_header(buf, len, &pkt->hdr);
    size_t total;

    if (st != DECODE_OK)
        return st;
    total = 8u + pkt->hdr.length + 2u;
    if (len < total)
        return DECODE_SHORT;
    pkt->crc = get_be16(buf + 8 + pkt->hdr.length);
    if (crc16_ccitt(buf, 8u + pkt->hdr.length) != pkt->crc)
        return DECODE_BAD_CRC;
    return parse_tlvs(buf + 8, pkt->hdr.length, pkt);
}

static void print_field(const struct tlv_field *f)
{
    switch (f->type) {
    case TLV_TEMPERATURE:
        printf("  temperature %.2f C\n", (int16_t)get_be16(f->value) / 100.0);
        break;
    case TLV_PRESSURE:
        printf("  pressure    %u Pa\n", (unsigned)get_be16(f->value) * 10u);
        break;
    case TLV_HUMIDITY:
        printf("  humidity    %u %%\n", f->value[0]);
        break;
    case TLV_BATTERY:
        printf("  battery     %u mV\n", (unsigned)get_be16(f->value));
        break;
    case TLV_TEXT:
        printf("  text        \"%.*s\"\n", f->len, (const char *)f->value);
        break;
    default:
        printf("  unknown tlv 0x%02x (%u bytes)\n", f->type, f->len);
        break;
    }
}

void account(struct link_stats *ls, const struct packet *pkt, enum decode_status st)
{
    ls->frames++;
    if (st != DECODE_OK) {
        ls->errors[st]++;
        return;
    }
    if (ls->frames > 1 && pkt->hdr.seq != (uint16_t)(ls->last_seq + 1))
        ls->gaps++;
    ls->last_seq = pkt->hdr.seq;
}

static size_t build_frame(uint8_t *out, uint16_t seq, const uint8_t *payload, uint16_t plen)
{
    uint16_t crc;

    out[0] = SYNC_WORD >> 8;
    out[1] = SYNC_WORD & 0xFF;
    out[2] = 1;
    out[3] = 0;
    out[4] = seq >> 8;
    out[5] = seq & 0xFF;
    out[6] = plen >> 8;
    out[7] = plen & 0xFF;
    memcpy(out + 8, payload, plen);
    crc = crc16_ccitt(out, 8u + plen);
    out[8 + plen] = crc >> 8;
    out[9 + plen] = crc & 0xFF;
    return 10u + plen;
}

int main(void)
{
    static const uint8_t payload[] = {
        TLV_TEMPERATURE, 2, 0x08, 0xCA,
        TLV_PRESSURE, 2, 0x27, 0x95,
        TLV_HUMIDITY, 1, 41,
        TLV_BATTERY, 2, 0x0E, 0x74,
        TLV_TEXT, 5, 'n', 'o', 'd', 'e', '7',
    };
    uint8_t frame[MAX_PAYLOAD + 10];
    struct link_stats ls;
    struct packet pkt;
    uint16_t seq;
    unsigned i;

    memset(&ls, 0, sizeof ls);
    for (seq = 100; seq < 104; seq++) {
        size_t n = build_frame(frame, seq == 102 ? 103 : seq, payload, sizeof payload);
        enum decode_status st;
        if (seq == 101)
            frame[n - 1] ^= 0x40;
        st = decode_packet(frame, n, &pkt);
        account(&ls, &pkt, st);
        printf("frame %u: status %d\n", (unsigned)seq, (int)st);
        if (st == DECODE_OK)
            for (i = 0; i < pkt.nfields; i++)
                print_field(&pkt.fields[i]);
    }
    printf("frames=%lu crc_errors=%lu gaps=%lu\n", ls.frames, ls.errors[DECODE_BAD_CRC], ls.gaps);
    return 0;
}
