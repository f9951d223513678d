//! The gpu dialect: kernels in `gpu.module`s (`gpu.func`), their launch
//! from the host (`gpu.launch` with the kernel inline, `gpu.launch_func`
//! naming an outlined one), the ids and sizes of the launch grid,
//! synchronization, shuffles and reductions, and asynchronous memory
//! management ordered by `!gpu.async.token`s. The ops are declared in
//! `ops.ods`; `syntax.rs` holds the hand-written syntax of `gpu.module`,
//! `gpu.func` and `gpu.launch` and the format directives, `verify.rs` the
//! verifiers with upstream's messages. This module holds the dialect's
//! enum attributes (`#gpu<dim x>`, `#gpu.address_space<workgroup>`), its
//! one type and the constraints its definitions name.

mod attrs;
mod canonicalize;
mod syntax;
mod types;
mod verify;

pub use super::memref::SYMBOL_NAME_ATTR;
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Body, Context, OpId, Type, TypeKind};
use crate::opdef::ods::constraints::{AttrClass, AttrConstraint, TypeConstraint};
use crate::opdef::ods::enums::{DialectEnum, PrettyEnum};
use crate::opdef::{AttrBodyErrors, Registry};
pub use attrs::{is_object, is_offloading_handler, is_target, select_object, OBJECT_FORMATS};
use canonicalize::*;
use syntax::*;
pub use syntax::{
    attribution_counts, parse_all_reduce_operation, parse_async_dependencies, parse_launch_dim_type,
    parse_launch_func_operands, parse_offloading_handler, print_all_reduce_operation, print_async_dependencies,
    print_launch_dim_type, print_launch_func_operands, print_offloading_handler, KERNEL_ATTR, LAUNCH_CONFIG_ARGS,
    WORKGROUP_ATTRIBUTIONS,
};
pub use types::{is_mma_element, mma_matrix, MmaMatrixType, MmaOperand};
use verify::*;

include!(concat!(env!("OUT_DIR"), "/ods/gpu.rs"));

/// The unit attribute marking a module whose kernels are launched with
/// `gpu.launch_func`.
pub const CONTAINER_MODULE_ATTR: &str = "gpu.container_module";

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_dialect_attrs("gpu", canonicalize_attr);
    r.add_dialect_type_parser("gpu", types::parse);
    r.add_dialect_attr_parser("gpu", &["object", "select_object"], attrs::parse);
    r.add_op_attr_verifier("gpu", verify_container_module);
}

pub static DIMENSION: DialectEnum = DialectEnum {
    dialect: "gpu",
    mnemonic: "dim",
    name: "::mlir::gpu::Dimension",
    attr_name: "GPU_DimensionAttr",
    cases: &["x", "y", "z"],
    spaced: true,
};

pub static SHUFFLE_MODE: DialectEnum = DialectEnum {
    dialect: "gpu",
    mnemonic: "shuffle_mode",
    name: "::mlir::gpu::ShuffleMode",
    attr_name: "GPU_ShuffleModeAttr",
    cases: &["xor", "up", "down", "idx"],
    spaced: true,
};

/// The operation of `gpu.subgroup_mma_elementwise`.
pub static MMA_ELEMENT_WISE: DialectEnum = DialectEnum {
    dialect: "gpu",
    mnemonic: "mma_element_wise",
    name: "::mlir::gpu::MMAElementwiseOp",
    attr_name: "MMAElementWiseAttr",
    cases: &[
        "addf", "mulf", "subf", "maxf", "minf", "divf", "addi", "muli", "subi", "divs", "divu", "negatef", "negates",
        "extf",
    ],
    spaced: true,
};

pub static TRANSPOSE_MODE: DialectEnum = DialectEnum {
    dialect: "gpu",
    mnemonic: "mat_transpose_mode",
    name: "::mlir::gpu::TransposeMode",
    attr_name: "GPU_TransposeModeAttr",
    cases: &["NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE"],
    spaced: true,
};

pub static PRUNE_FLAG: DialectEnum = DialectEnum {
    dialect: "gpu",
    mnemonic: "prune_2to4_spmat_flag",
    name: "::mlir::gpu::Prune2To4SpMatFlag",
    attr_name: "GPU_Prune2To4SpMatFlagAttr",
    cases: &["NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK"],
    spaced: true,
};

