//! `bufferization-lower-deallocations`: every `bufferization.dealloc` becomes
//! memref ops, as upstream lowers it.
//!
//! - no memrefs: every updated condition is `false`;
//! - one memref, nothing retained: `scf.if %cond { memref.dealloc }`;
//! - one memref: its aligned pointer is compared with each retained one's;
//!   it is freed when its condition holds and it aliases none of them, and
//!   retained memref `j` inherits the condition when it aliases it;
//! - otherwise the pointers and conditions are stored into buffers handed
//!   to the private helper function `dealloc_helper`, added once to the
//!   module, which computes what to free (a memref is freed once, when its
//!   condition holds and it aliases no retained memref and no earlier
//!   memref of the list) and the updated conditions.
//!
//! Each case is written as MLIR text (`template.rs`). Run on a function
//! alone, the general case is an error, since the helper cannot be added.

use std::fmt::Write;

use super::template::{append_function, expand_before};
use crate::dialects::bufferization::{CloneOp, DeallocOp};
use crate::ir::{Body, Context, OpId, ValueId};
use crate::opdef::symbols::symbol_name;
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::syntax::printer::type_to_string;

struct LowerDeallocations;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LowerDeallocations))
}

impl Pass for LowerDeallocations {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        lower_target(cx, target, Clones::Keep)
    }
}

/// What to do with `bufferization.clone` ops.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Clones {
    Keep,
    /// Convert them to `memref.alloc` + `memref.copy` (`clone.rs`).
    Convert,
}

/// Lower the deallocs (and clones) of `target`, adding the helper to it
/// when it is a module and one of them needs it.
pub(crate) fn lower_target(cx: &PassCx<'_>, target: &mut Target, clones: Clones) -> Result<(), Diagnostic> {
    let (ctx, registry) = (cx.ctx, cx.registry);
    if ctx.str(target.name) != "builtin.module" {
        return lower_body(ctx, registry, &mut target.body, None, clones).map(|_| ());
    }
    let module = &mut target.body;
    let Some(top) = module.roots.first().and_then(|&r| module.region(r).blocks.first().copied()) else {
        return Ok(());
    };
    let helper = unique_symbol(ctx, module, top, "dealloc_helper");
    let mut used = false;
    for op in module.block_ops(top).collect::<Vec<_>>() {
        if let Some(inner) = module.inner_mut(op) {
            used |= lower_body(ctx, registry, inner, Some(&helper), clones)?;
        }
    }
    if used {
        append_function(ctx, registry, module, top, &helper_text(&helper), target.loc)?;
    }
    Ok(())
}

/// `base`, or `base_0`, `base_1`, ... : the first name no op of `block` defines.
fn unique_symbol(ctx: &Context, module: &Body, block: crate::ir::BlockId, base: &str) -> String {
    let taken: rustc_hash::FxHashSet<Vec<u8>> = module
        .block_ops(block)
        .filter_map(|op| symbol_name(ctx, module, op).and_then(|a| ctx.as_string(a)).map(<[u8]>::to_vec))
        .collect();
    let mut name = base.to_string();
    let mut n = 0;
    while taken.contains(name.as_bytes()) {
        name = format!("{base}_{n}");
        n += 1;
    }
    name
}

/// Lower the deallocs of `body` and of the isolated ops nested in it;
/// whether the helper function was called.
fn lower_body(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    helper: Option<&str>,
    clones: Clones,
) -> Result<bool, Diagnostic> {
    let mut deallocs = Vec::new();
    let mut isolated = Vec::new();
    let mut clone_ops = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            let name = ctx.str(body.op(op).name);
            if name == DeallocOp::NAME {
                deallocs.push(op);
            } else if name == CloneOp::NAME && clones == Clones::Convert {
                clone_ops.push(op);
            } else if body.op(op).inner.is_some() {
                isolated.push(op);
            }
        });
    }
    for op in clone_ops {
        super::clone::convert_clone(ctx, registry, body, op)?;
    }
    let mut used = false;
    for op in deallocs {
        used |= lower_dealloc(ctx, registry, body, op, helper)?;
    }
    for op in isolated {
        if let Some(inner) = body.inner_mut(op) {
            used |= lower_body(ctx, registry, inner, helper, clones)?;
        }
    }
    Ok(used)
}

