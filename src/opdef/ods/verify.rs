//! The invariants an op gets from its definition, checked in upstream's
//! order: region, result, successor and operand counts; attributes; operand
//! and result constraints; region sizes; then the type-relation traits. The
//! first failure stops the op's checks (as upstream), then the op's own
//! verifier runs.

use super::{attr, group_sizes, spec_attr, value_types, Arity, Check, OpSpec, Presence, Types, ValueSpec, Var};
use crate::ir::{Body, Context, OpId, Type, TypeKind, DYNAMIC};
use crate::verify::VerifyCx;
use smallvec::SmallVec;

/// Verify `op` against its definition, then run its own verifier.
pub fn verify_op(spec: &OpSpec, cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    // A file repeats a few op shapes many times: the invariants are checked
    // once per shape.
    let key = invariants_key(cx, body, op);
    if !cx.invariants_held(&key) {
        if let Err(msg) = invariants(spec, cx, body, op) {
            cx.op_error(body, op, msg);
            return;
        }
        cx.invariants_hold(key);
    }
    if let Err(msg) = successor_operands(spec, cx.ctx, body, op) {
        // Upstream's `BranchOpInterface` reports these without the op-name prefix.
        cx.report(crate::syntax::diag::Diagnostic::error(body.op(op).loc, msg));
        return;
    }
    if let Some(verify) = spec.def.verify {
        verify(cx, body, op);
    }
}

/// Everything [`invariants`] reads of an op: its name (which decides the
/// definition), its two attribute dictionaries (interned: one id per
/// content), its operand and result types, the block count of each region,
/// its successor count and its parent's name (`HasParent`). Each list is
/// preceded by its length. Two ops with the same key pass or fail alike.
pub(crate) type InvariantsKey = SmallVec<[u32; 16]>;

fn invariants_key(cx: &VerifyCx<'_>, body: &Body, op: OpId) -> InvariantsKey {
    let data = body.op(op);
    let (operands, results) = (body.operands(op), body.results(op));
    let mut key = InvariantsKey::new();
    key.extend([
        data.name.0,
        data.properties.map_or(u32::MAX, |p| p.0),
        data.attributes.0,
        cx.parent().map_or(u32::MAX, |p| p.name.0),
        data.successors.len() as u32,
        operands.len() as u32,
    ]);
    key.extend(operands.iter().map(|&v| body.value_type(v).0));
    key.push(results.len() as u32);
    key.extend(results.iter().map(|&v| body.value_type(v).0));
    let inner = body.regions_body(op);
    key.push(data.regions.len() as u32);
    key.extend(data.regions.iter().map(|&r| inner.region(r).blocks.len() as u32));
    key
}

fn invariants(spec: &OpSpec, cx: &VerifyCx<'_>, body: &Body, op: OpId) -> Result<(), String> {
    let ctx = cx.ctx;
    counts(spec, body, op)?;
    // The two dictionaries are read once for all the attributes.
    let data = body.op(op);
    let props = data.properties.map_or(&[][..], |p| ctx.dict_entries(p));
    let discardable = ctx.dict_entries(data.attributes);
    let values: smallvec::SmallVec<[_; 8]> = spec
        .attrs
        .iter()
        .map(|a| {
            let name = a.ident(ctx);
            ctx.entry_get_id(props, name).or_else(|| ctx.entry_get_id(discardable, name))
        })
        .collect();
    for (a, v) in spec.attrs.iter().zip(&values) {
        if a.presence == Presence::Required && v.is_none() {
            return Err(format!("requires attribute '{}'", a.name));
        }
    }
    for (a, &v) in spec.attrs.iter().zip(&values) {
        if let Some(v) = v {
            if !a.constraint.check(ctx, v) {
                return Err(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name,
                    a.constraint.description()
                ));
            }
        }
    }
    let operand_types = value_types(body, body.operands(op));
    let result_types = value_types(body, body.results(op));
    let operand_seg = spec.operand_segments_attr(ctx, body, op);
    let result_seg = spec.result_segments_attr(ctx, body, op);
    check_segments(ctx, spec.operands, operand_types.len(), operand_seg, spec.operand_segments, "operand")?;
    check_segments(ctx, spec.results, result_types.len(), result_seg, spec.result_segments, "result")?;
    check_values(ctx, spec.operands, &operand_types, operand_seg, "operand")?;
    check_sub_groups(spec, ctx, body, op)?;
    check_values(ctx, spec.results, &result_types, result_seg, "result")?;
    let inner = body.regions_body(op);
    let mut i = 0;
    for (g, rs) in spec.regions.iter().enumerate() {
        for &r in spec.region_group(body, op, g) {
            match rs.blocks {
                Some(n) if inner.region(r).blocks.len() != n => {
                    let name = rs.name;
                    return Err(format!("region #{i} ('{name}') failed to verify constraint: region with {n} blocks"));
                }
                _ => i += 1,
            }
        }
    }
    for check in spec.checks {
        run_check(spec, cx, body, op, check, &operand_types, &result_types)?;
    }
    Ok(())
}

