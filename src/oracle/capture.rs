/// Keeps the start and the end of a stream whose total size may be huge, in bounded memory.
#[derive(Clone, Debug, Default)]
pub struct Captured {
    head: Vec<u8>,
    tail: Vec<u8>,
    total: u64,
}

/// Bytes kept from the start of a stream (what `--match` patterns see).
const HEAD_LIMIT: usize = 1 << 20;
/// Bytes kept from the end of a stream (what error messages show).
const TAIL_LIMIT: usize = 8 << 10;

impl Captured {
    /// Adds the next bytes of the stream, keeping at most `HEAD_LIMIT + 2 * TAIL_LIMIT`.
    pub(super) fn push(&mut self, mut bytes: &[u8]) {
        self.total += bytes.len() as u64;
        let room = HEAD_LIMIT - self.head.len();
        let take = room.min(bytes.len());
        self.head.extend_from_slice(&bytes[..take]);
        bytes = &bytes[take..];
        if bytes.is_empty() {
            return;
        }
        self.tail.extend_from_slice(bytes);
        if self.tail.len() > 2 * TAIL_LIMIT {
            self.tail.drain(..self.tail.len() - TAIL_LIMIT);
        }
    }

    /// The first bytes of the stream.
    pub fn head(&self) -> &[u8] {
        &self.head
    }

    /// All that was kept, as text: the start, and the end when more came after it.
    pub fn text(&self) -> std::borrow::Cow<'_, str> {
        if self.tail.is_empty() {
            return String::from_utf8_lossy(&self.head);
        }
        let mut kept = self.head.clone();
        kept.push(b'\n');
        kept.extend_from_slice(&self.tail);
        std::borrow::Cow::Owned(String::from_utf8_lossy(&kept).into_owned())
    }

    /// The last `n` lines of what was kept, as text.
    pub fn last_lines(&self, n: usize) -> String {
        let kept: Vec<u8> = if self.tail.is_empty() {
            self.head.clone()
        } else {
            self.tail.clone()
        };
        let text = String::from_utf8_lossy(&kept);
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(n)..].join("\n")
    }

    /// The size of the whole stream, in bytes, kept or not.
    pub fn total_bytes(&self) -> u64 {
        self.total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_head_and_tail_of_a_huge_stream() {
        let line = b"0123456789abcdef\n";
        let data: Vec<u8> = line
            .iter()
            .copied()
            .cycle()
            .take(line.len() * 200_000)
            .collect();
        let mut data = data;
        data.extend_from_slice(b"the end\n");
        let mut captured = Captured::default();
        for chunk in data.chunks(16 << 10) {
            captured.push(chunk);
        }
        assert_eq!(captured.total_bytes(), data.len() as u64);
        assert_eq!(captured.head().len(), HEAD_LIMIT);
        assert!(captured.tail.len() <= 2 * TAIL_LIMIT);
        assert!(captured.last_lines(1).ends_with("the end"));
    }
}
