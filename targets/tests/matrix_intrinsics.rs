//! `vector.flat_transpose` and `vector.matrix_multiply` run by `strata run`
//! at -O0 and -O3 (lowered to LLVM's matrix intrinsics, which the compile
//! driver has LLVM lower): for several shapes, integer and float elements,
//! the printed vectors must hold the numbers computed here from the
//! definitions on column-major flat matrices. (mlir-cpu-runner-19 cannot
//! run these ops: LLVM's code generators do not select the intrinsics and
//! upstream's runner does not lower them.)

mod common;

use common::strata_run_program as strata_run;

/// `rows x columns` column-major matrix transposed.
fn transpose(a: &[i64], rows: usize, columns: usize) -> Vec<i64> {
    let mut t = vec![0; a.len()];
    for i in 0..rows {
        for j in 0..columns {
            t[i * columns + j] = a[j * rows + i];
        }
    }
    t
}

/// The product of a `rows x inner` and an `inner x columns` matrix.
fn multiply(l: &[i64], r: &[i64], rows: usize, inner: usize, columns: usize) -> Vec<i64> {
    let mut p = vec![0; rows * columns];
    for i in 0..rows {
        for j in 0..columns {
            p[j * rows + i] = (0..inner).map(|k| l[k * rows + i] * r[j * inner + k]).sum();
        }
    }
    p
}

fn values(n: usize, seed: i64) -> Vec<i64> {
    (0..n as i64).map(|i| (i * 7 + seed) % 11 - 5).collect()
}

fn dense(v: &[i64], float: bool) -> String {
    let items: Vec<String> = v.iter().map(|x| if float { format!("{x}.0") } else { x.to_string() }).collect();
    items.join(", ")
}

/// A program printing the transpose of `lhs` and the product `lhs * rhs`.
fn program(rows: usize, inner: usize, columns: usize, element: &str) -> (String, Vec<i64>, Vec<i64>) {
    let float = element.starts_with('f');
    let (l, r) = (values(rows * inner, 1), values(inner * columns, 4));
    let (nl, nr, np) = (rows * inner, inner * columns, rows * columns);
    let text = format!(
        "func.func @main() {{
  %l = arith.constant dense<[{}]> : vector<{nl}x{element}>
  %r = arith.constant dense<[{}]> : vector<{nr}x{element}>
  %t = vector.flat_transpose %l {{rows = {rows} : i32, columns = {inner} : i32}} : vector<{nl}x{element}> -> vector<{nl}x{element}>
  vector.print %t : vector<{nl}x{element}>
  %p = vector.matrix_multiply %l, %r {{lhs_rows = {rows} : i32, lhs_columns = {inner} : i32, rhs_columns = {columns} : i32}} : (vector<{nl}x{element}>, vector<{nr}x{element}>) -> vector<{np}x{element}>
  vector.print %p : vector<{np}x{element}>
  return
}}
",
        dense(&l, float),
        dense(&r, float)
    );
    (text, transpose(&l, rows, inner), multiply(&l, &r, rows, inner, columns))
}

/// The numbers of each printed line `( a, b, ... )`.
fn printed(output: &str) -> Vec<Vec<i64>> {
    output
        .lines()
        .map(|l| {
            l.trim_matches(|c| c == '(' || c == ')' || c == ' ')
                .split(", ")
                .map(|t| t.parse::<f64>().unwrap_or_else(|_| panic!("not a number: {t}")) as i64)
                .collect()
        })
        .collect()
}

#[test]
fn flat_transposes_and_matrix_products_compute_their_definition() {
    for (rows, inner, columns) in [(2, 3, 2), (4, 4, 4), (1, 5, 3), (3, 1, 2)] {
        for element in ["i64", "i32", "f32", "f64"] {
            let (text, transposed, product) = program(rows, inner, columns, element);
            for opt in ["-O0", "-O3"] {
                let got = printed(&strata_run(&text, opt));
                assert_eq!(got, vec![transposed.clone(), product.clone()], "{element} {rows}x{inner}x{columns} {opt}");
            }
        }
    }
}
