//! Calls the kernels of `kernels.mlir` through their generated bindings
//! with sizes safe Rust can pass, and prints what each call gives.

#[allow(dead_code)]
mod kernels {
    include!("kernels.rs");
}

use kernels::MemRef;

fn main() {
    println!("fill 4: {:?}", kernels::fill(4, 2.5).map(|m| m.to_vec()));
    println!("fill -3: {:?}", kernels::fill(-3, 1.0).map(|m| m.to_vec()));
    println!("fill 2^60: {:?}", kernels::fill(1 << 60, 1.0).map(|m| m.sizes()));
    println!("fill 2^62+1: {:?}", kernels::fill((1 << 62) + 1, 1.0).map(|m| m.sizes()));
    println!("fill -2^63: {:?}", kernels::fill(i64::MIN, 1.0).map(|m| m.sizes()));
    println!("zeros 2x3: {:?}", kernels::zeros(2, 3).map(|m| (m.sizes(), m.to_vec())));
    println!("zeros 3x-2: {:?}", kernels::zeros(3, -2).map(|m| m.sizes()));
    println!("zeros 0x5: {:?}", kernels::zeros(0, 5).map(|m| (m.sizes(), m.to_vec(), m.get([0, 0]))));
    println!("zeros 2^31x2^31: {:?}", kernels::zeros(1 << 31, 1 << 31).map(|m| m.sizes()));
    println!("pair 2: {:?}", kernels::pair(2).map(|(a, b, c)| (a.sizes(), b.get([0]), c)));
    println!("pair -1: {:?}", kernels::pair(-1).map(|(a, b, c)| (a.sizes(), b.get([0]), c)));

    let x = [1.5f32, 2.0, 4.0];
    let empty: [f32; 0] = [];
    println!("sum: {:?}", MemRef::new(&x, [3]).map(|v| kernels::sum(&v)));
    println!("broadcast: {:?}", MemRef::strided(&x, 2, [5], [0]).map(|v| kernels::sum(&v)));
    println!("empty huge: {:?}", MemRef::new(&empty, [0, usize::MAX]).map(|v| v.sizes()));
    println!("huge stride: {:?}", MemRef::strided(&x, 0, [1], [usize::MAX]).map(|v| v.sizes()));
    println!("huge broadcast: {:?}", MemRef::strided(&x, 0, [1 << 62], [0]).map(|v| v.sizes()));
    println!("huge offset: {:?}", MemRef::<f32, 1>::strided(&empty, usize::MAX, [0], [1]).map(|v| v.sizes()));
}
