//! Memref aliasing for the loop-nest optimizations: which memref values may
//! share memory, and loop-nest versioning with a run-time overlap check.
//!
//! MLIR memrefs may alias: two function arguments can view the same
//! buffer, and only the caller decides. A transformation that reorders
//! accesses to different memrefs (`affine-gemm`'s packing and register
//! tiles, `affine-loop-interchange`) is only valid when they do not
//! overlap. [`may_alias`] proves distinctness where the IR shows it (two
//! different allocations, or an allocation and a function argument); for
//! the other pairs [`version_nest`] keeps the original nest and puts the
//! copy to transform under a run-time check that the address ranges of
//! the memrefs are disjoint:
//!
//! ```mlir
//! %ok = ... ranges of %A and %C do not overlap ...
//! scf.if %ok {
//!   <nest to transform>
//! } else {
//!   <original nest> {strata.alias_fallback}
//! }
//! ```
//!
//! The range of a memref is its whole strided extent: from the aligned
//! pointer plus the offset, the lowest and highest element any in-bounds
//! index reaches (`(size - 1) * stride` per dimension, negative strides
//! included); an empty memref overlaps nothing. A layout never aliases
//! itself (the Language Reference requires in-bounds index tuples to reach
//! distinct elements), so only distinct memrefs are checked. The fallback
//! nest carries `strata.alias_fallback`, which the optimizations skip.

use std::fmt::Write;

use crate::dialects::memref::layout::strides_and_offset;
use crate::ir::{Body, Context, IrMapping, OpId, TypeKind, ValueId};
use crate::opdef::Registry;
use crate::syntax::diag::{Diagnostic, Source};
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::syntax::printer::type_to_string;

/// The discardable attribute marking the alias-safe copy of a versioned nest.
pub const FALLBACK_ATTR: &str = "strata.alias_fallback";

/// The memref a view-like op views (upstream's `ViewLikeOpInterface`).
pub fn view_source(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    let view_like = matches!(
        ctx.str(body.op(op).name),
        "memref.subview"
            | "memref.reinterpret_cast"
            | "memref.cast"
            | "memref.memory_space_cast"
            | "memref.reshape"
            | "memref.expand_shape"
            | "memref.collapse_shape"
            | "memref.view"
            | "vector.type_cast"
    );
    view_like.then(|| body.operands(op)[0])
}

/// Where a memref value's memory comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Root {
    /// A fresh allocation by this op (`memref.alloc`, `memref.alloca`).
    Allocation(OpId),
    /// An argument of the function's entry block.
    Argument(ValueId),
    /// A global buffer (`memref.get_global`), by its symbol.
    Global(crate::ir::Attribute),
    /// Anything else (a load, a call, a global, a loop's block argument).
    Unknown(ValueId),
}

fn root(ctx: &Context, body: &Body, mut v: ValueId) -> Root {
    loop {
        let Some(def) = body.defining_op(v) else {
            let entry = body.arg_owner(v).is_some_and(|b| {
                body.is_entry_block(b) && body.parent_region(b).is_some_and(|r| body.roots.contains(&r))
            });
            return if entry { Root::Argument(v) } else { Root::Unknown(v) };
        };
        let transpose = ctx.str(body.op(def).name) == "memref.transpose";
        if let Some(source) = view_source(ctx, body, def).or_else(|| transpose.then(|| body.operands(def)[0])) {
            v = source;
            continue;
        }
        return match ctx.str(body.op(def).name) {
            "memref.alloc" | "memref.alloca" => Root::Allocation(def),
            "memref.get_global" => {
                crate::opdef::ods::attr(ctx, body, def, "name").map_or(Root::Unknown(v), Root::Global)
            }
            _ => Root::Unknown(v),
        };
    }
}

