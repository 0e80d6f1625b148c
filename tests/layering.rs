//! The layering of `src/` (docs/design.md): no file imports from a layer above its own,
//! and no import loop among files. Reads the sources; an import is a `use` or a path
//! written in the code (`crate::a::b`, `super::x`, `child::Item`), followed through
//! `pub use` re-exports to the file that defines the item. Test modules are left out.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use regex::Regex;

/// Each top-level module's layer: a module may import from its own layer and below.
const LAYERS: [(&str, usize); 10] = [
    ("dd", 0),
    ("tree", 0),
    ("files", 0),
    ("lang", 1),
    ("oracle", 1),
    ("transform", 2),
    ("reduce", 3),
    ("isolate", 4),
    ("batch", 4),
    ("cli", 5),
];

type ModPath = Vec<String>;

struct Sources {
    /// Module path -> file.
    files: BTreeMap<ModPath, PathBuf>,
    /// Module path -> its code without comments and test modules.
    code: BTreeMap<ModPath, String>,
    /// Module path -> names of the items it defines.
    defined: HashMap<ModPath, BTreeSet<String>>,
    /// (module, name) -> module the name is re-exported from.
    reexports: HashMap<(ModPath, String), ModPath>,
}

fn module_path(src: &Path, file: &Path) -> ModPath {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: ModPath = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file without line comments and without its trailing test module.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod ") {
        Some(at) => &text[..at],
        None => text,
    };
    let comment = Regex::new(r"//[^\n]*").unwrap();
    comment.replace_all(text, "").into_owned()
}

/// The paths a `use` tree names: `a::{b, c::{d as e}}` -> `a::b`, `a::c::d`.
fn expand_use(tree: &str) -> Vec<Vec<String>> {
    fn expand(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
        let tree = tree.trim();
        if tree.is_empty() {
            return;
        }
        if let (Some(open), Some(close)) = (tree.find('{'), tree.rfind('}'))
            && open < close
        {
            let mut path = prefix.to_vec();
            path.extend(segments(&tree[..open]));
            let inner = &tree[open + 1..close];
            let (mut depth, mut start) = (0, 0);
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&path, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            expand(&path, &inner[start..], out);
        } else {
            let tree = tree.split(" as ").next().unwrap();
            let mut path = prefix.to_vec();
            path.extend(segments(tree));
            out.push(path);
        }
    }
    let mut out = Vec::new();
    expand(&[], tree, &mut out);
    out
}

fn segments(path: &str) -> impl Iterator<Item = String> + '_ {
    path.split("::")
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
}

impl Sources {
    fn read(src: &Path) -> Sources {
        let mut paths = Vec::new();
        rust_files(src, &mut paths);
        let item = Regex::new(
            r"(?m)^\s*(?:pub(?:\([^)]*\))?\s+)?(?:(?:async|const|unsafe)\s+)*(?:struct|enum|fn|trait|type|const|static|union)\s+([A-Za-z_][A-Za-z0-9_]*)",
        )
        .unwrap();
        let mut sources = Sources {
            files: BTreeMap::new(),
            code: BTreeMap::new(),
            defined: HashMap::new(),
            reexports: HashMap::new(),
        };
        for path in paths {
            let module = module_path(src, &path);
            let code = code_of(&std::fs::read_to_string(&path).unwrap());
            let names = item.captures_iter(&code).map(|c| c[1].to_string());
            sources.defined.insert(module.clone(), names.collect());
            sources.files.insert(module.clone(), path);
            sources.code.insert(module, code);
        }
        let public_use = Regex::new(r"(?m)^\s*pub(?:\([^)]*\))?\s+use\s+([^;]+);").unwrap();
        for (module, code) in &sources.code {
            for capture in public_use.captures_iter(code) {
                for path in expand_use(&capture[1]) {
                    let (Some(name), Some(parent)) = (path.last(), path.get(..path.len() - 1))
                    else {
                        continue;
                    };
                    if let Some((target, _)) = sources.resolve_module(module, parent) {
                        sources
                            .reexports
                            .insert((module.clone(), name.clone()), target);
                    }
                }
            }
        }
        sources
    }

    /// The module a path's leading segments name from `current`, and the first segment
    /// after it (the item), if any.
    fn resolve_module(&self, current: &ModPath, path: &[String]) -> Option<(ModPath, usize)> {
        let (mut module, mut at) = match path.first().map(String::as_str) {
            Some("crate") => (Vec::new(), 1),
            Some("super") => {
                let mut module = current.clone();
                let mut at = 0;
                while path.get(at).is_some_and(|s| s == "super") {
                    module.pop();
                    at += 1;
                }
                (module, at)
            }
            Some("self") => (current.clone(), 1),
            Some(first) => {
                let mut child = current.clone();
                child.push(first.to_string());
                if !self.files.contains_key(&child) {
                    return None;
                }
                (current.clone(), 0)
            }
            None => return None,
        };
        while let Some(segment) = path.get(at) {
            let mut child = module.clone();
            child.push(segment.clone());
            if !self.files.contains_key(&child) {
                break;
            }
            module = child;
            at += 1;
        }
        Some((module, at))
    }

