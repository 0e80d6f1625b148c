//! Splitting a batch into N independent shards (one per machine, job-array task or pod).
//!
//! An input belongs to shard `hash(contents) mod N`: renaming a file or adding others does
//! not move it, and identical inputs land in the same shard. Every shard reads every
//! input to know its own, and fingerprints the whole directory on the way, so a merge can
//! tell whether all shards saw the same inputs.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Shard `index` of `count`, numbered from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// The shard's number, from 0 to `count - 1`.
    pub index: usize,
    /// The number of shards the batch is split into.
    pub count: usize,
}

impl Shard {
    /// Where the shard writes what is its own besides its inputs' results (its summary):
    /// `OUTDIR/shards/K-of-N/`.
    pub fn dir(&self, out_dir: &Path) -> PathBuf {
        out_dir.join(super::result::SHARDS).join(self.dir_name())
    }

    /// The shard's own directory name under `OUTDIR/shards/`: `K-of-N`.
    pub fn dir_name(&self) -> String {
        format!("{}-of-{}", self.index, self.count)
    }

    /// Parses a directory name made by [`Shard::dir_name`].
    pub fn from_dir_name(name: &str) -> Option<Shard> {
        let (index, count) = name.split_once("-of-")?;
        let shard = Shard {
            index: index.parse().ok()?,
            count: count.parse().ok()?,
        };
        (shard.index < shard.count && shard.dir_name() == name).then_some(shard)
    }

    /// Whether the input with these contents belongs to this shard.
    pub fn holds(&self, contents: &[u8]) -> bool {
        shard_of(contents, self.count) == self.index
    }
}

/// The shard, of `count`, that an input with these contents belongs to: the first eight
/// bytes of its BLAKE3 hash, little-endian, mod `count`.
pub fn shard_of(contents: &[u8], count: usize) -> usize {
    let hash = blake3::hash(contents);
    let head: [u8; 8] = hash.as_bytes()[..8]
        .try_into()
        .expect("a hash has 32 bytes");
    (u64::from_le_bytes(head) % count.max(1) as u64) as usize
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = String;

    /// `K/N`, as `--shard` takes it.
    fn from_str(text: &str) -> Result<Shard, String> {
        let usage = "expected K/N: shard K (numbered from 0) of N, e.g. 0/4";
        let (index, count) = text.split_once('/').ok_or_else(|| usage.to_string())?;
        let number = |part: &str, name: &str| {
            part.trim()
                .parse::<usize>()
                .map_err(|_| format!("{name} {part:?} is not a number; {usage}"))
        };
        let shard = Shard {
            index: number(index, "K")?,
            count: number(count, "N")?,
        };
        if shard.count == 0 {
            return Err("N must be at least 1".to_string());
        }
        if shard.index >= shard.count {
            return Err(format!(
                "K must be less than N (shards are numbered from 0 to {})",
                shard.count - 1
            ));
        }
        Ok(shard)
    }
}

/// What a shard knows of the whole input directory: how many inputs, and a digest of their
/// relative paths and contents. Shards that saw the same directory have the same one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Corpus {
    /// The number of inputs in the directory.
    pub files: usize,
    /// The hex BLAKE3 over every input's relative path and contents, in input order.
    pub digest: String,
}