/// `BranchOpInterface`: the operands forwarded to each successor match its
/// block arguments in number and type.
fn successor_operands(spec: &OpSpec, ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    if spec.successors.iter().all(|s| s.operands.is_none()) {
        return Ok(());
    }
    for (i, (block, operands)) in spec.successor_operands(ctx, body, op).into_iter().enumerate() {
        let args = &body.block(block).args;
        if args.len() != operands.len() {
            return Err(format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                operands.len(),
                args.len()
            ));
        }
        for (k, (&v, &a)) in operands.iter().zip(args).enumerate() {
            if body.value_type(v) != body.value_type(a) {
                return Err(format!("type mismatch for bb argument #{k} of successor #{i}"));
            }
        }
    }
    Ok(())
}

/// Upstream's count traits (`ZeroRegions`, `OneResult`, `NOperands<2>`, ...).
fn counts(spec: &OpSpec, body: &Body, op: OpId) -> Result<(), String> {
    let data = body.op(op);
    let fixed_regions = spec.regions.iter().filter(|r| !r.variadic).count();
    let n = data.regions.len();
    if spec.regions.iter().any(|r| r.variadic) {
        if n < fixed_regions {
            return Err(format!("expected {fixed_regions} or more regions"));
        }
    } else if n != fixed_regions {
        return Err(match fixed_regions {
            0 => "requires zero regions".to_string(),
            1 => "requires one region".to_string(),
            k => format!("expected {k} regions"),
        });
    }
    let (fixed, flexible) = fixed_count(spec.results);
    let n = body.results(op).len();
    if flexible && n < fixed {
        return Err(format!("expected {fixed} or more results, but found {n}"));
    } else if !flexible && n != fixed {
        return Err(match fixed {
            0 => "requires zero results".to_string(),
            1 => "requires one result".to_string(),
            k => format!("expected {k} results"),
        });
    }
    let fixed_succ = spec.successors.iter().filter(|s| !s.variadic).count();
    let n = data.successors.len();
    if spec.successors.iter().any(|s| s.variadic) {
        if n < fixed_succ {
            return Err(format!("requires at least {fixed_succ} successors but found {n}"));
        }
    } else if n != fixed_succ {
        let noun = if fixed_succ == 1 { "successor" } else { "successors" };
        return Err(format!("requires {fixed_succ} {noun} but found {n}"));
    }
    let (fixed, flexible) = fixed_count(spec.operands);
    let n = body.operands(op).len();
    if flexible && n < fixed {
        return Err(format!("expected {fixed} or more operands, but found {n}"));
    } else if !flexible && n != fixed {
        return Err(match fixed {
            0 => "requires zero operands".to_string(),
            1 => "requires a single operand".to_string(),
            k => format!("expected {k} operands, but found {n}"),
        });
    }
    Ok(())
}

