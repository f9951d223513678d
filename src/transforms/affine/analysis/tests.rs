use super::*;
use crate::ir::Context;
use crate::opdef::Registry;
use crate::transforms::affine::test_util::{function, ops_named};

/// The dependence from the first store to the first load at `depth`.
fn store_to_load(text: &str, depth: usize) -> Dependence {
    let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
    let body = function(&ctx, &registry, text);
    let cx = MapCx { ctx: &ctx, registry: &registry, body: &body };
    let store = MemRefAccess::of(cx, ops_named(&ctx, &body, "affine.store")[0]).unwrap();
    let load = MemRefAccess::of(cx, ops_named(&ctx, &body, "affine.load")[0]).unwrap();
    check_dependence(cx, &store, &load, depth)
}

const STENCIL: &str = "func.func @f(%A: memref<10x10xf32>) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 9 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}";

fn exact(d: i64) -> DistanceRange {
    DistanceRange { lb: Some(d), ub: Some(d) }
}

#[test]
fn uniform_access_has_exact_distances_at_the_carrying_loop() {
    assert_eq!(store_to_load(STENCIL, 1), Dependence::Distances(vec![exact(1), exact(-1)]));
    assert_eq!(store_to_load(STENCIL, 2), Dependence::None);
    assert_eq!(store_to_load(STENCIL, 3), Dependence::None);
}

#[test]
fn gcd_test_separates_even_and_odd_elements() {
    let text = "func.func @f(%A: memref<100xf32>) {
  affine.for %i = 0 to 40 {
    %v = affine.load %A[%i * 2 + 1] : memref<100xf32>
    affine.store %v, %A[%i * 2] : memref<100xf32>
  }
  return
}";
    assert_eq!(store_to_load(text, 1), Dependence::None);
    assert_eq!(store_to_load(text, 2), Dependence::None);
}

#[test]
fn distance_beyond_the_trip_count_is_no_dependence() {
    let text = "func.func @f(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i + 20] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}";
    assert_eq!(store_to_load(text, 1), Dependence::None);
}

#[test]
fn composed_apply_and_symbols_cancel() {
    let text = "func.func @f(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %p = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + 2)>(%i)[%n]
    %v = affine.load %A[%p] : memref<100xf32>
    affine.store %v, %A[%i + symbol(%n)] : memref<100xf32>
  }
  return
}";
    // The store of iteration i is read back at iteration i - 2: a load
    // before the store, so no flow from the store at distance -2 ...
    assert_eq!(store_to_load(text, 1), Dependence::None);
    // ... and in one iteration the elements differ.
    assert_eq!(store_to_load(text, 2), Dependence::None);
}

#[test]
fn unrelated_subscripts_over_symbolic_ranges_are_unknown() {
    let text = "func.func @f(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%j] : memref<100xf32>
      affine.store %v, %A[%i] : memref<100xf32>
    }
  }
  return
}";
    assert_eq!(store_to_load(text, 1), Dependence::Unknown);
}

#[test]
fn loop_independent_dependence_needs_the_store_first() {
    let text = "func.func @f(%A: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}";
    assert_eq!(store_to_load(text, 2), Dependence::Distances(vec![exact(0)]));
    assert_eq!(store_to_load(text, 1), Dependence::None);
}

#[test]
fn parallel_loops_and_trip_counts() {
    let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
    let body = function(&ctx, &registry, STENCIL);
    let cx = MapCx { ctx: &ctx, registry: &registry, body: &body };
    let loops = ops_named(&ctx, &body, "affine.for");
    assert!(!is_loop_parallel(cx, loops[0]));
    assert!(is_loop_parallel(cx, loops[1]));
    assert_eq!(trip_count(&ctx, &registry, &body, loops[0]), Some(9));
    assert_eq!(enclosing_loops(cx, ops_named(&ctx, &body, "affine.load")[0]), loops);
    let carried = loop_carried_dependences(cx, loops[0]);
    assert_eq!(carried.len(), 1);
    assert_eq!(carried[0].distances, Some(vec![exact(1), exact(-1)]));
    let load = MemRefAccess::of(cx, ops_named(&ctx, &body, "affine.load")[0]).unwrap();
    assert_eq!(load.classify(cx), vec![AccessOperand::Iv(loops[0]), AccessOperand::Iv(loops[1])]);
}

