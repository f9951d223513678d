use super::report::render_all;
use super::*;

fn run_with(checks: &str, input: &str, options: &CheckOptions) -> Result<(), Vec<CheckError>> {
    check("t.mlir", checks, "<output>", input, options)
}

fn run(checks: &str, input: &str) -> Result<(), Vec<CheckError>> {
    run_with(checks, input, &CheckOptions::default())
}

#[track_caller]
fn pass(checks: &str, input: &str) {
    if let Err(e) = run(checks, input) {
        panic!("expected success, got:\n{}", render_all(&e));
    }
}

/// The single error of a failing run.
#[track_caller]
fn fail(checks: &str, input: &str) -> CheckError {
    match run(checks, input) {
        Ok(()) => panic!("expected a failure for checks:\n{checks}\ninput:\n{input}"),
        Err(mut e) => {
            assert_eq!(e.len(), 1, "expected one error, got:\n{}", render_all(&e));
            e.remove(0)
        }
    }
}

#[test]
fn check_matches_in_order_and_not_backwards() {
    pass("CHECK: a\nCHECK: c", "a\nb\nc\n");
    let e = fail("CHECK: c\nCHECK: a", "a\nb\nc\n");
    assert_eq!((e.kind, e.line, e.directive.as_str()), (ErrorKind::NotFound, 2, "CHECK"));
}

#[test]
fn whitespace_runs_match_any_run_but_not_none() {
    pass("CHECK: a b   c", "xx a \t b c yy\n");
    pass("CHECK:\ta\tb", "a    b\n");
    assert_eq!(fail("CHECK: a b", "ab\n").kind, ErrorKind::NotFound);
    assert_eq!(fail("CHECK: ab", "a b\n").kind, ErrorKind::NotFound);
}

#[test]
fn check_next_requires_the_following_line() {
    pass("CHECK: a\nCHECK-NEXT: b\nCHECK-NEXT: c", "a\nb\nc\n");
    let e = fail("CHECK: a\nCHECK-NEXT: c", "a\nb\nc\n");
    assert_eq!((e.kind, e.line), (ErrorKind::NotNextLine, 2));
    assert!(e.message.contains("not on the line after"), "{e}");
    let e = fail("CHECK: a\nCHECK-NEXT: b", "a b\n");
    assert!(e.message.contains("same line"), "{e}");
}

#[test]
fn check_same_requires_the_same_line() {
    pass("CHECK: func\nCHECK-SAME: %arg0\nCHECK-SAME: i32", "func(%arg0: i32)\n");
    let e = fail("CHECK: func\nCHECK-SAME: i32", "func(%arg0)\n i32\n");
    assert_eq!((e.kind, e.line), (ErrorKind::NotSameLine, 2));
}

#[test]
fn next_same_and_empty_need_a_previous_check() {
    for d in ["CHECK-NEXT: a", "CHECK-SAME: a", "CHECK-EMPTY:"] {
        let e = fail(d, "a\n");
        assert_eq!(e.kind, ErrorKind::Syntax);
        assert!(e.message.contains("without previous 'CHECK:' line"), "{e}");
    }
}

#[test]
fn check_empty_matches_an_empty_next_line() {
    pass("CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b", "a\n\nb\n");
    let e = fail("CHECK: a\nCHECK-EMPTY:", "a\nb\n\n");
    assert_eq!(e.kind, ErrorKind::NotNextLine);
    let e = fail("CHECK: a\nCHECK-EMPTY: x", "a\n\n");
    assert!(e.message.contains("non-empty check string"), "{e}");
}

#[test]
fn check_not_fails_when_found_between_matches() {
    pass("CHECK: a\nCHECK-NOT: x\nCHECK: b", "a\nb\nx\n");
    let e = fail("CHECK: a\nCHECK-NOT: x\nCHECK: b", "a\nx\nb\n");
    assert_eq!((e.kind, e.line), (ErrorKind::Excluded, 2));
    assert!(e.to_string().contains("found here, <output>:2"), "{e}");
}

#[test]
fn trailing_check_not_scans_to_the_end_and_leading_from_the_start() {
    let e = fail("CHECK: a\nCHECK-NOT: x", "a\nb\nx\n");
    assert_eq!(e.kind, ErrorKind::Excluded);
    assert_eq!(fail("CHECK-NOT: x\nCHECK: a", "x\na\n").kind, ErrorKind::Excluded);
    pass("CHECK-NOT: x\nCHECK: a", "a\nx\n");
    pass("CHECK-NOT: x", "a\n");
}