pub static SPGEMM_KIND: DialectEnum = DialectEnum {
    dialect: "gpu",
    mnemonic: "spgemm_work_estimation_or_compute_kind",
    name: "::mlir::gpu::SpGEMMWorkEstimationOrComputeKind",
    attr_name: "GPU_SpGEMMWorkEstimationOrComputeKindAttr",
    cases: &["WORK_ESTIMATION", "COMPUTE"],
    spaced: true,
};

pub static ALL_REDUCE_OPERATION: DialectEnum = DialectEnum {
    dialect: "gpu",
    mnemonic: "all_reduce_op",
    name: "::mlir::gpu::AllReduceOperation",
    attr_name: "GPU_AllReduceOperationAttr",
    cases: &[
        "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "minimumf",
        "maximumf",
    ],
    spaced: true,
};

/// The cases of `#gpu.address_space<...>`.
pub const ADDRESS_SPACES: &[&str] = &["global", "workgroup", "private"];

/// The cases of the loop mapping attributes (`#gpu.thread<x>`).
const MAPPING_IDS: &[&str] = &[
    "x",
    "y",
    "z",
    "linear_dim_0",
    "linear_dim_1",
    "linear_dim_2",
    "linear_dim_3",
    "linear_dim_4",
    "linear_dim_5",
    "linear_dim_6",
    "linear_dim_7",
    "linear_dim_8",
    "linear_dim_9",
];

const MAPPING: &str = "::mlir::gpu::MappingId";
const SPACE: &str = "::mlir::gpu::AddressSpace";

static PRETTY_ENUMS: &[PrettyEnum] = &[
    PrettyEnum {
        mnemonic: "address_space",
        enum_name: SPACE,
        attr_class: "GPU_AddressSpaceAttr",
        param: "value",
        cases: ADDRESS_SPACES,
    },
    PrettyEnum {
        mnemonic: "memory_space",
        enum_name: SPACE,
        attr_class: "GPUMemorySpaceMappingAttr",
        param: "address_space",
        cases: ADDRESS_SPACES,
    },
    PrettyEnum {
        mnemonic: "thread",
        enum_name: MAPPING,
        attr_class: "GPUThreadMappingAttr",
        param: "thread",
        cases: MAPPING_IDS,
    },
    PrettyEnum {
        mnemonic: "block",
        enum_name: MAPPING,
        attr_class: "GPUBlockMappingAttr",
        param: "block",
        cases: MAPPING_IDS,
    },
    PrettyEnum {
        mnemonic: "warp",
        enum_name: MAPPING,
        attr_class: "GPUWarpMappingAttr",
        param: "warp",
        cases: MAPPING_IDS,
    },
    PrettyEnum {
        mnemonic: "warpgroup",
        enum_name: MAPPING,
        attr_class: "GPUWarpgroupMappingAttr",
        param: "warpgroup",
        cases: MAPPING_IDS,
    },
];

/// `dim x`, `shuffle_mode xor`, `all_reduce_op add`, the `mnemonic<case>`
/// attributes (`address_space<workgroup>`, `thread<x>`) and
/// `loop_dim_map<...>`; `object` and `select_object` have a parser
/// (`attrs.rs`).
fn canonicalize_attr(data: &str) -> Option<Result<String, AttrBodyErrors>> {
    if let Some(r) = PRETTY_ENUMS.iter().find_map(|e| e.canonicalize(data)) {
        return Some(r);
    }
    if let Some(r) = canonicalize_loop_dim_map(data) {
        return Some(r);
    }
    [&DIMENSION, &SHUFFLE_MODE, &ALL_REDUCE_OPERATION, &MMA_ELEMENT_WISE, &TRANSPOSE_MODE, &PRUNE_FLAG, &SPGEMM_KIND]
        .into_iter()
        .find_map(|e| e.canonicalize(data))
}

/// The processors of `#gpu.loop_dim_map` (upstream's `gpu::Processor`).
pub const PROCESSORS: &[&str] = &["block_x", "block_y", "block_z", "thread_x", "thread_y", "thread_z", "sequential"];

/// The name of the attribute holding a `scf.parallel`'s loop mapping.
pub const MAPPING_ATTR: &str = "mapping";

