//! A dialect defined outside Strata: `tests/ods/odstest.ods`, compiled by
//! `strata-ods` with the generated code naming `::strata` and attribute
//! slots numbered at run time (as a user crate's build script compiles its
//! own), registered beside Strata's dialects in one registry and context.

use strata::ir::{Body, Context, OpId, Type, BUILD_SLOTS};
use strata::opdef::ods::{AttrSlot, OpSpec};
use strata::opdef::Registry;
use strata::syntax::parser::parse_str;
use strata::syntax::printer::{print_module, PrintOptions};
use strata::verify::verify_module;

/// The dialect's module, as a user crate writes it: constraints, hooks and
/// custom directives in scope, then the generated code.
mod odstest {
    use strata::ir::{AttrKind, Attribute, Body, Context, OpId, Type};
    use strata::opdef::ods::constraints::{AttrClass, AttrConstraint};
    use strata::opdef::ods::parse::{CustomArg, FormatState};
    use strata::opdef::ods::{OpSpec, Var};
    use strata::syntax::parser::{PResult, Parser};
    use strata::syntax::printer::Printer;
    use strata::verify::VerifyCx;

    /// `EvenI64Attr`: an even 64-bit integer.
    pub static EVEN_I64_ATTR: AttrConstraint = AttrConstraint {
        desc: "even 64-bit integer attribute",
        class: AttrClass::Plain { check: is_even_i64, ty: Some(|c| c.integer_type(64)) },
        default: |_, _| None,
    };

    fn is_even_i64(ctx: &Context, a: Attribute) -> bool {
        matches!(ctx.attr_kind(a), AttrKind::Integer { ty, value } if ctx.int_info(*ty).is_some_and(|(w, _)| w == 64) && !value.bit(0))
    }

    fn wider_than_i1(ctx: &Context, operands: &[Type], _results: &[Type]) -> bool {
        ctx.int_info(operands[0]).map_or(true, |(w, _)| w > 1)
    }

    fn verify_scale(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
        let zero = cx.ctx.int_attr(cx.ctx.integer_type(64), 0);
        if ScaleOp(op).factor(cx.ctx, body) == Some(zero) {
            cx.op_error(body, op, "factor must not be zero");
        }
    }

    pub fn same_type(_: &Context, t: Type) -> Option<Type> {
        Some(t)
    }

    fn names_scale(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
        vec![Some("scaled".to_string())]
    }

    /// `custom<Factor>($factor)`: `by N`.
    fn parse_factor<'s>(p: &mut Parser<'s>, st: &mut FormatState<'_, 's>, args: &[CustomArg]) -> PResult<()> {
        let CustomArg::Var(Var::Attr(i)) = args[0] else { return Err(p.error_here("bad factor directive")) };
        p.expect_keyword("by")?;
        let i64 = p.ctx.integer_type(64);
        st.attrs[i as usize] = Some(p.parse_attribute_typed(Some(i64))?);
        Ok(())
    }

    fn print_factor(p: &mut Printer<'_>, body: &Body, op: OpId, spec: &OpSpec, args: &[CustomArg]) {
        let CustomArg::Var(Var::Attr(i)) = args[0] else { return };
        p.write("by ");
        if let Some(a) = strata::opdef::ods::spec_attr(p.ctx, body, op, &spec.attrs[i as usize]) {
            p.print_attr_no_type(a);
        }
    }

    include!(concat!(env!("OUT_DIR"), "/external/ods/odstest.rs"));

    pub fn register(r: &mut strata::opdef::Registry) {
        strata::opdef::ods::register_all(r, OPS);
    }
}

use odstest::{AddOp, PackOp, ScaleOp};

fn registry() -> Registry {
    let mut r = Registry::with_all_dialects();
    odstest::register(&mut r);
    r
}

const PROGRAM: &str = "module {
  %c3_i32 = arith.constant 3 : i32
  %c4_i32 = arith.constant 4 : i32
  %0 = odstest.add %c3_i32, %c4_i32 : i32
  %scaled = odstest.scale %0 by 4 exact : i32
  %1 = arith.cmpi slt, %0, %scaled : i32
  %c0 = arith.constant 0 : index
  %2 = odstest.pack(%c0, %c0) (%c0)
  odstest.wrap %c0 {
    %3 = odstest.widen %c0 : index
  }
  odstest.wrap {
    %3 = odstest.widen %c4_i32 : i32
  }
}
";

/// The ops of the module's body, in order.
fn top_ops(m: &strata::ir::Module) -> Vec<OpId> {
    let mut ops = Vec::new();
    m.inner().walk_region(m.body.op(m.op).regions[0], &mut |op| ops.push(op));
    ops
}

#[test]
fn external_dialect_round_trips_through_its_custom_format() {
    let (ctx, registry) = (Context::new(), registry());
    let m = parse_str(&ctx, &registry, PROGRAM, Default::default()).expect("parses");
    let diags = verify_module(&ctx, &registry, &m);
    assert!(diags.is_empty(), "{diags:?}");
    let printed = print_module(&ctx, &registry, &m, &PrintOptions::default());
    assert_eq!(printed, PROGRAM);
}

#[test]
fn external_dialect_checks_constraints_and_runs_its_verifier() {
    let (ctx, registry) = (Context::new(), registry());
    for (ty, factor, error) in [
        ("i32", "3", "failed to satisfy constraint: even 64-bit integer attribute"),
        ("i32", "0", "factor must not be zero"),
        ("i1", "2", "the input must be wider than i1"),
    ] {
        let text = format!("%c = arith.constant 1 : {ty}\n%0 = odstest.scale %c by {factor} : {ty}\n");
        let m = parse_str(&ctx, &registry, &text, Default::default()).expect("parses");
        let diags = verify_module(&ctx, &registry, &m);
        assert!(diags.iter().any(|d| d.message.contains(error)), "factor {factor}: {diags:?}");
    }
    let text = "%c = arith.constant 1 : i32\n%0 = odstest.add %c, %c : i64\n";
    let err = parse_str(&ctx, &registry, text, Default::default())
        .map(|m| verify_module(&ctx, &registry, &m))
        .expect_err("a result type the operands do not have is rejected");
    assert!(err.message.contains("i64"), "{err:?}");
}