    /// The file that defines what `path` names, seen from `current`.
    fn resolve(&self, current: &ModPath, path: &[String]) -> Option<&PathBuf> {
        let (mut module, at) = self.resolve_module(current, path)?;
        if let Some(name) = path.get(at) {
            for _ in 0..10 {
                if self.defined[&module].contains(name) {
                    break;
                }
                match self.reexports.get(&(module.clone(), name.clone())) {
                    Some(target) => module = target.clone(),
                    None => break,
                }
            }
        }
        self.files.get(&module)
    }

    /// File -> the files it imports from.
    fn imports(&self) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
        let use_statement = Regex::new(r"(?m)^\s*(?:pub(?:\([^)]*\))?\s+)?use\s+([^;]+);").unwrap();
        let written_path =
            Regex::new(r"\b((?:crate|super|self)(?:::[A-Za-z_][A-Za-z0-9_]*)+)").unwrap();
        // The head of a path only (not `b::c` inside `a::b::c`), and not crate/super/self.
        let child_path =
            Regex::new(r"(?:^|[^:\w])([a-z_][a-z0-9_]*)::([A-Za-z_][A-Za-z0-9_]*)").unwrap();
        let mut edges = BTreeMap::new();
        for (module, code) in &self.code {
            let file = &self.files[module];
            let mut paths: Vec<Vec<String>> = Vec::new();
            for capture in use_statement.captures_iter(code) {
                paths.extend(expand_use(&capture[1]));
            }
            let rest = use_statement.replace_all(code, "");
            for capture in written_path.captures_iter(&rest) {
                paths.push(segments(&capture[1]).collect());
            }
            for capture in child_path.captures_iter(&rest) {
                if matches!(&capture[1], "crate" | "super" | "self") {
                    continue;
                }
                paths.push(vec![capture[1].to_string(), capture[2].to_string()]);
            }
            let targets: &mut BTreeSet<PathBuf> = edges.entry(file.clone()).or_default();
            for path in paths {
                if let Some(target) = self.resolve(module, &path)
                    && target != file
                {
                    targets.insert(target.clone());
                }
            }
        }
        edges
    }
}

fn layer_of(src: &Path, file: &Path) -> Option<(&'static str, usize)> {
    let top = module_path(src, file).into_iter().next()?;
    LAYERS.iter().find(|(name, _)| *name == top).copied()
}

/// Files on a loop: those from which a path of imports leads back to themselves.
fn loops(edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    let reach = |from: &PathBuf| {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<&PathBuf> = edges.get(from).into_iter().flatten().collect();
        while let Some(file) = stack.pop() {
            if seen.insert(file.clone()) {
                stack.extend(edges.get(file).into_iter().flatten());
            }
        }
        seen
    };
    let reachable: BTreeMap<&PathBuf, BTreeSet<PathBuf>> =
        edges.keys().map(|f| (f, reach(f))).collect();
    let mut found: Vec<Vec<PathBuf>> = Vec::new();
    for (file, reached) in &reachable {
        if !reached.contains(*file) || found.iter().any(|l| l.contains(file)) {
            continue;
        }
        let on_loop: Vec<PathBuf> = reached
            .iter()
            .filter(|other| reachable[other].contains(*file))
            .cloned()
            .collect();
        found.push(on_loop);
    }
    found
}

#[test]
fn no_file_imports_from_a_higher_layer_or_in_a_loop() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let sources = Sources::read(&src);
    let edges = sources.imports();
    assert!(
        edges.values().map(BTreeSet::len).sum::<usize>() > 200,
        "the checker found too few imports to be reading the sources"
    );
    let mut problems = Vec::new();
    for (file, targets) in &edges {
        for target in targets {
            if let (Some((from, low)), Some((to, high))) =
                (layer_of(&src, file), layer_of(&src, target))
                && high > low
            {
                problems.push(format!(
                    "{} ({from}) imports from {} ({to}), a higher layer",
                    file.display(),
                    target.display()
                ));
            }
        }
    }
    for files in loops(&edges) {
        let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
        problems.push(format!("import loop among {}", names.join(", ")));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_checker_sees_a_loop_and_an_upward_import() {
    let edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = [
        ("a.rs", vec!["b.rs"]),
        ("b.rs", vec!["c.rs"]),
        ("c.rs", vec!["a.rs"]),
        ("d.rs", vec!["a.rs"]),
    ]
    .into_iter()
    .map(|(f, ts)| {
        (
            PathBuf::from(f),
            ts.into_iter().map(PathBuf::from).collect(),
        )
    })
    .collect();
    let found = loops(&edges);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].len(), 3);
    assert_eq!(
        expand_use("crate::a::{b, c::{d as e}}"),
        [vec!["crate", "a", "b"], vec!["crate", "a", "c", "d"]]
    );
    let src = Path::new("/x/src");
    assert_eq!(
        layer_of(src, Path::new("/x/src/dd/mod.rs")),
        Some(("dd", 0))
    );
    assert_eq!(
        layer_of(src, Path::new("/x/src/reduce/passes/bulk.rs")),
        Some(("reduce", 3))
    );
}
