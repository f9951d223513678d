//! The nvvm dialect: the NVPTX operations the gpu lowering produces (PTX
//! special registers, `nvvm.barrier0`, `nvvm.shfl.sync`,
//! `nvvm.vote.ballot.sync`, `nvvm.redux.sync`), declared in `ops.ods`, and
//! its attributes: `#nvvm<shfl_kind bfly>`, `#nvvm<redux_kind add>` and the
//! compilation target `#nvvm.target<...>` that `gpu.module`s name. Code
//! generation is to map the ops to `llvm.nvvm.*` intrinsics.

use crate::dialects::llvm::{LlvmType, LlvmTypes};
use crate::ir::{Body, OpId};
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint};
use crate::opdef::ods::enums::DialectEnum;
use crate::opdef::{AttrBodyErrors, Registry};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{OpBuilder, PResult, Parser};
use crate::syntax::printer::Printer;
use crate::verify::VerifyCx;

pub use super::llvm::{LLVM_PTR, LLVM_TYPE};
pub use crate::opdef::ods::constraints::{I32, I32_ATTR, UNIT_ATTR};

pub static LLVM_STRUCT: crate::opdef::ods::TypeConstraint = crate::opdef::ods::TypeConstraint {
    desc: "LLVM structure type",
    check: |c, t| matches!(c.llvm_kind(t), Some(LlvmType::Struct { .. })),
    build: None,
};

mod wmma;
pub use wmma::{fragment, fragment_element, fragment_type, MMA_FRAG, MMA_LAYOUT, MMA_TYPES};
use wmma::{verify_wmma_load, verify_wmma_mma, verify_wmma_store, MMA_FRAG_ATTR, MMA_LAYOUT_ATTR, MMA_TYPES_ATTR};