/// The inputs (relative paths, in order) that belong to `shard`, and the fingerprint of all
/// of them. An input that cannot be read is placed by its path instead, so exactly one
/// shard reports it.
pub fn select(dir: &Path, files: Vec<PathBuf>, shard: Shard) -> (Vec<PathBuf>, Corpus) {
    let mut fingerprint = blake3::Hasher::new();
    let count = files.len();
    let mine = files
        .into_iter()
        .filter(|relative| {
            let path_bytes = relative.as_os_str().as_encoded_bytes();
            fingerprint.update(path_bytes);
            fingerprint.update(b"\0");
            match std::fs::read(dir.join(relative)) {
                Ok(contents) => {
                    fingerprint.update(blake3::hash(&contents).as_bytes());
                    shard.holds(&contents)
                }
                Err(_) => {
                    fingerprint.update(b"unreadable");
                    shard_of(path_bytes, shard.count) == shard.index
                }
            }
        })
        .collect();
    let corpus = Corpus {
        files: count,
        digest: fingerprint.finalize().to_hex().to_string(),
    };
    (mine, corpus)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_k_of_n_and_refuses_the_rest() {
        assert_eq!("3/4".parse::<Shard>(), Ok(Shard { index: 3, count: 4 }));
        assert_eq!("0/1".parse::<Shard>(), Ok(Shard { index: 0, count: 1 }));
        for (bad, says) in [
            ("4/4", "less than N"),
            ("0/0", "at least 1"),
            ("x/4", "not a number"),
            ("-1/4", "not a number"),
            ("3", "expected K/N"),
            ("", "expected K/N"),
            ("1/2/3", "not a number"),
        ] {
            let error = bad.parse::<Shard>().unwrap_err();
            assert!(error.contains(says), "{bad}: {error}");
        }
    }

    #[test]
    fn dir_names_round_trip_and_others_are_not_shards() {
        let shard = Shard {
            index: 2,
            count: 16,
        };
        assert_eq!(shard.dir_name(), "2-of-16");
        assert_eq!(Shard::from_dir_name("2-of-16"), Some(shard));
        for other in ["16-of-16", "02-of-16", "a-of-2", "2of16", "2-of-"] {
            assert_eq!(Shard::from_dir_name(other), None, "{other}");
        }
    }

    /// Every input is held by exactly one of N shards, for several N, and the shards are
    /// not lopsided.
    #[test]
    fn every_input_lands_in_exactly_one_shard() {
        let inputs: Vec<Vec<u8>> = (0..2000)
            .map(|i| format!("input {i}").into_bytes())
            .collect();
        for count in [1, 2, 3, 4, 7, 64] {
            let mut sizes = vec![0usize; count];
            for input in &inputs {
                let holders: Vec<usize> = (0..count)
                    .filter(|&index| Shard { index, count }.holds(input))
                    .collect();
                assert_eq!(holders.len(), 1, "{count} shards");
                sizes[holders[0]] += 1;
            }
            let fair = inputs.len() / count;
            assert!(
                sizes.iter().all(|&s| s > fair / 2 && s < fair * 2),
                "{count} shards: {sizes:?}"
            );
        }
    }

    /// The shard depends on the contents only: names, other files and duplicates do not
    /// move it.
    #[test]
    fn selection_follows_contents_not_names() {
        let dir = tempfile::tempdir().unwrap();
        let contents: Vec<String> = (0..40).map(|i| format!("crash {i}\n")).collect();
        for (i, text) in contents.iter().enumerate() {
            std::fs::write(dir.path().join(format!("a{i}")), text).unwrap();
        }
        let selected = |dir: &Path, index| {
            let files = crate::batch::inputs::list(dir).unwrap();
            let (mine, _) = select(dir, files, Shard { index, count: 3 });
            mine.iter()
                .map(|p| std::fs::read_to_string(dir.join(p)).unwrap())
                .collect::<std::collections::BTreeSet<String>>()
        };
        let before: Vec<_> = (0..3).map(|k| selected(dir.path(), k)).collect();

        // Renamed, duplicated under another name, and with new inputs beside them.
        let moved = tempfile::tempdir().unwrap();
        for (i, text) in contents.iter().enumerate() {
            std::fs::write(moved.path().join(format!("renamed-{i}")), text).unwrap();
            std::fs::write(moved.path().join(format!("copy-{i}")), text).unwrap();
        }
        for i in 0..40 {
            std::fs::write(moved.path().join(format!("new-{i}")), format!("new {i}")).unwrap();
        }
        for (k, old) in before.iter().enumerate() {
            let now = selected(moved.path(), k);
            assert!(old.is_subset(&now), "shard {k}");
        }
        let all: usize = before.iter().map(|s| s.len()).sum();
        assert_eq!(all, contents.len());
    }

    #[test]
    fn the_fingerprint_changes_with_any_input() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a"), "1").unwrap();
        std::fs::write(dir.path().join("b"), "2").unwrap();
        let fingerprint = |index| {
            let files = crate::batch::inputs::list(dir.path()).unwrap();
            select(dir.path(), files, Shard { index, count: 2 }).1
        };
        let first = fingerprint(0);
        assert_eq!(first, fingerprint(1));
        assert_eq!(first.files, 2);
        std::fs::write(dir.path().join("b"), "3").unwrap();
        assert_ne!(first.digest, fingerprint(0).digest);
    }
}
