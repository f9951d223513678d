//! Calls kernels compiled from `.mlir` by `strata_targets::Build` (see
//! build.rs) through their generated safe bindings, and checks the answers.

mod kernels {
    include!(concat!(env!("OUT_DIR"), "/kernels.rs"));
}

use kernels::{MemRef, MemRefMut};

fn main() -> Result<(), kernels::Error> {
    // C += A * B with A 2x3 and B 3x2.
    let a = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
    let b = [7.0f32, 8.0, 9.0, 10.0, 11.0, 12.0];
    let mut c = [0.5f32; 4];
    kernels::matmul(&MemRef::new(&a, [2, 3])?, &MemRef::new(&b, [3, 2])?, &mut MemRefMut::new(&mut c, [2, 2])?)?;
    println!("matmul: {c:?}");
    assert_eq!(c, [58.5, 64.5, 139.5, 154.5]);

    // A memref result is owned by the caller and freed when dropped.
    let x = [1.0f64, 2.0, 3.0, 4.0];
    let (sums, total) = kernels::prefix_sums(&MemRef::new(&x, [4])?)?;
    println!("prefix_sums: {:?}, total {total}", sums.to_vec());
    assert_eq!((sums.to_vec(), total), (vec![1.0, 3.0, 6.0, 10.0], 10.0));

    // A view of the wrong shape is refused before the call.
    let m: Vec<i32> = (0..16).collect();
    let above = kernels::count_above(&MemRef::new(&m, [4, 4])?, 9)?;
    println!("count_above: {above}");
    assert_eq!(above, 6);
    let wrong = kernels::count_above(&MemRef::new(&m[..12], [3, 4])?, 9);
    println!("3x4 view: {}", wrong.as_ref().unwrap_err());
    assert!(matches!(wrong, Err(kernels::Error::Shape { dim: 0, expected: 4, found: 3, .. })));

    // So is a strided view where the kernel's type requires contiguous rows.
    let strided = MemRef::strided(&a, 0, [2, 2], [3, 1])?;
    let mut c2 = [0.0f32; 4];
    let refused = kernels::matmul(&strided, &MemRef::new(&b[..4], [2, 2])?, &mut MemRefMut::new(&mut c2, [2, 2])?);
    println!("strided view: {}", refused.as_ref().unwrap_err());
    assert!(matches!(refused, Err(kernels::Error::Layout { argument: 0, .. })));

    // And a view that does not fit its slice cannot be made at all, nor one
    // whose sizes would overflow the kernel's index arithmetic.
    assert!(matches!(MemRef::new(&a, [3, 3]), Err(kernels::Error::OutOfBounds { len: 6, needed: 9 })));
    assert!(matches!(MemRef::new(&a[..0], [0, usize::MAX]), Err(kernels::Error::TooLarge)));

    // Sizes a kernel allocates may come from the caller: a negative one, or
    // one too large to allocate, is an Err, never a memref that does not
    // fit its buffer (and the buffer is freed).
    let ones = kernels::fill(3, 1.0)?;
    println!("fill(3): {:?}", ones.to_vec());
    assert_eq!(ones.to_vec(), [1.0; 3]);
    let negative = kernels::fill(-3, 1.0);
    println!("fill(-3): {}", negative.as_ref().unwrap_err());
    assert!(matches!(negative, Err(kernels::Error::NegativeSize { dim: 0, size: -3, .. })));
    let huge = kernels::fill(1 << 60, 1.0); // 4 EiB: malloc returns null
    println!("fill(2^60): {}", huge.as_ref().unwrap_err());
    assert!(matches!(huge, Err(kernels::Error::AllocationFailed { result: 0, .. })));

    // A model on tensors (examples/mlp): inputs are read-only views, the
    // result is a buffer the call allocated, freed when dropped.
    let x: Vec<f32> = (0..32).map(|i| ((i * 7) % 11) as f32 / 5.0 - 1.0).collect();
    let w1: Vec<f32> = (0..128).map(|i| ((i * 5) % 13) as f32 / 6.0 - 1.0).collect();
    let w2: Vec<f32> = (0..48).map(|i| ((i * 3) % 7) as f32 / 3.0 - 1.0).collect();
    let probs = kernels::mlp(&MemRef::new(&x, [4, 8])?, &MemRef::new(&w1, [8, 16])?, &MemRef::new(&w2, [16, 3])?)?;
    let probs = probs.to_vec();
    println!("mlp: {probs:?}");
    let expected = mlp_reference(&x, &w1, &w2);
    assert!(probs.iter().zip(&expected).all(|(p, e)| (p - e).abs() < 1e-5));
    println!("ok");
    Ok(())
}

/// The model of examples/mlp/mlp.mlir in plain Rust.
fn mlp_reference(x: &[f32], w1: &[f32], w2: &[f32]) -> Vec<f32> {
    let b2 = [0.5f32, -0.5, 0.0];
    let mut out = Vec::new();
    for row in x.chunks(8) {
        let h: Vec<f32> =
            (0..16).map(|j| ((0..8).map(|k| row[k] * w1[k * 16 + j]).sum::<f32>() + 0.1).max(0.0)).collect();
        let logits: Vec<f32> = (0..3).map(|j| (0..16).map(|k| h[k] * w2[k * 3 + j]).sum::<f32>() + b2[j]).collect();
        let max = logits.iter().fold(f32::NEG_INFINITY, |m, &l| m.max(l));
        let sum: f32 = logits.iter().map(|l| (l - max).exp()).sum();
        out.extend(logits.iter().map(|l| (l - max).exp() / sum));
    }
    out
}
