//! The file metadata block `{-# ... #-}` after the module.

use std::fmt::Write;

use crate::ir::Resource;

/// `dialect_resources` and `external_resources` as upstream prints them:
/// builtin blobs only when referenced (`used`, in order of first print),
/// other entries in the order they were read. Empty when there is nothing.
pub(super) fn print_resources(resources: &[Resource], used: &[String]) -> String {
    let mut entries: Vec<&Resource> = Vec::new();
    for key in used {
        entries.extend(resources.iter().find(|r| is_builtin_blob(r) && r.key == *key));
    }
    entries.extend(resources.iter().filter(|r| !is_builtin_blob(r)));
    let mut sections: Vec<&str> = Vec::new();
    for r in &entries {
        if !sections.contains(&r.section.as_str()) {
            sections.push(&r.section);
        }
    }
    if sections.is_empty() {
        return String::new();
    }
    let mut s = String::from("\n{-#\n");
    for (si, section) in sections.iter().enumerate() {
        let _ = writeln!(s, "  {section}: {{");
        let in_section: Vec<&Resource> = entries.iter().copied().filter(|r| r.section == *section).collect();
        let mut owners: Vec<&str> = Vec::new();
        for r in &in_section {
            if !owners.contains(&r.owner.as_str()) {
                owners.push(&r.owner);
            }
        }
        for (oi, owner) in owners.iter().enumerate() {
            let _ = writeln!(s, "    {owner}: {{");
            let mine: Vec<&Resource> = in_section.iter().copied().filter(|r| r.owner == *owner).collect();
            for (ei, r) in mine.iter().enumerate() {
                let comma = if ei + 1 < mine.len() { "," } else { "" };
                let _ = writeln!(s, "      {}: {}{}", r.key, value_text(&r.value), comma);
            }
            let comma = if oi + 1 < owners.len() { "," } else { "" };
            let _ = writeln!(s, "    }}{comma}");
        }
        let comma = if si + 1 < sections.len() { "," } else { "" };
        let _ = writeln!(s, "  }}{comma}");
    }
    s.push_str("#-}\n");
    s
}

fn is_builtin_blob(r: &Resource) -> bool {
    r.section == "dialect_resources" && r.owner == "builtin"
}

/// A blob with no data keeps no alignment upstream: it prints as `"0x00000000"`.
fn value_text(value: &str) -> &str {
    let is_empty_blob = value.len() == 12
        && value.starts_with("\"0x")
        && value.ends_with('"')
        && value[3..11].bytes().all(|b| b.is_ascii_hexdigit());
    if is_empty_blob {
        "\"0x00000000\""
    } else {
        value
    }
}