/// One dimension of a parallel loop mapping:
/// `#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>`.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopDimMapping {
    /// Index into [`PROCESSORS`].
    pub processor: usize,
    pub map: AffineMap,
    pub bound: AffineMap,
}

impl LoopDimMapping {
    /// The canonical attribute body, as upstream prints it.
    pub fn body(&self) -> String {
        format!("loop_dim_map<processor = {}, map = {}, bound = {}>", PROCESSORS[self.processor], self.map, self.bound)
    }

    /// The mapping of a `#gpu.loop_dim_map` attribute body; `Err`: the
    /// offset and message of the first error, `None`: another attribute.
    pub fn parse(data: &str) -> Option<Result<LoopDimMapping, (usize, String)>> {
        let rest = data.strip_prefix("loop_dim_map")?;
        if rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        Some(parse_loop_dim_map(data, data.len() - rest.len()))
    }
}

/// Upstream's `struct(params)` format: the three parameters in any order,
/// each exactly once.
fn parse_loop_dim_map(data: &str, mut at: usize) -> Result<LoopDimMapping, (usize, String)> {
    let skip = |at: usize| at + (data[at..].len() - data[at..].trim_start().len());
    at = skip(at);
    if !data[at..].starts_with('<') {
        return Err((at, "expected '<'".into()));
    }
    at += 1;
    let (mut processor, mut map, mut bound) = (None, None, None);
    loop {
        at = skip(at);
        let key: String = data[at..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if !["processor", "map", "bound"].contains(&key.as_str()) {
            return Err((at, format!("expected a parameter name in struct, got '{key}'")));
        }
        let key_at = at;
        at = skip(at + key.len());
        if !data[at..].starts_with('=') {
            return Err((at, "expected '='".into()));
        }
        at = skip(at + 1);
        match key.as_str() {
            "processor" => {
                let word: String = data[at..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                let Some(p) = PROCESSORS.iter().position(|p| *p == word) else {
                    return Err((
                        at,
                        format!("expected ::mlir::gpu::Processor to be one of: {}", PROCESSORS.join(", ")),
                    ));
                };
                if processor.replace(p).is_some() {
                    return Err((key_at, "struct is already set".into()));
                }
                at += word.len();
            }
            _ => {
                let (m, n) =
                    crate::ir::affine::parse_affine_map(&data[at..]).map_err(|e| (at + e.offset, e.message))?;
                let slot = if key == "map" { &mut map } else { &mut bound };
                if slot.replace(m).is_some() {
                    return Err((key_at, "struct is already set".into()));
                }
                at += n;
            }
        }
        at = skip(at);
        if data[at..].starts_with(',') {
            at += 1;
            continue;
        }
        if !data[at..].starts_with('>') {
            return Err((at, "expected ',' or '>'".into()));
        }
        break;
    }
    match (processor, map, bound) {
        (Some(processor), Some(map), Some(bound)) => Ok(LoopDimMapping { processor, map, bound }),
        _ => Err((at, "struct is missing required parameter".into())),
    }
}

/// `loop_dim_map<...>` with its maps printed canonically.
fn canonicalize_loop_dim_map(data: &str) -> Option<Result<String, AttrBodyErrors>> {
    Some(LoopDimMapping::parse(data)?.map(|m| m.body()).map_err(|e| vec![e]))
}

/// The `!gpu.async.token` type.
pub fn async_token_type(ctx: &Context) -> Type {
    handle_type(ctx, "async.token")
}

/// `!gpu.<name>`, a handle type.
fn handle_type(ctx: &Context, name: &str) -> Type {
    ctx.ty(TypeKind::Opaque { dialect: crate::static_ident!(ctx, "gpu"), data: name.into() })
}

fn is_handle(ctx: &Context, t: Type, name: &str) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Opaque { dialect, data } if ctx.str(*dialect) == "gpu" && data == name)
}

fn is_async_token(ctx: &Context, t: Type) -> bool {
    is_handle(ctx, t, "async.token")
}