/// Whether memrefs `a` and `b` (distinct values of one function body) may
/// share memory. Views of two different allocations or globals never do,
/// nor an allocation and a global or an argument of the function (which
/// existed before it); everything else may.
pub fn may_alias(ctx: &Context, body: &Body, a: ValueId, b: ValueId) -> bool {
    use Root::*;
    match (root(ctx, body, a), root(ctx, body, b)) {
        (Allocation(x), Allocation(y)) => x == y,
        (Global(x), Global(y)) => x == y,
        (Allocation(_), Argument(_) | Global(_)) | (Argument(_) | Global(_), Allocation(_)) => false,
        _ => true,
    }
}

/// The pairs of distinct memrefs among `written` x `accessed` that may
/// alias, each once.
pub fn unproven_pairs(
    ctx: &Context,
    body: &Body,
    written: &[ValueId],
    accessed: &[ValueId],
) -> Vec<(ValueId, ValueId)> {
    let mut pairs: Vec<(ValueId, ValueId)> = Vec::new();
    for &w in written {
        for &x in accessed {
            let key = if w.index() < x.index() { (w, x) } else { (x, w) };
            if w != x && !pairs.contains(&key) && may_alias(ctx, body, w, x) {
                pairs.push(key);
            }
        }
    }
    pairs
}

/// Whether `op` is, or is nested in, the fallback copy of a versioned nest.
pub fn in_fallback(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut current = Some(op);
    while let Some(o) = current {
        if ctx.dict_get(body.op(o).attributes, FALLBACK_ATTR).is_some() {
            return true;
        }
        current = body.parent_of_op(o);
    }
    false
}

/// Bytes an element of a memref occupies, for the element types whose
/// size is the same on every target Strata supports.
fn element_bytes(ctx: &Context, element: crate::ir::Type) -> Option<u64> {
    match ctx.type_kind(element) {
        TypeKind::Index => Some(8),
        _ => match type_to_string(ctx, element).as_str() {
            "i1" | "i8" | "f8E4M3FN" | "f8E5M2" => Some(1),
            "i16" | "f16" | "bf16" => Some(2),
            "i32" | "f32" => Some(4),
            "i64" | "f64" => Some(8),
            _ => None,
        },
    }
}

