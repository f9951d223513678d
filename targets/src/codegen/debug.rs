//! DWARF line tables from MLIR locations (`strata compile -g`): a compile
//! unit per module, a subprogram per function, and a `DILocation` per
//! instruction, so a debugger steps through the `.mlir` source.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

use rustc_hash::FxHashMap;
use strata::ir::{Context, Location};

#[derive(Default)]
pub struct DebugInfo {
    unit: Option<usize>,
    files: BTreeMap<String, usize>,
    locations: FxHashMap<(usize, u32, u32), usize>,
}

impl DebugInfo {
    fn file(&mut self, md: &mut Vec<String>, path: &str) -> usize {
        if let Some(&n) = self.files.get(path) {
            return n;
        }
        let p = Path::new(path);
        let name = p.file_name().map_or(path.to_string(), |f| f.to_string_lossy().into_owned());
        let dir = p.parent().map_or(String::new(), |d| d.to_string_lossy().into_owned());
        md.push(format!("!DIFile(filename: {}, directory: {})", escape(&name), escape(&dir)));
        let n = md.len() - 1;
        self.files.insert(path.to_string(), n);
        n
    }

    fn unit(&mut self, md: &mut Vec<String>, file: usize) -> usize {
        if let Some(u) = self.unit {
            return u;
        }
        md.push(format!(
            "distinct !DICompileUnit(language: DW_LANG_C, file: !{file}, producer: \"strata\", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)"
        ));
        let u = md.len() - 1;
        self.unit = Some(u);
        u
    }

    /// A `DISubprogram` for function `name` at `loc`; `None` without a file location.
    pub fn subprogram(&mut self, ctx: &Context, md: &mut Vec<String>, name: &str, loc: Location) -> Option<usize> {
        let (path, line, _) = ctx.file_line_col(loc)?;
        let file = self.file(md, path);
        let unit = self.unit(md, file);
        md.push("!DISubroutineType(types: !{})".to_string());
        let ty = md.len() - 1;
        md.push(format!(
            "distinct !DISubprogram(name: {}, scope: !{file}, file: !{file}, line: {line}, type: !{ty}, scopeLine: {line}, spFlags: DISPFlagDefinition, unit: !{unit})",
            escape(name)
        ));
        Some(md.len() - 1)
    }

    /// The `DILocation` of an instruction at `loc` in subprogram `sp`.
    pub fn location(&mut self, ctx: &Context, md: &mut Vec<String>, sp: usize, loc: Location) -> Option<usize> {
        let (_, line, col) = ctx.file_line_col(loc)?;
        if let Some(&n) = self.locations.get(&(sp, line, col)) {
            return Some(n);
        }
        md.push(format!("!DILocation(line: {line}, column: {col}, scope: !{sp})"));
        let n = md.len() - 1;
        self.locations.insert((sp, line, col), n);
        Some(n)
    }

    /// The compile unit and the `Dwarf Version` module flag, if any
    /// function got a subprogram (the caller lists them).
    pub fn finish(self, md: &mut Vec<String>) -> Option<(usize, usize)> {
        let unit = self.unit?;
        md.push("!{i32 2, !\"Dwarf Version\", i32 4}".to_string());
        Some((unit, md.len() - 1))
    }
}

fn escape(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.bytes() {
        if (c.is_ascii_graphic() || c == b' ') && c != b'"' && c != b'\\' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
    out.push('"');
    out
}
