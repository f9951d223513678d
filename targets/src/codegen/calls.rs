//! Calls: of functions (`llvm.call`, and `llvm.invoke` with its
//! `llvm.landingpad`), of intrinsics by name (`llvm.call_intrinsic`) and of
//! inline assembly (`llvm.inline_asm`).

use strata::dialects::llvm::{invoke_operand_groups, LlvmType, LlvmTypes};
use strata::ir::{AttrKind, OpId, ValueId};

use super::ops::{symbol_name, type_attr};
use super::{enum_word, quote_name, quoted, FnWriter};

/// The parts of a call instruction after `call`/`invoke`.
struct Callee {
    cc: String,
    fn_ty: String,
    target: String,
    args: String,
}

impl FnWriter<'_, '_> {
    pub(super) fn call(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let callee = self.callee(op, operands)?;
        let f = self.fmf(op);
        let tail = match enum_word(ctx, self.get(op, "TailCallKind"), "tailcallkind").unwrap_or("none") {
            "tail" => "tail ",
            "musttail" => "musttail ",
            "notail" => "notail ",
            _ => "",
        };
        let Callee { cc, fn_ty, target, args } = callee;
        Ok(format!("{}{tail}call {cc}{f}{fn_ty} {target}({args})", self.def(op)))
    }

    /// What a call or invoke of `operands` (the callee value first for an
    /// indirect one) writes: calling convention, function type, callee and
    /// typed arguments.
    fn callee(&mut self, op: OpId, operands: &[ValueId]) -> Result<Callee, String> {
        let ctx = self.m.ctx;
        let (target, args) = match symbol_name(ctx, self.get(op, "callee")) {
            Some(n) => (format!("@{}", quote_name(n)), operands),
            None => {
                let (&f, rest) = operands.split_first().ok_or("indirect call without a callee")?;
                (self.value(f)?, rest)
            }
        };
        let ret = self.result_ty(op)?;
        let fn_ty = match type_attr(ctx, self.get(op, "var_callee_type")) {
            Some(t) => self.m.ty(t)?,
            None => ret,
        };
        let cc = match enum_word(ctx, self.get(op, "CConv"), "cconv") {
            Some(c) if c != "ccc" => format!("{c} "),
            _ => String::new(),
        };
        let args = self.operands_typed(args)?.join(", ");
        Ok(Callee { cc, fn_ty, target, args })
    }

    /// `llvm.invoke`: `invoke ... to label %normal unwind label %pad`, the
    /// destinations' operands becoming their phis' incoming values.
    pub(super) fn invoke(&mut self, op: OpId) -> Result<String, String> {
        let [callee_operands, normal_operands, unwind_operands] = invoke_operand_groups(self.m.ctx, self.body, op);
        let Callee { cc, fn_ty, target, args } = self.callee(op, callee_operands)?;
        let from = self.body.parent_block(op).ok_or("invoke outside a block")?;
        let (normal, unwind) = match self.body.op(op).successors[..] {
            [n, u] => (n, u),
            _ => return Err("invoke without two destinations".into()),
        };
        let mut seen = Vec::new();
        let normal = self.edge(from, normal, normal_operands.to_vec(), &mut seen);
        let unwind = self.edge(from, unwind, unwind_operands.to_vec(), &mut seen);
        Ok(format!("{}invoke {cc}{fn_ty} {target}({args}) to {normal} unwind {unwind}", self.def(op)))
    }

    /// `llvm.landingpad`: its clauses are catches, or filters when of array type.
    pub(super) fn landingpad(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let ty = self.result_ty(op)?;
        let mut text = format!("landingpad {ty}");
        if self.get(op, "cleanup").is_some() {
            text.push_str(" cleanup");
        }
        for (i, &v) in operands.iter().enumerate() {
            let ctx = self.m.ctx;
            let filter = matches!(ctx.llvm_kind(self.body.value_type(v)), Some(LlvmType::Array { .. }));
            // LLVM takes constants only: a catch is null or a global's
            // address (a bitcast of one is the same pointer), a filter an
            // array of such, which the llvm dialect can only write as zeros.
            let mut clause = v;
            let def = |v: ValueId| self.body.defining_op(v).map(|d| (d, ctx.str(self.body.op(d).name)));
            if let (false, Some((d, "llvm.bitcast"))) = (filter, def(v)) {
                clause = self.body.operands(d)[0];
            }
            let constant = match def(clause).map(|(_, n)| n) {
                Some("llvm.mlir.zero") => true,
                Some("llvm.mlir.addressof") => !filter,
                _ => false,
            };
            if !constant {
                let what = if filter { "an llvm.mlir.zero array" } else { "llvm.mlir.zero or llvm.mlir.addressof" };
                return Err(format!("landingpad clause #{i} cannot be translated to LLVM IR: it must be {what}"));
            }
            text.push_str(if filter { " filter " } else { " catch " });
            text.push_str(&self.typed(clause)?);
        }
        Ok(format!("{}{text}", self.def(op)))
    }