/// Put `nest` under a run-time check that no pair of `pairs` overlaps:
/// the original nest moves to the `else` branch of an `scf.if` (marked
/// [`FALLBACK_ATTR`]) and a copy, returned, to the `then` branch. `None`
/// (and nothing changed) when a memref's extent cannot be computed: a
/// layout that is not strided, a memory space, an element of unknown
/// size, or a memref defined inside the nest.
pub fn version_nest(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    nest: OpId,
    pairs: &[(ValueId, ValueId)],
) -> Result<Option<OpId>, Diagnostic> {
    let mut memrefs: Vec<ValueId> = Vec::new();
    for &(a, b) in pairs {
        for m in [a, b] {
            if !memrefs.contains(&m) {
                memrefs.push(m);
            }
        }
    }
    let mut text = String::from("func.func @check(");
    let mut ranges = Vec::new();
    let mut check = String::new();
    let _ = writeln!(check, "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index");
    for (i, &m) in memrefs.iter().enumerate() {
        if body.defining_op(m).is_some_and(|d| body.is_ancestor(nest, d))
            || body
                .arg_owner(m)
                .and_then(|b| body.parent_region(b))
                .and_then(|r| body.parent_op(r))
                .is_some_and(|o| body.is_ancestor(nest, o))
        {
            return Ok(None);
        }
        let ty = body.value_type(m);
        let TypeKind::MemRef { shape, element, memory_space: None, .. } = ctx.type_kind(ty) else { return Ok(None) };
        let (Some(bytes), Some(_)) = (element_bytes(ctx, *element), strides_and_offset(ctx, ty)) else {
            return Ok(None);
        };
        let rank = shape.len();
        let t = type_to_string(ctx, ty);
        let _ = write!(text, "{}%m{i}: {t}", if i == 0 { "" } else { ", " });
        ranges.push(range_of(&mut check, i, &t, &type_to_string(ctx, *element), rank, bytes));
    }
    let mut all = Vec::new();
    for (n, &(a, b)) in pairs.iter().enumerate() {
        let (x, y) = (memrefs.iter().position(|&m| m == a), memrefs.iter().position(|&m| m == b));
        let (Some(x), Some(y)) = (x, y) else { continue };
        let (x, y) = (&ranges[x], &ranges[y]);
        let _ = writeln!(check, "  %before{n} = arith.cmpi ule, {}, {} : index", x.hi, y.lo);
        let _ = writeln!(check, "  %after{n} = arith.cmpi ule, {}, {} : index", y.hi, x.lo);
        let _ = writeln!(check, "  %apart{n} = arith.ori %before{n}, %after{n} : i1");
        let _ = writeln!(check, "  %either{n} = arith.ori {}, {} : i1", x.empty, y.empty);
        let _ = writeln!(check, "  %ok{n} = arith.ori %apart{n}, %either{n} : i1");
        all.push(format!("%ok{n}"));
    }
    let Some(mut cond) = all.first().cloned() else { return Ok(None) };
    for (n, next) in all.iter().enumerate().skip(1) {
        let _ = writeln!(check, "  %all{n} = arith.andi {cond}, {next} : i1");
        cond = format!("%all{n}");
    }
    let _ = writeln!(text, ") {{\n{check}  scf.if {cond} {{\n  }} else {{\n  }}\n  return\n}}");
    let created = instantiate_before(ctx, registry, body, nest, &text, &memrefs)?;
    let Some(&branch) = created.last() else { return Ok(None) };
    let region_block = |body: &Body, r: usize| body.region(body.op(branch).regions[r]).blocks[0];
    let (then_block, else_block) = (region_block(body, 0), region_block(body, 1));
    let copy = body.clone_op(nest, &mut IrMapping::default());
    let then_yield = body.last_op(then_block).expect("scf.if's then block has its terminator");
    body.insert_op_before(then_yield, copy);
    let else_yield = body.last_op(else_block).expect("scf.if's else block has its terminator");
    body.move_op_before(nest, else_yield);
    let marked = {
        let data = body.op(nest);
        let mut entries = ctx.dict_entries(data.attributes).to_vec();
        entries.push((ctx.ident(FALLBACK_ATTR), ctx.unit_attr()));
        ctx.dictionary(entries)
    };
    body.op_mut(nest).attributes = marked;
    Ok(Some(copy))
}

/// The SSA names of a memref's range in the check: the first byte it may
/// reach, one past the last, and whether it is empty.
struct Range {
    lo: String,
    hi: String,
    empty: String,
}

