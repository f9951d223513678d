//! `tensor.pack` and `tensor.unpack` run by `strata run` (lowered by
//! `lower-tensor-pack-unpack` inside `tensors-to-buffers`), at -O0 and -O3:
//! for tiles of every dimension or some, permuted tile positions and outer
//! dimensions, partial tiles with a padding value (or none needed), static
//! and dynamic sizes, the packed tensor must hold the numbers computed here
//! from the definition, and unpacking it must give the source back.
//! (mlir-cpu-runner-19 cannot run these ops: upstream has no bufferization
//! for them.)

mod common;

use common::{dense, flatten, print_tensor, strata_run_program as strata_run, unflatten};

/// One pack: the source's shape, the tiled dimensions and their tiles, the
/// permutation of the outer dimensions (empty: none), the padding value
/// (`None`: whole tiles), and whether the sizes are dynamic in the IR.
struct Case {
    shape: Vec<usize>,
    inner_dims_pos: Vec<usize>,
    tiles: Vec<usize>,
    outer_dims_perm: Vec<usize>,
    padding: Option<f32>,
    dynamic: bool,
}

impl Case {
    fn outer_perm(&self) -> Vec<usize> {
        if self.outer_dims_perm.is_empty() {
            (0..self.shape.len()).collect()
        } else {
            self.outer_dims_perm.clone()
        }
    }

    /// The tile of dimension `d`, if it is tiled.
    fn tile_of(&self, d: usize) -> Option<(usize, usize)> {
        self.inner_dims_pos.iter().position(|&p| p == d).map(|j| (j, self.tiles[j]))
    }

    fn packed_shape(&self) -> Vec<usize> {
        let outer: Vec<usize> = (0..self.shape.len())
            .map(|d| self.tile_of(d).map_or(self.shape[d], |(_, t)| self.shape[d].div_ceil(t)))
            .collect();
        self.outer_perm().iter().map(|&d| outer[d]).chain(self.tiles.iter().copied()).collect()
    }

    /// The source's elements: 1, 2, 3... in row-major order.
    fn source(&self) -> Vec<f32> {
        (1..=self.shape.iter().product::<usize>()).map(|v| v as f32).collect()
    }

    /// The packed tensor by definition: element (outer..., tile...) is the
    /// source element at outer * tile + tile index in each tiled dimension,
    /// or the padding value past the source's end.
    fn expected_packed(&self) -> Vec<f32> {
        let (rank, packed) = (self.shape.len(), self.packed_shape());
        let perm = self.outer_perm();
        let source = self.source();
        let mut out = Vec::new();
        for flat in 0..packed.iter().product::<usize>() {
            let index = unflatten(flat, &packed);
            let mut src = vec![0; rank];
            for (i, &d) in perm.iter().enumerate() {
                src[d] = index[i];
            }
            for (j, &d) in self.inner_dims_pos.iter().enumerate() {
                src[d] = src[d] * self.tiles[j] + index[rank + j];
            }
            let inside = src.iter().zip(&self.shape).all(|(&i, &n)| i < n);
            out.push(if inside { source[flatten(&src, &self.shape)] } else { self.padding.unwrap_or(f32::NAN) });
        }
        out
    }

