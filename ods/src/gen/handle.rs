//! The typed handle of one op (`arith::AddIOp(OpId)`): its name, `cast`,
//! an accessor per operand, result, attribute and leading fixed region,
//! and the `create` builder.

use std::fmt::Write as _;

use crate::def::{Def, Value};
use crate::names::{camel_case, param_ident, rust_ident, snake_case, static_name};

/// Write the op's handle type and its methods.
pub(super) fn handle(out: &mut String, dialect: &str, root: &str, def: &Def) {
    let rust = def.rust_name.clone().unwrap_or_else(|| format!("{}Op", camel_case(&def.name)));
    let st = static_name(&def.name);
    let _ = writeln!(
        out,
        "/// Typed handle of `{dialect}.{}`.\n#[derive(Copy, Clone, Debug, PartialEq, Eq)]\npub struct {rust}(pub OpId);\n\n#[allow(dead_code, clippy::too_many_arguments, clippy::should_implement_trait)]\nimpl {rust} {{\n    pub const NAME: &'static str = \"{dialect}.{}\";\n    pub fn spec() -> &'static OpSpec {{\n        &{st}\n    }}\n    /// `op` as this op, if it is one.\n    pub fn cast(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {{\n        (ctx.str(body.op(op).name) == Self::NAME).then_some(Self(op))\n    }}",
        def.name, def.name
    );
    value_accessors(out, def, &st);
    for a in &def.attrs {
        let name = rust_ident(&a.name);
        let _ = writeln!(out, "    pub fn {name}(self, ctx: &Context, body: &Body) -> Option<Attribute> {{\n        {root}::opdef::ods::attr(ctx, body, self.0, {:?})\n    }}", a.name);
    }
    for (i, r) in def.regions.iter().enumerate() {
        if !r.variadic && def.regions[..i].iter().all(|r| !r.variadic) {
            let name = rust_ident(&r.name);
            let _ = writeln!(
                out,
                "    pub fn {name}(self, body: &Body) -> RegionId {{\n        body.op(self.0).regions[{i}]\n    }}"
            );
        }
    }
    builder(out, root, def, &st);
    let _ = writeln!(out, "}}\n");
}

/// An accessor per operand and result group: by position where every
/// group holds one value, through the spec's group sizes otherwise.
fn value_accessors(out: &mut String, def: &Def, st: &str) {
    let simple = |vs: &[Value]| vs.iter().all(|v| v.arity == '1');
    for (kind, vs) in [("operand", &def.operands), ("result", &def.results)] {
        let list = if kind == "operand" { "operands" } else { "results" };
        let group = if kind == "operand" { "operand_group" } else { "result_group" };
        for (i, v) in vs.iter().enumerate() {
            let name = rust_ident(&v.name);
            if simple(vs) {
                let _ = writeln!(
                    out,
                    "    pub fn {name}(self, body: &Body) -> ValueId {{\n        body.{list}(self.0)[{i}]\n    }}"
                );
            } else if v.arity == '*' {
                let _ = writeln!(out, "    pub fn {name}<'b>(self, ctx: &Context, body: &'b Body) -> &'b [ValueId] {{\n        {st}.{group}(ctx, body, self.0, {i})\n    }}");
            } else if v.arity == '?' {
                let _ = writeln!(out, "    pub fn {name}(self, ctx: &Context, body: &Body) -> Option<ValueId> {{\n        {st}.{group}(ctx, body, self.0, {i}).first().copied()\n    }}");
            } else {
                let _ = writeln!(out, "    pub fn {name}(self, ctx: &Context, body: &Body) -> ValueId {{\n        {st}.{group}(ctx, body, self.0, {i})[0]\n    }}");
            }
        }
    }
}