/// Replace dealloc `op` by its lowering; whether it calls the helper.
fn lower_dealloc(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    op: OpId,
    helper: Option<&str>,
) -> Result<bool, Diagnostic> {
    let d = DeallocOp(op);
    let (memrefs, conditions, retained) =
        (d.memrefs(ctx, body).to_vec(), d.conditions(ctx, body).to_vec(), d.retained(ctx, body).to_vec());
    let ty = |v: ValueId| type_to_string(ctx, body.value_type(v));
    let (m_types, r_types): (Vec<String>, Vec<String>) =
        (memrefs.iter().map(|&v| ty(v)).collect(), retained.iter().map(|&v| ty(v)).collect());
    let general = memrefs.len() > 1;
    let text = match (memrefs.len(), retained.len()) {
        (0, _) => no_memref_text(&r_types),
        (1, 0) => one_memref_text(&m_types[0]),
        (1, _) => one_memref_retain_text(&m_types[0], &r_types),
        _ => {
            let Some(helper) = helper else {
                return Err(Diagnostic::error(
                    body.op(op).loc,
                    "library function required for generic lowering, but cannot be automatically inserted when operating on functions",
                ));
            };
            general_text(&m_types, &r_types, helper)
        }
    };
    let args: Vec<ValueId> = memrefs.iter().chain(&conditions).chain(&retained).copied().collect();
    let updated = expand_before(ctx, registry, body, op, &text, &args)?;
    for (r, u) in body.results(op).to_vec().into_iter().zip(updated) {
        body.replace_all_uses(r, u);
    }
    body.erase_op(op);
    Ok(general)
}

/// The template's signature: `%m{i}`, `%c{i}`, `%r{j}` and `n` `i1` results.
fn signature(out: &mut String, m_types: &[String], r_types: &[String]) {
    let mut args: Vec<String> = m_types.iter().enumerate().map(|(i, t)| format!("%m{i}: {t}")).collect();
    args.extend((0..m_types.len()).map(|i| format!("%c{i}: i1")));
    args.extend(r_types.iter().enumerate().map(|(j, t)| format!("%r{j}: {t}")));
    let results = vec!["i1"; r_types.len()].join(", ");
    let _ = writeln!(out, "func.func @lowering({}) -> ({results}) {{", args.join(", "));
}

fn ret(out: &mut String, values: &[String]) {
    let types = vec!["i1"; values.len()].join(", ");
    if values.is_empty() {
        out.push_str("  return\n}\n");
    } else {
        let _ = writeln!(out, "  return {} : {types}\n}}", values.join(", "));
    }
}

fn no_memref_text(r_types: &[String]) -> String {
    let mut out = String::new();
    signature(&mut out, &[], r_types);
    out.push_str("  %false = arith.constant false\n");
    ret(&mut out, &vec!["%false".to_string(); r_types.len()]);
    out
}

fn one_memref_text(m_type: &str) -> String {
    let mut out = String::new();
    signature(&mut out, &[m_type.to_string()], &[]);
    let _ = writeln!(out, "  scf.if %c0 {{\n    memref.dealloc %m0 : {m_type}\n  }}");
    ret(&mut out, &[]);
    out
}

fn one_memref_retain_text(m_type: &str, r_types: &[String]) -> String {
    let mut out = String::new();
    signature(&mut out, &[m_type.to_string()], r_types);
    let _ = writeln!(out, "  %p = memref.extract_aligned_pointer_as_index %m0 : {m_type} -> index");
    for (j, t) in r_types.iter().enumerate() {
        let _ = writeln!(out, "  %q{j} = memref.extract_aligned_pointer_as_index %r{j} : {t} -> index");
        let _ = writeln!(out, "  %ne{j} = arith.cmpi ne, %p, %q{j} : index");
        if j > 0 {
            let prev = if j == 1 { "%ne0".to_string() } else { format!("%all{}", j - 1) };
            let _ = writeln!(out, "  %all{j} = arith.andi {prev}, %ne{j} : i1");
        }
    }
    let all = if r_types.len() == 1 { "%ne0".to_string() } else { format!("%all{}", r_types.len() - 1) };
    let _ = writeln!(out, "  %free = arith.andi {all}, %c0 : i1");
    let _ = writeln!(out, "  scf.if %free {{\n    memref.dealloc %m0 : {m_type}\n  }}");
    out.push_str("  %true = arith.constant true\n");
    for j in 0..r_types.len() {
        let _ = writeln!(out, "  %alias{j} = arith.xori %ne{j}, %true : i1");
        let _ = writeln!(out, "  %u{j} = arith.andi %alias{j}, %c0 : i1");
    }
    ret(&mut out, &(0..r_types.len()).map(|j| format!("%u{j}")).collect::<Vec<_>>());
    out
}

/// Store `values` (of type `elem`) into a new `memref<N x elem>` `%name`.
fn store_all(out: &mut String, name: &str, values: &[String], elem: &str) {
    for (i, v) in values.iter().enumerate() {
        let _ = writeln!(out, "  %{name}_i{i} = arith.constant {i} : index");
        let _ = writeln!(out, "  memref.store {v}, %{name}[%{name}_i{i}] : memref<{}x{elem}>", values.len());
    }
}

