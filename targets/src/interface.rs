//! The interface a compiled module offers its callers: its exported
//! functions (public `func.func` definitions) and how each argument and
//! result crosses the C ABI (scalars, memref descriptors). The C header
//! and Rust binding generators both render it.

use inkwell::context::Context as LlvmContext;
use inkwell::types::{BasicTypeEnum, StructType};
use inkwell::AddressSpace;
use strata::ir::float::FloatKind;
use strata::ir::{AttrKind, Body, Context, Module, OpId, Signedness, Type, TypeKind, ValueDef, ValueId};
use strata::syntax::printer::type_to_string;

/// A memref descriptor kind: element and rank (`None` for unranked).
#[derive(Clone, Copy)]
pub(crate) struct Descriptor {
    pub(crate) element: Elem,
    pub(crate) rank: Option<usize>,
}

/// A memref element type C can store.
#[derive(Clone, Copy)]
pub(crate) enum Elem {
    Int(u32, Signedness),
    Index,
    Float(FloatKind),
}

impl Elem {
    pub(crate) fn of(ctx: &Context, ty: Type) -> Option<Elem> {
        match ctx.type_kind(ty) {
            TypeKind::Index => Some(Elem::Index),
            TypeKind::Integer { width, signedness } if matches!(width, 1 | 8 | 16 | 32 | 64) => {
                Some(Elem::Int(*width, *signedness))
            }
            TypeKind::Float(k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)) => {
                Some(Elem::Float(*k))
            }
            _ => None,
        }
    }

    /// The C type of an element in memory.
    pub(crate) fn c_storage(self) -> String {
        match self {
            Elem::Int(1, _) => "bool".into(),
            Elem::Int(w, Signedness::Unsigned) => format!("uint{w}_t"),
            Elem::Int(w, _) => format!("int{w}_t"),
            Elem::Index => "int64_t".into(),
            Elem::Float(FloatKind::F32) => "float".into(),
            Elem::Float(FloatKind::F64) => "double".into(),
            // Half and bfloat16 elements are their bits.
            Elem::Float(_) => "uint16_t".into(),
        }
    }

    /// The C type of a scalar argument or result of this type.
    pub(crate) fn c_scalar(self) -> String {
        match self {
            Elem::Float(FloatKind::F16) => "_Float16".into(),
            Elem::Float(FloatKind::BF16) => "__bf16".into(),
            e => e.c_storage(),
        }
    }

    pub(crate) fn suffix(self) -> String {
        match self {
            Elem::Int(w, Signedness::Unsigned) => format!("UI{w}"),
            Elem::Int(w, Signedness::Signed) => format!("SI{w}"),
            Elem::Int(w, Signedness::Signless) => format!("I{w}"),
            Elem::Index => "Index".into(),
            Elem::Float(FloatKind::F16) => "F16".into(),
            Elem::Float(FloatKind::BF16) => "BF16".into(),
            Elem::Float(FloatKind::F32) => "F32".into(),
            Elem::Float(_) => "F64".into(),
        }
    }

    pub(crate) fn llvm<'l>(self, l: &'l LlvmContext) -> BasicTypeEnum<'l> {
        match self {
            Elem::Int(1, _) => l.bool_type().into(),
            Elem::Int(8, _) => l.i8_type().into(),
            Elem::Int(16, _) => l.i16_type().into(),
            Elem::Int(32, _) => l.i32_type().into(),
            Elem::Int(_, _) | Elem::Index => l.i64_type().into(),
            Elem::Float(FloatKind::F32) => l.f32_type().into(),
            Elem::Float(FloatKind::F64) => l.f64_type().into(),
            Elem::Float(_) => l.f16_type().into(),
        }
    }
}

impl Descriptor {
    pub(crate) fn name(self) -> String {
        match self.rank {
            Some(r) => format!("StrataMemRef{r}D{}", self.element.suffix()),
            None => "StrataUnrankedMemRef".into(),
        }
    }

    /// The descriptor as LLVM lays it out.
    pub(crate) fn llvm<'l>(self, l: &'l LlvmContext) -> StructType<'l> {
        let ptr = l.ptr_type(AddressSpace::default()).into();
        let i64t = l.i64_type();
        match self.rank {
            None => l.struct_type(&[i64t.into(), ptr], false),
            Some(0) => l.struct_type(&[ptr, ptr, i64t.into()], false),
            Some(r) => {
                let arr = i64t.array_type(r as u32).into();
                l.struct_type(&[ptr, ptr, i64t.into(), arr, arr], false)
            }
        }
    }
}

/// How one value crosses the C boundary.
#[derive(Clone, Copy)]
pub(crate) enum CValue {
    Scalar(Elem),
    MemRef(Descriptor),
}

