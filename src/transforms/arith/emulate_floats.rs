//! `arith-emulate-unsupported-floats`: arith ops (and the vector ops that
//! compute: `contract`, `reduction`, `multi_reduction`, `fma`,
//! `outerproduct`, `scan`) on the float types a target lacks
//! (`source-types`) compute in `target-type` instead, as upstream MLIR 19's
//! pass does (see [`super::widen`]). `arith.constant`, `arith.bitcast`,
//! `arith.extf` and `arith.truncf` stay, as do all other ops.

use crate::dialects::arith::same_shape;
use crate::ir::float::FloatKind;
use crate::ir::{Body, Context, OpId, Type};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

use super::widen::{has_narrow_type, widen_ops};

/// The arith ops that move or convert floats without computing on them.
const KEPT: &[&str] = &["arith.bitcast", "arith.extf", "arith.truncf", "arith.constant"];

/// The vector ops that compute on their elements.
const VECTOR_ARITHMETIC: &[&str] = &[
    "vector.contract",
    "vector.reduction",
    "vector.multi_reduction",
    "vector.fma",
    "vector.outerproduct",
    "vector.scan",
];

struct EmulateUnsupportedFloats {
    sources: Vec<FloatKind>,
    target: FloatKind,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let target_name = opts.get("target-type").map_or("f32", String::as_str);
    let target = FloatKind::from_keyword(target_name)
        .ok_or_else(|| format!("could not map target type '{target_name}' to a known floating-point type"))?;
    let list = opts.get("source-types").map_or("", String::as_str);
    let sources = list
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            FloatKind::from_keyword(s)
                .ok_or_else(|| format!("could not map source type '{s}' to a known floating-point type"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if sources.contains(&target) {
        return Err("target type cannot be an unsupported source type".into());
    }
    Ok(Box::new(EmulateUnsupportedFloats { sources, target }))
}

impl Pass for EmulateUnsupportedFloats {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let widen = |ctx: &Context, ty: Type| {
            let element = ctx.element_type(ty).unwrap_or(ty);
            match ctx.float_kind(element) {
                Some(k) if self.sources.contains(&k) => same_shape(ctx, ty, ctx.float_type(self.target)),
                _ => ty,
            }
        };
        let selected = |ctx: &Context, body: &Body, op: OpId| {
            let name = ctx.str(body.op(op).name);
            let computes = (name.starts_with("arith.") && !KEPT.contains(&name)) || VECTOR_ARITHMETIC.contains(&name);
            computes && body.op(op).regions.is_empty() && has_narrow_type(ctx, body, op, &widen)
        };
        widen_ops(cx.ctx, cx.registry, &mut target.body, &selected, &widen);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    fn options(text: &str) -> Result<(), String> {
        crate::transforms::passes::register_passes();
        let info = crate::pass::lookup("arith-emulate-unsupported-floats").expect("registered");
        let opts = info.parse_options(text)?;
        (info.create)(&opts).map(|_| ())
    }

    #[test]
    fn float_type_names_are_checked_as_upstream() {
        assert!(options("source-types=bf16,f16,f8E4M3FN target-type=f64").is_ok());
        assert!(options("").is_ok());
        let e = options("source-types=bf16 target-type=f33").unwrap_err();
        assert_eq!(e, "could not map target type 'f33' to a known floating-point type");
        let e = options("source-types=bf16,i8").unwrap_err();
        assert_eq!(e, "could not map source type 'i8' to a known floating-point type");
        let e = options("source-types=bf16,f32").unwrap_err();
        assert_eq!(e, "target type cannot be an unsupported source type");
    }
}
