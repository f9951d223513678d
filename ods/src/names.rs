//! Spelling conversions between definition-file names and Rust names.

/// `operandSegmentSizes` → `operand_segment_sizes`.
pub(crate) fn snake_case(s: &str) -> String {
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A constraint's static: `SignlessIntegerLike` → `SIGNLESS_INTEGER_LIKE`,
/// `I1Attr` → `I1_ATTR`, `AnyMLIRType` → `ANY_MLIR_TYPE`.
pub(crate) fn upper_snake(s: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let boundary = i > 0
            && c.is_ascii_uppercase()
            && (chars[i - 1].is_ascii_lowercase() || chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase()));
        if boundary {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// An op's default handle name: `addui_extended` → `AdduiExtended`.
pub(crate) fn camel_case(s: &str) -> String {
    s.split(['_', '.'])
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
        })
        .collect()
}

/// An op's `OpSpec` static: `addui_extended` → `ADDUI_EXTENDED`.
pub(crate) fn static_name(op: &str) -> String {
    op.replace('.', "_").to_ascii_uppercase()
}

/// An accessor name: snake case, raw where it is a Rust keyword.
pub(crate) fn rust_ident(name: &str) -> String {
    let s = snake_case(name);
    const KW: &[&str] = &["type", "in", "ref", "fn", "match", "move", "loop", "where", "static", "self", "mod", "use"];
    if KW.contains(&s.as_str()) {
        format!("r#{s}")
    } else {
        s
    }
}

/// A builder parameter: the Rust name, renamed where it would shadow the
/// builder's own locals (`scf.reduce` has an operand group `operands`).
pub(crate) fn param_ident(name: &str) -> String {
    const LOCALS: &[&str] = &[
        "operands",
        "result_types",
        "successors",
        "props",
        "operand_sizes",
        "result_sizes",
        "inner",
        "regions",
        "state",
    ];
    let s = rust_ident(name);
    if LOCALS.contains(&s.as_str()) {
        format!("{s}_")
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraint_names_become_upper_snake_statics() {
        assert_eq!(upper_snake("SignlessIntegerLike"), "SIGNLESS_INTEGER_LIKE");
        assert_eq!(upper_snake("I1Attr"), "I1_ATTR");
        assert_eq!(upper_snake("AnyMLIRType"), "ANY_MLIR_TYPE");
    }

    #[test]
    fn op_and_value_names_become_rust_names() {
        assert_eq!(camel_case("addui_extended"), "AdduiExtended");
        assert_eq!(static_name("mma.sync"), "MMA_SYNC");
        assert_eq!(rust_ident("type"), "r#type");
        assert_eq!(rust_ident("operandSegmentSizes"), "operand_segment_sizes");
        assert_eq!(param_ident("operands"), "operands_");
    }
}