/// `VariadicOfVariadic` groups: the sub-group sizes add up to the group's size.
fn check_sub_groups(spec: &OpSpec, ctx: &Context, body: &Body, op: OpId) -> Result<(), String> {
    for (g, v) in spec.operands.iter().enumerate() {
        let Some(name) = v.segments else { continue };
        let Some(sizes) = attr(ctx, body, op, name).and_then(|a| super::i32_array(ctx, a)) else { continue };
        let count = spec.operand_group(ctx, body, op, g).len();
        let total: i64 = sizes.iter().sum();
        if total != count as i64 {
            return Err(format!(
                "{} count ({count}) does not match with the total size ({total}) specified in attribute '{name}'",
                v.name
            ));
        }
    }
    Ok(())
}

fn fixed_count(groups: &[ValueSpec]) -> (usize, bool) {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    (fixed, fixed != groups.len())
}

fn check_segments(
    ctx: &Context,
    groups: &[ValueSpec],
    total: usize,
    seg: Option<crate::ir::Attribute>,
    sized: bool,
    what: &str,
) -> Result<(), String> {
    if !sized {
        return Ok(());
    }
    let attr_name = if what == "operand" { "operandSegmentSizes" } else { "resultSegmentSizes" };
    // An absent property holds zero sizes, as upstream's.
    let (len, sum) = match seg {
        None => (groups.len(), 0),
        Some(seg) => match super::i32_elements(ctx, seg) {
            Some(sizes) => (sizes.len(), sizes.sum::<i64>()),
            None => {
                return Err(format!("attribute '{attr_name}' failed to satisfy constraint: i32 dense array attribute"))
            }
        },
    };
    if len != groups.len() {
        return Err(format!(
            "'{attr_name}' attribute for specifying {what} segments must have {} elements, but got {len}",
            groups.len(),
        ));
    }
    if sum != total as i64 {
        return Err(format!(
            "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{attr_name}'"
        ));
    }
    Ok(())
}

fn check_values(
    ctx: &Context,
    groups: &[ValueSpec],
    types: &[Type],
    seg: Option<crate::ir::Attribute>,
    what: &str,
) -> Result<(), String> {
    // Without segment sizes, every flexible group holds the same number.
    let (sizes, each) = match seg {
        Some(_) => match group_sizes(ctx, groups, types.len(), seg) {
            Ok(sizes) => (sizes, 0),
            Err(_) => return Ok(()),
        },
        None => match super::flexible_group_size(groups, types.len()) {
            Some(each) => (super::GroupSizes::new(), each),
            None => return Ok(()),
        },
    };
    let mut index = 0;
    for (i, g) in groups.iter().enumerate() {
        let n = match sizes.get(i) {
            Some(&n) => n,
            None if g.arity == Arity::Single => 1,
            None => each,
        };
        if g.arity == Arity::Optional && n > 1 {
            return Err(format!("{what} group starting at #{index} requires 0 or 1 element, but found {n}"));
        }
        for &ty in &types[index..index + n] {
            if !(g.constraint.check)(ctx, ty) {
                let variadic = if g.arity == Arity::Variadic { "variadic of " } else { "" };
                return Err(format!(
                    "{what} #{index} must be {variadic}{}, but got '{}'",
                    g.constraint.desc,
                    crate::syntax::printer::type_to_string(ctx, ty)
                ));
            }
            index += 1;
        }
    }
    Ok(())
}

/// Shape of a shaped type: `None` for unranked, `Some` dims for ranked; `Err` for non-shaped.
fn shape_of(ctx: &Context, t: Type) -> Result<Option<&[i64]>, ()> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
            Ok(Some(shape))
        }
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Ok(None),
        _ => Err(()),
    }
}

