//! `tensor.gather` and `tensor.scatter` run by `strata run` (rewritten by
//! `lower-tensor-gather-scatter` inside `tensors-to-buffers`), at -O0 and
//! -O3: for one and several gathered dimensions, the full and the
//! rank-reduced forms, `index` and `i32` indices, batches of one and two
//! dimensions, static and dynamic sizes, the results must hold the numbers
//! computed here from the definition. Indices out of range (negative, or
//! past the end) gather zeros and scatter nothing; duplicate scatter
//! indices are applied in order, the last one winning. (mlir-cpu-runner-19
//! cannot run these ops: upstream has no bufferization for them.)

mod common;

use common::{dense, flatten, print_tensor, strata_run_program as strata_run, unflatten};

/// One gather and one scatter with the same indices: the source (also the
/// scatter's destination) shape, the addressed dimensions, the indices
/// (batch shape, then one row of `dims.len()` per batch position), whether
/// the addressed dimensions are dropped (rank-reduced), the index element
/// type and whether the sizes are dynamic in the IR.
struct Case {
    shape: Vec<usize>,
    dims: Vec<usize>,
    batch: Vec<usize>,
    indices: Vec<i64>,
    reduced: bool,
    index_type: &'static str,
    dynamic: bool,
}

impl Case {
    fn k(&self) -> usize {
        self.dims.len()
    }

    /// The shape of one slice: the source's, the addressed dimensions 1
    /// (or dropped).
    fn slice_shape(&self) -> Vec<usize> {
        (0..self.shape.len())
            .filter(|d| !(self.reduced && self.dims.contains(d)))
            .map(|d| if self.dims.contains(&d) { 1 } else { self.shape[d] })
            .collect()
    }

    fn gathered_shape(&self) -> Vec<usize> {
        self.batch.iter().copied().chain(self.slice_shape()).collect()
    }

    /// The gathered tensor's type in the IR: with dynamic sizes, every
    /// size but the unit sizes of the addressed dimensions is `?`.
    fn gathered_type(&self) -> String {
        let slice = (0..self.shape.len()).filter(|d| !(self.reduced && self.dims.contains(d))).map(|d| {
            match (self.dims.contains(&d), self.dynamic) {
                (true, _) => "1".to_string(),
                (false, true) => "?".to_string(),
                (false, false) => self.shape[d].to_string(),
            }
        });
        let batch = self.batch.iter().map(|&n| if self.dynamic { "?".to_string() } else { n.to_string() });
        format!("tensor<{}xf32>", batch.chain(slice).collect::<Vec<_>>().join("x"))
    }

    /// 1, 2, 3... in row-major order.
    fn source(&self) -> Vec<f32> {
        (1..=self.shape.iter().product::<usize>()).map(|v| v as f32).collect()
    }

    /// -1, -2, -3...: what the scatter writes.
    fn updates(&self) -> Vec<f32> {
        (1..=self.gathered_shape().iter().product::<usize>()).map(|v| -(v as f32)).collect()
    }

    /// The source position of `slice` (a position in the full slice
    /// shape) at batch position `b`, if its indices are in range.
    fn at(&self, b: usize, slice: &[usize]) -> Option<Vec<usize>> {
        let mut pos = slice.to_vec();
        for (j, &d) in self.dims.iter().enumerate() {
            let i = self.indices[b * self.k() + j];
            if i < 0 || i as usize >= self.shape[d] {
                return None;
            }
            pos[d] = i as usize;
        }
        Some(pos)
    }

    /// The full-rank slice position of element `flat` of a slice.
    fn slice_position(&self, flat: usize) -> Vec<usize> {
        let full: Vec<usize> =
            (0..self.shape.len()).map(|d| if self.dims.contains(&d) { 1 } else { self.shape[d] }).collect();
        unflatten(flat, &full)
    }

    fn expected_gather(&self) -> Vec<f32> {
        let (source, per_slice) = (self.source(), self.slice_shape().iter().product::<usize>());
        let mut out = Vec::new();
        for b in 0..self.batch.iter().product::<usize>() {
            for e in 0..per_slice {
                out.push(self.at(b, &self.slice_position(e)).map_or(0.0, |p| source[flatten(&p, &self.shape)]));
            }
        }
        out
    }

    fn expected_scatter(&self) -> Vec<f32> {
        let (mut dest, updates) = (self.source(), self.updates());
        let per_slice = self.slice_shape().iter().product::<usize>();
        for b in 0..self.batch.iter().product::<usize>() {
            for e in 0..per_slice {
                if let Some(p) = self.at(b, &self.slice_position(e)) {
                    dest[flatten(&p, &self.shape)] = updates[b * per_slice + e];
                }
            }
        }
        dest
    }

