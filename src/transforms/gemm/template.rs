//! The code `affine-gemm` puts in place of a nest, written as MLIR text for
//! one set of parameters and parsed: a function whose arguments are A, B,
//! C and the loop bounds M, N, K, and whose body is copied over the nest.
//! Text keeps the generated structure readable next to its description in
//! `mod.rs`; every value in it is computed from the parameters.

use std::fmt::Write;

use super::Tiles;

pub struct Params {
    pub element: String,
    pub a_type: String,
    pub b_type: String,
    pub c_type: String,
    pub a_transposed: bool,
    /// B is `B[j, k]`: its panels are read across rows.
    pub b_transposed: bool,
    pub product_first: bool,
    pub a_first: bool,
    /// ` fastmath<...>` or empty, for the multiply and the add.
    pub mul_flags: String,
    pub add_flags: String,
    pub lanes: u64,
    pub element_bytes: u64,
    pub tiles: Tiles,
    /// Mark the packing buffers `strata.scratch`.
    pub scratch: bool,
}

/// The kernel function's text.
pub fn kernel(p: &Params) -> String {
    let Tiles { mr, nr, kc, mc, nc } = p.tiles;
    let (t, l) = (&p.element, p.lanes);
    let nv = nr / l;
    let v = format!("vector<{l}x{t}>");
    // Packing buffers sized to the problem, at most one block each.
    let bp = format!("memref<?x?x{nr}x{t}>");
    let ap = format!("memref<?x?x{mr}x{t}>");
    let (at, bt, ct) = (&p.a_type, &p.b_type, &p.c_type);
    let mut s = String::new();
    let o = &mut s;
    let _ = writeln!(o, "func.func @gemm(%A: {at}, %B: {bt}, %C: {ct}, %M: index, %N: index, %K: index) {{");
    let _ = writeln!(o, "  %zero = arith.constant 0.0 : {t}");
    let _ = writeln!(o, "  %zv = arith.constant dense<0.0> : {v}");
    let _ = writeln!(o, "  %kb = affine.min affine_map<()[s0] -> ({kc}, s0)>()[%K]");
    let _ =
        writeln!(o, "  %nb = affine.min affine_map<()[s0] -> ({}, (s0 + {}) floordiv {nr})>()[%N]", nc / nr, nr - 1);
    let _ =
        writeln!(o, "  %mb = affine.min affine_map<()[s0] -> ({}, (s0 + {}) floordiv {mr})>()[%M]", mc / mr, mr - 1);
    // Scratch slots: the lowering keeps the buffers per thread between
    // calls (a fresh large allocation costs a page fault per page).
    let mark = |slot: u8| if p.scratch { format!(", strata.scratch = {slot} : i64") } else { String::new() };
    let _ = writeln!(o, "  %Bp = memref.alloc(%nb, %kb) {{alignment = 64 : i64{}}} : {bp}", mark(0));
    let _ = writeln!(o, "  %Ap = memref.alloc(%mb, %kb) {{alignment = 64 : i64{}}} : {ap}", mark(1));
    let _ = writeln!(o, "  affine.for %jc = 0 to %N step {nc} {{");
    let _ = writeln!(o, "  affine.for %pc = 0 to %K step {kc} {{");
    if p.b_transposed {
        // B is read across its rows: copy each row's kc elements (contiguous)
        // into one column of its panel, then zero the columns from N to the
        // next multiple of nr. A column-at-a-time read would gather nr
        // elements from nr rows for every k.
        let _ = writeln!(o, "  {} step 8 {{", block_loop("jb", "jc", nc, "N"));
        let _ = writeln!(o, "  {} step 16 {{", block_loop("pb", "pc", kc, "K"));
        let _ = writeln!(o, "  {} {{", block_loop("j", "jb", 8, "N"));
        let _ = writeln!(o, "  {} {{", block_loop("p", "pb", 16, "K"));
        let _ = writeln!(o, "    %x = affine.load %B[%j, %p] : {bt}");
        let _ = writeln!(o, "    affine.store %x, %Bp[(%j - %jc) floordiv {nr}, %p - %pc, (%j - %jc) mod {nr}] : {bp}");
        let _ = writeln!(o, "  }}\n  }}\n  }}\n  }}");
        zero_tail(o, Tail { iv: "j", base: "jc", block: nc, bound: "N", tile: nr }, kc, "Bp", &bp);
    } else {
        // Pack the kc x nc block of B into nr-wide panels, zero-padded.
        let _ = writeln!(o, "  {} step {nr} {{", block_loop("j", "jc", nc, "N"));
        let _ = writeln!(o, "  {} {{", block_loop("p", "pc", kc, "K"));
        let _ = writeln!(o, "    %v = vector.transfer_read %B[%p, %j], %zero : {bt}, vector<{nr}x{t}>");
        let _ = writeln!(
            o,
            "    affine.vector_store %v, %Bp[(%j - %jc) floordiv {nr}, %p - %pc, 0] : {bp}, vector<{nr}x{t}>"
        );
        let _ = writeln!(o, "  }}\n  }}");
    }
    let _ = writeln!(o, "  affine.for %ic = 0 to %M step {mc} {{");
    // Pack the mc x kc block of A into mr-tall panels.
    let i_loop = block_loop("i", "ic", mc, "M");
    let p_loop = block_loop("p", "pc", kc, "K");
    let (first, second, a_index) =
        if p.a_transposed { (&p_loop, &i_loop, "%p, %i") } else { (&i_loop, &p_loop, "%i, %p") };
    let _ = writeln!(o, "  {first} {{\n  {second} {{");
    let _ = writeln!(o, "    %x = affine.load %A[{a_index}] : {at}");
    let _ = writeln!(o, "    affine.store %x, %Ap[(%i - %ic) floordiv {mr}, %p - %pc, (%i - %ic) mod {mr}] : {ap}");
    let _ = writeln!(o, "  }}\n  }}");
    // Zero the rows from M to the next multiple of mr.
    zero_tail(o, Tail { iv: "i", base: "ic", block: mc, bound: "M", tile: mr }, kc, "Ap", &ap);
    // The register tiles.
    let _ = writeln!(
        o,
        "  affine.for %jr = 0 to min affine_map<(d0)[s0] -> ({}, (s0 - d0 + {}) floordiv {nr})>(%jc)[%N] {{",
        nc / nr,
        nr - 1
    );
    let _ = writeln!(
        o,
        "  affine.for %ir = 0 to min affine_map<(d0)[s0] -> ({}, (s0 - d0 + {}) floordiv {mr})>(%ic)[%M] {{",
        mc / mr,
        mr - 1
    );
    let _ = writeln!(o, "    %i0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * {mr})>(%ic, %ir)");
    let _ = writeln!(o, "    %j0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * {nr})>(%jc, %jr)");
    let _ = writeln!(o, "    %ie = affine.apply affine_map<(d0) -> (d0 + {mr})>(%i0)");
    let _ = writeln!(o, "    %je = affine.apply affine_map<(d0) -> (d0 + {nr})>(%j0)");
    let _ = writeln!(o, "    %rows = arith.cmpi ule, %ie, %M : index");
    let _ = writeln!(o, "    %cols = arith.cmpi ule, %je, %N : index");
    let _ = writeln!(o, "    %full = arith.andi %rows, %cols : i1");
    for r in 1..mr {
        let _ = writeln!(o, "    %i{r} = affine.apply affine_map<(d0) -> (d0 + {r})>(%i0)");
    }
    for r in 0..mr {
        let _ = writeln!(o, "    %in{r} = arith.cmpi ult, %i{r}, %M : index");
    }
    for c in 1..nv {
        let _ = writeln!(o, "    %j{c} = affine.apply affine_map<(d0) -> (d0 + {})>(%j0)", c * l);
    }
    let tile = |prefix: &str| -> Vec<String> {
        (0..mr).flat_map(|r| (0..nv).map(move |c| format!("%{prefix}{r}_{c}"))).collect()
    };
    let all_types = vec![v.clone(); (mr * nv) as usize].join(", ");
    let row_types = vec![v.clone(); nv as usize].join(", ");
    // Load the C tile: whole tiles with vector loads, edge tiles masked.
    let _ = writeln!(o, "    {} = scf.if %full -> ({all_types}) {{", tile("c").join(", "));
    for r in 0..mr {
        for c in 0..nv {
            let _ = writeln!(o, "      %f{r}_{c} = vector.load %C[%i{r}, %j{c}] : {ct}, {v}");
        }
    }
    let _ = writeln!(o, "      scf.yield {} : {all_types}\n    }} else {{", tile("f").join(", "));
    for r in 0..mr {
        let row: Vec<String> = (0..nv).map(|c| format!("%e{r}_{c}")).collect();
        let _ = writeln!(o, "      {} = scf.if %in{r} -> ({row_types}) {{", row.join(", "));
        for c in 0..nv {
            let _ = writeln!(o, "        %m{r}_{c} = vector.transfer_read %C[%i{r}, %j{c}], %zero : {ct}, {v}");
        }
        let masked: Vec<String> = (0..nv).map(|c| format!("%m{r}_{c}")).collect();
        let zeros = vec!["%zv"; nv as usize].join(", ");
        let _ = writeln!(o, "        scf.yield {} : {row_types}", masked.join(", "));
        let _ = writeln!(o, "      }} else {{\n        scf.yield {zeros} : {row_types}\n      }}");
    }
    let _ = writeln!(o, "      scf.yield {} : {all_types}\n    }}", tile("e").join(", "));
    // Prefetch the next tile of C (the rows below) while this one computes:
    // its loads would otherwise stall the start of the next k loop when C
    // is larger than the caches. Indices are clamped into C.
    let line = (64 / p.element_bytes).max(1);
    for c in (line..nr).step_by(line as usize) {
        let _ = writeln!(o, "    %qj{c} = affine.min affine_map<(d0)[s0] -> (d0 + {c}, s0 - 1)>(%j0)[%N]");
    }
    for r in 0..mr {
        let _ = writeln!(o, "    %q{r} = affine.min affine_map<(d0)[s0] -> (d0 + {}, s0 - 1)>(%i0)[%M]", mr + r);
        for c in (0..nr).step_by(line as usize) {
            let col = if c == 0 { "%j0".to_string() } else { format!("%qj{c}") };
            let _ = writeln!(o, "    memref.prefetch %C[%q{r}, {col}], read, locality<3>, data : {ct}");
        }
    }
    // The k loop: mr x nv accumulators.
    let inits: Vec<String> = tile("x").iter().zip(tile("c")).map(|(x, c)| format!("{x} = {c}")).collect();
    let _ = writeln!(
        o,
        "    {} = affine.for %p = 0 to min affine_map<(d0)[s0] -> ({kc}, s0 - d0)>(%pc)[%K] iter_args({}) -> ({all_types}) {{",
        tile("r").join(", "),
        inits.join(", ")
    );
    for c in 0..nv {
        let _ = writeln!(o, "      %b{c} = affine.vector_load %Bp[%jr, %p, {}] : {bp}, {v}", c * l);
    }
    for r in 0..mr {
        let _ = writeln!(o, "      %s{r} = affine.load %Ap[%ir, %p, {r}] : {ap}");
        let _ = writeln!(o, "      %a{r} = vector.broadcast %s{r} : {t} to {v}");
        for c in 0..nv {
            let (x, y) =
                if p.a_first { (format!("%a{r}"), format!("%b{c}")) } else { (format!("%b{c}"), format!("%a{r}")) };
            let _ = writeln!(o, "      %p{r}_{c} = arith.mulf {x}, {y}{} : {v}", p.mul_flags);
            let (x, y) = if p.product_first {
                (format!("%p{r}_{c}"), format!("%x{r}_{c}"))
            } else {
                (format!("%x{r}_{c}"), format!("%p{r}_{c}"))
            };
            let _ = writeln!(o, "      %y{r}_{c} = arith.addf {x}, {y}{} : {v}", p.add_flags);
        }
    }
    let _ = writeln!(o, "      affine.yield {} : {all_types}\n    }}", tile("y").join(", "));
    // Store the C tile back.
    let _ = writeln!(o, "    scf.if %full {{");
    for r in 0..mr {
        for c in 0..nv {
            let _ = writeln!(o, "      vector.store %r{r}_{c}, %C[%i{r}, %j{c}] : {ct}, {v}");
        }
    }
    let _ = writeln!(o, "    }} else {{");
    for r in 0..mr {
        let _ = writeln!(o, "      scf.if %in{r} {{");
        for c in 0..nv {
            let _ = writeln!(o, "        vector.transfer_write %r{r}_{c}, %C[%i{r}, %j{c}] : {v}, {ct}");
        }
        let _ = writeln!(o, "      }}");
    }
    let _ = writeln!(o, "    }}");
    let _ = writeln!(o, "  }}\n  }}\n  }}\n  }}\n  }}");
    let attrs = |slot: u8| if p.scratch { format!(" {{strata.scratch = {slot} : i64}}") } else { String::new() };
    let _ = writeln!(o, "  memref.dealloc %Ap{} : {ap}\n  memref.dealloc %Bp{} : {bp}", attrs(1), attrs(0));
    let _ = writeln!(o, "  return\n}}");
    s
}

