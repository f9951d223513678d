//! C headers for compiled modules (`strata compile --emit header`, `-H`):
//! a descriptor typedef per memref element type and rank, with its layout
//! checked by `static_assert`s computed from the target's LLVM data layout,
//! and a prototype for every exported function: the plain one (memrefs
//! passed as their descriptor's fields) when C can call it directly, and
//! `_mlir_ciface_<name>` (memrefs by pointer to their descriptor, memref or
//! multiple results through a first pointer argument) when the function has
//! a C interface. A C++ view over descriptors is included unless
//! `STRATA_NO_CXX_VIEW` is defined.

use std::collections::BTreeMap;
use std::fmt::Write;

use inkwell::context::Context as LlvmContext;
use inkwell::targets::TargetData;
use inkwell::types::{BasicType, BasicTypeEnum, StructType};
use inkwell::AddressSpace;
use strata::ir::float::FloatKind;
use strata::ir::{AttrKind, Body, Context, Module, OpId, Signedness, Type, TypeKind};
use strata::syntax::printer::type_to_string;

/// Options of header generation.
pub struct HeaderOptions<'a> {
    /// The source file's name, for the guard macro and the banner.
    pub source_name: &'a str,
    /// Every function has a C interface (`--emit-c-interface`).
    pub c_interface_all: bool,
}

/// A memref descriptor kind: element and rank (`None` for unranked).
#[derive(Clone, Copy)]
struct Descriptor {
    element: Elem,
    rank: Option<usize>,
}

/// A memref element type C can store.
#[derive(Clone, Copy)]
enum Elem {
    Int(u32, Signedness),
    Index,
    Float(FloatKind),
}