include!(concat!(env!("OUT_DIR"), "/ods/nvvm.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_dialect_attrs("nvvm", canonicalize_attr);
}

pub static SHFL_KIND: DialectEnum = DialectEnum {
    dialect: "nvvm",
    mnemonic: "shfl_kind",
    name: "::mlir::NVVM::ShflKind",
    attr_name: "ShflKindAttr",
    cases: &["bfly", "up", "down", "idx"],
    spaced: true,
};

pub static REDUX_KIND: DialectEnum = DialectEnum {
    dialect: "nvvm",
    mnemonic: "redux_kind",
    name: "::mlir::NVVM::ReduxKind",
    attr_name: "ReduxKindAttr",
    cases: &["add", "and", "max", "min", "or", "umax", "umin", "xor"],
    spaced: true,
};

pub static REDUX_KIND_ATTR: AttrConstraint = AttrConstraint {
    desc: "NVVM redux kind",
    class: AttrClass::DialectEnum(&REDUX_KIND),
    default: |c, t| REDUX_KIND.attr_for(c, t),
};

pub static SHFL_KIND_ATTR: AttrConstraint = AttrConstraint {
    desc: "NVVM shuffle kind",
    class: AttrClass::DialectEnum(&SHFL_KIND),
    default: |c, t| SHFL_KIND.attr_for(c, t),
};

fn canonicalize_attr(data: &str) -> Option<Result<String, AttrBodyErrors>> {
    if let Some(body) = data.strip_prefix("target") {
        if body.is_empty() || body.trim_start().starts_with('<') {
            return Some(canonicalize_target(data));
        }
    }
    [&MMA_TYPES, &MMA_FRAG, &MMA_LAYOUT]
        .into_iter()
        .find_map(|e| e.canonicalize(data))
        .or_else(|| SHFL_KIND.canonicalize(data))
        .or_else(|| REDUX_KIND.canonicalize(data))
}

/// The parameters of `#nvvm.target<...>` in upstream's order, with their
/// defaults (a parameter equal to its default is not printed).
const TARGET_PARAMS: &[(&str, Option<&str>)] = &[
    ("O", Some("2")),
    ("triple", Some("\"nvptx64-nvidia-cuda\"")),
    ("chip", Some("\"sm_50\"")),
    ("features", Some("\"+ptx60\"")),
    ("flags", None),
    ("link", None),
];

/// Offset of the first non-blank byte of `s` at or after `i`.
fn skip_blank(s: &str, mut i: usize) -> usize {
    while s.as_bytes().get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

/// End of the value starting at `i`: a string, an integer, or a bracketed
/// attribute; `None` when `i` starts none of these.
fn value_end(s: &str, i: usize) -> Option<usize> {
    let b = s.as_bytes();
    match *b.get(i)? {
        b'"' => {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            (j < b.len()).then_some(j + 1)
        }
        b'-' | b'0'..=b'9' => {
            let j = i + 1 + b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
            (j > i + usize::from(b[i] == b'-')).then_some(j)
        }
        open @ (b'{' | b'[') => {
            let mut depth = 0i32;
            let mut j = i;
            while j < b.len() {
                match b[j] {
                    b'"' => j = value_end(s, j)? - 1,
                    b'{' | b'[' | b'(' | b'<' => depth += 1,
                    b'}' | b']' | b')' | b'>' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(j + 1);
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            let _ = open;
            None
        }
        _ => None,
    }
}

/// `target` (`<` param `=` value (`,` ...)* `>`)?: parameters in upstream's
/// order, defaults left out. Nested attribute values (`flags`, `link`) are
/// kept as written.
fn canonicalize_target(data: &str) -> Result<String, AttrBodyErrors> {
    let mut values: Vec<Option<String>> = vec![None; TARGET_PARAMS.len()];
    let open = skip_blank(data, "target".len());
    if open < data.len() {
        let close = data.len() - 1;
        let mut i = skip_blank(data, open + 1);
        while i < close {
            let key_len = data[i..].bytes().take_while(|c| c.is_ascii_alphanumeric() || *c == b'_').count();
            let key = &data[i..i + key_len];
            let eq = skip_blank(data, i + key_len);
            if data.as_bytes().get(eq) != Some(&b'=') {
                return Err(vec![(eq, "expected '='".into())]);
            }
            let at = skip_blank(data, eq + 1);
            let slot = TARGET_PARAMS.iter().position(|(k, _)| *k == key).filter(|&p| values[p].is_none());
            let Some(slot) = slot else {
                return Err(vec![(at, format!("duplicate or unknown struct parameter name: {key}"))]);
            };
            let end = value_end(data, at);
            let first = data.as_bytes().get(at).copied().unwrap_or(b'>');
            let (ok, msg, cpp) = match key {
                "O" => (first == b'-' || first.is_ascii_digit(), "expected integer value", "int"),
                "flags" => (first == b'{', "invalid kind of attribute specified", "DictionaryAttr"),
                "link" => (first == b'[', "invalid kind of attribute specified", "ArrayAttr"),
                _ => (first == b'"', "expected string", "::llvm::StringRef"),
            };
            // Upstream's attribute class name, misspelt as it is there.
            let follow_up = format!("failed to parse NVVM_TargettAttr parameter '{key}' which is to be a `{cpp}`");
            let mut text = end.filter(|_| ok).map(|end| data[at..end].to_string());
            if key == "O" {
                text = text.and_then(|t| t.parse::<i64>().ok()).map(|v| v.to_string());
            }
            let (Some(text), Some(end)) = (text, end) else {
                return Err(vec![(at, msg.into()), (at, follow_up)]);
            };
            values[slot] = Some(text);
            i = skip_blank(data, end);
            if i < close && data.as_bytes()[i] == b',' {
                i = skip_blank(data, i + 1);
            } else if i < close {
                return Err(vec![(i, "expected '>'".into())]);
            }
        }
    }
    let params: Vec<String> = TARGET_PARAMS
        .iter()
        .zip(&values)
        .filter_map(|((k, default), v)| {
            v.as_ref().filter(|v| Some(v.as_str()) != *default).map(|v| format!("{k} = {v}"))
        })
        .collect();
    Ok(if params.is_empty() { "target".into() } else { format!("target<{}>", params.join(", ")) })
}

/// With `return_value_and_is_valid`, the result pairs the value with its
/// validity: `!llvm.struct<(T, i1)>`.
fn verify_shfl_sync(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    if crate::opdef::ods::attr(ctx, body, op, crate::static_ident!(ctx, "return_value_and_is_valid")).is_none() {
        return;
    }
    let ty = body.value_type(body.results(op)[0]);
    let pair = match ctx.llvm_kind(ty) {
        Some(LlvmType::Struct { body: Some(fields), .. }) if fields.len() == 2 => {
            ctx.int_info(fields[1]).is_some_and(|(w, _)| w == 1)
        }
        _ => false,
    };
    if !pair {
        let msg = "expected return type to be a two-element struct with i1 as the second element";
        cx.report(crate::syntax::diag::Diagnostic::error(body.op(op).loc, msg));
    }
}

/// `nvvm.vote.ballot.sync` %mask `,` %pred attr-dict `:` type: the mask is
/// an `i32`, the predicate an `i1`.
fn parse_vote_ballot_sync(p: &mut Parser<'_>, b: &mut OpBuilder) -> PResult<()> {
    let operands = p.parse_operand_list(false)?;
    p.parse_optional_attr_dict(b)?;
    p.expect(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    b.result_types.push(ty);
    let ctx = p.ctx;
    b.operands = p.resolve_operands(&operands, &[ctx.integer_type(32), ctx.integer_type(1)], b.at)?;
    Ok(())
}

/// Upstream prints the operands and result types only.
fn print_vote_ballot_sync(p: &mut Printer<'_>, body: &Body, op: OpId) {
    p.write(" ");
    p.print_values(body, body.operands(op));
    p.write(" : ");
    let types: Vec<_> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    p.print_types(&types);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_parameters_are_reordered_and_defaults_left_out() {
        let canonical = canonicalize_attr("target<chip = \"sm_90\", O = 2, link = [\"a.bc\"] >");
        assert_eq!(canonical, Some(Ok("target<chip = \"sm_90\", link = [\"a.bc\"]>".to_string())));
        assert_eq!(canonicalize_attr("target<>"), Some(Ok("target".to_string())));
        assert_eq!(canonicalize_attr("target"), Some(Ok("target".to_string())));
    }

    #[test]
    fn target_with_text_after_a_value_expects_the_closing_bracket() {
        let errors = canonicalize_attr("target<O = 3 chip = \"a\">").and_then(Result::err).expect("an error");
        assert_eq!(errors[0], (13, "expected '>'".to_string()));
    }

    #[test]
    fn shuffle_kind_is_not_taken_for_a_target() {
        assert_eq!(canonicalize_attr("shfl_kind  up"), Some(Ok("shfl_kind up".to_string())));
        assert!(canonicalize_attr("targets<>").is_none());
    }
}
