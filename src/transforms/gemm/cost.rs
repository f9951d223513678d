//! Tile sizes of `affine-gemm` from the target's vector registers and
//! caches.
//!
//! - Register tile `mr x nr` (`nr` a multiple of the vector lanes): the
//!   `mr * nr / lanes` accumulators, the `nr / lanes` vectors of B and one
//!   broadcast of A must fit the vector registers with one to spare; among
//!   those, the tile with the most multiply-adds per load (`mr * v / (mr + v)`
//!   for `v = nr / lanes` vectors per row, a power of two so that tiles
//!   divide power-of-two sizes) wins.
//! - `kc`: an `mr x kc` panel of A fills at most half the L1 data cache
//!   (a power of two, 64 to 512).
//! - `mc`: an `mc x kc` block of A fills at most a quarter of L2 (a multiple
//!   of `mr`).
//! - `nc`: 2048 columns rounded down to a multiple of `nr`; the `kc x nc`
//!   block of B lives in the last-level cache.

/// What the cost model knows about the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TargetShape {
    /// Width of a vector register in bits.
    pub vector_bits: u64,
    /// Number of vector registers.
    pub vector_registers: u64,
    /// Level-1 data cache size, bytes.
    pub l1_bytes: u64,
    /// Level-2 cache size, bytes.
    pub l2_bytes: u64,
}

/// Tile sizes; zero in an override means "choose".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tiles {
    pub mr: u64,
    pub nr: u64,
    pub kc: u64,
    pub mc: u64,
    pub nc: u64,
}

/// The tiles for elements of `element_bytes` on `shape`, with the non-zero
/// fields of `overrides` taking precedence; `None` when an override is
/// inconsistent (`nr` not a multiple of the lanes, too large a tile).
pub fn choose(shape: &TargetShape, element_bytes: u64, overrides: &Tiles) -> Option<Tiles> {
    let lanes = shape.vector_bits / (8 * element_bytes);
    if lanes == 0 {
        return None;
    }
    let (mr, nr) = match (overrides.mr, overrides.nr) {
        (0, 0) => register_tile(shape.vector_registers, lanes),
        (mr, 0) => (mr, lanes * best_vectors_for(shape.vector_registers, mr).max(1)),
        (0, nr) => (best_rows_for(shape.vector_registers, nr / lanes).max(1), nr),
        (mr, nr) => (mr, nr),
    };
    if nr % lanes != 0 || nr == 0 || mr == 0 || mr * (nr / lanes) > 64 {
        return None;
    }
    let kc = match overrides.kc {
        0 => prev_power_of_two((shape.l1_bytes / 2 / (mr * element_bytes)).clamp(64, 512)),
        kc => kc,
    };
    let mc = match overrides.mc {
        0 => ((shape.l2_bytes / 4 / (kc * element_bytes)) / mr * mr).max(mr),
        mc => mc.div_ceil(mr) * mr,
    };
    let nc = match overrides.nc {
        0 => (2048 / nr * nr).max(nr),
        nc => nc.div_ceil(nr) * nr,
    };
    Some(Tiles { mr, nr, kc, mc, nc })
}

/// The best `(mr, nr)` for `registers` vector registers of `lanes` lanes.
fn register_tile(registers: u64, lanes: u64) -> (u64, u64) {
    let mut best = (1, 1);
    let mut best_score = 0.0;
    for v in [1u64, 2, 4, 8] {
        let mr = best_rows_for(registers, v);
        if mr == 0 {
            continue;
        }
        let score = (mr * v) as f64 / (mr + v) as f64;
        if score > best_score {
            best = (mr, v);
            best_score = score;
        }
    }
    (best.0, best.1 * lanes)
}

/// The most rows of `v` accumulators that fit, with `v` registers for B,
/// one for the broadcast of A and one spare.
fn best_rows_for(registers: u64, v: u64) -> u64 {
    if v == 0 {
        return 0;
    }
    registers.saturating_sub(v + 2) / v
}

/// The most accumulator vectors per row that fit with `mr` rows.
fn best_vectors_for(registers: u64, mr: u64) -> u64 {
    (1..=8).rev().find(|&v| mr * v + v + 2 <= registers).unwrap_or(0)
}

fn prev_power_of_two(x: u64) -> u64 {
    if x == 0 {
        0
    } else {
        1 << (63 - x.leading_zeros())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AVX512: TargetShape =
        TargetShape { vector_bits: 512, vector_registers: 32, l1_bytes: 32 << 10, l2_bytes: 1 << 20 };

    #[test]
    fn register_tiles_fit_the_register_file() {
        // 32 registers of 16 f32: 6 rows of 4 vectors (24 accumulators).
        assert_eq!(choose(&AVX512, 4, &Tiles::default()).map(|t| (t.mr, t.nr)), Some((6, 64)));
        // 16 registers of 8 f32 (AVX2): 6 x 16, the classic Haswell kernel.
        let avx2 = TargetShape { vector_bits: 256, vector_registers: 16, ..AVX512 };
        assert_eq!(choose(&avx2, 4, &Tiles::default()).map(|t| (t.mr, t.nr)), Some((6, 16)));
        // f64 halves the lanes, not the rows.
        assert_eq!(choose(&avx2, 8, &Tiles::default()).map(|t| (t.mr, t.nr)), Some((6, 8)));
        for (regs, bits) in [(16, 128), (32, 128), (16, 256), (32, 512)] {
            let shape = TargetShape { vector_bits: bits, vector_registers: regs, ..AVX512 };
            let t = choose(&shape, 4, &Tiles::default()).unwrap();
            let v = t.nr / (bits / 32);
            assert!(t.mr * v + v + 2 <= regs, "{t:?} on {regs} registers");
        }
    }

    #[test]
    fn cache_blocks_follow_cache_sizes() {
        let t = choose(&AVX512, 4, &Tiles::default()).unwrap();
        assert_eq!(t.kc, 512);
        assert!(t.mr * t.kc * 4 <= AVX512.l1_bytes / 2);
        assert!(t.mc * t.kc * 4 <= AVX512.l2_bytes / 4 && t.mc % t.mr == 0);
        assert_eq!(t.nc % t.nr, 0);
        let small = TargetShape { l1_bytes: 16 << 10, l2_bytes: 256 << 10, ..AVX512 };
        let s = choose(&small, 4, &Tiles::default()).unwrap();
        assert!(s.kc < t.kc && s.mc <= t.mc);
    }

    #[test]
    fn overrides_win_and_are_checked() {
        let o = Tiles { mr: 4, nr: 32, kc: 128, mc: 10, nc: 100 };
        let t = choose(&AVX512, 4, &o).unwrap();
        assert_eq!((t.mr, t.nr, t.kc), (4, 32, 128));
        assert_eq!((t.mc, t.nc), (12, 128));
        assert_eq!(choose(&AVX512, 4, &Tiles { nr: 24, ..Tiles::default() }), None);
    }
}
