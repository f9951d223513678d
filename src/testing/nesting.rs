//! Deeply nested programs for the tests of nesting limits (parser,
//! verifier, printer, passes, lowering and the CLI).

/// `n` nested `scf.if`s, each on a condition of its own (so that folding
/// keeps them), yielding the inner one's result; `main` calls the function,
/// which takes the innermost branch and returns 2.
pub fn nested_ifs(n: usize) -> String {
    let mut s = String::from("func.func @f(%a: i32, %one: i32) -> i32 {\n");
    for i in 0..n {
        s += &format!("%k{i} = arith.constant {i} : i32\n%c{i} = arith.cmpi sgt, %a, %k{i} : i32\n");
        s += &format!("%r{i} = scf.if %c{i} -> (i32) {{\n");
    }
    s += "%x = arith.addi %one, %one : i32\nscf.yield %x : i32\n";
    for i in (0..n).rev() {
        if i + 1 < n {
            s += &format!("scf.yield %r{} : i32\n", i + 1);
        }
        s += "} else {\nscf.yield %one : i32\n}\n";
    }
    s += "return %r0 : i32\n}\n";
    s += &format!(
        "func.func @main() -> i32 {{\n%t = arith.constant {} : i32\n%c1 = arith.constant 1 : i32\n\
         %r = func.call @f(%t, %c1) : (i32, i32) -> i32\nreturn %r : i32\n}}\n",
        n + 5
    );
    s
}
