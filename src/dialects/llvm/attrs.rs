//! The attributes of the llvm dialect Strata understands, checked and
//! canonicalized through the dialect attribute hook: keyword enums
//! (`#llvm.linkage<internal>`, `#llvm.cconv<fastcc>`,
//! `#llvm.tailcallkind<tail>`, `#llvm.framePointerKind<all>`) and flag sets
//! (`#llvm.fastmath<nnan, ninf>`, `#llvm.overflow<nsw>`). Other `#llvm.`
//! attributes are reported as unknown.

use crate::ir::{AttrKind, Attribute, Context};
use crate::opdef::ods::enums::BitEnum;
use crate::opdef::AttrBodyErrors;
use crate::syntax::printer::is_bare_identifier;

/// An llvm attribute holding one case of an enum: `#llvm.<mnemonic><case>`,
/// the case a keyword or a string.
pub struct KeywordAttr {
    pub mnemonic: &'static str,
    /// Case keywords in upstream's order (the enum's textual names).
    pub cases: &'static [&'static str],
    /// The enum's description, as upstream's parse errors name it.
    pub desc: &'static str,
    /// Upstream's attribute class, parameter and parameter type, for the
    /// follow-up error of a bad case.
    pub class: &'static str,
    pub param: &'static str,
    pub param_type: &'static str,
}

impl KeywordAttr {
    /// The case index of `a`, if it is one of this attribute.
    pub fn case_of(&self, ctx: &Context, a: Attribute) -> Option<usize> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == "llvm" => {
                let body = data.strip_prefix(self.mnemonic)?.strip_prefix('<')?.strip_suffix('>')?;
                self.cases.iter().position(|c| *c == body || quoted(c) == body)
            }
            _ => None,
        }
    }
    pub fn keyword_of(&self, ctx: &Context, a: Attribute) -> Option<&'static str> {
        self.case_of(ctx, a).map(|i| self.cases[i])
    }
    pub fn attr(&self, ctx: &Context, case: usize) -> Attribute {
        let data = format!("{}<{}>", self.mnemonic, written(self.cases[case]));
        ctx.attr(AttrKind::Opaque { dialect: crate::static_ident!(ctx, "llvm"), data, ty: None })
    }
    pub fn attr_for(&self, ctx: &Context, keyword: &str) -> Option<Attribute> {
        self.cases.iter().position(|c| *c == keyword).map(|i| self.attr(ctx, i))
    }

    /// Canonical text of `mnemonic<...>` (the text after `#llvm.`); `None`
    /// when it names another attribute. Error offsets are into `data`.
    pub fn canonicalize(&self, data: &str) -> Option<Result<String, AttrBodyErrors>> {
        let rest = data.strip_prefix(self.mnemonic)?;
        if rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
            return None;
        }
        let open = self.mnemonic.len();
        if !rest.starts_with('<') {
            return Some(Err(vec![(open, "expected '<'".into())]));
        }
        let at = skip_blank(data, open + 1);
        let (word, end) = match read_case(data, at) {
            Some(w) => w,
            None => {
                let msg = format!("expected keyword for {}", self.desc);
                return Some(Err(vec![(at, msg), (at, self.param_error())]));
            }
        };
        let Some(case) = self.cases.iter().position(|c| *c == word) else {
            let msg = format!("invalid {} specification: {word}", self.desc);
            return Some(Err(vec![(at, msg), (end, self.param_error())]));
        };
        let close = skip_blank(data, end);
        if data.len() != close + 1 {
            return Some(Err(vec![(close, "expected '>'".into())]));
        }
        Some(Ok(format!("{}<{}>", self.mnemonic, written(self.cases[case]))))
    }

    fn param_error(&self) -> String {
        format!("failed to parse {} parameter '{}' which is to be a `{}`", self.class, self.param, self.param_type)
    }
}

/// A case as printed: a bare keyword, or a string when it is not one (`"non-leaf"`).
fn written(case: &str) -> String {
    if is_bare_identifier(case) {
        case.to_string()
    } else {
        quoted(case)
    }
}

fn quoted(case: &str) -> String {
    format!("\"{case}\"")
}

fn skip_blank(s: &str, from: usize) -> usize {
    from + (s[from..].len() - s[from..].trim_start().len())
}

/// A keyword or string at `at`: its text and the offset after it.
fn read_case(s: &str, at: usize) -> Option<(String, usize)> {
    let b = s.as_bytes();
    if b.get(at) == Some(&b'"') {
        let close = s[at + 1..].find('"')? + at + 1;
        return Some((s[at + 1..close].to_string(), close + 1));
    }
    let first = *b.get(at)?;
    if !(first.is_ascii_alphabetic() || first == b'_') {
        return None;
    }
    let len = b[at..].iter().take_while(|c| c.is_ascii_alphanumeric() || b"_$.".contains(c)).count();
    Some((s[at..at + len].to_string(), at + len))
}