/// The check's ops computing the [`Range`] of memref `%m{i}`.
fn range_of(out: &mut String, i: usize, ty: &str, element: &str, rank: usize, bytes: u64) -> Range {
    let results = match rank {
        0 => format!("%base{i}, %off{i}"),
        _ => format!("%base{i}, %off{i}, %size{i}:{rank}, %stride{i}:{rank}"),
    };
    let indices = vec!["index"; 1 + 2 * rank].join(", ");
    let _ = writeln!(out, "  {results} = memref.extract_strided_metadata %m{i} : {ty} -> memref<{element}>, {indices}");
    let _ = writeln!(out, "  %ptr{i} = memref.extract_aligned_pointer_as_index %m{i} : {ty} -> index");
    let _ = writeln!(out, "  %bytes{i} = arith.constant {bytes} : index");
    let (mut low, mut high) = (format!("%off{i}"), format!("%off{i}"));
    let mut empty = format!("%false{i}");
    let _ = writeln!(out, "  {empty} = arith.constant false");
    for d in 0..rank {
        let _ = writeln!(out, "  %last{i}_{d} = arith.subi %size{i}#{d}, %c1 : index");
        let _ = writeln!(out, "  %reach{i}_{d} = arith.muli %last{i}_{d}, %stride{i}#{d} : index");
        let _ = writeln!(out, "  %down{i}_{d} = arith.minsi %reach{i}_{d}, %c0 : index");
        let _ = writeln!(out, "  %up{i}_{d} = arith.maxsi %reach{i}_{d}, %c0 : index");
        let _ = writeln!(out, "  %low{i}_{d} = arith.addi {low}, %down{i}_{d} : index");
        let _ = writeln!(out, "  %high{i}_{d} = arith.addi {high}, %up{i}_{d} : index");
        let _ = writeln!(out, "  %zero{i}_{d} = arith.cmpi eq, %size{i}#{d}, %c0 : index");
        let _ = writeln!(out, "  %empty{i}_{d} = arith.ori {empty}, %zero{i}_{d} : i1");
        (low, high, empty) = (format!("%low{i}_{d}"), format!("%high{i}_{d}"), format!("%empty{i}_{d}"));
    }
    let _ = writeln!(out, "  %end{i} = arith.addi {high}, %c1 : index");
    let _ = writeln!(out, "  %lo_off{i} = arith.muli {low}, %bytes{i} : index");
    let _ = writeln!(out, "  %hi_off{i} = arith.muli %end{i}, %bytes{i} : index");
    let _ = writeln!(out, "  %lo{i} = arith.addi %ptr{i}, %lo_off{i} : index");
    let _ = writeln!(out, "  %hi{i} = arith.addi %ptr{i}, %hi_off{i} : index");
    Range { lo: format!("%lo{i}"), hi: format!("%hi{i}"), empty }
}

/// Parse `text`, a `func.func` whose arguments stand for `args`, and copy
/// the ops of its entry block but the terminator in front of `anchor`,
/// located at `anchor`'s location. Returns the copies in order.
pub fn instantiate_before(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    anchor: OpId,
    text: &str,
    args: &[ValueId],
) -> Result<Vec<OpId>, Diagnostic> {
    instantiate_returning(ctx, registry, body, anchor, text, args).map(|(created, _)| created)
}

/// [`instantiate_before`], also giving the values the template's
/// terminator returns.
pub fn instantiate_returning(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    anchor: OpId,
    text: &str,
    args: &[ValueId],
) -> Result<(Vec<OpId>, Vec<ValueId>), Diagnostic> {
    let loc = body.op(anchor).loc;
    let src = Source::new("<strata-template>", text.to_string());
    let parsed = parse_source(ctx, registry, &src, 0..src.text.len(), ParseOptions::default())
        .map_err(|d| Diagnostic::error(loc, format!("internal error building a loop nest: {}", d.message)))?;
    let module = parsed.inner();
    let func = (|| {
        let top = *module.region(*module.roots.first()?).blocks.first()?;
        module.block_ops(top).find(|&o| ctx.str(module.op(o).name) == "func.func")
    })()
    .ok_or_else(|| Diagnostic::error(loc, "internal error building a loop nest: no function"))?;
    let fbody = module.op(func).inner.as_deref().ok_or_else(|| Diagnostic::error(loc, "internal error: no body"))?;
    copy_entry_before(body, anchor, fbody, args, loc)
        .ok_or_else(|| Diagnostic::error(loc, "internal error: empty template"))
}