impl CValue {
    pub(crate) fn of(ctx: &Context, ty: Type) -> Option<CValue> {
        match ctx.type_kind(ty) {
            TypeKind::MemRef { shape, element, .. } => {
                strata::dialects::memref::layout::strides_and_offset(ctx, ty)?;
                Some(CValue::MemRef(Descriptor { element: Elem::of(ctx, *element)?, rank: Some(shape.len()) }))
            }
            TypeKind::UnrankedMemRef { element, .. } => {
                Some(CValue::MemRef(Descriptor { element: Elem::of(ctx, *element)?, rank: None }))
            }
            _ => Elem::of(ctx, ty).map(CValue::Scalar),
        }
    }

    pub(crate) fn llvm<'l>(self, l: &'l LlvmContext) -> BasicTypeEnum<'l> {
        match self {
            CValue::Scalar(e) => e.llvm(l),
            CValue::MemRef(d) => d.llvm(l).into(),
        }
    }

    /// The C declaration of a value of this kind named `name`, spelled
    /// out as the plain calling convention passes it.
    pub(crate) fn plain_params(self, name: &str) -> Vec<String> {
        match self {
            CValue::Scalar(e) => vec![format!("{} {name}", e.c_scalar())],
            CValue::MemRef(Descriptor { rank: None, .. }) => {
                vec![format!("int64_t {name}_rank"), format!("void *{name}_descriptor")]
            }
            CValue::MemRef(Descriptor { element, rank: Some(r) }) => {
                let t = element.c_storage();
                let mut v = vec![
                    format!("{t} *{name}_allocated"),
                    format!("{t} *{name}_aligned"),
                    format!("int64_t {name}_offset"),
                ];
                v.extend((0..r).map(|i| format!("int64_t {name}_size{i}")));
                v.extend((0..r).map(|i| format!("int64_t {name}_stride{i}")));
                v
            }
        }
    }

    pub(crate) fn c_field(self) -> String {
        match self {
            CValue::Scalar(e) => e.c_storage(),
            CValue::MemRef(d) => d.name(),
        }
    }
}

/// An exported function as C sees it.
pub(crate) struct Function {
    pub(crate) name: String,
    pub(crate) signature: String,
    pub(crate) inputs: Vec<CValue>,
    pub(crate) results: Vec<CValue>,
    pub(crate) c_interface: bool,
    /// Per input: the function may write through it (a memref stored to,
    /// or handed to an op Strata cannot see through).
    pub(crate) writes: Vec<bool>,
    /// Per result: a fresh `memref.alloc` the caller owns and must free
    /// (one the function neither frees nor hands on before returning it).
    pub(crate) fresh: Vec<bool>,
    /// The MLIR types of the inputs.
    pub(crate) input_types: Vec<Type>,
}

/// Ops that only read the memref operand they are given.
const READS: &[&str] = &[
    "memref.load",
    "memref.dim",
    "memref.rank",
    "memref.extract_aligned_pointer_as_index",
    "memref.prefetch",
    "affine.load",
    "affine.vector_load",
    "affine.prefetch",
    "vector.load",
    "vector.maskedload",
    "vector.gather",
    "vector.expandload",
    "vector.transfer_read",
];

/// Ops whose memref result is a view of their first operand.
const VIEWS: &[&str] = &[
    "memref.subview",
    "memref.cast",
    "memref.reinterpret_cast",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.transpose",
    "memref.memory_space_cast",
    "memref.view",
    "memref.reshape",
    "memref.assume_alignment",
];

/// Ops that write through a memref operand, and neither free it nor keep it.
const WRITES: &[&str] = &[
    "memref.store",
    "memref.copy",
    "memref.atomic_rmw",
    "memref.generic_atomic_rmw",
    "affine.store",
    "affine.vector_store",
    "vector.store",
    "vector.maskedstore",
    "vector.scatter",
    "vector.compressstore",
    "vector.transfer_write",
];