/// `create`: every operand, result type, attribute and successor in
/// definition order; regions are created empty.
fn builder(out: &mut String, root: &str, def: &Def, st: &str) {
    let mut params = String::new();
    let mut body_code = String::new();
    for v in &def.operands {
        let n = param_ident(&v.name);
        let (ty, push) = match v.arity {
            '*' => ("Vec<ValueId>", format!("operands.extend({n});")),
            '?' => ("Option<ValueId>", format!("operands.extend({n});")),
            _ => ("ValueId", format!("operands.push({n});")),
        };
        let _ = write!(params, ", {n}: {ty}");
        let _ = writeln!(body_code, "        operand_sizes.push(operands.len());\n        {push}");
    }
    for v in &def.results {
        let n = format!("{}_ty", snake_case(&v.name));
        let (ty, push) = match v.arity {
            '*' => ("Vec<Type>", format!("result_types.extend({n});")),
            '?' => ("Option<Type>", format!("result_types.extend({n});")),
            _ => ("Type", format!("result_types.push({n});")),
        };
        let _ = write!(params, ", {n}: {ty}");
        let _ = writeln!(body_code, "        result_sizes.push(result_types.len());\n        {push}");
    }
    for (i, a) in def.attrs.iter().enumerate() {
        let n = param_ident(&a.name);
        let required = !a.optional && a.default.is_none() && a.constraint != "UnitAttr";
        if required {
            let _ = write!(params, ", {n}: Attribute");
            let _ = writeln!(body_code, "        props.push((ctx.ident({:?}), {n}));", a.name);
        } else {
            let _ = write!(params, ", {n}: Option<Attribute>");
            let _ = writeln!(
                body_code,
                "        if let Some(v) = {n}.or_else(|| {st}.default_attr(ctx, {i})) {{\n            props.push((ctx.ident({:?}), v));\n        }}",
                a.name
            );
        }
    }
    for s in &def.successors {
        let n = param_ident(&s.name);
        if s.variadic {
            let _ = write!(params, ", {n}: Vec<BlockId>");
            let _ = writeln!(body_code, "        successors.extend({n});");
        } else {
            let _ = write!(params, ", {n}: BlockId");
            let _ = writeln!(body_code, "        successors.push({n});");
        }
    }
    let fixed_regions = def.regions.iter().filter(|r| !r.variadic).count();
    let isolated = def.has_trait("IsolatedFromAbove");
    let segments = |flag: &str, name: &str, sizes: &str| {
        if def.has_trait(flag) {
            format!("        props.push((ctx.ident({name:?}), {root}::opdef::ods::segment_sizes(ctx, &{sizes})));\n")
        } else {
            String::new()
        }
    };
    let seg = segments("AttrSizedOperandSegments", "operandSegmentSizes", "operand_sizes")
        + &segments("AttrSizedResultSegments", "resultSegmentSizes", "result_sizes");
    let _ = writeln!(
        out,
        "    /// Create the op (not yet inserted in a block).\n    #[allow(unused_mut, unused_variables)]\n    pub fn create(ctx: &Context, body: &mut Body, loc: Location{params}) -> Self {{\n        let (mut operands, mut result_types, mut successors, mut props) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());\n        let (mut operand_sizes, mut result_sizes): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());\n{body_code}        {root}::opdef::ods::finish_sizes(&mut operand_sizes, operands.len());\n        {root}::opdef::ods::finish_sizes(&mut result_sizes, result_types.len());\n{seg}        let mut inner = if {isolated} {{ Some(Box::<Body>::default()) }} else {{ None }};\n        let regions = (0..{fixed_regions}).map(|_| match inner.as_mut() {{ Some(b) => b.create_region(), None => body.create_region() }}).collect();\n        let state = {root}::ir::OperationState {{\n            name: ctx.ident(Self::NAME),\n            loc,\n            operands,\n            result_types,\n            properties: if props.is_empty() {{ None }} else {{ Some(ctx.dictionary(props)) }},\n            attributes: ctx.empty_dictionary(),\n            successors,\n            regions,\n            inner,\n        }};\n        Self(body.create_op(state))\n    }}"
    );
}
