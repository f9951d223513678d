//! The layers of `src/`: every file imports only from the layers its row of
//! the table in `docs/architecture.md` allows, and files of a layer that may
//! not name concrete dialects spell no path into `crate::dialects` and no
//! op or type name of one of Strata's dialects. Code under `#[cfg(test)]`
//! is exempt: tests may use the whole crate.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One row of the layer table.
struct Layer {
    name: String,
    /// Paths under `src/`: folders end with `/`.
    paths: Vec<String>,
    /// Layers this one may import; `None` for all.
    imports: Option<BTreeSet<String>>,
    names_dialects: bool,
}

/// The table between the `layers` markers of docs/architecture.md.
fn layer_table(root: &Path) -> Vec<Layer> {
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).expect("read docs/architecture.md");
    let start = doc.find("<!-- layers").expect("docs/architecture.md has the layer table");
    let end = doc[start..].find("<!-- end layers -->").expect("the layer table ends") + start;
    let cells = |line: &str| -> Vec<String> {
        line.trim().trim_matches('|').split('|').map(|c| c.trim().to_string()).collect()
    };
    let list = |cell: &str| -> Vec<String> {
        cell.split(',').map(|s| s.trim().trim_matches('`').to_string()).filter(|s| !s.is_empty() && s != "—").collect()
    };
    let mut layers = Vec::new();
    for line in doc[start..end].lines().filter(|l| l.starts_with('|')).skip(2) {
        let c = cells(line);
        assert_eq!(c.len(), 4, "layer table row: {line}");
        let imports = (c[2] != "all").then(|| list(&c[2]).into_iter().collect());
        layers.push(Layer { name: c[0].clone(), paths: list(&c[1]), imports, names_dialects: c[3] == "yes" });
    }
    assert!(layers.len() >= 5, "the layer table has its rows");
    layers
}

