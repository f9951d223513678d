//! The static `OpSpec` of one op: its traits and checks, operand, result,
//! attribute, region and successor groups, format table and hooks.

use std::fmt::Write as _;

use super::{Gen, Slots};
use crate::def::{Def, Value};
use crate::error::{At, Result};
use crate::names::{static_name, upper_snake};

/// Op traits that are a bit of `Traits`, by definition-file name.
const TRAIT_BITS: &[(&str, &str)] = &[
    ("Pure", "PURE"),
    ("Terminator", "TERMINATOR"),
    ("IsolatedFromAbove", "ISOLATED_FROM_ABOVE"),
    ("NoTerminator", "NO_TERMINATOR"),
    ("SymbolTable", "SYMBOL_TABLE"),
    ("Symbol", "SYMBOL"),
    ("SingleBlock", "SINGLE_BLOCK"),
    ("GraphRegion", "GRAPH_REGION"),
    ("ReturnLike", "RETURN_LIKE"),
    ("Commutative", "COMMUTATIVE"),
    ("ConstantLike", "CONSTANT_LIKE"),
    ("RecursiveMemoryEffects", "RECURSIVE_EFFECTS"),
    ("MemRead", "MEM_READ"),
    ("MemWrite", "MEM_WRITE"),
    ("MemAlloc", "MEM_ALLOC"),
    ("MemFree", "MEM_FREE"),
    ("Idempotent", "IDEMPOTENT"),
    ("Involution", "INVOLUTION"),
    ("NoMemoryEffect", "NO_MEMORY_EFFECT"),
    ("FunctionLike", "FUNCTION_LIKE"),
    ("MemRefsNormalizable", "MEMREFS_NORMALIZABLE"),
];

/// Verification traits without arguments that are a `Check`.
const PLAIN_CHECKS: &[&str] = &[
    "SameOperandsAndResultType",
    "SameTypeOperands",
    "SameOperandsAndResultShape",
    "SameOperandsAndResultElementType",
    "SameOperandsElementType",
    "SameOperandsShape",
    "Elementwise",
];

/// What an op's traits amount to.
#[derive(Default)]
struct TraitInfo {
    bits: Vec<String>,
    checks: Vec<String>,
    operand_segments: bool,
    result_segments: bool,
    implicit_terminator: Option<String>,
}

fn traits(g: &Gen<'_>, full: &str) -> Result<TraitInfo> {
    let mut t = TraitInfo::default();
    for (text, pos) in &g.def.traits {
        let (name, args) = match text.split_once('(') {
            Some((n, a)) => (n, a.trim_end_matches(')')),
            None => (text.as_str(), ""),
        };
        if let Some((_, bit)) = TRAIT_BITS.iter().find(|(n, _)| *n == name) {
            t.bits.push(format!("Traits::{bit}"));
            continue;
        }
        let vars = || -> Result<String> {
            let v: Result<Vec<_>> = args.split(',').map(|a| g.var_at(a.trim(), *pos)).collect();
            Ok(format!("&[{}]", v?.join(", ")))
        };
        match name {
            "SingleBlockImplicitTerminator" => {
                t.bits.push("Traits::SINGLE_BLOCK".into());
                t.implicit_terminator = Some(args.trim().to_string());
            }
            _ if PLAIN_CHECKS.contains(&name) => t.checks.push(format!("Check::{name}")),
            "AllTypesMatch" | "AllElementTypesMatch" | "AllShapesMatch" => {
                t.checks.push(format!("Check::{name}({})", vars()?))
            }
            "HasParent" => {
                let names: Vec<String> = args.split(',').map(|a| format!("{:?}", a.trim())).collect();
                t.checks.push(format!("Check::HasParent(&[{}])", names.join(", ")))
            }
            "AttrSizedOperandSegments" => t.operand_segments = true,
            "AttrSizedResultSegments" => t.result_segments = true,
            _ => return Err(At::new(*pos, format!("unknown trait '{name}' on op '{full}'"))),
        }
    }
    Ok(t)
}

/// `&[ValueSpec { .. }, ..]`.
fn values(vs: &[Value]) -> String {
    let mut s = String::from("&[");
    for v in vs {
        let arity = match v.arity {
            '?' => "Optional",
            '*' => "Variadic",
            _ => "Single",
        };
        let _ = write!(
            s,
            "ValueSpec {{ name: {:?}, arity: Arity::{arity}, constraint: &{}, segments: {:?} }}, ",
            v.name,
            upper_snake(&v.constraint),
            v.segments
        );
    }
    s + "]"
}

