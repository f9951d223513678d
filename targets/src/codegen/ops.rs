//! The LLVM IR instruction of each llvm dialect op.

use std::fmt::Write;
use strata::dialects::llvm::{LlvmType, LlvmTypes};

use strata::ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, Type, TypeKind, ValueId};
use strata::opdef::ods::{attr, i32_array};

use super::constants::constant;
use super::types::{llvm_type, mangle};
use super::{enum_word, int_value, quote_name, FnWriter, ModuleWriter};

const ICMP: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const FCMP: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];
/// GEP's marker of a dynamic index in `rawConstantIndices`.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

impl FnWriter<'_, '_> {
    pub(super) fn get(&self, op: OpId, name: &str) -> Option<Attribute> {
        attr(self.m.ctx, self.body, op, name)
    }

    pub(super) fn result_ty(&mut self, op: OpId) -> Result<String, String> {
        match self.body.results(op).first() {
            Some(&r) => self.m.ty(self.body.value_type(r)),
            None => Ok("void".into()),
        }
    }

    /// Name the op's single result; `""` when it has none.
    pub(super) fn def(&mut self, op: OpId) -> String {
        match self.body.results(op).first() {
            Some(&r) => {
                let n = self.fresh();
                self.values.insert(r, n.clone());
                format!("{n} = ")
            }
            None => String::new(),
        }
    }

    pub(super) fn operands_typed(&mut self, vals: &[ValueId]) -> Result<Vec<String>, String> {
        vals.iter().map(|&v| self.typed(v)).collect()
    }

    /// Fast-math flags as LLVM writes them, with a trailing space.
    pub(super) fn fmf(&self, op: OpId) -> String {
        let words = enum_word(self.m.ctx, self.get(op, "fastmathFlags"), "fastmath").unwrap_or("none");
        if words == "none" {
            return String::new();
        }
        let mut s: String = words.split(',').map(|w| w.trim()).collect::<Vec<_>>().join(" ");
        s.push(' ');
        s
    }