/// Upstream's `verifyCompatibleShape`: both shaped or neither; ranks and
/// static dims agree, and two vectors are both scalable or both fixed (a
/// scalable `[4]` is not the fixed `4`; which dims are scalable is not
/// compared, as upstream).
pub fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    if let (TypeKind::Vector { scalable: x, .. }, TypeKind::Vector { scalable: y, .. }) =
        (ctx.type_kind(a), ctx.type_kind(b))
    {
        if x.contains(&true) != y.contains(&true) {
            return false;
        }
    }
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Err(()), Err(())) => true,
        (Ok(Some(x)), Ok(Some(y))) => {
            x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        (Ok(_), Ok(_)) => true,
        _ => false,
    }
}

fn element_or_self(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn var_types(spec: &OpSpec, ctx: &Context, body: &Body, op: OpId, v: Var) -> Types {
    if let Var::Attr(i) = v {
        // A typed attribute takes part through its type; others never match.
        let a = spec_attr(ctx, body, op, &spec.attrs[i as usize]);
        return a.map(|a| ctx.attr_type(a).unwrap_or_else(|| ctx.none_type())).into_iter().collect();
    }
    value_types(body, super::print::group_values(ctx, spec, body, op, v))
}

fn var_name(spec: &OpSpec, v: Var) -> &'static str {
    match v {
        Var::Operand(i) => spec.operands[i as usize].name,
        Var::Result(i) => spec.results[i as usize].name,
        Var::Attr(i) => spec.attrs[i as usize].name,
        Var::Region(i) => spec.regions[i as usize].name,
        Var::Successor(i) => spec.successors[i as usize].name,
    }
}

fn run_check(
    spec: &OpSpec,
    cx: &VerifyCx<'_>,
    body: &Body,
    op: OpId,
    check: &Check,
    operands: &[Type],
    results: &[Type],
) -> Result<(), String> {
    let ctx = cx.ctx;
    let all = || operands.iter().chain(results).copied().collect::<Types>();
    let same_elem = |ts: &[Type]| ts.windows(2).all(|w| element_or_self(ctx, w[0]) == element_or_self(ctx, w[1]));
    let same_shape = |ts: &[Type]| ts.windows(2).all(|w| compatible_shapes(ctx, w[0], w[1]));
    let names = |vars: &[Var]| vars.iter().map(|&v| var_name(spec, v)).collect::<Vec<_>>().join(", ");
    let types = |vars: &[Var]| -> Types { vars.iter().flat_map(|&v| var_types(spec, ctx, body, op, v)).collect() };
    let fail = |ok: bool, msg: &dyn Fn() -> String| if ok { Ok(()) } else { Err(msg()) };
    match check {
        Check::SameOperandsAndResultType => {
            let Some(&first) = results.first() else { return Ok(()) };
            let ok = operands.iter().chain(results).all(|&t| t == first)
                || operands.iter().chain(results).all(|&t| {
                    element_or_self(ctx, t) == element_or_self(ctx, first) && compatible_shapes(ctx, t, first)
                });
            fail(ok, &|| "requires the same type for all operands and results".into())
        }
        Check::SameTypeOperands => {
            fail(operands.windows(2).all(|w| w[0] == w[1]), &|| "requires all operands to have the same type".into())
        }
        Check::SameOperandsAndResultShape => {
            fail(same_shape(&all()), &|| "requires the same shape for all operands and results".into())
        }
        Check::SameOperandsAndResultElementType => {
            fail(same_elem(&all()), &|| "requires the same element type for all operands and results".into())
        }
        Check::SameOperandsElementType => {
            fail(same_elem(operands), &|| "requires the same element type for all operands".into())
        }
        Check::SameOperandsShape => fail(same_shape(operands), &|| "requires the same shape for all operands".into()),
        Check::Elementwise => elementwise(ctx, operands, results),
        Check::AllTypesMatch(vars) => fail(types(vars).windows(2).all(|w| w[0] == w[1]), &|| {
            format!("failed to verify that all of {{{}}} have same type", names(vars))
        }),
        Check::AllElementTypesMatch(vars) => fail(same_elem(&types(vars)), &|| {
            format!("failed to verify that all of {{{}}} have same element type", names(vars))
        }),
        Check::AllShapesMatch(vars) => fail(same_shape(&types(vars)), &|| {
            format!("failed to verify that all of {{{}}} have same shape", names(vars))
        }),
        Check::TypesMatchWith { from, to, transform, desc } => {
            let (f, t) = (types(&[*from]), types(&[*to]));
            let ok = !matches!((f.first(), t.first()), (Some(&f), Some(&t)) if transform(ctx, f) != Some(t));
            fail(ok, &|| format!("failed to verify that {desc}"))
        }
        Check::Pred { check, desc } => fail(check(ctx, operands, results), &|| format!("failed to verify that {desc}")),
        Check::HasParent(names) => {
            let parent = cx.parent().map(|p| ctx.str(p.name));
            fail(parent.is_some_and(|p| names.contains(&p)), &|| {
                if names.len() == 1 {
                    format!("expects parent op '{}'", names[0])
                } else {
                    format!("expects parent op to be one of '{}'", names.join(", "))
                }
            })
        }
    }
}