/// The `attrs` table and the `inherent_attrs` of the op definition.
fn attrs(
    def: &Def,
    root: &str,
    operand_segments: bool,
    result_segments: bool,
    slots: &mut Slots<'_>,
) -> (String, String) {
    let mut attrs = String::from("&[");
    let mut inherent: Vec<String> = Vec::new();
    for a in &def.attrs {
        let presence = match (&a.default, a.optional || a.constraint == "UnitAttr") {
            (Some(d), true) if a.constraint != "UnitAttr" => format!("Presence::OptionalDefault({d:?})"),
            (Some(d), _) => format!("Presence::Default({d:?})"),
            (None, true) => "Presence::Optional".into(),
            (None, false) => "Presence::Required".into(),
        };
        let _ = write!(
            attrs,
            "AttrSpec {{ name: {:?}, constraint: &{}, presence: {presence}, slot: {} }}, ",
            a.name,
            upper_snake(&a.constraint),
            slots.next()
        );
        inherent.push(format!(
            "({:?}, {root}::opdef::AttrStorage::Constraint(&{}))",
            a.name,
            upper_snake(&a.constraint)
        ));
    }
    attrs.push(']');
    if operand_segments {
        inherent.push(format!("(\"operandSegmentSizes\", {root}::opdef::AttrStorage::Any)"));
    }
    if result_segments {
        inherent.push(format!("(\"resultSegmentSizes\", {root}::opdef::AttrStorage::Any)"));
    }
    (attrs, inherent.join(", "))
}

fn successors(g: &Gen<'_>) -> Result<String> {
    let mut successors = String::new();
    for s in &g.def.successors {
        let operands = match &s.operands {
            Some((o, pos)) => match g.var_at(o, *pos)? {
                v if v.starts_with("Var::Operand(") => format!("Some({})", &v["Var::Operand(".len()..v.len() - 1]),
                _ => return Err(At::new(*pos, format!("successor operands '{o}' must be an operand group"))),
            },
            None => "None".into(),
        };
        let _ = write!(
            successors,
            "SuccessorSpec {{ name: {:?}, variadic: {}, operands: {operands} }}, ",
            s.name, s.variadic
        );
    }
    Ok(successors)
}

/// The checks of the op: those declared in the body, then those of its traits.
fn checks(g: &Gen<'_>, trait_checks: Vec<String>) -> Result<String> {
    let mut checks = Vec::new();
    for m in &g.def.typesmatch {
        let (from, to) = (g.var_at(&m.from.0, m.from.1)?, g.var_at(&m.to.0, m.to.1)?);
        checks.push(format!(
            "Check::TypesMatchWith {{ from: {from}, to: {to}, transform: {}, desc: {:?} }}",
            m.transform, m.desc
        ));
    }
    for (f, desc) in &g.def.preds {
        checks.push(format!("Check::Pred {{ check: {f}, desc: {desc:?} }}"));
    }
    checks.extend(trait_checks);
    Ok(checks.join(", "))
}

/// Write the op's `OpSpec` static.
pub(super) fn spec(out: &mut String, dialect: &str, root: &str, def: &Def, slots: &mut Slots<'_>) -> Result<()> {
    let g = Gen { def };
    let full = format!("{dialect}.{}", def.name);
    let t = traits(&g, &full)?;
    let checks = checks(&g, t.checks)?;
    let (attrs, inherent) = attrs(def, root, t.operand_segments, t.result_segments, slots);
    let regions: String = def
        .regions
        .iter()
        .map(|r| format!("RegionSpec {{ name: {:?}, variadic: {}, blocks: {:?} }}, ", r.name, r.variadic, r.blocks))
        .collect();
    let successors = successors(&g)?;
    let hook = |k: &str, prefix: &str| -> String {
        match def.hooks.get(k) {
            Some(f) if !f.is_empty() => format!("Some({f})"),
            Some(_) => format!("Some({prefix}_{})", def.name.replace('.', "_")),
            None => "None".into(),
        }
    };
    let traits = match t.bits.split_first() {
        None => "Traits::NONE".to_string(),
        Some((first, rest)) => rest.iter().fold(first.clone(), |acc, b| format!("{acc}.union({b})")),
    };
    let default_dialect = match &def.default_dialect {
        Some(d) => format!("Some({d:?})"),
        None => "None".into(),
    };
    if def.attrs.len() > 64 {
        return Err(At::new(def.pos, format!("op '{}' has more than 64 attributes", def.name)));
    }
    let format = g.format()?;
    let (operand_segments, result_segments, implicit_terminator) =
        (t.operand_segments, t.result_segments, t.implicit_terminator);
    let _ = writeln!(
        out,
        "pub static {}: OpSpec = {{\nconst FORMAT: Option<&[Item]> = {format};\nOpSpec {{\n    name: {full:?},\n    traits: {traits},\n    checks: &[{checks}],\n    operands: {},\n    results: {},\n    attrs: {attrs},\n    regions: &[{regions}],\n    successors: &[{successors}],\n    operand_segments: {operand_segments},\n    result_segments: {result_segments},\n    implicit_terminator: {implicit_terminator:?},\n    format: FORMAT,\n    format_attrs: format_attr_mask(FORMAT),\n    infer: {},\n    def: OpDefinition {{\n        name: {full:?},\n        traits: {traits},\n        inherent_attrs: &[{inherent}],\n        parse: {},\n        print: {},\n        verify: {},\n        names: {},\n        fold: {},\n        canonicalize: {},\n        default_dialect: {default_dialect},\n        ..OpDefinition::new({full:?}, Traits::NONE)\n    }},\n}}\n}};\n",
        static_name(&def.name),
        values(&def.operands),
        values(&def.results),
        hook("infer", "infer"),
        hook("parse", "parse"),
        hook("print", "print"),
        hook("verify", "verify"),
        hook("names", "names"),
        hook("fold", "fold"),
        hook("canonicalize", "canonicalize"),
    );
    Ok(())
}