    fn overflow(&self, op: OpId) -> &'static str {
        let words = enum_word(self.m.ctx, self.get(op, "overflowFlags"), "overflow").unwrap_or("none");
        match (words.contains("nuw"), words.contains("nsw")) {
            (true, true) => "nuw nsw ",
            (true, false) => "nuw ",
            (false, true) => "nsw ",
            _ => "",
        }
    }

    pub(super) fn op(&mut self, op: OpId) -> Result<(), String> {
        let ctx = self.m.ctx;
        let name = ctx.str(self.body.op(op).name);
        let short = name.strip_prefix("llvm.").unwrap_or(name);
        let operands = self.body.operands(op).to_vec();
        if let Some(r) = self.inline_constant(op, short)? {
            let result = self.body.results(op)[0];
            self.values.insert(result, r);
            return Ok(());
        }
        let line = match short {
            "add" | "sub" | "mul" | "shl" => {
                let ov = self.overflow(op);
                self.binary(op, short, ov, &operands)?
            }
            "udiv" | "sdiv" | "urem" | "srem" | "and" | "or" | "xor" | "lshr" | "ashr" => {
                self.binary(op, short, "", &operands)?
            }
            "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
                let f = self.fmf(op);
                self.binary(op, short, &f, &operands)?
            }
            "fneg" => {
                let f = self.fmf(op);
                let x = self.typed(operands[0])?;
                format!("{}fneg {f}{x}", self.def(op))
            }
            "icmp" | "fcmp" => self.compare(op, short, &operands)?,
            "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "fptoui" | "fptosi" | "uitofp" | "sitofp"
            | "ptrtoint" | "inttoptr" | "bitcast" | "addrspacecast" => {
                let x = self.typed(operands[0])?;
                let to = self.result_ty(op)?;
                format!("{}{short} {x} to {to}", self.def(op))
            }
            "select" => {
                let f = self.fmf(op);
                let args = self.operands_typed(&operands)?.join(", ");
                format!("{}select {f}{args}", self.def(op))
            }
            "freeze" => {
                let x = self.typed(operands[0])?;
                format!("{}freeze {x}", self.def(op))
            }
            "extractvalue" | "insertvalue" => self.aggregate_op(op, short, &operands)?,
            "extractelement" | "insertelement" => {
                let args = self.operands_typed(&operands)?.join(", ");
                format!("{}{short} {args}", self.def(op))
            }
            "shufflevector" => self.shuffle(op, &operands)?,
            "alloca" => self.alloca(op, &operands)?,
            "load" => self.load(op, &operands)?,
            "store" => self.store(op, &operands)?,
            "getelementptr" => self.gep(op, &operands)?,
            "atomicrmw" => self.with_alias_metadata(op, |f| f.atomicrmw(op, &operands))?,
            "cmpxchg" => self.with_alias_metadata(op, |f| f.cmpxchg(op, &operands))?,
            "call" => self.with_alias_metadata(op, |f| f.call(op, &operands))?,
            "call_intrinsic" => self.call_intrinsic(op, &operands)?,
            "inline_asm" => self.inline_asm(op, &operands)?,
            "invoke" => self.invoke(op)?,
            "landingpad" => self.landingpad(op, &operands)?,
            "resume" => format!("resume {}", self.typed(operands[0])?),
            "br" | "cond_br" | "switch" => self.branch(op, short, &operands)? + &self.branch_metadata(op)?,
            "return" => match operands.first() {
                Some(&v) => format!("ret {}", self.typed(v)?),
                None => "ret void".into(),
            },
            "unreachable" => "unreachable".into(),
            "intr.dbg.declare" | "intr.dbg.value" | "intr.dbg.label" => {
                // LLVM takes them only in a function with a subprogram.
                if !self.di_scope {
                    return Ok(());
                }
                self.dbg_intrinsic(op, &short[5..], &operands)?
            }
            "intr.experimental.noalias.scope.decl" => {
                let scope = self.get(op, "scope").ok_or("noalias.scope.decl without a scope")?;
                let list = self.m.node_list(&[scope])?;
                let name = "llvm.experimental.noalias.scope.decl";
                self.m.declarations.entry(name.into()).or_insert_with(|| format!("declare void @{name}(metadata)"));
                format!("call void @{name}(metadata !{list})")
            }
            _ if short.starts_with("intr.mem") => {
                let mut line = self.intrinsic(op, &short[5..], &operands)?;
                self.alias_metadata(op, &mut line)?;
                line
            }
            _ if short.starts_with("intr.") => self.intrinsic(op, &short[5..], &operands)?,
            _ if name.starts_with("nvvm.") => self.nvvm(op, &name[5..], &operands)?,
            _ => return Err(format!("'{name}' op cannot be translated to LLVM IR")),
        };
        self.emit(op, line);
        Ok(())
    }

    /// Ops that become constant operands instead of instructions.
    fn inline_constant(&mut self, op: OpId, short: &str) -> Result<Option<String>, String> {
        let ctx = self.m.ctx;
        let ty = match self.body.results(op).first() {
            Some(&r) => self.body.value_type(r),
            None => return Ok(None),
        };
        let text = match short {
            "mlir.constant" => {
                let v = self.get(op, "value").ok_or("constant without a value")?;
                self.m.ty(ty)?;
                constant(ctx, v, ty)?
            }
            "mlir.undef" => "undef".into(),
            "mlir.poison" => "poison".into(),
            "mlir.zero" => zero(ctx, ty),
            "mlir.addressof" => {
                let name = symbol_name(ctx, self.get(op, "global_name")).ok_or("addressof without a symbol")?;
                format!("@{}", quote_name(name))
            }
            _ => return Ok(None),
        };
        Ok(Some(text))
    }

    fn binary(&mut self, op: OpId, inst: &str, flags: &str, operands: &[ValueId]) -> Result<String, String> {
        let a = self.typed(operands[0])?;
        let b = self.value(operands[1])?;
        Ok(format!("{}{inst} {flags}{a}, {b}", self.def(op)))
    }

    fn compare(&mut self, op: OpId, inst: &str, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let p = self.get(op, "predicate").and_then(|a| int_value(ctx, a)).ok_or("comparison without a predicate")?;
        let table: &[&str] = if inst == "icmp" { &ICMP } else { &FCMP };
        let pred = table.get(p as usize).ok_or("unknown comparison predicate")?;
        let f = if inst == "fcmp" { self.fmf(op) } else { String::new() };
        let a = self.typed(operands[0])?;
        let b = self.value(operands[1])?;
        Ok(format!("{}{inst} {f}{pred} {a}, {b}", self.def(op)))
    }

    fn aggregate_op(&mut self, op: OpId, inst: &str, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let pos = self.get(op, "position").and_then(|a| i64_array(ctx, a)).ok_or("missing position")?;
        let args = self.operands_typed(operands)?.join(", ");
        let pos: Vec<String> = pos.iter().map(i64::to_string).collect();
        Ok(format!("{}{inst} {args}, {}", self.def(op), pos.join(", ")))
    }

    fn shuffle(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let mask = self.get(op, "mask").and_then(|a| i32_array(ctx, a)).ok_or("shufflevector without a mask")?;
        let args = self.operands_typed(operands)?.join(", ");
        let items: Vec<String> =
            mask.iter().map(|&m| if m < 0 { "i32 poison".to_string() } else { format!("i32 {m}") }).collect();
        Ok(format!("{}shufflevector {args}, <{} x i32> <{}>", self.def(op), mask.len(), items.join(", ")))
    }

    fn alloca(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let elem = type_attr(ctx, self.get(op, "elem_type")).ok_or("alloca without an element type")?;
        let elem = self.m.ty(elem)?;
        let n = self.typed(operands[0])?;
        let mut s = format!("{}alloca {elem}, {n}", self.def(op));
        if let Some(a) = self.get(op, "alignment").and_then(|a| int_value(ctx, a)).filter(|&a| a > 0) {
            let _ = write!(s, ", align {a}");
        }
        if let Some(&r) = self.body.results(op).first() {
            if let Some(LlvmType::Ptr { address_space }) = ctx.llvm_kind(self.body.value_type(r)) {
                if *address_space != 0 {
                    let _ = write!(s, ", addrspace({address_space})");
                }
            }
        }
        Ok(s)
    }

    /// The LLVM IR spelling of the atomic ordering property `name` (empty
    /// for `not_atomic`).
    fn ordering(&self, op: OpId, name: &str) -> &'static str {
        match self.get(op, name).and_then(|a| int_value(self.m.ctx, a)).unwrap_or(0) {
            1 => "unordered",
            2 => "monotonic",
            4 => "acquire",
            5 => "release",
            6 => "acq_rel",
            7 => "seq_cst",
            _ => "",
        }
    }

    /// ` syncscope("...")` when the op has one.
    fn syncscope(&self, op: OpId) -> String {
        match self.get(op, "syncscope").and_then(|a| self.m.ctx.as_string(a)) {
            Some(s) => format!(" syncscope(\"{}\")", String::from_utf8_lossy(s)),
            None => String::new(),
        }
    }

    /// `, align N` when the op has a nonzero alignment.
    fn align_suffix(&self, op: OpId) -> String {
        match self.get(op, "alignment").and_then(|a| int_value(self.m.ctx, a)).filter(|&a| a > 0) {
            Some(a) => format!(", align {a}"),
            None => String::new(),
        }
    }

    fn atomicrmw(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let code = self.get(op, "bin_op").and_then(|a| int_value(ctx, a)).ok_or("atomicrmw without an operation")?;
        let bin_op = *ATOMIC_BIN_OPS.get(code as usize).ok_or("unknown atomicrmw operation")?;
        let volatile = if self.get(op, "volatile_").is_some() { "volatile " } else { "" };
        let p = self.typed(operands[0])?;
        let v = self.typed(operands[1])?;
        let (scope, ordering, align) = (self.syncscope(op), self.ordering(op, "ordering"), self.align_suffix(op));
        Ok(format!("{}atomicrmw {volatile}{bin_op} {p}, {v}{scope} {ordering}{align}", self.def(op)))
    }

    fn cmpxchg(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let weak = if self.get(op, "weak").is_some() { "weak " } else { "" };
        let volatile = if self.get(op, "volatile_").is_some() { "volatile " } else { "" };
        let args = self.operands_typed(operands)?.join(", ");
        let success = self.ordering(op, "success_ordering");
        let failure = self.ordering(op, "failure_ordering");
        let (scope, align) = (self.syncscope(op), self.align_suffix(op));
        Ok(format!("{}cmpxchg {weak}{volatile}{args}{scope} {success} {failure}{align}", self.def(op)))
    }

    /// `volatile`, atomic ordering and alignment shared by loads and stores.
    fn access(&self, op: OpId) -> (String, String) {
        let volatile = if self.get(op, "volatile_").is_some() { "volatile " } else { "" };
        let ordering = self.ordering(op, "ordering");
        let mut prefix = String::new();
        if !ordering.is_empty() {
            prefix.push_str("atomic ");
        }
        prefix.push_str(volatile);
        let mut suffix = String::new();
        if !ordering.is_empty() {
            let _ = write!(suffix, " {ordering}");
        }
        suffix.push_str(&self.align_suffix(op));
        (prefix, suffix)
    }

    fn access_metadata(&mut self, op: OpId, s: &mut String) -> Result<(), String> {
        if self.get(op, "nontemporal").is_some() {
            let n = self.m.nontemporal_node();
            let _ = write!(s, ", !nontemporal !{n}");
        }
        self.alias_metadata(op, s)
    }

    /// `!llvm.access.group`, `!tbaa` (one tag; upstream drops several, as
    /// LLVM takes one), `!alias.scope` and `!noalias` of a memory access.
    pub(super) fn alias_metadata(&mut self, op: OpId, s: &mut String) -> Result<(), String> {
        let ctx = self.m.ctx;
        let array = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.clone(),
            _ => Vec::new(),
        };
        if let [tag] = array(self.get(op, "tbaa"))[..] {
            let _ = write!(s, ", !tbaa !{}", self.m.metadata_node(tag)?);
        }
        for (attr_name, md) in [("alias_scopes", "alias.scope"), ("noalias_scopes", "noalias")] {
            let scopes = array(self.get(op, attr_name));
            if !scopes.is_empty() {
                let _ = write!(s, ", !{md} !{}", self.m.node_list(&scopes)?);
            }
        }
        let groups = match self.get(op, "access_groups").map(|a| self.m.ctx.attr_kind(a)) {
            Some(AttrKind::Array(groups)) => groups.clone(),
            _ => Vec::new(),
        };
        let nodes: Vec<usize> = groups.iter().map(|&g| self.m.access_group_node(g)).collect();
        match nodes[..] {
            [] => {}
            [n] => {
                let _ = write!(s, ", !llvm.access.group !{n}");
            }
            _ => {
                let list: Vec<String> = nodes.iter().map(|n| format!("!{n}")).collect();
                let n = self.m.new_metadata(format!("!{{{}}}", list.join(", ")));
                let _ = write!(s, ", !llvm.access.group !{n}");
            }
        }
        Ok(())
    }

    /// The line `line` writes, with the op's alias analysis metadata.
    fn with_alias_metadata(
        &mut self,
        op: OpId,
        line: impl FnOnce(&mut Self) -> Result<String, String>,
    ) -> Result<String, String> {
        let mut s = line(self)?;
        self.alias_metadata(op, &mut s)?;
        Ok(s)
    }

    /// `call void @llvm.dbg.declare(...)`, `dbg.value`, `dbg.label`.
    fn dbg_intrinsic(&mut self, op: OpId, name: &str, operands: &[ValueId]) -> Result<String, String> {
        let full = format!("llvm.{name}");
        let (params, args) = if name == "dbg.label" {
            let label = self.get(op, "label").ok_or("dbg.label without a label")?;
            ("metadata", format!("metadata !{}", self.m.di_node(label)?))
        } else {
            let var = self.get(op, "varInfo").ok_or("a dbg intrinsic without a variable")?;
            let var = self.m.di_node(var)?;
            let expr = match self.get(op, "locationExpr") {
                Some(e) => format!("!{}", self.m.di_node(e)?),
                None => "!DIExpression()".into(),
            };
            let value = self.typed(operands[0])?;
            ("metadata, metadata, metadata", format!("metadata {value}, metadata !{var}, metadata {expr}"))
        };
        self.m.declarations.entry(full.clone()).or_insert_with(|| format!("declare void @{full}({params})"));
        Ok(format!("call void @{full}({args})"))
    }

    /// `, !prof !N` and `, !llvm.loop !M` of a branch with branch weights
    /// and a loop annotation; weights must be one per successor (LLVM's
    /// verifier rejects other counts, which upstream writes anyway).
    fn branch_metadata(&mut self, op: OpId) -> Result<String, String> {
        let ctx = self.m.ctx;
        let mut s = String::new();
        if let Some(w) = self.get(op, "branch_weights").and_then(|w| i32_array(ctx, w)) {
            let n = self.body.op(op).successors.len();
            if w.len() != n {
                return Err(format!(
                    "expects number of branch weights to match number of successors: {} vs {n}",
                    w.len()
                ));
            }
            let _ = write!(s, ", !prof !{}", self.m.branch_weights_node(&w));
        }
        if let Some(a) = self.get(op, "loop_annotation") {
            let _ = write!(s, ", !llvm.loop !{}", self.m.loop_node(a)?);
        }
        Ok(s)
    }

    fn load(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let (prefix, suffix) = self.access(op);
        let ty = self.result_ty(op)?;
        let p = self.typed(operands[0])?;
        let mut s = format!("{}load {prefix}{ty}, {p}{suffix}", self.def(op));
        self.access_metadata(op, &mut s)?;
        if self.get(op, "invariant").is_some() {
            let n = self.m.new_metadata("!{}".into());
            let _ = write!(s, ", !invariant.load !{n}");
        }
        Ok(s)
    }

    fn store(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let (prefix, suffix) = self.access(op);
        let v = self.typed(operands[0])?;
        let p = self.typed(operands[1])?;
        let mut s = format!("store {prefix}{v}, {p}{suffix}");
        self.access_metadata(op, &mut s)?;
        Ok(s)
    }

    fn gep(&mut self, op: OpId, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let elem = type_attr(ctx, self.get(op, "elem_type")).ok_or("getelementptr without an element type")?;
        let elem = self.m.ty(elem)?;
        let raw = self.get(op, "rawConstantIndices").and_then(|a| i32_array(ctx, a)).unwrap_or_default();
        let inbounds = if self.get(op, "inbounds").is_some() { "inbounds " } else { "" };
        let base = self.typed(operands[0])?;
        let mut dynamic = operands[1..].iter();
        let mut idx = Vec::with_capacity(raw.len());
        for &r in &raw {
            if r == DYNAMIC_INDEX {
                let v = dynamic.next().ok_or("getelementptr has fewer dynamic indices than its markers")?;
                idx.push(self.typed(*v)?);
            } else {
                idx.push(format!("i32 {r}"));
            }
        }
        let mut s = format!("{}getelementptr {inbounds}{elem}, {base}", self.def(op));
        for i in idx {
            let _ = write!(s, ", {i}");
        }
        Ok(s)
    }

    fn branch(&mut self, op: OpId, inst: &str, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let from = self.body.parent_block(op).ok_or("branch outside a block")?;
        let succ: Vec<BlockId> = self.body.op(op).successors.clone();
        let mut seen = Vec::new();
        let segments = self.get(op, "operandSegmentSizes").and_then(|a| i32_array(ctx, a));
        let seg = |i: usize| segments.as_ref().and_then(|s| s.get(i)).map_or(0, |&n| n as usize);
        match inst {
            "br" => {
                let l = self.edge(from, succ[0], operands.to_vec(), &mut seen);
                Ok(format!("br {l}"))
            }
            "cond_br" => {
                let (t, f) = (seg(1), seg(2));
                let c = self.typed(operands[0])?;
                let lt = self.edge(from, succ[0], operands[1..1 + t].to_vec(), &mut seen);
                let lf = self.edge(from, succ[1], operands[1 + t..1 + t + f].to_vec(), &mut seen);
                Ok(format!("br {c}, {lt}, {lf}"))
            }
            _ => {
                let v = self.typed(operands[0])?;
                let vty = self.m.ty(self.body.value_type(operands[0]))?;
                let ndef = seg(1);
                let default = self.edge(from, succ[0], operands[1..1 + ndef].to_vec(), &mut seen);
                let values = match self.get(op, "case_values").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::DenseElements { values: strata::ir::DenseValues::Int(v), .. }) => v.clone(),
                    _ => Vec::new(),
                };
                let sizes = self.get(op, "case_operand_segments").and_then(|a| i32_array(ctx, a)).unwrap_or_default();
                let mut at = 1 + ndef;
                let mut cases = String::new();
                for (i, &target) in succ[1..].iter().enumerate() {
                    let n = sizes.get(i).copied().unwrap_or(0) as usize;
                    let l = self.edge(from, target, operands[at..at + n].to_vec(), &mut seen);
                    at += n;
                    let raw = values.get(i).copied().ok_or("switch has more cases than case values")?;
                    let _ = write!(
                        cases,
                        " {vty} {}, {l}",
                        super::constants::int_element(ctx, self.body.value_type(operands[0]), raw)?
                    );
                }
                Ok(format!("switch {v}, {default} [{cases} ]"))
            }
        }
    }

    fn intrinsic(&mut self, op: OpId, name: &str, operands: &[ValueId]) -> Result<String, String> {
        let ctx = self.m.ctx;
        let body = self.body;
        let ty_of = |i: usize| operands.get(i).map(|&v| body.value_type(v));
        let result = body.results(op).first().map(|&r| body.value_type(r));
        let bool_prop = |n: &str| match attr(ctx, body, op, n).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) if *value != 0.into() => "true",
            _ => "false",
        };
        let int_prop = |n: &str| attr(ctx, body, op, n).and_then(|a| int_value(ctx, a)).unwrap_or(0);
        let mut args = Vec::with_capacity(operands.len() + 1);
        for &v in operands {
            args.push((self.m.ty(self.body.value_type(v))?, self.value(v)?));
        }
        let arg = |t: &str, v: String| (t.to_string(), v);
        let overloads: Vec<Type> = match name {
            "memcpy" | "memmove" => {
                args.push(arg("i1", bool_prop("isVolatile").into()));
                vec![ty_of(0), ty_of(1), ty_of(2)].into_iter().flatten().collect()
            }
            "memset" => {
                args.push(arg("i1", bool_prop("isVolatile").into()));
                vec![ty_of(0), ty_of(2)].into_iter().flatten().collect()
            }
            "ctlz" | "cttz" => {
                args.push(arg("i1", bool_prop("is_zero_poison").into()));
                result.into_iter().collect()
            }
            "abs" => {
                args.push(arg("i1", bool_prop("is_int_min_poison").into()));
                result.into_iter().collect()
            }
            "is.fpclass" => {
                args.push(arg("i32", int_prop("bit").to_string()));
                ty_of(0).into_iter().collect()
            }
            "masked.load" => {
                let rty = result.ok_or("masked.load without a result")?;
                if args.len() < 3 {
                    args.push((self.m.ty(rty)?, "poison".into()));
                }
                args.insert(1, arg("i32", int_prop("alignment").to_string()));
                vec![rty, ty_of(0).ok_or("masked.load without a pointer")?]
            }
            "masked.store" => {
                args.insert(2, arg("i32", int_prop("alignment").to_string()));
                vec![ty_of(0).ok_or("masked.store without a value")?, ty_of(1).ok_or("masked.store without a pointer")?]
            }
            "lifetime.start" | "lifetime.end" => {
                args.insert(0, arg("i64", int_prop("size").to_string()));
                ty_of(0).into_iter().collect()
            }
            "prefetch" => {
                for n in ["rw", "hint", "cache"] {
                    args.push(arg("i32", int_prop(n).to_string()));
                }
                ty_of(0).into_iter().collect()
            }
            "masked.compressstore"
            | "vector.deinterleave2"
            | "vector.insert"
            | "vector.extract"
            | "matrix.transpose"
            | "matrix.multiply" => {
                let (extra, overloads) = vector_intrinsic(name, &int_prop, result, ty_of(0), ty_of(1))?;
                args.extend(extra);
                overloads
            }
            "get.active.lane.mask" => vec![result.ok_or("missing result")?, ty_of(0).ok_or("missing operand")?],
            "threadlocal.address" => {
                let global =
                    body.defining_op(operands[0]).is_some_and(|d| ctx.str(body.op(d).name) == "llvm.mlir.addressof");
                if !global {
                    return Err("the operand of 'llvm.intr.threadlocal.address' must be the address of a global \
                                (llvm.mlir.addressof)"
                        .into());
                }
                ty_of(0).into_iter().collect()
            }
            "invariant.start" => {
                args.insert(0, arg("i64", int_prop("size").to_string()));
                ty_of(0).into_iter().collect()
            }
            "invariant.end" => {
                args.insert(1, arg("i64", int_prop("size").to_string()));
                ty_of(1).into_iter().collect()
            }
            "vastart" | "vaend" | "vacopy" => ty_of(0).into_iter().collect(),
            "ubsantrap" => {
                args.push(arg("i8", (int_prop("failureKind") as u8).to_string()));
                Vec::new()
            }
            "stacksave" => result.into_iter().collect(),
            "stackrestore" => ty_of(0).into_iter().collect(),
            "assume" | "trap" | "debugtrap" => Vec::new(),
            "powi" | "ldexp" => vec![result.ok_or("missing result")?, ty_of(1).ok_or("missing operand")?],
            "lround" | "llround" | "lrint" | "llrint" => {
                vec![result.ok_or("missing result")?, ty_of(0).ok_or("missing operand")?]
            }
            n if n.starts_with("vector.reduce.") => {
                operands.last().map(|&v| self.body.value_type(v)).into_iter().collect()
            }
            n if n.ends_with(".with.overflow") => ty_of(0).into_iter().collect(),
            n if OVERLOADED_ON_RESULT.contains(&n) => result.into_iter().collect(),
            _ => return Err(format!("the intrinsic 'llvm.intr.{name}' cannot be translated to LLVM IR")),
        };
        // The variadic-argument intrinsics are spelled with an underscore in LLVM.
        let llvm_name = match name {
            "vastart" => "va_start",
            "vaend" => "va_end",
            "vacopy" => "va_copy",
            n => n,
        };
        let mut full = format!("llvm.{llvm_name}");
        for t in &overloads {
            full.push('.');
            full.push_str(&mangle(ctx, *t)?);
        }
        let ret = self.result_ty(op)?;
        let params: Vec<&str> = args.iter().map(|a| a.0.as_str()).collect();
        self.m
            .declarations
            .entry(full.clone())
            .or_insert_with(|| format!("declare {ret} @{full}({})", params.join(", ")));
        let f = self.fmf(op);
        let args: Vec<String> = args.iter().map(|(t, v)| format!("{t} {v}")).collect();
        Ok(format!("{}call {f}{ret} @{full}({})", self.def(op), args.join(", ")))
    }
}

