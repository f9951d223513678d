use rustc_hash::FxHashMap;

use super::legality::{contiguous_dim, vectorizable_loop_body};
use super::nest::{vectorize_loop_nest, Strategy};
use super::reduction::identity_value;
use crate::dialects::affine::MapCx;
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Context};
use crate::opdef::Registry;
use crate::transforms::affine::test_util::{function, ops_named};

const NEST: &str = "func.func @f(%A: memref<8x16xf32>, %B: memref<32xf32>) {
  affine.for %i = 0 to 8 {
affine.for %j = 0 to 16 {
  %a = affine.load %A[%i, %j] : memref<8x16xf32>
  %b = affine.load %B[2 * %j] : memref<32xf32>
  %c = arith.addf %a, %b : f32
  affine.store %c, %A[%i, %j] : memref<8x16xf32>
}
  }
  return
}";

#[test]
fn contiguous_dim_is_counted_from_the_last_dimension() {
    let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
    let body = function(&ctx, &registry, NEST);
    let cx = MapCx { ctx: &ctx, registry: &registry, body: &body };
    let loops = ops_named(&ctx, &body, "affine.for");
    let loads = ops_named(&ctx, &body, "affine.load");
    assert_eq!(contiguous_dim(cx, loops[0], loads[0]), Some(Some(1)));
    assert_eq!(contiguous_dim(cx, loops[1], loads[0]), Some(Some(0)));
    assert_eq!(contiguous_dim(cx, loops[0], loads[1]), Some(None));
}

#[test]
fn a_subscript_moving_by_two_elements_is_not_contiguous() {
    let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
    let body = function(&ctx, &registry, NEST);
    let cx = MapCx { ctx: &ctx, registry: &registry, body: &body };
    let loops = ops_named(&ctx, &body, "affine.for");
    let loads = ops_named(&ctx, &body, "affine.load");
    assert_eq!(contiguous_dim(cx, loops[1], loads[1]), None);
    assert_eq!(vectorizable_loop_body(cx, loops[1]), None);
    assert_eq!(vectorizable_loop_body(cx, loops[0]), Some(Some(1)));
}

#[test]
fn identity_values_are_neutral_for_their_combiner() {
    let ctx = Context::new();
    let (i8t, f32t) = (ctx.integer_type(8), ctx.float_type(FloatKind::F32));
    let int = |kind| identity_value(&ctx, kind, i8t).map(|a| ctx.attr_kind(a).clone());
    let as_int = |v: i64| Some(AttrKind::Integer { ty: i8t, value: v.into() });
    assert_eq!(int("arith.maxsi"), as_int(-128));
    assert_eq!(int("arith.minsi"), as_int(127));
    assert_eq!(int("arith.minui"), as_int(-1));
    assert_eq!(int("arith.muli"), as_int(1));
    let float = |kind| identity_value(&ctx, kind, f32t).map(|a| ctx.attr_kind(a).clone());
    let bits = |b: u32| Some(AttrKind::Float { ty: f32t, bits: u128::from(b) });
    assert_eq!(float("arith.maximumf"), bits(0xFF80_0000));
    assert_eq!(float("arith.minimumf"), bits(0x7F80_0000));
    assert_eq!(float("arith.mulf"), bits(0x3F80_0000));
    assert_eq!(float("arith.maxnumf"), None);
}

#[test]
fn a_nest_whose_induction_variable_is_used_as_a_value_is_kept() {
    let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
    let text = "func.func @f(%B: memref<64xi32>) {
  affine.for %i = 0 to 64 {
%c = arith.index_cast %i : index to i32
affine.store %c, %B[%i] : memref<64xi32>
  }
  return
}";
    let mut body = function(&ctx, &registry, text);
    let root = ops_named(&ctx, &body, "affine.for")[0];
    let reductions = FxHashMap::default();
    let strategy = Strategy {
        sizes: &[8],
        loop_to_dim: [(root, 0)].into_iter().collect(),
        reductions: &reductions,
        infer_in_bounds: false,
    };
    assert!(!vectorize_loop_nest(&ctx, &registry, &mut body, root, &strategy));
    assert!(!body.is_erased(root));
    assert_eq!(ops_named(&ctx, &body, "affine.for"), vec![root]);
    assert!(ops_named(&ctx, &body, "vector.transfer_write").is_empty());
}