/// Blank out comments, string and char literals (keeping offsets and
/// newlines), so braces and paths are found in code only. Returns the code
/// and the string literals' contents.
fn blank(src: &str) -> (String, Vec<String>) {
    let b = src.as_bytes();
    let mut out = b.to_vec();
    let mut strings = Vec::new();
    let mut i = 0;
    let wipe = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            let end = b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |p| i + p);
            wipe(&mut out, i, end);
            i = end;
        } else if b[i..].starts_with(b"/*") {
            let end = src[i + 2..].find("*/").map_or(b.len(), |p| i + 2 + p + 2);
            wipe(&mut out, i, end);
            i = end;
        } else if b[i] == b'r' && (b.get(i + 1) == Some(&b'"') || b.get(i + 1) == Some(&b'#')) && !ident_byte(b, i) {
            let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
            if b.get(i + 1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close = format!("\"{}", "#".repeat(hashes));
            let body = i + 2 + hashes;
            let end = src[body..].find(&close).map_or(b.len(), |p| body + p + close.len());
            strings.push(src[body..end.saturating_sub(close.len()).max(body)].to_string());
            wipe(&mut out, i, end);
            i = end;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            strings.push(src[i + 1..j.min(b.len())].to_string());
            wipe(&mut out, i, (j + 1).min(b.len()));
            i = j + 1;
        } else if b[i] == b'\'' {
            // A char literal ('x', '\n', '\u{..}'), not a lifetime.
            let rest = &src[i + 1..];
            let len = if rest.starts_with('\\') {
                rest.find('\'').map(|p| p + 1)
            } else {
                rest.chars()
                    .next()
                    .filter(|_| rest[rest.chars().next().unwrap().len_utf8()..].starts_with('\''))
                    .map(|c| c.len_utf8() + 1)
            };
            match len {
                Some(n) => {
                    wipe(&mut out, i, i + 1 + n);
                    i += 1 + n;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    (String::from_utf8(out).expect("blanking keeps UTF-8 boundaries"), strings)
}

fn ident_byte(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

/// The offset of the brace closing the one at `open`.
fn matching_brace(code: &[u8], open: usize) -> usize {
    let mut depth = 0;
    for (k, &c) in code.iter().enumerate().skip(open) {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// The byte ranges of the items under `#[cfg(test)]` in `code` (comments
/// and strings blanked), and the names of test-only submodules declared
/// `#[cfg(test)] mod name;`.
fn test_items(code: &str) -> (Vec<std::ops::Range<usize>>, Vec<String>) {
    let mut ranges = Vec::new();
    let mut test_mods = Vec::new();
    let mut from = 0;
    while let Some(p) = code[from..].find("#[cfg(test)]") {
        let at = from + p;
        let item = at + "#[cfg(test)]".len();
        let semi = code[item..].find(';').map(|q| item + q);
        let brace = code[item..].find('{').map(|q| item + q);
        let end = match (semi, brace) {
            (Some(s), Some(b)) if s < b => s,
            (Some(s), None) => s,
            (_, Some(b)) => matching_brace(code.as_bytes(), b),
            (None, None) => code.len() - 1,
        };
        let decl = code[item..=end].trim();
        if let Some(name) = decl.strip_prefix("mod ").or_else(|| decl.strip_prefix("pub(crate) mod ")) {
            if let Some(name) = name.strip_suffix(';') {
                test_mods.push(name.trim().to_string());
            }
        }
        ranges.push(at..end + 1);
        from = end + 1;
    }
    (ranges, test_mods)
}

/// `text` with the bytes in `ranges` blanked (newlines kept).
fn blank_ranges(text: &str, ranges: &[std::ops::Range<usize>]) -> String {
    let mut out = text.as_bytes().to_vec();
    for r in ranges {
        for c in &mut out[r.clone()] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    }
    String::from_utf8(out).expect("blanking whole items keeps UTF-8 boundaries")
}

/// `code` without the items under `#[cfg(test)]`, and the test-only submodules.
fn without_tests(code: &str) -> (String, Vec<String>) {
    let (ranges, mods) = test_items(code);
    (blank_ranges(code, &ranges), mods)
}

/// The top-level module of the crate each path in `code` starts in:
/// `crate::a::..`, `$crate::a`, `crate::{a, b}`, and `super::` chains
/// that climb out of `module` (the file's module path).
fn referenced_tops(code: &str, module: &[String]) -> BTreeSet<String> {
    let mut tops = BTreeSet::new();
    let b = code.as_bytes();
    let ident = |s: &str| -> String { s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect() };
    let add_group_or_ident = |rest: &str, tops: &mut BTreeSet<String>| {
        if let Some(group) = rest.strip_prefix('{') {
            let close = matching_brace(format!("{{{group}").as_bytes(), 0);
            let inner = &group[..close.saturating_sub(1).min(group.len())];
            let mut depth = 0;
            let mut start = 0;
            for (k, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        tops.insert(ident(inner[start..k].trim()));
                        start = k + 1;
                    }
                    _ => {}
                }
            }
            tops.insert(ident(inner[start..].trim()));
        } else {
            tops.insert(ident(rest));
        }
    };
    let mut from = 0;
    while let Some(p) = code[from..].find("crate::") {
        let at = from + p;
        from = at + 7;
        if at > 0 && (b[at - 1].is_ascii_alphanumeric() || b[at - 1] == b'_') {
            continue;
        }
        add_group_or_ident(&code[at + 7..], &mut tops);
    }
    from = 0;
    while let Some(p) = code[from..].find("super::") {
        let at = from + p;
        if at > 0 && (b[at - 1].is_ascii_alphanumeric() || b[at - 1] == b'_' || b[at - 1] == b':') {
            from = at + 7;
            continue;
        }
        let mut depth = 0;
        let mut k = at;
        while code[k..].starts_with("super::") {
            depth += 1;
            k += 7;
        }
        from = k;
        if depth >= module.len() {
            add_group_or_ident(&code[k..], &mut tops);
        }
    }
    tops.remove("");
    tops
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("read src") {
        let p = e.expect("dir entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The module path of a file under src/ (`dialects/scf/mod.rs` is `dialects::scf`).
fn module_path(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel.trim_end_matches(".rs").split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
        parts.pop();
    }
    parts
}

fn layer_of<'a>(layers: &'a [Layer], rel: &str) -> Option<&'a Layer> {
    layers
        .iter()
        .find(|l| l.paths.iter().any(|p| if p.ends_with('/') { rel.starts_with(p.as_str()) } else { rel == p }))
}

#[test]
fn every_file_imports_only_from_the_layers_below_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let layers = layer_table(root);
    let src = root.join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();

    // Exported macros are reached as `crate::name!`: they belong to the file defining them.
    let mut macro_home: BTreeMap<String, String> = BTreeMap::new();
    let mut texts = BTreeMap::new();
    for f in &files {
        let rel = f.strip_prefix(&src).expect("under src").to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(f).expect("read source");
        for (k, _) in text.match_indices("#[macro_export]") {
            if let Some(m) = text[k..].find("macro_rules!") {
                let name: String =
                    text[k + m + 12..].trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                macro_home.insert(name, rel.split('/').next().expect("top").trim_end_matches(".rs").to_string());
            }
        }
        texts.insert(rel, text);
    }

    // Files that are test-only submodules (`#[cfg(test)] mod tests;`).
    let mut test_only = BTreeSet::new();
    for (rel, text) in &texts {
        let (code, _) = blank(text);
        let (_, mods) = without_tests(&code);
        let dir = match rel.rsplit_once('/') {
            Some((d, f)) if f == "mod.rs" || f == "lib.rs" => format!("{d}/"),
            Some((d, f)) => format!("{d}/{}/", f.trim_end_matches(".rs")),
            None if rel == "lib.rs" => String::new(),
            None => format!("{}/", rel.trim_end_matches(".rs")),
        };
        for m in mods {
            test_only.insert(format!("{dir}{m}.rs"));
            test_only.insert(format!("{dir}{m}/"));
        }
    }

    let dialect_names: BTreeSet<String> = std::fs::read_dir(src.join("dialects"))
        .expect("src/dialects")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().trim_end_matches(".rs").to_string())
        .filter(|n| !["builtin", "mod", "alignment"].contains(&n.as_str()))
        .collect();
    assert!(dialect_names.contains("func") && dialect_names.contains("llvm"));

    let mut problems = Vec::new();
    for (rel, text) in &texts {
        if test_only.iter().any(|t| if t.ends_with('/') { rel.starts_with(t.as_str()) } else { rel == t }) {
            continue;
        }
        let Some(layer) = layer_of(&layers, rel) else {
            problems.push(format!("src/{rel}: in no layer of the table in docs/architecture.md"));
            continue;
        };
        let (code, _) = blank(text);
        let (code, _) = without_tests(&code);
        let module = module_path(rel);
        for top in referenced_tops(&code, &module) {
            let target = macro_home.get(&top).cloned().unwrap_or(top.clone());
            let target_rel = [format!("{target}/"), format!("{target}.rs")];
            let Some(to) = target_rel.iter().find_map(|t| layer_of(&layers, t)) else {
                continue; // an item of the crate root
            };
            let allowed = to.name == layer.name || layer.imports.as_ref().is_none_or(|i| i.contains(&to.name));
            if !allowed {
                problems.push(format!("src/{rel} ({}) imports crate::{top} ({})", layer.name, to.name));
            }
        }
        if !layer.names_dialects {
            // Strings of the file's non-test code only.
            let (_, strings) = blank(&without_tests_text(text));
            for s in strings {
                let named = dialect_names.iter().find(|d| {
                    s.match_indices(&format!("{d}."))
                        .any(|(k, _)| k == 0 || !s.as_bytes()[k - 1].is_ascii_alphanumeric())
                });
                if let Some(d) = named {
                    problems.push(format!("src/{rel} ({}) names the {d} dialect: {s:?}", layer.name));
                }
            }
        }
    }
    assert!(problems.is_empty(), "layer violations:\n{}", problems.join("\n"));
}

/// The source text with its `#[cfg(test)]` items blanked, strings kept.
fn without_tests_text(text: &str) -> String {
    let (code, _) = blank(text);
    let (ranges, _) = test_items(&code);
    blank_ranges(text, &ranges)
}

#[test]
fn the_reference_scanner_sees_paths_groups_and_super_chains() {
    let code = "use crate::{ir::X, opdef::{a, b}};\nfn f() { crate::syntax::p(); super::super::dialects::x(); }";
    let tops = referenced_tops(code, &["verify".into(), "dominance".into()]);
    assert_eq!(tops.into_iter().collect::<Vec<_>>(), ["dialects", "ir", "opdef", "syntax"]);
    let (code, strings) = blank("let s = \"crate::dialects\"; // crate::pass\nlet c = '{';");
    assert!(!code.contains("crate::"));
    assert_eq!(strings, ["crate::dialects"]);
    let (stripped, mods) =
        without_tests("fn a() {}\n#[cfg(test)]\nmod tests { use crate::x; }\n#[cfg(test)]\nmod more;\n");
    assert!(!stripped.contains("crate::x"));
    assert_eq!(mods, ["more"]);
}