/// `llvm.atomicrmw` operations in the order of `LLVM::AtomicBinOp`.
const ATOMIC_BIN_OPS: [&str; 17] = [
    "xchg",
    "add",
    "sub",
    "and",
    "nand",
    "or",
    "xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
];

/// Intrinsics whose only overloaded type is their result's.
/// Arguments after the operands, as (LLVM type, value).
type ImmediateArgs = Vec<(String, String)>;

/// The immediate arguments and the overloaded types of the vector and
/// matrix intrinsics: `vector.insert`/`extract` take the position, the
/// matrix ones their shape, in LLVM's order.
fn vector_intrinsic(
    name: &str,
    int_prop: &dyn Fn(&str) -> i64,
    result: Option<Type>,
    first: Option<Type>,
    second: Option<Type>,
) -> Result<(ImmediateArgs, Vec<Type>), String> {
    let imm = |t: &str, names: &[&str]| names.iter().map(|n| (t.to_string(), int_prop(n).to_string())).collect();
    let (result, first) = (result.ok_or("missing result"), first.ok_or("missing operand"));
    let second = second.ok_or("missing operand");
    Ok(match name {
        "masked.compressstore" | "vector.deinterleave2" => (Vec::new(), vec![first?]),
        "vector.insert" => (imm("i64", &["pos"]), vec![result?, second?]),
        "vector.extract" => (imm("i64", &["pos"]), vec![result?, first?]),
        "matrix.transpose" => (imm("i32", &["rows", "columns"]), vec![result?]),
        _ => (imm("i32", &["lhs_rows", "lhs_columns", "rhs_columns"]), vec![result?, first?, second?]),
    })
}