    /// A program printing the pack of the source, then its unpack.
    fn program(&self) -> String {
        let src_ty = tensor_type(&self.shape, self.dynamic);
        let packed = self.packed_shape();
        let rank = self.shape.len();
        // Tiles are static sizes of the packed type, dynamic sizes or not.
        let packed_ty = match self.dynamic {
            true => tensor_type(&packed[..rank], true).replace(
                "xf32>",
                &format!("x{}xf32>", self.tiles.iter().map(|t| t.to_string()).collect::<Vec<_>>().join("x")),
            ),
            false => tensor_type(&packed, false),
        };
        let static_ty = tensor_type(&self.shape, false);
        let mut p = String::from("func.func private @printMemrefF32(memref<*xf32>)\n");
        p += &format!("func.func @run(%a: {src_ty}) {{\n");
        // The destinations: tensor.empty with each dynamic size computed.
        let (mut packed_sizes, mut sizes) = (Vec::new(), Vec::new());
        if self.dynamic {
            for d in 0..rank {
                p += &format!("  %c{d} = arith.constant {d} : index\n  %d{d} = tensor.dim %a, %c{d} : {src_ty}\n");
                sizes.push(format!("%d{d}"));
            }
            for (i, &d) in self.outer_perm().iter().enumerate() {
                match self.tile_of(d) {
                    Some((_, t)) => {
                        p += &format!("  %o{i} = affine.apply affine_map<()[s0] -> (s0 ceildiv {t})>()[%d{d}]\n");
                        packed_sizes.push(format!("%o{i}"));
                    }
                    None => packed_sizes.push(format!("%d{d}")),
                }
            }
        }
        let list = |v: &[usize]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
        let tiling = format!(
            "{}inner_dims_pos = [{}] inner_tiles = [{}]",
            if self.outer_dims_perm.is_empty() {
                String::new()
            } else {
                format!("outer_dims_perm = [{}] ", list(&self.outer_dims_perm))
            },
            list(&self.inner_dims_pos),
            list(&self.tiles)
        );
        let padding = match self.padding {
            Some(v) => {
                p += &format!("  %pv = arith.constant {v:?} : f32\n");
                "padding_value(%pv : f32) ".to_string()
            }
            None => String::new(),
        };
        p += &format!("  %e = tensor.empty({}) : {packed_ty}\n", packed_sizes.join(", "));
        p += &format!("  %p = tensor.pack %a {padding}{tiling} into %e : {src_ty} -> {packed_ty}\n");
        p += &format!("  %e2 = tensor.empty({}) : {src_ty}\n", sizes.join(", "));
        p += &format!("  %u = tensor.unpack %p {tiling} into %e2 : {packed_ty} -> {src_ty}\n");
        p += &print_tensor("%p", &packed_ty, &tensor_type(&packed, false));
        p += &print_tensor("%u", &src_ty, &tensor_type(&self.shape, false));
        p += "  return\n}\n";
        p += &format!(
            "func.func @main() {{\n  %a = arith.constant dense<{}> : {static_ty}\n",
            dense(&self.source().iter().map(|x| format!("{x:?}")).collect::<Vec<_>>(), &self.shape)
        );
        if self.dynamic {
            p += &format!("  %ad = tensor.cast %a : {static_ty} to {src_ty}\n  call @run(%ad) : ({src_ty}) -> ()\n");
        } else {
            p += &format!("  call @run(%a) : ({src_ty}) -> ()\n");
        }
        p + "  return\n}\n"
    }
}

fn tensor_type(shape: &[usize], dynamic: bool) -> String {
    let dims: Vec<String> = shape.iter().map(|&n| if dynamic { "?".to_string() } else { n.to_string() }).collect();
    format!("tensor<{}xf32>", dims.join("x"))
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

fn case(shape: &[usize], pos: &[usize], tiles: &[usize], perm: &[usize], padding: Option<f32>, dynamic: bool) -> Case {
    Case {
        shape: shape.to_vec(),
        inner_dims_pos: pos.to_vec(),
        tiles: tiles.to_vec(),
        outer_dims_perm: perm.to_vec(),
        padding,
        dynamic,
    }
}

#[test]
fn packs_and_unpacks_compute_their_definition() {
    let cases = [
        // Whole tiles, no permutation.
        case(&[4, 6], &[0, 1], &[2, 3], &[], None, false),
        // Tile positions and outer dimensions permuted, partial tiles.
        case(&[3, 5], &[1, 0], &[2, 2], &[1, 0], Some(-1.0), false),
        // Some dimensions tiled, in 3-D.
        case(&[3, 4, 5], &[2, 0], &[3, 2], &[2, 0, 1], Some(0.5), false),
        // Dynamic sizes, padded.
        case(&[7, 6], &[0], &[4], &[], Some(-2.0), true),
        case(&[5, 3, 4], &[1, 2], &[2, 4], &[1, 2, 0], Some(9.0), true),
    ];
    for c in &cases {
        let program = c.program();
        for opt in ["-O0", "-O3"] {
            let out = strata_run(&program, opt);
            let prints = printed(&out);
            assert_eq!(prints.len(), 2, "{opt}: two memrefs printed:\n{out}\n{program}");
            assert_eq!(prints[0], c.expected_packed(), "{opt}: packed tensor\n{out}\n{program}");
            assert_eq!(prints[1], c.source(), "{opt}: unpacked tensor\n{out}\n{program}");
        }
    }
}