impl Elem {
    fn of(ctx: &Context, ty: Type) -> Option<Elem> {
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
    fn c_storage(self) -> String {
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
    fn c_scalar(self) -> String {
        match self {
            Elem::Float(FloatKind::F16) => "_Float16".into(),
            Elem::Float(FloatKind::BF16) => "__bf16".into(),
            e => e.c_storage(),
        }
    }

    fn suffix(self) -> String {
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

    fn llvm<'l>(self, l: &'l LlvmContext) -> BasicTypeEnum<'l> {
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
    fn name(self) -> String {
        match self.rank {
            Some(r) => format!("StrataMemRef{r}D{}", self.element.suffix()),
            None => "StrataUnrankedMemRef".into(),
        }
    }

    /// The descriptor as LLVM lays it out.
    fn llvm<'l>(self, l: &'l LlvmContext) -> StructType<'l> {
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
enum CValue {
    Scalar(Elem),
    MemRef(Descriptor),
}

impl CValue {
    fn of(ctx: &Context, ty: Type) -> Option<CValue> {
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

    fn llvm<'l>(self, l: &'l LlvmContext) -> BasicTypeEnum<'l> {
        match self {
            CValue::Scalar(e) => e.llvm(l),
            CValue::MemRef(d) => d.llvm(l).into(),
        }
    }

    /// The C declaration of a value of this kind named `name`, spelled
    /// out as the plain calling convention passes it.
    fn plain_params(self, name: &str) -> Vec<String> {
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

    fn c_field(self) -> String {
        match self {
            CValue::Scalar(e) => e.c_storage(),
            CValue::MemRef(d) => d.name(),
        }
    }
}

/// An exported function as C sees it.
struct Function {
    name: String,
    signature: String,
    inputs: Vec<CValue>,
    results: Vec<CValue>,
    c_interface: bool,
}

/// Why an exported function has no prototype.
struct Skipped {
    name: String,
    signature: String,
    reason: String,
}

fn string_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<String> {
    let a = strata::dialects::ods::attr(ctx, body, op, name)?;
    ctx.as_string(a).map(|s| String::from_utf8_lossy(s).into_owned())
}

/// The exported functions of `module`: public `func.func` definitions.
fn exported(ctx: &Context, module: &Module, all_c: bool) -> (Vec<Function>, Vec<Skipped>) {
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
                let Some(fty) = strata::dialects::ods::attr(ctx, body, op, "function_type") else { continue };
                let AttrKind::Type(fty) = *ctx.attr_kind(fty) else { continue };
                if is_decl || private {
                    continue;
                }
                let fty_text = type_to_string(ctx, fty);
                let signature = format!("func.func @{name}{}", fty_text.strip_suffix(" -> ()").unwrap_or(&fty_text));
                let Some((inputs, results)) = ctx.function_parts(fty) else { continue };
                let convert = |tys: &[Type]| -> Result<Vec<CValue>, Type> {
                    tys.iter().map(|&t| CValue::of(ctx, t).ok_or(t)).collect()
                };
                match (convert(inputs), convert(results)) {
                    (Ok(inputs), Ok(results)) => {
                        let c_interface =
                            all_c || ctx.dict_get(body.op(op).attributes, "llvm.emit_c_interface").is_some();
                        funcs.push(Function { name, signature, inputs, results, c_interface });
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

/// Whether the plain symbol can be called from C: LLVM returns several
/// results or a descriptor as a first-class aggregate, which no C return
/// type matches.
fn plain_callable(f: &Function) -> bool {
    matches!(f.results[..], [] | [CValue::Scalar(_)])
}

fn c_return(results: &[CValue]) -> String {
    match results {
        [CValue::Scalar(e)] => e.c_scalar(),
        _ => "void".into(),
    }
}

fn macro_name(source: &str) -> String {
    let stem = std::path::Path::new(source).file_stem().map_or("module".into(), |s| s.to_string_lossy().into_owned());
    let mut m: String =
        stem.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_uppercase() } else { '_' }).collect();
    if m.starts_with(|c: char| c.is_ascii_digit()) {
        m.insert(0, '_');
    }
    format!("STRATA_{m}_H")
}

/// The header of `module` for the target described by `layout`.
pub fn generate(ctx: &Context, module: &Module, layout: &TargetData, opts: &HeaderOptions<'_>) -> String {
    let (funcs, skipped) = exported(ctx, module, opts.c_interface_all);
    let mut descriptors = BTreeMap::new();
    for f in &funcs {
        for v in f.inputs.iter().chain(&f.results) {
            if let CValue::MemRef(d) = v {
                descriptors.insert(d.name(), *d);
            }
        }
    }
    let l = LlvmContext::create();
    let guard = macro_name(opts.source_name);
    let mut h = String::new();
    let file =
        std::path::Path::new(opts.source_name).file_name().map_or(opts.source_name.into(), |f| f.to_string_lossy());
    let _ = writeln!(h, "/* C interface of {file}, generated by strata compile. */");
    let _ = write!(h, "#ifndef {guard}\n#define {guard}\n\n");
    h.push_str(PRELUDE);
    for d in descriptors.values() {
        write_descriptor(&mut h, *d, layout, &l);
    }
    h.push_str("#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");
    for f in &funcs {
        write_function(&mut h, f, layout, &l);
    }
    for s in &skipped {
        let _ = write!(h, "/* {}\n   @{} has no prototype: {}. */\n\n", s.signature, s.name, s.reason);
    }
    h.push_str("#ifdef __cplusplus\n}\n#endif\n\n");
    let _ = writeln!(h, "#endif /* {guard} */");
    h
}

const PRELUDE: &str = r#"#include <stddef.h>
#include <stdint.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

#ifndef STRATA_STATIC_ASSERT
#ifdef __cplusplus
#define STRATA_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#else
#define STRATA_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#endif
#endif

/* Half-precision scalars need a compiler with _Float16 / __bf16. */
#if !defined(STRATA_HAS_FLOAT16) && defined(__FLT16_MAX__) && (!defined(__cplusplus) || defined(__clang__) || __GNUC__ >= 13)
#define STRATA_HAS_FLOAT16 1
#endif
#if !defined(STRATA_HAS_BFLOAT16) && defined(__BFLT16_MAX__)
#define STRATA_HAS_BFLOAT16 1
#endif

/* An unranked memref: its rank and a pointer to a ranked descriptor. */
#ifndef STRATA_UNRANKED_MEMREF
#define STRATA_UNRANKED_MEMREF
typedef struct StrataUnrankedMemRef {
  int64_t rank;
  void *descriptor;
} StrataUnrankedMemRef;
#endif

#if defined(__cplusplus) && !defined(STRATA_NO_CXX_VIEW) && !defined(STRATA_CXX_VIEW)
#define STRATA_CXX_VIEW
namespace strata {
/* A view over a rank-N descriptor D of T elements:
   strata::View<StrataMemRef2DF32, float, 2> v(desc); v(i, j) = 1.0f; */
template <typename D, typename T, int N>
class View {
  static_assert(N >= 1, "a rank-0 memref has one element: use *(d.aligned + d.offset)");
  const D *d_;

public:
  explicit View(const D &d) : d_(&d) {}
  int64_t size(int dim) const { return d_->sizes[dim]; }
  int64_t stride(int dim) const { return d_->strides[dim]; }
  T *data() const { return d_->aligned + d_->offset; }
  template <typename... I>
  T &operator()(I... index) const {
    static_assert(sizeof...(I) == N, "one index per dimension");
    const int64_t idx[] = {static_cast<int64_t>(index)...};
    int64_t at = 0;
    for (int k = 0; k < N; ++k) at += idx[k] * d_->strides[k];
    return data()[at];
  }
};
} // namespace strata
#endif

"#;

fn write_descriptor(h: &mut String, d: Descriptor, layout: &TargetData, l: &LlvmContext) {
    let Some(rank) = d.rank else { return };
    let name = d.name();
    let t = d.element.c_storage();
    let guard = format!("STRATA_MEMREF_{rank}D_{}", d.element.suffix().to_ascii_uppercase());
    let _ = write!(h, "/* A rank-{rank} memref of {t}: element (i0, ...) is at aligned[offset + i0 * strides[0] + ...]. */\n#ifndef {guard}\n#define {guard}\ntypedef struct {name} {{\n  {t} *allocated;\n  {t} *aligned;\n  int64_t offset;\n");
    if rank > 0 {
        let _ = write!(h, "  int64_t sizes[{rank}];\n  int64_t strides[{rank}];\n");
    }
    let _ = writeln!(h, "}} {name};");
    let st = d.llvm(l);
    let _ = writeln!(
        h,
        "STRATA_STATIC_ASSERT(sizeof({name}) == {}, \"{name} matches the compiled code's descriptor\");",
        layout.get_abi_size(&st)
    );
    let fields = ["allocated", "aligned", "offset", "sizes", "strides"];
    for (i, f) in fields.iter().enumerate().take(if rank > 0 { 5 } else { 3 }) {
        if let Some(off) = layout.offset_of_element(&st, i as u32) {
            let _ = writeln!(h, "STRATA_STATIC_ASSERT(offsetof({name}, {f}) == {off}, \"{name}.{f}\");");
        }
    }
    // A contiguous row-major descriptor over caller-owned data.
    let lower = format!("strata_memref_{rank}d_{}", d.element.suffix().to_ascii_lowercase());
    let params: Vec<String> = (0..rank).map(|i| format!("int64_t size{i}")).collect();
    let _ = write!(
        h,
        "static inline {name} {lower}({t} *data{}{}) {{\n  {name} m;\n  m.allocated = data;\n  m.aligned = data;\n  m.offset = 0;\n",
        if rank > 0 { ", " } else { "" },
        params.join(", ")
    );
    if rank > 0 {
        let _ = writeln!(h, "  int64_t stride = 1;");
        for i in (0..rank).rev() {
            let _ = write!(h, "  m.sizes[{i}] = size{i};\n  m.strides[{i}] = stride;\n");
            if i > 0 {
                let _ = writeln!(h, "  stride *= size{i};");
            }
        }
    }
    let _ = write!(h, "  return m;\n}}\n#endif\n\n");
}

/// The feature macro a scalar type needs, if any.
fn scalar_guard(v: &CValue) -> Option<&'static str> {
    match v {
        CValue::Scalar(Elem::Float(FloatKind::F16)) => Some("STRATA_HAS_FLOAT16"),
        CValue::Scalar(Elem::Float(FloatKind::BF16)) => Some("STRATA_HAS_BFLOAT16"),
        _ => None,
    }
}

fn write_function(h: &mut String, f: &Function, layout: &TargetData, l: &LlvmContext) {
    let _ = writeln!(h, "/* {} */", f.signature);
    let mut guards: Vec<&str> = f.inputs.iter().chain(&f.results).filter_map(scalar_guard).collect();
    guards.sort_unstable();
    guards.dedup();
    if !guards.is_empty() {
        let _ = writeln!(h, "#if {}", guards.iter().map(|g| format!("defined({g})")).collect::<Vec<_>>().join(" && "));
    }
    let names: Vec<String> = (0..f.inputs.len()).map(|i| format!("arg{i}")).collect();
    if plain_callable(f) {
        let params: Vec<String> = f.inputs.iter().zip(&names).flat_map(|(v, n)| v.plain_params(n)).collect();
        let params = if params.is_empty() { "void".to_string() } else { params.join(", ") };
        let _ = writeln!(h, "{} {}({params});", c_return(&f.results), f.name);
    } else {
        let what = if f.results.len() > 1 { "several results" } else { "a memref" };
        let how = if f.c_interface {
            format!("call _mlir_ciface_{}", f.name)
        } else {
            "give it a C interface (llvm.emit_c_interface, or strata compile --emit-c-interface)".to_string()
        };
        let _ = writeln!(h, "/* {} returns {what}, which C cannot receive by value: {how}. */", f.name);
    }
    if f.c_interface {
        let mut params = Vec::new();
        match &f.results[..] {
            [CValue::MemRef(d)] => params.push(format!("{} *result", d.name())),
            rs if rs.len() > 1 => {
                let st = format!("StrataResults_{}", f.name);
                let _ = writeln!(h, "typedef struct {st} {{");
                for (i, r) in rs.iter().enumerate() {
                    let _ = writeln!(h, "  {} r{i};", r.c_field());
                }
                let _ = writeln!(h, "}} {st};");
                let fields: Vec<BasicTypeEnum<'_>> = rs.iter().map(|r| r.llvm(l)).collect();
                let llvm_st = l.struct_type(&fields, false);
                let _ = writeln!(
                    h,
                    "STRATA_STATIC_ASSERT(sizeof({st}) == {}, \"{st} matches the compiled code's result struct\");",
                    layout.get_abi_size(&llvm_st.as_basic_type_enum())
                );
                params.push(format!("{st} *result"));
            }
            _ => {}
        }
        for (v, n) in f.inputs.iter().zip(&names) {
            params.push(match v {
                CValue::Scalar(e) => format!("{} {n}", e.c_scalar()),
                CValue::MemRef(d) => format!("{} *{n}", d.name()),
            });
        }
        let params = if params.is_empty() { "void".to_string() } else { params.join(", ") };
        let _ = writeln!(h, "{} _mlir_ciface_{}({params});", c_return(&f.results), f.name);
    }
    if !guards.is_empty() {
        let _ = writeln!(h, "#endif");
    }
    h.push('\n');
}