const OVERLOADED_ON_RESULT: &[&str] = &[
    "vscale",
    "experimental.stepvector",
    "masked.expandload",
    "fabs",
    "sqrt",
    "exp",
    "exp2",
    "exp10",
    "log",
    "log2",
    "log10",
    "sin",
    "cos",
    "tan",
    "pow",
    "fma",
    "fmuladd",
    "floor",
    "ceil",
    "round",
    "roundeven",
    "trunc",
    "rint",
    "nearbyint",
    "copysign",
    "minnum",
    "maxnum",
    "minimum",
    "maximum",
    "canonicalize",
    "ctpop",
    "bitreverse",
    "bswap",
    "smin",
    "smax",
    "umin",
    "umax",
    "fshl",
    "fshr",
    "expect",
    "sadd.sat",
    "uadd.sat",
    "ssub.sat",
    "usub.sat",
    "sshl.sat",
    "ushl.sat",
];

fn zero(ctx: &Context, ty: Type) -> String {
    if matches!(ctx.llvm_kind(ty), Some(LlvmType::Ptr { .. })) {
        return "null".into();
    }
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => "false".into(),
        TypeKind::Integer { .. } => "0".into(),
        _ => "zeroinitializer".into(),
    }
}

pub(super) fn type_attr(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    match ctx.attr_kind(a?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The name a flat symbol reference names: a byte string.
pub(super) fn symbol_name(ctx: &Context, a: Option<Attribute>) -> Option<&[u8]> {
    match ctx.attr_kind(a?) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.bytes(*root)),
        _ => None,
    }
}