/// The header (without `{`) of the loop `%iv` over one block of `size`
/// from `%base`, clamped to `%bound`.
fn block_loop(iv: &str, base: &str, size: u64, bound: &str) -> String {
    format!(
        "affine.for %{iv} = affine_map<(d0) -> (d0)>(%{base}) to min affine_map<(d0)[s0] -> (d0 + {size}, s0)>(%{base})[%{bound}]"
    )
}

/// Packed rows (A) or columns (a transposed B) `%iv` of the block of
/// `block` from `%base`, in tiles of `tile`, that lie past `%bound`.
struct Tail<'a> {
    iv: &'a str,
    base: &'a str,
    block: u64,
    bound: &'a str,
    tile: u64,
}

/// Zero a block's `tail` up to its next multiple of the tile, over the
/// block's `kc` steps of the reduction: `buf[(iv - base) floordiv tile, p,
/// (iv - base) mod tile]`.
fn zero_tail(o: &mut String, tail: Tail<'_>, kc: u64, buf: &str, buf_ty: &str) {
    let Tail { iv, base, block, bound, tile } = tail;
    let _ = writeln!(
        o,
        "  affine.for %{iv} = max affine_map<(d0)[s0] -> (d0, s0)>(%{base})[%{bound}] to min affine_map<(d0)[s0] -> (d0 + {block}, ((s0 + {}) floordiv {tile}) * {tile})>(%{base})[%{bound}] {{",
        tile - 1
    );
    let _ = writeln!(o, "  affine.for %p = 0 to min affine_map<(d0)[s0] -> ({kc}, s0 - d0)>(%pc)[%K] {{");
    let _ = writeln!(
        o,
        "    affine.store %zero, %{buf}[(%{iv} - %{base}) floordiv {tile}, %p, (%{iv} - %{base}) mod {tile}] : {buf_ty}"
    );
    let _ = writeln!(o, "  }}\n  }}");
}
