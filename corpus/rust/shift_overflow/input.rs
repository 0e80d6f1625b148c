//! Bit-level writer and reader for a telemetry frame format: fields of 1 to 32 bits,
//! packed most significant bit first, with a CRC-8 trailer.

use std::fmt;

pub const HEADER_BITS: u32 = 12;
pub const SENSOR_ID_BITS: u32 = 10;
pub const TIMESTAMP_BITS: u32 = 32;
pub const READING_BITS: u32 = 14;
pub const CRC_POLY: u8 = 0x07;

#[derive(Debug, PartialEq, Eq)]
pub enum FrameError {
    Overflow { field: &'static str, value: u64, bits: u32 },
    Truncated { needed: usize, available: usize },
    BadChecksum { expected: u8, found: u8 },
    BadVersion(u8),
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::Overflow { field, value, bits } => {
                write!(f, "{field}: {value} does not fit in {bits} bits")
            }
            FrameError::Truncated { needed, available } => {
                write!(f, "frame truncated: need {needed} bits, have {available}")
            }
            FrameError::BadChecksum { expected, found } => {
                write!(f, "checksum mismatch: expected {expected:#04x}, found {found:#04x}")
            }
            FrameError::BadVersion(v) => write!(f, "unsupported version {v}"),
        }
    }
}

pub struct BitWriter {
    bytes: Vec<u8>,
    current: u8,
    used: u32,
}

impl BitWriter {
    pub fn new() -> BitWriter {
        BitWriter { bytes: Vec::new(), current: 0, used: 0 }
    }

    fn push_bit(&mut self, bit: bool) {
        self.current = (self.current << 1) | u8::from(bit);
        self.used += 1;
        if self.used == 8 {
            self.bytes.push(self.current);
            self.current = 0;
            self.used = 0;
        }
    }

    pub fn write(&mut self, field: &'static str, value: u32, bits: u32) -> Result<(), FrameError> {
        if bits < 32 && u64::from(value) >= (1u64 << bits) {
            return Err(FrameError::Overflow { field, value: u64::from(value), bits });
        }
        for i in (0..bits).rev() {
            self.push_bit((value >> i) & 1 == 1);
        }
        Ok(())
    }

    pub fn finish(mut self) -> Vec<u8> {
        if self.used > 0 {
            let pad = 8 - self.used;
            self.current <<= pad;
            self.bytes.push(self.current);
        }
        let crc = crc8(&self.bytes);
        self.bytes.push(crc);
        self.bytes
    }
}

pub struct BitReader<'a> {
    bytes: &'a [u8],
    position: usize,
}

impl<'a> BitReader<'a> {
    pub fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader { bytes, position: 0 }
    }

    pub fn read(&mut self, bits: u32) -> Result<u32, FrameError> {
        let available = self.bytes.len() * 8 - self.position;
        if bits as usize > available {
            return Err(FrameError::Truncated { needed: bits as usize, available });
        }
        let mut value = 0u32;
        for _ in 0..bits {
            let byte = self.bytes[self.position / 8];
            let bit = (byte >> (7 - self.position % 8)) & 1;
            value = (value << 1) | u32::from(bit);
            self.position += 1;
        }
        Ok(value)
    }
}

pub fn crc8(bytes: &[u8]) -> u8 {
    let mut crc = 0u8;
    for &byte in bytes {
        crc ^= byte;
        for _ in 0..8 {
            crc = if crc & 0x80 != 0 { (crc << 1) ^ CRC_POLY } else { crc << 1 };
        }
    }
    crc
}

#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub sensor: u16,
    pub timestamp: u32,
    pub millivolts: u16,
}

/// The largest value a field of `bits` bits can hold.
pub fn field_max(bits: u32) -> u32 {
    if bits == 32 { u32::MAX } else { (1 << bits) - 1 }
}

pub fn encode(version: u8, readings: &[Reading]) -> Result<Vec<u8>, FrameError> {
    let mut writer = BitWriter::new();
    let header = (u32::from(version) << 8) | readings.len() as u32;
    writer.write("header", header, HEADER_BITS)?;
    for reading in readings {
        writer.write("sensor", u32::from(reading.sensor), SENSOR_ID_BITS)?;
        writer.write("timestamp", reading.timestamp, TIMESTAMP_BITS)?;
        writer.write("reading", u32::from(reading.millivolts), READING_BITS)?;
    }
    Ok(writer.finish())
}

pub fn decode(frame: &[u8]) -> Result<(u8, Vec<Reading>), FrameError> {
    let Some((&found, body)) = frame.split_last() else {
        return Err(FrameError::Truncated { needed: 8, available: 0 });
    };
    let expected = crc8(body);
    if expected != found {
        return Err(FrameError::BadChecksum { expected, found });
    }
    let mut reader = BitReader::new(body);
    let header = reader.read(HEADER_BITS)?;
    let version = (header >> 8) as u8;
    if version != 1 {
        return Err(FrameError::BadVersion(version));
    }
    let count = header & 0xff;
    let mut readings = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let sensor = reader.read(SENSOR_ID_BITS)? as u16;
        let timestamp = reader.read(TIMESTAMP_BITS)?;
        let millivolts = reader.read(READING_BITS)? as u16;
        readings.push(Reading { sensor, timestamp, millivolts });
    }
    Ok((version, readings))
}

/// Frame sizes the uplink budget allows, precomputed for the scheduler.
pub fn limits() -> [u32; 4] {
    let per_reading = SENSOR_ID_BITS + TIMESTAMP_BITS + READING_BITS;
    let sensor_mask = (1u32 << SENSOR_ID_BITS) - 1;
    let timestamp_mask = (1u32 << TIMESTAMP_BITS) - 1;
    [per_reading, sensor_mask, timestamp_mask, field_max(READING_BITS)]
}

fn main() {
    let readings = vec![
        Reading { sensor: 17, timestamp: 1_700_000_000, millivolts: 3300 },
        Reading { sensor: 512, timestamp: 1_700_000_030, millivolts: 12 },
        Reading { sensor: 1023, timestamp: 1_700_000_060, millivolts: 16383 },
    ];
    match encode(1, &readings) {
        Ok(frame) => {
            println!("{} bytes", frame.len());
            match decode(&frame) {
                Ok((version, decoded)) => {
                    assert_eq!(decoded, readings);
                    println!("version {version}, {} readings", decoded.len());
                }
                Err(e) => println!("decode failed: {e}"),
            }
        }
        Err(e) => println!("encode failed: {e}"),
    }
    println!("{:?}", limits());
}