/// How a structured linalg op or `memref.copy` uses operand `index`:
/// `Some(true)` written, `Some(false)` only read, `None` for other ops.
fn copy_like_write(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<bool> {
    if ctx.str(body.op(op).name) == "memref.copy" {
        return Some(index == 1);
    }
    let s = strata::dialects::linalg::StructuredOp::get(ctx, body, op)?;
    Some(index >= s.num_inputs(ctx, body))
}

/// Whether the buffer of `v` (a fresh allocation) may be freed or kept by
/// something before the function returns it: any use but a read, a write,
/// a view and `func.return` (`memref.dealloc`, a call, a branch).
fn may_escape(ctx: &Context, body: &Body, v: ValueId, depth: usize) -> bool {
    if depth > 64 {
        return true;
    }
    body.uses(v).iter().any(|u| {
        let name = ctx.str(body.op(u.op).name);
        if READS.contains(&name) || WRITES.contains(&name) || name == "func.return" {
            return false;
        }
        if copy_like_write(ctx, body, u.op, u.index as usize).is_some() {
            return false;
        }
        if VIEWS.contains(&name) && u.index == 0 {
            return body.results(u.op).iter().any(|&r| may_escape(ctx, body, r, depth + 1));
        }
        true
    })
}

/// Whether `v` (a memref) may be written through, or escapes.
fn may_write(ctx: &Context, body: &Body, v: ValueId, depth: usize) -> bool {
    if depth > 64 {
        return true;
    }
    body.uses(v).iter().any(|u| {
        let name = ctx.str(body.op(u.op).name);
        if READS.contains(&name) || copy_like_write(ctx, body, u.op, u.index as usize) == Some(false) {
            return false;
        }
        if VIEWS.contains(&name) && u.index == 0 {
            return body.results(u.op).iter().any(|&r| may_write(ctx, body, r, depth + 1));
        }
        true
    })
}

/// Per input, whether the function may write through it; per result,
/// whether every return gives a fresh allocation.
fn accesses(ctx: &Context, body: &Body, inputs: usize, results: usize) -> (Vec<bool>, Vec<bool>) {
    let entry = body.roots.first().and_then(|&r| body.region(r).blocks.first().copied());
    let writes = match entry {
        Some(b) => body.block(b).args.iter().map(|&a| may_write(ctx, body, a, 0)).collect(),
        None => vec![true; inputs],
    };
    let mut fresh = vec![true; results];
    let mut any_return = false;
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            if ctx.str(body.op(op).name) != "func.return" {
                return;
            }
            any_return = true;
            let operands = body.operands(op);
            for (i, &v) in operands.iter().enumerate() {
                let returned_twice = operands.iter().filter(|&&w| w == v).count() > 1;
                let alloc = match body.value(v).def {
                    ValueDef::Result { op: def, .. } => ctx.str(body.op(def).name) == "memref.alloc",
                    _ => false,
                };
                if let Some(f) = fresh.get_mut(i) {
                    *f &= alloc && !returned_twice && !may_escape(ctx, body, v, 0);
                }
            }
        });
    }
    if !any_return {
        fresh = vec![false; results];
    }
    (writes, fresh)
}

/// Why an exported function has no prototype.
pub(crate) struct Skipped {
    pub(crate) name: String,
    pub(crate) signature: String,
    pub(crate) reason: String,
}

pub(crate) fn string_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<String> {
    let a = strata::opdef::ods::attr(ctx, body, op, name)?;
    ctx.as_string(a).map(|s| String::from_utf8_lossy(s).into_owned())
}

/// The exported functions of `module`: public `func.func` definitions.
pub(crate) fn exported(ctx: &Context, module: &Module, all_c: bool) -> (Vec<Function>, Vec<Skipped>) {
    let body = module.inner();
    let (mut funcs, mut skipped) = (Vec::new(), Vec::new());
    for &r in &body.roots {
        for &b in &body.region(r).blocks {
            for op in body.block_ops(b).collect::<Vec<_>>() {
                if ctx.str(body.op(op).name) != "func.func" {
                    continue;
                }
                let inner = body.regions_body(op);
                let is_decl = inner.roots.first().map_or(true, |&r| inner.region(r).blocks.is_empty());
                let private = string_attr(ctx, body, op, "sym_visibility").is_some_and(|v| v != "public");
                let Some(name) = string_attr(ctx, body, op, "sym_name") else { continue };
                let Some(fty) = strata::opdef::ods::attr(ctx, body, op, "function_type") else { continue };
                let AttrKind::Type(fty) = *ctx.attr_kind(fty) else { continue };
                if is_decl || private {
                    continue;
                }
                let fty_text = type_to_string(ctx, fty);
                let signature = format!("func.func @{name}{}", fty_text.strip_suffix(" -> ()").unwrap_or(&fty_text));
                let Some((input_types, results)) = ctx.function_parts(fty) else { continue };
                let convert = |tys: &[Type]| -> Result<Vec<CValue>, Type> {
                    tys.iter().map(|&t| CValue::of(ctx, t).ok_or(t)).collect()
                };
                match (convert(input_types), convert(results)) {
                    (Ok(inputs), Ok(results)) => {
                        let c_interface =
                            all_c || ctx.dict_get(body.op(op).attributes, "llvm.emit_c_interface").is_some();
                        let (writes, mut fresh) = accesses(ctx, inner, inputs.len(), results.len());
                        // Results `tensors-to-buffers` made the caller's.
                        let res_attrs = strata::opdef::ods::attr(ctx, body, op, "res_attrs");
                        for (i, f) in fresh.iter_mut().enumerate() {
                            let dict = strata::dialects::func::entry_dict(ctx, res_attrs, i);
                            *f |= dict.and_then(|d| ctx.dict_get(d, strata_lowering::tensors::OWNED)).is_some();
                        }
                        funcs.push(Function {
                            name,
                            signature,
                            inputs,
                            results,
                            c_interface,
                            writes,
                            fresh,
                            input_types: input_types.to_vec(),
                        });
                    }
                    (Err(t), _) | (_, Err(t)) => skipped.push(Skipped {
                        name,
                        signature,
                        reason: format!("{} has no C equivalent", type_to_string(ctx, t)),
                    }),
                }
            }
        }
    }
    (funcs, skipped)
}