/// The attribute slots of a dialect outside Strata are numbered at run
/// time, past the ones Strata numbers at build time, so looking names up
/// through them in a context Strata's dialects also use finds the right
/// identifiers and defaults.
#[test]
fn external_attribute_slots_do_not_collide_with_strata_ones() {
    let (ctx, registry) = (Context::new(), registry());
    let m = parse_str(&ctx, &registry, PROGRAM, Default::default()).expect("parses");
    let arith_cmpi: &OpSpec = registry.op("arith.cmpi").and_then(|d| d.spec).expect("arith.cmpi has a definition");
    let mut slots = Vec::new();
    for a in ScaleOp::spec().attrs {
        let AttrSlot::Lazy(slot) = a.slot else { panic!("{}: a build-time slot outside Strata", a.name) };
        assert!(slot.get() >= BUILD_SLOTS, "{}: slot {} is in Strata's range", a.name, slot.get());
        slots.push(slot.get());
        assert_eq!(a.ident(&ctx), ctx.ident(a.name));
    }
    slots.dedup();
    assert_eq!(slots.len(), ScaleOp::spec().attrs.len(), "each attribute has a slot of its own");
    for a in arith_cmpi.attrs {
        assert!(matches!(a.slot, AttrSlot::Build(_)));
        assert_eq!(a.ident(&ctx), ctx.ident(a.name));
    }
    // `predicate` has a default here and none on arith.cmpi.
    let index = ScaleOp::spec().attr_index("predicate").unwrap();
    let i64 = ctx.integer_type(64);
    assert_eq!(ScaleOp::spec().default_attr(&ctx, index), Some(ctx.int_attr(i64, 7)));
    assert_eq!(arith_cmpi.default_attr(&ctx, arith_cmpi.attr_index("predicate").unwrap()), None);
    let ops = top_ops(&m);
    let scale = ops.iter().find_map(|&op| ScaleOp::cast(&ctx, m.inner(), op)).expect("a scale op");
    assert_eq!(scale.factor(&ctx, m.inner()), Some(ctx.int_attr(i64, 4)));
    assert!(scale.exact(&ctx, m.inner()).is_some());
    let wraps: Vec<_> = ops.iter().filter_map(|&op| odstest::WrapOp::cast(&ctx, m.inner(), op)).collect();
    let bounds: Vec<_> = wraps.iter().map(|w| w.bound(&ctx, m.inner()).is_some()).collect();
    assert_eq!(bounds, [true, false]);
    let region = wraps[0].body(m.inner());
    assert_eq!(m.inner().region(region).blocks.len(), 1);
}

#[test]
fn external_ops_are_built_with_their_generated_builders() {
    let (ctx, registry) = (Context::new(), registry());
    let mut m = parse_str(&ctx, &registry, PROGRAM, Default::default()).expect("parses");
    let ops = top_ops(&m);
    let body: &mut Body = m.body.inner_mut(m.op).expect("the module is isolated");
    let add = ops.iter().find_map(|&op| AddOp::cast(&ctx, body, op)).expect("an add op");
    let pack = ops.iter().find_map(|&op| PackOp::cast(&ctx, body, op)).expect("a pack op");
    let (lhs, rhs) = (add.lhs(body), add.rhs(body));
    let i32: Type = ctx.integer_type(32);
    let loc = body.op(add.0).loc;
    let factor = ctx.int_attr(ctx.integer_type(64), 8);
    let scale = ScaleOp::create(&ctx, body, loc, rhs, i32, factor, None, None);
    body.insert_op_after(add.0, scale.0);
    let sum = AddOp::create(&ctx, body, loc, lhs, scale.output(body), i32);
    body.insert_op_after(scale.0, sum.0);
    let indices = pack.a(&ctx, body).to_vec();
    let repack = PackOp::create(&ctx, body, loc, vec![indices[0]], indices, ctx.index_type());
    body.insert_op_after(pack.0, repack.0);
    assert_eq!(repack.b(&ctx, body).len(), 2);
    let diags = verify_module(&ctx, &registry, &m);
    assert!(diags.is_empty(), "{diags:?}");
    let printed = print_module(&ctx, &registry, &m, &PrintOptions::default());
    assert!(printed.contains("%scaled = odstest.scale %c4_i32 by 8 : i32\n"), "{printed}");
    assert!(printed.contains("= odstest.add %c3_i32, %scaled : i32\n"), "{printed}");
    assert!(printed.contains("= odstest.pack(%c0) (%c0, %c0)\n"), "{printed}");
}

/// The generic form of the external dialect's ops is what upstream prints
/// for the same ops unregistered.
#[test]
fn external_dialect_generic_form_matches_the_referee() {
    let (ctx, registry) = (Context::new(), registry());
    let m = parse_str(&ctx, &registry, PROGRAM, Default::default()).expect("parses");
    let generic = print_module(&ctx, &registry, &m, &PrintOptions { generic: true, ..Default::default() });
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("odstest.mlir");
    std::fs::write(&file, &generic).unwrap();
    let out = std::process::Command::new("mlir-opt-19")
        .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
        .arg(&file)
        .output()
        .expect("mlir-opt-19 is required (scripts/setup installs it)");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // mlir-opt ends its output with an empty line.
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim_end(), generic.trim_end());
}
