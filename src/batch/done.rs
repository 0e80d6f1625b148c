//! Resumption: a file's result is final once its reduction finished. That is recorded in
//! `OUTDIR/.hedge-batch/<relative path>.done` (the digests of the input and of the test,
//! and the file's result, as JSON), written atomically after the output file, so a record
//! never points at a missing or partial output. A record made by another test is not
//! used: the file is reduced again.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::result::FileResult;
use crate::files::write_atomically;

/// The directory of the records inside the output directory.
pub const DIR: &str = ".hedge-batch";

#[derive(Serialize, Deserialize)]
struct Record {
    input_digest: String,
    /// [`crate::oracle::TestSpec::identity`] of the test that made the result; absent
    /// in records of older versions, which are then not trusted.
    #[serde(default)]
    test: String,
    result: FileResult,
}

/// What the records say of one input.
pub enum Earlier {
    /// Its result for this input and this test.
    Done(FileResult),
    /// A result made by another test, not to be used.
    OtherTest,
    /// No usable record.
    None,
}

/// The hex BLAKE3 hash of `bytes`, as the records store the digests of inputs and outputs.
pub fn digest(bytes: &[u8]) -> String {
    blake3::hash(bytes).to_hex().to_string()
}

fn record_path(out_dir: &Path, relative: &Path) -> PathBuf {
    let mut name = relative.as_os_str().to_owned();
    name.push(".done");
    out_dir.join(DIR).join(name)
}

/// The finished result for `relative`, if one was recorded for an input with this digest
/// and this test. A record that cannot be read or parsed counts as absent: the file is
/// reduced again.
pub fn load(out_dir: &Path, relative: &Path, input_digest: &str, test: &str) -> Earlier {
    let Some(record) = std::fs::read_to_string(record_path(out_dir, relative))
        .ok()
        .and_then(|text| serde_json::from_str::<Record>(&text).ok())
    else {
        return Earlier::None;
    };
    match (record.input_digest == input_digest, record.test == test) {
        (true, true) => Earlier::Done(record.result),
        (true, false) => Earlier::OtherTest,
        (false, _) => Earlier::None,
    }
}

/// Records `result` as final for `relative`, with the digests of its input and of the test
/// (see [`load`]).
pub fn save(
    out_dir: &Path,
    relative: &Path,
    input_digest: &str,
    test: &str,
    result: &FileResult,
) -> io::Result<()> {
    let path = record_path(out_dir, relative);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let record = Record {
        input_digest: input_digest.to_string(),
        test: test.to_string(),
        result: result.clone(),
    };
    let json = serde_json::to_string_pretty(&record).expect("a record serializes");
    write_atomically(&path, json.as_bytes())
}