fn i64_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, element } => {
            let w = ctx.int_info(*element)?.0;
            Some(values.iter().map(|&v| if w == 64 { v as u64 as i64 } else { v as u32 as i32 as i64 }).collect())
        }
        AttrKind::Array(items) => items.iter().map(|&i| int_value(ctx, i)).collect(),
        _ => None,
    }
}

/// The constant initializer computed by a global's region: constants,
/// addresses and `insertvalue` chains into aggregates.
pub(super) fn global_initializer(m: &mut ModuleWriter<'_>, body: &Body, op: OpId, ty: Type) -> Result<String, String> {
    let ctx = m.ctx;
    let inner = body.regions_body(op);
    let region = body.op(op).regions[0];
    let block = inner.region(region).blocks[0];
    let mut values: rustc_hash::FxHashMap<ValueId, Agg> = rustc_hash::FxHashMap::default();
    for o in inner.block_ops(block) {
        let name = ctx.str(inner.op(o).name);
        let get = |n: &str| attr(ctx, inner, o, n);
        let rty = inner.results(o).first().map(|&r| inner.value_type(r));
        let v = match name {
            "llvm.mlir.constant" => {
                Agg::Leaf(constant(ctx, get("value").ok_or("constant without a value")?, rty.unwrap())?)
            }
            "llvm.mlir.undef" => Agg::Leaf("undef".into()),
            "llvm.mlir.poison" => Agg::Leaf("poison".into()),
            "llvm.mlir.zero" => Agg::Leaf(zero(ctx, rty.unwrap())),
            "llvm.mlir.addressof" => {
                Agg::Leaf(format!("@{}", quote_name(symbol_name(ctx, get("global_name")).ok_or("bad addressof")?)))
            }
            "llvm.insertvalue" => {
                let ops = inner.operands(o);
                let pos = get("position").and_then(|a| i64_array(ctx, a)).ok_or("missing position")?;
                let mut agg = values.get(&ops[0]).cloned().ok_or("insertvalue into an unknown aggregate")?;
                let elem = values.get(&ops[1]).cloned().ok_or("insertvalue of an unknown value")?;
                agg.insert(ctx, inner.value_type(ops[0]), &pos, elem)?;
                agg
            }
            "llvm.return" => {
                let v = inner.operands(o).first().ok_or("initializer returns nothing")?;
                let agg = values.get(v).ok_or("initializer returns an unknown value")?;
                m.ty(ty)?;
                return agg.render(ctx, ty);
            }
            _ => return Err(format!("'{name}' op cannot appear in a global initializer translated to LLVM IR")),
        };
        if let Some(&r) = inner.results(o).first() {
            values.insert(r, v);
        }
    }
    Err("global initializer without llvm.return".into())
}