pub static SPARSE_DN_TENSOR_HANDLE: TypeConstraint = TypeConstraint {
    desc: "sparse dense tensor handle type",
    check: |c, t| is_handle(c, t, "sparse.dntensor_handle"),
    build: Some(|c| handle_type(c, "sparse.dntensor_handle")),
};
pub static SPARSE_SP_MAT_HANDLE: TypeConstraint = TypeConstraint {
    desc: "sparse matrix handle type",
    check: |c, t| is_handle(c, t, "sparse.spmat_handle"),
    build: Some(|c| handle_type(c, "sparse.spmat_handle")),
};
pub static SPARSE_SP_GEMM_OP_HANDLE: TypeConstraint = TypeConstraint {
    desc: "SpGEMM operation handle type",
    check: |c, t| is_handle(c, t, "sparse.spgemmop_handle"),
    build: Some(|c| handle_type(c, "sparse.spgemmop_handle")),
};

/// The address space of a `#gpu.address_space<...>` memory space attribute.
pub fn address_space_of(ctx: &Context, memory_space: crate::ir::Attribute) -> Option<&'static str> {
    match ctx.attr_kind(memory_space) {
        AttrKind::Opaque { dialect, data, ty: None } if ctx.str(*dialect) == "gpu" => {
            let word = data.strip_prefix("address_space<")?.strip_suffix('>')?;
            ADDRESS_SPACES.iter().copied().find(|s| *s == word)
        }
        _ => None,
    }
}

/// The `#gpu.address_space<...>` attribute of `space`.
pub fn address_space_attr(ctx: &Context, space: &str) -> crate::ir::Attribute {
    ctx.attr(AttrKind::Opaque {
        dialect: crate::static_ident!(ctx, "gpu"),
        data: format!("address_space<{space}>"),
        ty: None,
    })
}

fn is_integer_or_float(ctx: &Context, t: Type) -> bool {
    ctx.is_integer(t) || ctx.is_float(t)
}

pub static ASYNC_TOKEN: TypeConstraint =
    TypeConstraint { desc: "async token type", check: is_async_token, build: Some(async_token_type) };
pub static LAUNCH_INDX: TypeConstraint = TypeConstraint {
    desc: "index or 32-bit signless integer or 64-bit signless integer",
    check: |c, t| {
        c.is_index(t)
            || (c.int_info(t).is_some_and(|(w, s)| (w == 32 || w == 64) && s == crate::ir::Signedness::Signless))
    },
    build: None,
};
pub static ANY_INTEGER_OR_FLOAT: TypeConstraint =
    TypeConstraint { desc: "Integer or Float", check: is_integer_or_float, build: None };
pub static ANY_INTEGER_OR_FLOAT_OR1D_VECTOR: TypeConstraint = TypeConstraint {
    desc: "Integer or Float or vector of Integer or Float values of ranks 1",
    check: |c, t| {
        is_integer_or_float(c, t)
            || matches!(c.type_kind(t), TypeKind::Vector { shape, element, .. }
                if shape.len() == 1 && is_integer_or_float(c, *element))
    },
    build: None,
};
pub static SHUFFLE_TYPE: TypeConstraint = TypeConstraint {
    desc: "i32, i64, f32 or f64",
    check: |c, t| {
        c.int_info(t).is_some_and(|(w, s)| (w == 32 || w == 64) && s == crate::ir::Signedness::Signless)
            && !c.is_index(t)
            || c.float_kind(t)
                .is_some_and(|k| matches!(k, crate::ir::float::FloatKind::F32 | crate::ir::float::FloatKind::F64))
    },
    build: None,
};
pub static MEMREF_I8_RANK1: TypeConstraint = TypeConstraint {
    desc: "1D memref of 8-bit signless integer values",
    check: |c, t| {
        matches!(c.type_kind(t), TypeKind::MemRef { shape, element, .. }
            if shape.len() == 1 && c.int_info(*element) == Some((8, crate::ir::Signedness::Signless)) && !c.is_index(*element))
    },
    build: None,
};
/// Upstream's description, spelt as there.
pub static ANY_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    desc: "unranked.memref of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::UnrankedMemRef { .. }),
    build: None,
};
pub static INTEGER_INDEX_OR_FLOAT: TypeConstraint = TypeConstraint {
    desc: "integer or index or floating-point",
    check: |c, t| c.is_integer(t) || c.is_index(t) || c.is_float(t),
    build: None,
};
pub use crate::opdef::ods::constraints::ANY_MEMREF;