fn general_text(m_types: &[String], r_types: &[String], helper: &str) -> String {
    let (n, m) = (m_types.len(), r_types.len());
    let mut out = String::new();
    signature(&mut out, m_types, r_types);
    let _ = writeln!(out, "  %mp = memref.alloc() : memref<{n}xindex>");
    let _ = writeln!(out, "  %mc = memref.alloc() : memref<{n}xi1>");
    let _ = writeln!(out, "  %rp = memref.alloc() : memref<{m}xindex>");
    for (i, t) in m_types.iter().enumerate() {
        let _ = writeln!(out, "  %p{i} = memref.extract_aligned_pointer_as_index %m{i} : {t} -> index");
        store_all_one(&mut out, "mp", i, &format!("%p{i}"), n, "index");
    }
    store_all(&mut out, "mc", &(0..n).map(|i| format!("%c{i}")).collect::<Vec<_>>(), "i1");
    for (j, t) in r_types.iter().enumerate() {
        let _ = writeln!(out, "  %q{j} = memref.extract_aligned_pointer_as_index %r{j} : {t} -> index");
        store_all_one(&mut out, "rp", j, &format!("%q{j}"), m, "index");
    }
    for (name, len, elem) in [("mp", n, "index"), ("mc", n, "i1"), ("rp", m, "index")] {
        let _ = writeln!(out, "  %{name}_dyn = memref.cast %{name} : memref<{len}x{elem}> to memref<?x{elem}>");
    }
    let _ = writeln!(out, "  %free = memref.alloc() : memref<{n}xi1>");
    let _ = writeln!(out, "  %upd = memref.alloc() : memref<{m}xi1>");
    let _ = writeln!(out, "  %free_dyn = memref.cast %free : memref<{n}xi1> to memref<?xi1>");
    let _ = writeln!(out, "  %upd_dyn = memref.cast %upd : memref<{m}xi1> to memref<?xi1>");
    let _ = writeln!(
        out,
        "  func.call @{helper}(%mp_dyn, %rp_dyn, %mc_dyn, %free_dyn, %upd_dyn) : ({}) -> ()",
        HELPER_ARGS
    );
    for (i, t) in m_types.iter().enumerate() {
        let _ = writeln!(out, "  %fi{i} = arith.constant {i} : index");
        let _ = writeln!(out, "  %f{i} = memref.load %free[%fi{i}] : memref<{n}xi1>");
        let _ = writeln!(out, "  scf.if %f{i} {{\n    memref.dealloc %m{i} : {t}\n  }}");
    }
    for j in 0..m {
        let _ = writeln!(out, "  %ui{j} = arith.constant {j} : index");
        let _ = writeln!(out, "  %u{j} = memref.load %upd[%ui{j}] : memref<{m}xi1>");
    }
    for (name, ty) in [("mp", "index"), ("rp", "index"), ("mc", "i1"), ("free", "i1"), ("upd", "i1")] {
        let len = if name == "rp" || name == "upd" { m } else { n };
        let _ = writeln!(out, "  memref.dealloc %{name} : memref<{len}x{ty}>");
    }
    ret(&mut out, &(0..m).map(|j| format!("%u{j}")).collect::<Vec<_>>());
    let _ = writeln!(out, "func.func private @{helper}({HELPER_ARGS})");
    out
}

/// Store `v` at index `i` of `%name`, a `memref<len x elem>`.
fn store_all_one(out: &mut String, name: &str, i: usize, v: &str, len: usize, elem: &str) {
    let _ = writeln!(out, "  %{name}_i{i} = arith.constant {i} : index");
    let _ = writeln!(out, "  memref.store {v}, %{name}[%{name}_i{i}] : memref<{len}x{elem}>");
}

const HELPER_ARGS: &str = "memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>";

/// The helper: given the aligned pointers of the memrefs to free, those of
/// the retained memrefs and the conditions, it fills in which memrefs to
/// free and the retained memrefs' updated conditions.
fn helper_text(name: &str) -> String {
    format!(
        "func.func private @{name}(%ptrs: memref<?xindex>, %kept: memref<?xindex>, %conds: memref<?xi1>, %free: memref<?xi1>, %upd: memref<?xi1>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %n = memref.dim %ptrs, %c0 : memref<?xindex>
  %m = memref.dim %kept, %c0 : memref<?xindex>
  scf.for %j = %c0 to %m step %c1 {{
    memref.store %false, %upd[%j] : memref<?xi1>
  }}
  scf.for %i = %c0 to %n step %c1 {{
    %p = memref.load %ptrs[%i] : memref<?xindex>
    %c = memref.load %conds[%i] : memref<?xi1>
    %unkept = scf.for %j = %c0 to %m step %c1 iter_args(%acc = %true) -> (i1) {{
      %q = memref.load %kept[%j] : memref<?xindex>
      %same = arith.cmpi eq, %q, %p : index
      scf.if %same {{
        %old = memref.load %upd[%j] : memref<?xi1>
        %new = arith.ori %old, %c : i1
        memref.store %new, %upd[%j] : memref<?xi1>
      }}
      %differ = arith.cmpi ne, %q, %p : index
      %next = arith.andi %acc, %differ : i1
      scf.yield %next : i1
    }}
    %first = scf.for %k = %c0 to %i step %c1 iter_args(%acc = %unkept) -> (i1) {{
      %e = memref.load %ptrs[%k] : memref<?xindex>
      %differ = arith.cmpi ne, %e, %p : index
      %next = arith.andi %acc, %differ : i1
      scf.yield %next : i1
    }}
    %f = arith.andi %first, %c : i1
    memref.store %f, %free[%i] : memref<?xi1>
  }}
  return
}}
"
    )
}