/// `ElementwiseMappable`: vector/tensor operands and results agree in shape and kind.
fn elementwise(ctx: &Context, operands: &[Type], results: &[Type]) -> Result<(), String> {
    let mappable = |t: &&Type| {
        matches!(
            ctx.type_kind(**t),
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    };
    if !operands.iter().chain(results).any(|t| mappable(&t)) {
        return Ok(());
    }
    let ops: Types = operands.iter().filter(mappable).copied().collect();
    let res: Types = results.iter().filter(mappable).copied().collect();
    if ops.is_empty() {
        return Err("if a result is non-scalar, then at least one operand must be non-scalar".into());
    }
    if res.is_empty() {
        return Err("if an operand is non-scalar, then there must be at least one non-scalar result".into());
    }
    if res.len() != results.len() {
        return Err("if an operand is non-scalar, then all results must be non-scalar".into());
    }
    let kind = |t: Type| std::mem::discriminant(ctx.type_kind(t));
    let all: Types = ops.into_iter().chain(res).collect();
    let same_kind = all.iter().all(|&t| kind(t) == kind(all[0]));
    let same_shape = all.windows(2).all(|w| compatible_shapes(ctx, w[0], w[1]));
    if !same_kind || !same_shape {
        return Err("all non-scalar operands/results must have the same shape and base type".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    /// Ops of one shape are checked once, but an op of another shape (other
    /// types, another parent) still is, and each failing op is reported.
    #[test]
    fn ops_of_a_checked_shape_still_fail_apart() {
        let src = "func.func @f(%a: i32, %b: i64) {\n\
                   \x20 %0 = arith.addi %a, %a : i32\n\
                   \x20 %1 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n\
                   \x20 %2 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n\
                   \x20 %3 = arith.addi %a, %a : i32\n\
                   \x20 scf.execute_region {\n\
                   \x20   \"scf.yield\"() : () -> ()\n\
                   \x20 }\n\
                   \x20 \"scf.yield\"() : () -> ()\n\
                   }\n";
        let r = crate::tool::run_opt("v.mlir", src.to_string(), &Default::default());
        assert!(!r.success);
        let at = |place: &str| r.diagnostics.lines().filter(|l| l.starts_with(place)).count();
        assert_eq!(at("v.mlir:3:8: error: 'arith.addi' op requires the same type"), 1, "{}", r.diagnostics);
        assert_eq!(at("v.mlir:4:8: error: 'arith.addi' op requires the same type"), 1, "{}", r.diagnostics);
        assert_eq!(at("v.mlir:9:3: error: 'scf.yield' op expects parent op to be one of"), 1, "{}", r.diagnostics);
        assert_eq!(r.diagnostics.lines().filter(|l| l.starts_with("v.mlir:")).count(), 3, "{}", r.diagnostics);
    }
}
