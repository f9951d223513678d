//! The LLVM IR of nvvm dialect ops: calls of the `llvm.nvvm.*` intrinsics
//! of LLVM's NVPTX backend.

use strata::ir::{AttrKind, OpId, TypeKind, ValueId};

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
}
