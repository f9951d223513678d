//! The constant matrices of the Winograd minimal filtering algorithms
//! F(m x m, r x r) that MLIR 19 implements: F(2, 3), F(4, 3) and F(2, 5).
//!
//! `Y = AT x [(G x g x GT) . (BT x d x B)] x A`, times a scale factor: `g`
//! the r x r filter, `d` an alpha x alpha input tile (alpha = m + r - 1),
//! `Y` the m x m output tile. The numbers are the ones mlir-opt-19 builds
//! (its `AT` carries `1 / scale`, the factor is applied after `A`); `GT`,
//! `B` and `A` are the transposes of the stored `G`, `BT` and `AT`. Each
//! entry is rounded to f32 first, as upstream keeps its tables in `float`.

/// The matrices of one F(m, r).
pub(super) struct Algorithm {
    pub m: i64,
    pub r: i64,
    /// alpha x r.
    pub g: &'static [&'static [f64]],
    /// alpha x alpha.
    pub bt: &'static [&'static [f64]],
    /// m x alpha.
    pub at: &'static [&'static [f64]],
    /// The factor of each side's output transform.
    pub scale: f64,
}

const F_2_3: Algorithm = Algorithm {
    m: 2,
    r: 3,
    g: &[&[-1., 0., 0.], &[0.5, -0.5, 0.5], &[0.5, 0.5, 0.5], &[0., 0., 1.]],
    bt: &[&[-1., 0., 1., 0.], &[0., -1., 1., 0.], &[0., 1., 1., 0.], &[0., -1., 0., 1.]],
    at: &[&[1., 1., 1., 0.], &[0., -1., 1., 1.]],
    scale: 1.,
};

const F_4_3: Algorithm = Algorithm {
    m: 4,
    r: 3,
    g: &[
        &[1., 0., 0.],
        &[-1. / 3., 1. / 3., -1. / 3.],
        &[-1. / 3., -1. / 3., -1. / 3.],
        &[1. / 12., -1. / 6., 1. / 3.],
        &[1. / 12., 1. / 6., 1. / 3.],
        &[0., 0., 1.],
    ],
    bt: &[
        &[1. / 4., 0., -5. / 16., 0., 1. / 16., 0.],
        &[0., 1. / 4., -1. / 4., -1. / 16., 1. / 16., 0.],
        &[0., -1. / 4., -1. / 4., 1. / 16., 1. / 16., 0.],
        &[0., 1. / 4., -1. / 8., -1. / 4., 1. / 8., 0.],
        &[0., -1. / 4., -1. / 8., 1. / 4., 1. / 8., 0.],
        &[0., 1. / 4., 0., -5. / 16., 0., 1. / 16.],
    ],
    at: &[
        &[1. / 8., 1. / 4., 1. / 4., 1. / 8., 1. / 8., 0.],
        &[0., -1. / 4., 1. / 4., -1. / 4., 1. / 4., 0.],
        &[0., 1. / 4., 1. / 4., 1. / 2., 1. / 2., 0.],
        &[0., -1. / 4., 1. / 4., -1., 1., 1. / 2.],
    ],
    scale: 32.,
};

const F_2_5: Algorithm = Algorithm {
    m: 2,
    r: 5,
    g: &[
        &[1., 0., 0., 0., 0.],
        &[1. / 6., -1. / 6., 1. / 6., -1. / 6., 1. / 6.],
        &[-1. / 6., -1. / 6., -1. / 6., -1. / 6., -1. / 6.],
        &[-4. / 15., 2. / 15., -1. / 15., 1. / 30., -1. / 60.],
        &[1. / 60., 1. / 30., 1. / 15., 2. / 15., 4. / 15.],
        &[0., 0., 0., 0., 1.],
    ],
    bt: &[
        &[1. / 8., 3. / 16., -1. / 4., -3. / 16., 1. / 8., 0.],
        &[0., 1. / 8., 1. / 16., -5. / 16., 1. / 8., 0.],
        &[0., -1. / 8., -5. / 16., -1. / 16., 1. / 8., 0.],
        &[0., 1. / 4., -1. / 8., -1. / 4., 1. / 8., 0.],
        &[0., -1. / 8., -1. / 4., 1. / 8., 1. / 4., 0.],
        &[0., 1. / 8., 3. / 16., -1. / 4., -3. / 16., 1. / 8.],
    ],
    at: &[&[1. / 2., 1., 1., 2., 1., 0.], &[0., -1., 1., -1., 2., 1. / 2.]],
    scale: 16.,
};

/// The algorithm F(m, r), if it is one of those implemented.
pub(super) fn algorithm(m: i64, r: i64) -> Option<&'static Algorithm> {
    [&F_2_3, &F_4_3, &F_2_5].into_iter().find(|a| a.m == m && a.r == r)
}

/// A matrix as rows of entries, each rounded to f32.
pub(super) type Matrix = Vec<Vec<f64>>;

/// `rows`, or their transpose, with each entry rounded to f32.
pub(super) fn matrix(rows: &[&[f64]], transpose: bool) -> Matrix {
    let round = |x: f64| x as f32 as f64;
    if !transpose {
        return rows.iter().map(|r| r.iter().copied().map(round).collect()).collect();
    }
    let cols = rows.first().map_or(0, |r| r.len());
    (0..cols).map(|c| rows.iter().map(|r| round(r[c])).collect()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mul(a: &[Vec<f64>], b: &[Vec<f64>]) -> Matrix {
        let inner = b.len();
        a.iter().map(|row| (0..b[0].len()).map(|j| (0..inner).map(|k| row[k] * b[k][j]).sum()).collect()).collect()
    }

    /// One-dimensional F(m, r) on a ramp input and filter: `scale * AT x
    /// [(G g) . (BT d)]` equals the correlation of `d` with `g`.
    #[test]
    fn every_algorithm_computes_a_correlation() {
        for a in [&F_2_3, &F_4_3, &F_2_5] {
            let alpha = (a.m + a.r - 1) as usize;
            let g: Matrix = (0..a.r).map(|i| vec![1.0 + i as f64 * 0.5]).collect();
            let d: Matrix = (0..alpha).map(|i| vec![2.0 - i as f64 * 0.25]).collect();
            let u = mul(&matrix(a.g, false), &g);
            let v = mul(&matrix(a.bt, false), &d);
            let uv: Matrix = u.iter().zip(&v).map(|(x, y)| vec![x[0] * y[0]]).collect();
            let y = mul(&matrix(a.at, false), &uv);
            for (i, yi) in y.iter().enumerate() {
                let want: f64 = (0..a.r as usize).map(|k| d[i + k][0] * g[k][0]).sum();
                let got = yi[0] * a.scale;
                assert!((got - want).abs() < 1e-4 * want.abs().max(1.0), "F({}, {}) [{i}]: {got} != {want}", a.m, a.r);
            }
        }
    }
}