pub static LINKAGE: KeywordAttr = KeywordAttr {
    mnemonic: "linkage",
    cases: &[
        "external",
        "available_externally",
        "linkonce",
        "linkonce_odr",
        "weak",
        "weak_odr",
        "appending",
        "internal",
        "private",
        "extern_weak",
        "common",
    ],
    desc: "LLVM linkage types",
    class: "LinkageAttr",
    param: "linkage",
    param_type: "linkage::Linkage",
};

pub static CCONV: KeywordAttr = KeywordAttr {
    mnemonic: "cconv",
    cases: &[
        "ccc",
        "fastcc",
        "coldcc",
        "cc_10",
        "cc_11",
        "anyregcc",
        "preserve_mostcc",
        "preserve_allcc",
        "swiftcc",
        "cxx_fast_tlscc",
        "tailcc",
        "cfguard_checkcc",
        "swifttailcc",
        "x86_stdcallcc",
        "x86_fastcallcc",
        "arm_apcscc",
        "arm_aapcscc",
        "arm_aapcs_vfpcc",
        "msp430_intrcc",
        "x86_thiscallcc",
        "ptx_kernelcc",
        "ptx_devicecc",
        "spir_funccc",
        "spir_kernelcc",
        "intel_ocl_bicc",
        "x86_64_sysvcc",
        "win64cc",
        "x86_vectorcallcc",
        "hhvmcc",
        "hhvm_ccc",
        "x86_intrcc",
        "avr_intrcc",
        "avr_builtincc",
        "amdgpu_vscc",
        "amdgpu_gscc",
        "amdgpu_cscc",
        "amdgpu_kernelcc",
        "x86_regcallcc",
        "amdgpu_hscc",
        "msp430_builtincc",
        "amdgpu_lscc",
        "amdgpu_escc",
        "aarch64_vectorcallcc",
        "aarch64_sve_vectorcallcc",
        "wasm_emscripten_invokecc",
        "amdgpu_gfxcc",
        "m68k_intrcc",
    ],
    desc: "Calling Conventions",
    class: "CConvAttr",
    param: "CallingConv",
    param_type: "CConv",
};

pub static TAIL_CALL_KIND: KeywordAttr = KeywordAttr {
    mnemonic: "tailcallkind",
    cases: &["none", "notail", "musttail", "tail"],
    desc: "Tail Call Kind",
    class: "TailCallKindAttr",
    param: "tailCallKind",
    param_type: "TailCallKind",
};

pub static FRAME_POINTER_KIND: KeywordAttr = KeywordAttr {
    mnemonic: "framePointerKind",
    cases: &["none", "non-leaf", "all", "reserved"],
    desc: "LLVM FramePointerKind",
    class: "FramePointerKindAttr",
    param: "framePointerKind",
    param_type: "framePointerKind::FramePointerKind",
};

pub static FASTMATH: BitEnum = BitEnum {
    dialect: "llvm",
    mnemonic: "fastmath",
    name: "::mlir::LLVM::FastmathFlags",
    attr_name: "LLVM_FastmathFlagsAttr",
    cases: &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    separator: ", ",
    native_property: false,
};

pub static OVERFLOW: BitEnum = BitEnum {
    dialect: "llvm",
    mnemonic: "overflow",
    name: "::mlir::LLVM::IntegerOverflowFlags",
    attr_name: "LLVM_IntegerOverflowFlagsAttr",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
    native_property: true,
};

const KEYWORD_ATTRS: [&KeywordAttr; 4] = [&LINKAGE, &CCONV, &TAIL_CALL_KIND, &FRAME_POINTER_KIND];

/// The dialect attribute hook: the canonical text of `#llvm.<data>`, its
/// errors, or `None` for attributes Strata does not know.
pub fn canonicalize(data: &str) -> Option<Result<String, AttrBodyErrors>> {
    FASTMATH
        .canonicalize(data)
        .or_else(|| OVERFLOW.canonicalize(data))
        .or_else(|| KEYWORD_ATTRS.iter().find_map(|k| k.canonicalize(data)))
        .or_else(|| canonicalize_memory_effects(data))
}

/// The locations a `#llvm.memory_effects` attribute describes, in upstream's
/// order, and the access kinds (LLVM's `ModRefInfo`).
pub const MEMORY_LOCATIONS: [&str; 3] = ["other", "argMem", "inaccessibleMem"];
pub const MOD_REF: [&str; 4] = ["none", "read", "write", "readwrite"];