/// A constant aggregate under construction.
#[derive(Clone)]
enum Agg {
    Leaf(String),
    Fields(Vec<Agg>),
}

impl Agg {
    fn insert(&mut self, ctx: &Context, ty: Type, pos: &[i64], v: Agg) -> Result<(), String> {
        let Some((&first, rest)) = pos.split_first() else {
            *self = v;
            return Ok(());
        };
        let fields = aggregate_fields(ctx, ty).ok_or("insertvalue into a non-aggregate")?;
        if let Agg::Leaf(l) = self {
            let fill = if l == "zeroinitializer" || l == "undef" || l == "poison" { l.clone() } else { "undef".into() };
            *self = Agg::Fields(fields.iter().map(|_| Agg::Leaf(fill.clone())).collect());
        }
        let Agg::Fields(items) = self else { return Err("insertvalue into a non-aggregate".into()) };
        let i = usize::try_from(first).map_err(|_| "negative position")?;
        let field_ty = *fields.get(i).ok_or("position out of range")?;
        items[i].insert(ctx, field_ty, rest, v)
    }

    fn render(&self, ctx: &Context, ty: Type) -> Result<String, String> {
        match self {
            Agg::Leaf(l) => Ok(l.clone()),
            Agg::Fields(items) => {
                let fields = aggregate_fields(ctx, ty).ok_or("aggregate of a non-aggregate type")?;
                let mut parts = Vec::new();
                for (item, &fty) in items.iter().zip(&fields) {
                    parts.push(format!("{} {}", llvm_type(ctx, fty)?, item.render(ctx, fty)?));
                }
                let (open, close) = match ctx.llvm_kind(ty) {
                    Some(LlvmType::Array { .. }) => ("[", "]"),
                    Some(LlvmType::Struct { packed: true, .. }) => ("<{ ", " }>"),
                    _ => ("{ ", " }"),
                };
                Ok(format!("{open}{}{close}", parts.join(", ")))
            }
        }
    }
}

fn aggregate_fields(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    match ctx.llvm_kind(ty)? {
        LlvmType::Array { len, element } => Some(vec![*element; *len as usize]),
        LlvmType::Struct { body: Some(els), .. } => Some(els.clone()),
        _ => None,
    }
}