    /// `llvm.call_intrinsic "llvm.x"(...)`: a call of the intrinsic declared
    /// with the op's signature, which LLVM must know.
    pub(super) fn call_intrinsic(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let name = self.get(op, "intrin").and_then(|a| ctx.as_string(a)).ok_or("call_intrinsic without a name")?;
        let name = String::from_utf8_lossy(name).into_owned();
        let ret = self.result_ty(op)?;
        let mut params = Vec::with_capacity(operands.len());
        for &v in operands {
            params.push(self.m.ty(self.body.value_type(v))?);
        }
        let quoted = quote_name(&name);
        let declaration = format!("declare {ret} @{quoted}({})", params.join(", "));
        let Some(intrinsic) = inkwell::intrinsics::Intrinsic::find(&name) else {
            return Err(format!("could not find LLVM intrinsic: \"{name}\""));
        };
        let call = format!("call {ret} @{quoted}");
        if let Err(reason) = self.m.probe(&declaration, &call, &params) {
            let kind = if intrinsic.is_overloaded() { "overloaded intrinsic" } else { "intrinsic" };
            return Err(format!(
                "call intrinsic signature {ret} ({}) to {kind} \"{name}\" does not match: {reason}",
                params.join(", ")
            ));
        }
        self.m.declarations.entry(name.clone()).or_insert(declaration);
        let f = self.fmf(op);
        let args = self.operands_typed(operands)?.join(", ");
        Ok(format!("{}call {f}{ret} @{quoted}({args})", self.def(op)))
    }

    /// `llvm.inline_asm`: a call of an `asm` value. LLVM checks the
    /// constraints against the operand and result types when it parses the
    /// call; a small module holding it is parsed first, so bad constraints
    /// are an error at the op.
    pub(super) fn inline_asm(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let text = |n: &str| self.get(op, n).and_then(|a| ctx.as_string(a)).map(<[u8]>::to_vec).unwrap_or_default();
        let (asm, constraints) = (text("asm_string"), text("constraints"));
        let mut flags = String::new();
        if self.get(op, "has_side_effects").is_some() {
            flags.push_str("sideeffect ");
        }
        if self.get(op, "is_align_stack").is_some() {
            flags.push_str("alignstack ");
        }
        if self.get(op, "asm_dialect").and_then(|a| super::int_value(ctx, a)) == Some(1) {
            flags.push_str("inteldialect ");
        }
        let ret = self.result_ty(op)?;
        let operand_attrs = match self.get(op, "operand_attrs").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(v)) => v.clone(),
            _ => Vec::new(),
        };
        let mut params = Vec::with_capacity(operands.len());
        let mut args = Vec::with_capacity(operands.len());
        for (i, &v) in operands.iter().enumerate() {
            let mut ty = self.m.ty(self.body.value_type(v))?;
            let elem = operand_attrs.get(i).and_then(|&d| ctx.dict_get(d, "elementtype"));
            if let Some(t) = type_attr(ctx, elem) {
                ty = format!("{ty} elementtype({})", self.m.ty(t)?);
            }
            args.push(format!("{ty} {}", self.value(v)?));
            params.push(ty);
        }
        let callee = format!("call {ret} asm {flags}{}, {}", quoted(&asm), quoted(&constraints));
        self.m.probe("", &callee, &params).map_err(|reason| format!("invalid inline assembly: {reason}"))?;
        Ok(format!("{}{callee}({})", self.def(op), args.join(", ")))
    }
}