/// Copy the ops of the entry block of function arena `fbody` but its
/// terminator in front of `anchor`, its arguments standing for `args`,
/// located at `loc`. Returns the copies in order and the values the
/// terminator's operands stand for; `None` when the arena has no block.
pub(crate) fn copy_entry_before(
    body: &mut Body,
    anchor: OpId,
    fbody: &Body,
    args: &[ValueId],
    loc: crate::ir::Location,
) -> Option<(Vec<OpId>, Vec<ValueId>)> {
    let entry = fbody.roots.first().and_then(|&r| fbody.region(r).blocks.first().copied())?;
    let mut mapping = IrMapping::default();
    for (&arg, &v) in fbody.block(entry).args.iter().zip(args) {
        mapping.map_value(arg, v);
    }
    let ops: Vec<OpId> = fbody.block_ops(entry).collect();
    let Some((&terminator, ops)) = ops.split_last() else { return Some((Vec::new(), Vec::new())) };
    let mut created = Vec::new();
    for &op in ops {
        let new = body.materialize(&fbody.snapshot_op(op), &mut mapping);
        body.insert_op_before(anchor, new);
        set_loc(body, new, loc);
        created.push(new);
    }
    let returned = fbody.operands(terminator).iter().map(|v| mapping.values.get(v).copied().unwrap_or(*v)).collect();
    Some((created, returned))
}

/// Give `op` and everything nested in it location `loc`.
pub(crate) fn set_loc(body: &mut Body, op: OpId, loc: crate::ir::Location) {
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        body.op_mut(o).loc = loc;
        for r in body.op(o).regions.clone() {
            for b in body.region(r).blocks.clone() {
                work.extend(body.block_ops(b));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opdef::Registry;

    /// `may_alias` for each pair of the values the entry block's ops named
    /// in `names` define (an argument when the name is `argN`).
    fn aliasing(text: &str, names: &[(&str, &str)]) -> Vec<bool> {
        let ctx = Context::new();
        let registry = Registry::with_all_dialects();
        let src = Source::new("t.mlir", text.to_string());
        let module = parse_source(&ctx, &registry, &src, 0..src.text.len(), ParseOptions::default()).unwrap();
        let top = module.inner();
        let f = top
            .block_ops(top.region(top.roots[0]).blocks[0])
            .find(|&o| ctx.str(top.op(o).name) == "func.func")
            .unwrap();
        let body = top.op(f).inner.as_deref().unwrap();
        let entry = body.region(body.roots[0]).blocks[0];
        let value = |name: &str| -> ValueId {
            if let Some(n) = name.strip_prefix("arg") {
                return body.block(entry).args[n.parse::<usize>().unwrap()];
            }
            let i: usize = name.parse().unwrap();
            body.results(body.block_ops(entry).nth(i).unwrap())[0]
        };
        names.iter().map(|(a, b)| may_alias(&ctx, body, value(a), value(b))).collect()
    }

    #[test]
    fn allocations_globals_and_arguments_are_told_apart_through_views() {
        let text = r#"
            memref.global "private" @g : memref<8xf32>
            memref.global "private" @h : memref<8xf32>
            func.func @f(%a: memref<8xf32>, %b: memref<8xf32>) {
              %x = memref.alloc() : memref<8xf32>
              %y = memref.alloca() : memref<8xf32>
              %g = memref.get_global @g : memref<8xf32>
              %h = memref.get_global @h : memref<8xf32>
              %xv = memref.subview %x[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
              %g2 = memref.get_global @g : memref<8xf32>
              %av = memref.cast %a : memref<8xf32> to memref<?xf32>
              return
            }
        "#;
        // By position in the function: 0 %x, 1 %y, 2 %g, 3 %h, 4 %xv, 5 %g2, 6 %av.
        let pairs = [
            ("0", "1"),       // two allocations
            ("0", "arg0"),    // an allocation and an argument
            ("2", "3"),       // two globals
            ("2", "0"),       // a global and an allocation
            ("4", "1"),       // a view of an allocation and another allocation
            ("arg0", "arg1"), // two arguments: the caller decides
            ("4", "0"),       // a view of an allocation and the allocation
            ("2", "5"),       // one global twice
            ("2", "arg0"),    // an argument may be a global
            ("6", "arg1"),    // a view of an argument and another argument
        ];
        assert_eq!(aliasing(text, &pairs), [false, false, false, false, false, true, true, true, true, true]);
    }
}
