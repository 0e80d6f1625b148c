//! Writes the result of an isolation: both final versions and the patch between them.

use std::io;
use std::path::Path;

use similar::TextDiff;

use super::Files;

/// The unified diff from `pass` to `fail`, file by file (`/dev/null` for a missing side).
pub fn patch(pass: &Files, fail: &Files) -> String {
    let names: std::collections::BTreeSet<&String> = pass.keys().chain(fail.keys()).collect();
    let mut out = String::new();
    for name in names {
        let old = String::from_utf8_lossy(pass.get(name).map_or(&[][..], |v| v));
        let new = String::from_utf8_lossy(fail.get(name).map_or(&[][..], |v| v));
        if old == new {
            continue;
        }
        let a = if pass.contains_key(name) {
            format!("a/{name}")
        } else {
            "/dev/null".into()
        };
        let b = if fail.contains_key(name) {
            format!("b/{name}")
        } else {
            "/dev/null".into()
        };
        let diff = TextDiff::from_lines(old.as_ref(), new.as_ref());
        out.push_str(&diff.unified_diff().header(&a, &b).to_string());
    }
    out
}

/// Writes `dir/pass/`, `dir/fail/` and `dir/diff.patch` in one step, replacing earlier
/// results.
pub fn write(dir: &Path, pass: &Files, fail: &Files) -> io::Result<()> {
    crate::files::replace_dir(dir, |staged| {
        write_files(&staged.join("pass"), pass)?;
        write_files(&staged.join("fail"), fail)?;
        std::fs::write(staged.join("diff.patch"), patch(pass, fail))
    })
}

/// Writes `files` (relative paths) under `root`, which is created even when empty.
pub fn write_files(root: &Path, files: &Files) -> io::Result<()> {
    std::fs::create_dir_all(root)?;
    for (name, bytes) in files {
        let relative = Path::new(name);
        if relative.is_absolute() || relative.components().any(|c| c.as_os_str() == "..") {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("{name} is not a path inside the output"),
            ));
        }
        let path = root.join(relative);
        std::fs::create_dir_all(path.parent().unwrap_or(root))?;
        std::fs::write(path, bytes)?;
    }
    Ok(())
}