    /// A program printing the gather of the source, then the scatter of
    /// the updates into it.
    fn program(&self) -> String {
        let ty = |shape: &[usize], elem: &str, dynamic: bool| {
            let dims: Vec<String> = shape.iter().map(|&n| if dynamic { "?".into() } else { n.to_string() }).collect();
            format!("tensor<{}x{elem}>", dims.join("x"))
        };
        let idx_shape: Vec<usize> = self.batch.iter().copied().chain([self.k()]).collect();
        let (src_s, idx_s, g_s) = (
            ty(&self.shape, "f32", false),
            ty(&idx_shape, self.index_type, false),
            ty(&self.gathered_shape(), "f32", false),
        );
        let (src_t, idx_t, g_t) = (
            ty(&self.shape, "f32", self.dynamic),
            // The last size of the indices is static (the verifier needs it).
            ty(&self.batch, self.index_type, self.dynamic)
                .replace(&format!("x{}>", self.index_type), &format!("x{}x{}>", self.k(), self.index_type)),
            self.gathered_type(),
        );
        let dims = self.dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
        let values =
            |v: Vec<f32>, shape: &[usize]| dense(&v.iter().map(|x| format!("{x:?}")).collect::<Vec<_>>(), shape);
        let indices: Vec<String> = self.indices.iter().map(|i| i.to_string()).collect();
        let mut p = String::from("func.func private @printMemrefF32(memref<*xf32>)\n");
        p += &format!("func.func @run(%s: {src_t}, %i: {idx_t}, %u: {g_t}) {{\n");
        p += &format!("  %g = tensor.gather %s[%i] gather_dims([{dims}]) : ({src_t}, {idx_t}) -> {g_t}\n");
        p += &format!(
            "  %r = tensor.scatter %u into %s[%i] scatter_dims([{dims}]) unique : ({g_t}, {src_t}, {idx_t}) -> {src_t}\n"
        );
        p += &print_tensor("%g", &g_t, &g_s);
        p += &print_tensor("%r", &src_t, &src_s);
        p += "  return\n}\n";
        p += "func.func @main() {\n";
        p += &format!("  %s = arith.constant dense<{}> : {src_s}\n", values(self.source(), &self.shape));
        p += &format!("  %i = arith.constant dense<{}> : {idx_s}\n", dense(&indices, &idx_shape));
        p += &format!("  %u = arith.constant dense<{}> : {g_s}\n", values(self.updates(), &self.gathered_shape()));
        if self.dynamic {
            p += &format!("  %sd = tensor.cast %s : {src_s} to {src_t}\n");
            p += &format!("  %id = tensor.cast %i : {idx_s} to {idx_t}\n");
            p += &format!("  %ud = tensor.cast %u : {g_s} to {g_t}\n");
            p += &format!("  call @run(%sd, %id, %ud) : ({src_t}, {idx_t}, {g_t}) -> ()\n");
        } else {
            p += &format!("  call @run(%s, %i, %u) : ({src_t}, {idx_t}, {g_t}) -> ()\n");
        }
        p + "  return\n}\n"
    }
}

/// The numbers of each printed memref, in order.
fn printed(output: &str) -> Vec<Vec<f32>> {
    output
        .split("data =")
        .skip(1)
        .map(|section| {
            let data = section.split("Unranked").next().unwrap_or("");
            data.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == 'e' || c == '+'))
                .filter(|t| !t.is_empty())
                .map(|t| t.parse().unwrap_or_else(|_| panic!("not a number: {t}")))
                .collect()
        })
        .collect()
}

fn case(
    shape: &[usize],
    dims: &[usize],
    batch: &[usize],
    indices: &[i64],
    reduced: bool,
    index_type: &'static str,
    dynamic: bool,
) -> Case {
    Case {
        shape: shape.to_vec(),
        dims: dims.to_vec(),
        batch: batch.to_vec(),
        indices: indices.to_vec(),
        reduced,
        index_type,
        dynamic,
    }
}

#[test]
fn gathers_and_scatters_compute_their_definition() {
    let cases = [
        // Rows of a matrix, one past the end and one negative; row 0 twice
        // (the scatter's last write wins).
        case(&[3, 4], &[0], &[5], &[2, 0, 3, -1, 0], false, "index", false),
        // Rank-reduced, i32 indices, a batch of 2x2.
        case(&[4, 3], &[0], &[2, 2], &[3, 1, 0, 2], true, "i32", false),
        // Two addressed dimensions of three (elements of columns), one pair
        // out of range in its second index.
        case(&[3, 4, 2], &[0, 2], &[3], &[1, 1, 2, 0, 0, 2], false, "i32", false),
        // The same, rank-reduced, with dynamic sizes.
        case(&[3, 4, 2], &[0, 2], &[3], &[2, 1, 0, 0, 1, 5], true, "index", true),
        // A middle dimension, dynamic sizes.
        case(&[2, 5, 3], &[1], &[4], &[4, 0, -3, 2], false, "i64", true),
    ];
    for c in &cases {
        let program = c.program();
        for opt in ["-O0", "-O3"] {
            let out = strata_run(&program, opt);
            let prints = printed(&out);
            assert_eq!(prints.len(), 2, "{opt}: two memrefs printed:\n{out}\n{program}");
            assert_eq!(prints[0], c.expected_gather(), "{opt}: gathered tensor\n{out}\n{program}");
            assert_eq!(prints[1], c.expected_scatter(), "{opt}: scattered tensor\n{out}\n{program}");
        }
    }
}