/// `memory_effects<other = K, argMem = K, inaccessibleMem = K>`: each
/// location exactly once, in any order; printed in upstream's order.
fn canonicalize_memory_effects(data: &str) -> Option<Result<String, AttrBodyErrors>> {
    const MNEMONIC: &str = "memory_effects";
    let rest = data.strip_prefix(MNEMONIC)?;
    if rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
        return None;
    }
    let bytes = data.as_bytes();
    let mut at = MNEMONIC.len();
    let skip = |at: &mut usize| {
        while bytes.get(*at).is_some_and(|c| c.is_ascii_whitespace()) {
            *at += 1;
        }
    };
    let word = |at: &mut usize| {
        let start = *at;
        while bytes.get(*at).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_') {
            *at += 1;
        }
        &data[start..*at]
    };
    let err = |at: usize, msg: &str| Some(Err(vec![(at, msg.to_string())]));
    if bytes.get(at) != Some(&b'<') {
        return err(at, "expected '<'");
    }
    at += 1;
    let mut kinds: [Option<&str>; 3] = [None; 3];
    // Upstream reports a missing punctuation mark just after the token
    // before it.
    let expect = |at: &mut usize, c: u8| {
        let end = *at;
        skip(at);
        if bytes.get(*at) == Some(&c) {
            *at += 1;
            Ok(())
        } else {
            Err(vec![(end, format!("expected '{}'", c as char))])
        }
    };
    for i in 0..MEMORY_LOCATIONS.len() {
        if i > 0 {
            if let Err(e) = expect(&mut at, b',') {
                return Some(Err(e));
            }
        }
        skip(&mut at);
        let key = word(&mut at);
        if let Err(e) = expect(&mut at, b'=') {
            return Some(Err(e));
        }
        skip(&mut at);
        let value_at = at;
        let Some(slot) = MEMORY_LOCATIONS.iter().position(|k| *k == key).filter(|&k| kinds[k].is_none()) else {
            return err(value_at, &format!("duplicate or unknown struct parameter name: {key}"));
        };
        let value = word(&mut at);
        let Some(&kind) = MOD_REF.iter().find(|k| **k == value) else {
            let follow_up =
                format!("failed to parse LLVM_MemoryEffectsAttr parameter '{key}' which is to be a `ModRefInfo`");
            return Some(Err(vec![
                (value_at, format!("invalid LLVM ModRefInfo specification: {value}")),
                (at, follow_up),
            ]));
        };
        kinds[slot] = Some(kind);
    }
    if let Err(e) = expect(&mut at, b'>') {
        return Some(Err(e));
    }
    if at != data.len() {
        return err(at, "expected '>'");
    }
    let [other, arg, inaccessible] = kinds.map(|k| k.unwrap_or("none"));
    Some(Ok(format!("memory_effects<other = {other}, argMem = {arg}, inaccessibleMem = {inaccessible}>")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linkage_is_canonicalized_from_spaces_and_strings() {
        assert_eq!(canonicalize("linkage< internal >"), Some(Ok("linkage<internal>".to_string())));
        assert_eq!(canonicalize("linkage<\"weak_odr\">"), Some(Ok("linkage<weak_odr>".to_string())));
    }

    #[test]
    fn bad_linkage_is_reported_at_the_keyword_then_after_it() {
        let errors = canonicalize("linkage<bogus>").and_then(Result::err).expect("an error");
        assert_eq!(errors[0], (8, "invalid LLVM linkage types specification: bogus".to_string()));
        assert_eq!(errors[1].0, 13);
    }

    #[test]
    fn frame_pointer_kinds_that_are_not_keywords_print_as_strings() {
        assert_eq!(canonicalize("framePointerKind<\"non-leaf\">"), Some(Ok("framePointerKind<\"non-leaf\">".into())));
    }

    #[test]
    fn fastmath_flags_print_in_upstream_order() {
        assert_eq!(canonicalize("fastmath<contract, nnan>"), Some(Ok("fastmath<nnan, contract>".to_string())));
        let all = "fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>";
        assert_eq!(canonicalize(all), Some(Ok("fastmath<fast>".to_string())));
    }

    #[test]
    fn unknown_llvm_attributes_are_left_to_the_caller() {
        assert!(canonicalize("target_features<[\"+avx\"]>").is_none());
        assert!(canonicalize("linkages<internal>").is_none());
        assert!(canonicalize("memory_effectsx<>").is_none());
    }

    #[test]
    fn memory_effects_print_in_upstream_order_and_check_their_kinds() {
        let any_order = "memory_effects<argMem = read, other = none, inaccessibleMem = write>";
        let canonical = "memory_effects<other = none, argMem = read, inaccessibleMem = write>";
        assert_eq!(canonicalize(any_order), Some(Ok(canonical.to_string())));
        let bad = canonicalize("memory_effects<other = bogus, argMem = read, inaccessibleMem = write>");
        let bad = bad.and_then(Result::err).expect("an error");
        assert_eq!(bad[0], (23, "invalid LLVM ModRefInfo specification: bogus".to_string()));
        assert_eq!(bad[1].0, 28);
        let short = canonicalize("memory_effects<other = none, argMem = read>").and_then(Result::err).unwrap();
        assert_eq!(short[0].1, "expected ','");
        let twice = "memory_effects<other = none, argMem = read, other = none>";
        assert!(canonicalize(twice).is_some_and(|r| r.is_err()));
    }
}