#[test]
fn check_dag_matches_in_any_order_without_overlap() {
    pass("CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c", "a\nb\nc\n");
    // The second `x` must find a different occurrence than the first.
    pass("CHECK-DAG: x\nCHECK-DAG: x\nCHECK: end", "x\nx\nend\n");
    let e = fail("CHECK-DAG: x\nCHECK-DAG: x\nCHECK: end", "x\nend\n");
    assert_eq!((e.kind, e.line), (ErrorKind::NotFound, 2));
    // A DAG group must match before the next positive directive's match.
    assert_eq!(fail("CHECK-DAG: b\nCHECK: a", "a\nb\n").kind, ErrorKind::NotFound);
}

#[test]
fn check_not_between_dag_groups_is_checked_between_them() {
    let checks = "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b";
    pass(checks, "a\nb\nx\n");
    assert_eq!(fail(checks, "a\nx\nb\n").kind, ErrorKind::Excluded);
}

#[test]
fn labels_split_the_input_into_blocks() {
    let checks = "CHECK-LABEL: func @f\nCHECK: return\nCHECK-LABEL: func @g\nCHECK: addi";
    pass(checks, "func @f\n return\nfunc @g\n addi\n");
    // `addi` after @f's label is not found before @g's label.
    let e = fail("CHECK-LABEL: func @f\nCHECK: addi\nCHECK-LABEL: func @g", "func @f\nfunc @g\naddi\n");
    assert_eq!((e.kind, e.line), (ErrorKind::NotFound, 2));
    assert!(e.to_string().contains("note: scanned <output> lines 1-2:\n     1 | func @f\n     2 | func @g\n"), "{e}");
}

#[test]
fn a_failure_in_one_block_does_not_hide_failures_in_the_next() {
    let checks = "CHECK-LABEL: @f\nCHECK: one\nCHECK-LABEL: @g\nCHECK: two\nCHECK-LABEL: @h\nCHECK: three";
    let e = run(checks, "@f\nxxx\n@g\ntwo\n@h\nyyy\n").unwrap_err();
    assert_eq!(e.iter().map(|e| e.line).collect::<Vec<_>>(), [2, 6], "{}", render_all(&e));
}

#[test]
fn a_missing_label_ends_the_run() {
    let e = run("CHECK-LABEL: @f\nCHECK: x\nCHECK-LABEL: @nope\nCHECK: y", "@f\nx\n@g\ny\n").unwrap_err();
    assert_eq!(e.iter().map(|e| e.line).collect::<Vec<_>>(), [3]);
}

#[test]
fn regexes_use_posix_syntax() {
    pass("CHECK: %{{[0-9]+}} = arith.constant {{.*}} : i32", "%12 = arith.constant 7 : i32\n");
    pass("CHECK: a{{x|y}}b", "ayb\n");
    pass(r"CHECK: {{\[\[}}1, 2], [3, 4]]", "dense<[[1, 2], [3, 4]]>\n");
    pass("CHECK: {{[[:digit:]]{2}}}x", "42x\n");
    pass(r"CHECK: {{[\]}}", "a\\b\n");
    pass(r"CHECK: {{a{b}}}", "a{b}\n");
    assert_eq!(fail("CHECK: %{{[0-9]+}} =", "%x =\n").kind, ErrorKind::NotFound);
    // `.` and `[^...]` stay within a line.
    assert_eq!(fail("CHECK: a{{.*}}b", "a\nb\n").kind, ErrorKind::NotFound);
    assert_eq!(fail("CHECK: a{{[^x]*}}b", "a\nb\n").kind, ErrorKind::NotFound);
    // `^` anchors at a line start (or where the search starts), `$` at its end.
    pass("CHECK: {{^}}b{{$}}", "a\nb\n");
    assert_eq!(fail("CHECK: {{^}}b", "a b\n").kind, ErrorKind::NotFound);
}

#[test]
fn bad_regexes_and_blocks_are_syntax_errors_at_their_line() {
    for (checks, msg) in [
        ("CHECK: a\nCHECK: {{(}}", "invalid regex"),
        ("CHECK: a\nCHECK: {{abc", "no end '}}'"),
        ("CHECK: a\nCHECK: dense<[[1, 2]]>", "invalid variable name"),
        ("CHECK: a\nCHECK: [[#N]]", "numeric substitution"),
        ("CHECK: a\nCHECK: {{a\\1}}", "back-reference"),
        ("CHECK: a\nCHECK: [[X:a]] [[X]]", "same line"),
    ] {
        let e = fail(checks, "a\n");
        assert_eq!((e.kind, e.line), (ErrorKind::Syntax, 2), "{checks}: {e}");
        assert!(e.message.contains(msg), "{checks}: {e}");
    }
}

#[test]
fn variables_are_captured_and_must_match_later() {
    let checks =
        "CHECK: %[[A:.*]] = arith.constant\nCHECK: %[[B:[0-9]+]] = arith.addi %[[A]], %[[A]]\nCHECK: return %[[B]]";
    pass(checks, "%c1 = arith.constant 1\n%7 = arith.addi %c1, %c1\nreturn %7\n");
    let e = fail(checks, "%c1 = arith.constant 1\n%7 = arith.addi %c1, %c2\nreturn %7\n");
    assert_eq!((e.kind, e.line), (ErrorKind::NotFound, 2));
    assert!(e.to_string().contains("with \"A\" equal to \"c1\""), "{e}");
}