/// i8, i32, f16 or f32, the elements of a memref an mma matrix is loaded from.
fn is_mma_memory_element(c: &Context, t: Type) -> bool {
    use crate::ir::float::FloatKind;
    c.int_info(t).is_some_and(|(w, s)| (w == 8 || w == 32) && s == crate::ir::Signedness::Signless) && !c.is_index(t)
        || matches!(c.float_kind(t), Some(FloatKind::F16 | FloatKind::F32))
}

/// Upstream's `GPU_MMAMemRef`.
pub static MMA_MEM_REF: TypeConstraint = TypeConstraint {
    desc: "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float values of ranks 1 values",
    check: |c, t| {
        matches!(c.type_kind(t), TypeKind::MemRef { element, .. } if is_mma_memory_element(c, *element)
            || matches!(c.type_kind(*element), TypeKind::Vector { shape, element, .. }
                if shape.len() == 1 && is_mma_memory_element(c, *element)))
    },
    build: None,
};
pub static MMA_MATRIX: TypeConstraint =
    TypeConstraint { desc: "MMAMatrix type", check: |c, t| mma_matrix(c, t).is_some(), build: None };

/// A matrix whose elements satisfy `f`.
fn mma_matrix_of(c: &Context, t: Type, f: fn(&Context, Type) -> bool) -> bool {
    mma_matrix(c, t).is_some_and(|m| f(c, m.element))
}

fn is_si8_ui8_f16_f32(c: &Context, t: Type) -> bool {
    is_mma_element(c, t) && c.int_info(t).map_or(true, |(w, _)| w == 8)
}

fn is_i32_f16_f32(c: &Context, t: Type) -> bool {
    is_mma_element(c, t) && c.int_info(t).map_or(true, |(w, _)| w == 32)
}

pub static MMA_MATRIX_OF_ANY: TypeConstraint = TypeConstraint {
    desc: "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float values",
    check: |c, t| mma_matrix_of(c, t, is_mma_element),
    build: None,
};
pub static MMA_MATRIX_OF_AB: TypeConstraint = TypeConstraint {
    desc: "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float values",
    check: |c, t| mma_matrix_of(c, t, is_si8_ui8_f16_f32),
    build: None,
};
pub static MMA_MATRIX_OF_C: TypeConstraint = TypeConstraint {
    desc: "gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float values",
    check: |c, t| mma_matrix_of(c, t, is_i32_f16_f32),
    build: None,
};
pub static MMA_SCALAR: TypeConstraint = TypeConstraint {
    desc: "8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float",
    check: is_mma_element,
    build: None,
};

/// The element type of a matrix type (`TypesMatchWith` of
/// `gpu.subgroup_mma_constant_matrix`).
fn mma_element_type(c: &Context, t: Type) -> Option<Type> {
    mma_matrix(c, t).map(|m| m.element)
}

