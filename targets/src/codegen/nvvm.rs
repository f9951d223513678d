//! The LLVM IR of nvvm dialect ops: calls of the `llvm.nvvm.*` intrinsics
//! of LLVM's NVPTX backend.

use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::dialects::nvvm::{MMA_FRAG, MMA_LAYOUT, MMA_TYPES};
use strata::ir::{AttrKind, OpId, TypeKind, ValueId};
use strata::opdef::ods::enums::PrettyEnum;

use super::FnWriter;

impl FnWriter<'_, '_> {
    /// `call @llvm.nvvm.<...>` for the nvvm op `name` (without `nvvm.`).
    pub(super) fn nvvm(&mut self, op: OpId, name: &str, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let intrinsic = match name {
            n if n.starts_with("read.ptx.sreg.") => format!("llvm.nvvm.{n}"),
            "barrier0" => "llvm.nvvm.barrier0".into(),
            "vote.ballot.sync" => "llvm.nvvm.vote.ballot.sync".into(),
            "shfl.sync" => {
                let kind = match strata::opdef::ods::attr(ctx, self.body, op, "kind").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Opaque { data, .. }) => data.split_whitespace().last().unwrap_or("").to_string(),
                    _ => return Err("nvvm.shfl.sync without a kind".into()),
                };
                let val = *operands.get(1).ok_or("nvvm.shfl.sync without a value")?;
                let suffix = match ctx.type_kind(self.body.value_type(val)) {
                    TypeKind::Integer { width: 32, .. } => "i32",
                    TypeKind::Float(f) if f.bit_width() == 32 => "f32",
                    _ => return Err("nvvm.shfl.sync shuffles i32 or f32 values".into()),
                };
                let pair = strata::opdef::ods::attr(ctx, self.body, op, "return_value_and_is_valid").is_some();
                format!("llvm.nvvm.shfl.sync.{kind}.{suffix}{}", if pair { "p" } else { "" })
            }
            "wmma.load" | "wmma.store" | "wmma.mma" => self.wmma_intrinsic(op, name)?,
            _ => return Err(format!("'nvvm.{name}' op cannot be translated to LLVM IR")),
        };
        let ret = self.result_ty(op)?;
        let mut args = Vec::with_capacity(operands.len());
        let mut params = Vec::with_capacity(operands.len());
        for &v in operands {
            let ty = self.m.ty(self.body.value_type(v))?;
            args.push(format!("{ty} {}", self.value(v)?));
            params.push(ty);
        }
        self.m
            .declarations
            .entry(intrinsic.clone())
            .or_insert_with(|| format!("declare {ret} @{intrinsic}({})", params.join(", ")));
        Ok(format!("{}call {ret} @{intrinsic}({})", self.def(op), args.join(", ")))
    }

    /// The `llvm.nvvm.wmma.*` intrinsic of a WMMA op, named as LLVM's
    /// NVPTX backend names them: `llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3`,
    /// `...store.d.row.stride.f32.p0`, `...mma.row.col.f32.f32` (f16
    /// inputs: the D and C types; other inputs: their own type).
    fn wmma_intrinsic(&self, op: OpId, name: &str) -> Result<String, String> {
        let ctx = self.m.ctx;
        let body = self.body;
        let int = |attr: &str| match strata::opdef::ods::attr(ctx, body, op, attr).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => Ok(value.to_string()),
            _ => Err(format!("'nvvm.{name}' op without '{attr}'")),
        };
        let case = |attr: &str, e: &PrettyEnum| {
            strata::opdef::ods::attr(ctx, body, op, attr)
                .and_then(|a| e.case_of(ctx, a))
                .map(str::to_string)
                .ok_or_else(|| format!("'nvvm.{name}' op without '{attr}'"))
        };
        let shape = format!("m{}n{}k{}", int("m")?, int("n")?, int("k")?);
        let space = || -> Result<u32, String> {
            let ptr = *body.operands(op).first().ok_or("a WMMA op without a pointer")?;
            match ctx.llvm_kind(body.value_type(ptr)) {
                Some(LlvmType::Ptr { address_space }) => Ok(*address_space),
                _ => Err(format!("'nvvm.{name}' op needs a pointer")),
            }
        };
        Ok(match name {
            "wmma.load" => format!(
                "llvm.nvvm.wmma.{shape}.load.{}.{}.stride.{}.p{}",
                case("frag", &MMA_FRAG)?,
                case("layout", &MMA_LAYOUT)?,
                case("eltype", &MMA_TYPES)?,
                space()?
            ),
            "wmma.store" => format!(
                "llvm.nvvm.wmma.{shape}.store.d.{}.stride.{}.p{}",
                case("layout", &MMA_LAYOUT)?,
                case("eltype", &MMA_TYPES)?,
                space()?
            ),
            _ => {
                let (a, c) = (case("eltypeA", &MMA_TYPES)?, case("eltypeB", &MMA_TYPES)?);
                let types = if a == "f16" { format!("{c}.{c}") } else { a };
                format!(
                    "llvm.nvvm.wmma.{shape}.mma.{}.{}.{types}",
                    case("layoutA", &MMA_LAYOUT)?,
                    case("layoutB", &MMA_LAYOUT)?
                )
            }
        })
    }
}