#[test]
fn groups_in_regexes_do_not_shift_captures() {
    let checks = "CHECK: {{(a|b)+}} [[V:(x|y)z]]\nCHECK: use [[V]]";
    pass(checks, "ab yz\nuse yz\n");
    assert_eq!(fail(checks, "ab yz\nuse b\n").kind, ErrorKind::NotFound);
}

#[test]
fn variable_values_are_literal_not_regexes() {
    let checks = "CHECK: def [[V:.*]]\nCHECK: use [[V]]";
    pass(checks, "def a.b\nuse a.b\n");
    assert_eq!(fail(checks, "def a.b\nuse axb\n").kind, ErrorKind::NotFound);
}

#[test]
fn undefined_variables_are_reported() {
    let e = fail("CHECK: [[NOPE]]", "a\n");
    assert_eq!(e.kind, ErrorKind::UndefinedVariable);
    assert!(e.message.contains("\"NOPE\""), "{e}");
}

#[test]
fn variables_persist_across_labels_unless_scoped() {
    let checks = "CHECK-LABEL: @f\nCHECK: [[X:v[0-9]]]\nCHECK-LABEL: @g\nCHECK: [[X]]";
    let input = "@f\nv1\n@g\nv1\n";
    pass(checks, input);
    let scoped = CheckOptions { enable_var_scope: true, ..Default::default() };
    let e = run_with(checks, input, &scoped).unwrap_err();
    assert_eq!(e[0].kind, ErrorKind::UndefinedVariable);
    let global = checks.replace("[[X", "[[$X");
    run_with(&global, input, &scoped).unwrap();
}

#[test]
fn at_line_is_the_check_line_number() {
    pass(
        "CHECK: a\nCHECK: loc(\"t.mlir\":[[@LINE]]:3)\nCHECK: [[@LINE-1]] [[@LINE+1]]",
        "a\nloc(\"t.mlir\":2:3)\n2 4\n",
    );
    assert_eq!(fail("CHECK: line [[@LINE]]", "line 2\n").kind, ErrorKind::NotFound);
}

#[test]
fn custom_prefixes_and_comments() {
    let opts = CheckOptions::with_prefixes(["GEN", "GEN-X"]);
    let checks = "GEN: a\nGEN-X: b\nCHECK: nothing\nCOM: GEN: zzz\n// NOTGEN: zzz\nGEN-NEXT: c";
    run_with(checks, "a\nb\nc\n", &opts).unwrap();
    let e = run_with(checks, "a\nc\nb\n", &opts).unwrap_err();
    assert_eq!(e[0].directive, "GEN-NEXT");
    let none = run_with("CHECK: a", "a\n", &opts).unwrap_err();
    assert!(none[0].message.contains("no check strings found with prefix 'GEN', 'GEN-X:'"), "{}", none[0]);
}

#[test]
fn unknown_directives_and_empty_patterns_are_syntax_errors() {
    let e = fail("CHECK: a\nCHECK-NXT: b", "a\nb\n");
    assert!(e.message.contains("unknown directive 'CHECK-NXT:'"), "{e}");
    assert!(fail("CHECK:   ", "a\n").message.contains("empty check string"));
    // Not a directive: a longer word, or no colon.
    pass("CHECK: a\nMYCHECK: zzz\nCHECKS: zzz\nCHECK zzz", "a\n");
}

#[test]
fn empty_input_is_an_error_unless_allowed() {
    assert_eq!(fail("CHECK-NOT: a", "").kind, ErrorKind::EmptyInput);
    run_with("CHECK-NOT: a", "", &CheckOptions { allow_empty: true, ..Default::default() }).unwrap();
}

#[test]
fn errors_show_the_directive_the_region_and_the_closest_candidate() {
    let checks = "// CHECK-LABEL: func @f\n// CHECK: arith.addf %arg0, %arg1 : f32\n";
    let input = "func @f(%arg0: f32, %arg1: f32) {\n  %0 = arith.addf %arg0, %arg0 : f32\n  return\n}\n";
    let text = fail(checks, input).to_string();
    assert!(text.starts_with("t.mlir:2:11: error: CHECK: expected string not found in input\n"), "{text}");
    assert!(text.contains("// CHECK: arith.addf %arg0, %arg1 : f32\n          ^\n"), "{text}");
    assert!(text.contains("note: scanned <output> lines 1-4:"), "{text}");
    assert!(
        text.contains("note: closest candidate is <output>:2:\n     2 |   %0 = arith.addf %arg0, %arg0 : f32"),
        "{text}"
    );
}