pub static DIMENSION_ATTR: AttrConstraint = AttrConstraint {
    desc: "a dimension, either 'x', 'y', or 'z'",
    class: AttrClass::DialectEnum(&DIMENSION),
    default: |c, t| DIMENSION.attr_for(c, t),
};
pub static SHUFFLE_MODE_ATTR: AttrConstraint = AttrConstraint {
    desc: "Indexing modes supported by gpu.shuffle.",
    class: AttrClass::DialectEnum(&SHUFFLE_MODE),
    default: |c, t| SHUFFLE_MODE.attr_for(c, t),
};
pub static ALL_REDUCE_OPERATION_ATTR: AttrConstraint = AttrConstraint {
    desc: "built-in reduction operations supported by gpu.allreduce.",
    class: AttrClass::DialectEnum(&ALL_REDUCE_OPERATION),
    default: |c, t| ALL_REDUCE_OPERATION.attr_for(c, t),
};
pub static MMA_ELEMENT_WISE_ATTR: AttrConstraint = AttrConstraint {
    desc: "elementwise operation to apply to mma matrix",
    class: AttrClass::DialectEnum(&MMA_ELEMENT_WISE),
    default: |c, t| MMA_ELEMENT_WISE.attr_for(c, t),
};
pub static TRANSPOSE_MODE_ATTR: AttrConstraint = AttrConstraint {
    desc: "transpose mode of sparse matrix supported by sparse tensor ops",
    class: AttrClass::DialectEnum(&TRANSPOSE_MODE),
    default: |c, t| TRANSPOSE_MODE.attr_for(c, t),
};
pub static PRUNE_FLAG_ATTR: AttrConstraint = AttrConstraint {
    desc: "pruning strategy for 2:4 sparse matrix",
    class: AttrClass::DialectEnum(&PRUNE_FLAG),
    default: |c, t| PRUNE_FLAG.attr_for(c, t),
};
pub static SP_GEMM_WORK_ESTIMATION_OR_COMPUTE_KIND_ATTR: AttrConstraint = AttrConstraint {
    desc: "choose whether spgemm_work_estimation_or_compute does work estimation or compute",
    class: AttrClass::DialectEnum(&SPGEMM_KIND),
    default: |c, t| SPGEMM_KIND.attr_for(c, t),
};
pub static GPU_OBJECT_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "an array of GPU object attributes with at least 1 elements",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(v) if !v.is_empty() && v.iter().all(|&o| is_object(c, o))),
        ty: None,
    },
    default: |_, _| None,
};
pub static OFFLOADING_HANDLER_ATTR: AttrConstraint = AttrConstraint {
    desc: "any attribute with the `OffloadingTranslationAttrTrait` trait.",
    class: AttrClass::Plain { check: is_offloading_handler, ty: None },
    default: |c, _| Some(select_object(c)),
};
pub static FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    desc: "type attribute of function type",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if c.function_parts(*t).is_some()),
        ty: None,
    },
    default: |_, _| None,
};
pub static GPU_TARGET_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "array of GPU target attributes with at least 1 elements",
    class: AttrClass::Plain {
        check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(v) if !v.is_empty() && v.iter().all(|&t| is_target(c, t))),
        ty: None,
    },
    default: |_, _| None,
};
pub use crate::opdef::ods::constraints::{
    ANY_ATTR, ANY_TYPE, ARRAY_ATTR, I1, I32, INDEX, INDEX_ATTR, STR_ATTR, SYMBOL_REF_ATTR, TYPE_ATTR, UNIT_ATTR,
};

/// `%thread_id_x`, `%block_dim_z`: the op's name and dimension.
fn names_dimension(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let name = ctx.str(body.op(op).name).trim_start_matches("gpu.");
    let dim = crate::opdef::ods::attr(ctx, body, op, crate::static_ident!(ctx, "dimension"))
        .and_then(|a| DIMENSION.keyword_of(ctx, a));
    vec![dim.map(|d| format!("{name}_{d}"))]
}

/// The sparse ops name their results after their groups
/// (`%spmat, %asyncToken`), unless the async token is all they return.
fn names_sparse(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let results = body.results(op);
    let name = ctx.str(body.op(op).name);
    let Some(spec) = OPS.iter().find(|s| s.name == name) else { return vec![None; results.len()] };
    let has_token = results.last().is_some_and(|&r| is_async_token(ctx, body.value_type(r)));
    if has_token && results.len() == 1 {
        return vec![None];
    }
    // Every group but the trailing token and at most one variadic group
    // holds one value; the variadic group takes the rest.
    let fixed = spec.results.len().saturating_sub(1);
    let variadic = (results.len() - usize::from(has_token)).saturating_sub(fixed.saturating_sub(1));
    let mut names = Vec::with_capacity(results.len());
    for g in &spec.results[..fixed] {
        let n = if matches!(g.arity, crate::opdef::ods::Arity::Variadic) { variadic } else { 1 };
        names.push(Some(g.name.to_string()));
        names.extend(std::iter::repeat(None).take(n.saturating_sub(1)));
    }
    if has_token {
        names.push(Some("asyncToken".into()));
    }
    names.truncate(results.len());
    names
}

fn names_shuffle(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    vec![Some("shuffleResult".into()), Some("valid".into())]
}

fn names_alloc(_: &Context, body: &Body, op: OpId) -> Vec<Option<String>> {
    let mut names = vec![Some("memref".to_string())];
    if body.results(op).len() > 1 {
        names.push(Some("asyncToken".into()));
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn address_space_is_canonicalized_and_checked() {
        assert_eq!(canonicalize_attr("address_space< workgroup >"), Some(Ok("address_space<workgroup>".into())));
        let errors = canonicalize_attr("address_space<shared>").and_then(Result::err).expect("an error");
        assert_eq!(errors[0].0, 14);
        assert!(errors[0].1.ends_with("one of: global, workgroup, private"));
    }
}
