//! The types of the gpu dialect. `!gpu.mma_matrix<16x16xf16, "AOp">`, the
//! matrix a subgroup holds for warp-synchronous matrix multiply-accumulate,
//! is a Rust value ([`MmaMatrixType`]) the lowering reads; the handles
//! (`!gpu.async.token`, `!gpu.sparse.*_handle`) carry no data and are kept
//! as text. [`parse`] is the dialect's type parser hook.

use crate::ir::{Context, DialectAsmPrinter, DialectTypeStorage, Signedness, Type, TypeKind};
use crate::syntax::lexer::TokenKind;
use crate::syntax::parser::{Nesting, PResult, Parser};

/// Which operand of `C += A * B` a matrix is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MmaOperand {
    A,
    B,
    C,
}

impl MmaOperand {
    /// The name upstream spells in the type (`"AOp"`).
    pub fn name(self) -> &'static str {
        match self {
            MmaOperand::A => "AOp",
            MmaOperand::B => "BOp",
            MmaOperand::C => "COp",
        }
    }
}

/// `!gpu.mma_matrix<RxCxT, "AOp">`: a 2-D matrix of `element` distributed
/// over the threads of a subgroup in a layout the target decides.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MmaMatrixType {
    pub shape: [i64; 2],
    pub element: Type,
    pub operand: MmaOperand,
}

impl DialectTypeStorage for MmaMatrixType {
    const DIALECT: &'static str = "gpu";

    fn print(&self, p: &mut dyn DialectAsmPrinter<'_>) {
        p.out().push_str(&format!("mma_matrix<{}x{}x", self.shape[0], self.shape[1]));
        p.print_type(self.element);
        p.out().push_str(&format!(", \"{}\">", self.operand.name()));
    }

    fn walk_types(&self, f: &mut dyn FnMut(Type)) {
        f(self.element)
    }
}

/// The `!gpu.mma_matrix` of `ty`, if it is one.
pub fn mma_matrix(ctx: &Context, ty: Type) -> Option<&MmaMatrixType> {
    ctx.dialect_type::<MmaMatrixType>(ty)
}

/// The element types a matrix may hold: si8, ui8, i32, f16, f32.
pub fn is_mma_element(ctx: &Context, t: Type) -> bool {
    use crate::ir::float::FloatKind;
    match ctx.int_info(t) {
        _ if ctx.is_index(t) => false,
        Some((8, s)) => s != Signedness::Signless,
        Some((32, s)) => s == Signedness::Signless,
        Some(_) => false,
        None => matches!(ctx.float_kind(t), Some(FloatKind::F16 | FloatKind::F32)),
    }
}

/// The handle types, which only name themselves.
const HANDLES: &[&str] = &["async.token", "sparse.dntensor_handle", "sparse.spmat_handle", "sparse.spgemmop_handle"];

/// The dialect's type parser hook, at the mnemonic after `!gpu.`.
pub(crate) fn parse(p: &mut Parser<'_>) -> PResult<Type> {
    let at = p.offset();
    let word = if p.is(TokenKind::BareIdent) { p.spelling() } else { "" };
    if let Some(&handle) = HANDLES.iter().find(|&&h| h == word) {
        p.bump();
        let ctx = p.ctx;
        return Ok(ctx.ty(TypeKind::Opaque { dialect: crate::static_ident!(ctx, "gpu"), data: handle.into() }));
    }
    if word != "mma_matrix" {
        let mnemonic: String = word.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '.').collect();
        return Err(p.error_at(at, format!("unknown gpu type: {mnemonic}")));
    }
    p.bump();
    p.nested(Nesting::Attribute, |p| parse_mma_matrix(p, at))
}

/// `mma_matrix` `<` dim `x` dim `x` type `,` string `>`, checked at the
/// mnemonic as upstream checks it.
fn parse_mma_matrix(p: &mut Parser<'_>, at: usize) -> PResult<Type> {
    p.expect(TokenKind::Less, "'<'")?;
    let (shape, _) = p.parse_dimension_list(false, false)?;
    if p.is(TokenKind::Question) {
        return Err(p.error_here("expected static shape"));
    }
    let element = p.parse_type()?;
    p.expect(TokenKind::Comma, "','")?;
    let operand = p.parse_string("string")?;
    p.expect(TokenKind::Greater, "'>'")?;
    let ctx = p.ctx;
    let operand = match operand.as_str() {
        "AOp" => MmaOperand::A,
        "BOp" => MmaOperand::B,
        "COp" => MmaOperand::C,
        _ => return Err(p.error_at(at, "operand expected to be one of AOp, BOp or COp")),
    };
    let [rows, cols] = shape[..] else {
        return Err(p.error_at(at, "MMAMatrixType must have exactly two dimensions"));
    };
    if !is_mma_element(ctx, element) {
        return Err(p.error_at(at, "MMAMatrixType elements must be SI8, UI8, I32, F16, or F32"));
    }
    Ok(ctx.intern_dialect_type(MmaMatrixType { shape: [rows, cols], element, operand }))
}