#[test]
fn non_uniform_accesses_are_searched_over_constant_ranges() {
    let transpose = "func.func @f(%A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %v, %A[%j, %i] : memref<8x8xf32>
    }
  }
  return
}";
    // The store of (i', j') is read at (j', i'): later when j' > i'.
    let range = |lb, ub| DistanceRange { lb: Some(lb), ub: Some(ub) };
    assert_eq!(store_to_load(transpose, 1), Dependence::Distances(vec![range(1, 7), range(-7, -1)]));
    assert_eq!(store_to_load(transpose, 2), Dependence::None);
    let constant_element = "func.func @f(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[0] : memref<10xf32>
    affine.store %v, %A[%i] : memref<10xf32>
  }
  return
}";
    // Only the store of iteration 0 writes element 0, read by all later ones.
    assert_eq!(store_to_load(constant_element, 1), Dependence::Distances(vec![range(1, 9)]));
}

#[test]
fn a_sum_is_parallel_with_its_reduction() {
    let text = "func.func @f(%A: memref<100xf32>, %z: f32) -> f32 {
  %r = affine.for %i = 0 to 100 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}";
    let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
    let body = function(&ctx, &registry, text);
    let cx = MapCx { ctx: &ctx, registry: &registry, body: &body };
    let lp = ops_named(&ctx, &body, "affine.for")[0];
    assert!(!is_loop_parallel(cx, lp));
    assert_eq!(parallel_reductions(cx, lp), Some(vec![(0, "arith.addf")]));
}

#[test]
fn one_subscript_forcing_a_zero_distance_rules_out_the_loop_over_symbolic_ranges() {
    let text = "func.func @f(%C: memref<?x?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %n {
        %v = affine.load %C[%i, %p] : memref<?x?xf32>
        affine.store %v, %C[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}";
    assert_eq!(store_to_load(text, 1), Dependence::None);
    assert_eq!(store_to_load(text, 2), Dependence::Unknown);
}

#[test]
fn an_inner_loop_iv_on_one_side_is_searched_over_its_range() {
    let text = "func.func @f(%B: memref<16x8xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %c = arith.constant 1.0 : f32
      affine.store %c, %B[%i, %j] : memref<16x8xf32>
    }
    %x = affine.load %B[%i - 1, 0] : memref<16x8xf32>
  }
  return
}";
    // B[i - 1, 0] is written at j = 0 one iteration of i earlier.
    assert_eq!(store_to_load(text, 1), Dependence::Distances(vec![exact(1)]));
    // The reverse order (the load reads the next row) is no dependence.
    assert_eq!(store_to_load(&text.replace("%i - 1, 0", "%i + 1, 0"), 1), Dependence::None);
}

#[test]
fn a_common_loop_with_a_symbolic_range_unused_by_the_subscripts_is_not_ignored() {
    // A[1] is read in every iteration of %i0 after A[%i0 + 1] = A[1] was
    // written at %i0 = 0: a dependence carried by %i0 (whatever %n is, as
    // long as the inner loop runs).
    let text = "func.func @f(%A: memref<13xf32>, %n: index) {
  affine.for %i0 = 0 to 13 {
    affine.for %i1 = 0 to %n {
      %l0 = affine.load %A[1] : memref<13xf32>
      %c = arith.constant 2.5 : f32
      affine.store %c, %A[%i0 + 1] : memref<13xf32>
    }
  }
  return
}";
    assert!(store_to_load(text, 1).may_exist());
    let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
    let body = function(&ctx, &registry, text);
    let cx = MapCx { ctx: &ctx, registry: &registry, body: &body };
    assert!(!is_loop_parallel(cx, ops_named(&ctx, &body, "affine.for")[0]));
}

#[test]
fn a_subscript_equation_out_of_its_loops_ranges_is_no_dependence() {
    // A[%n, %i + 1] against A[%j - 1, 0]: whatever %n is, %i + 1 = 0 has
    // no solution for %i in 0..8.
    let text = "func.func @f(%A: memref<13x32xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %A[symbol(%n), %i + 1] : memref<13x32xf32>
      affine.store %v, %A[%j - 1, 0] : memref<13x32xf32>
    }
  }
  return
}";
    for depth in 1..=3 {
        assert_eq!(store_to_load(text, depth), Dependence::None, "depth {depth}");
    }
    assert_eq!(store_to_load(&text.replace("%i + 1]", "%i - 1]"), 1), Dependence::Unknown);
}
