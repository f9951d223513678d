//! How an op's properties are laid out in the properties section: its
//! inherent attributes sorted by name, each a required or optional
//! attribute reference, then its operand and result segment sizes. Upstream
//! generates this layout from each op's definition; Strata derives it from
//! the op's definition file, or from the `required_attrs` of a hand-written
//! op definition.

use crate::opdef::ods::constraints::AttrClass;
use crate::opdef::ods::enums::BitEnum;
use crate::opdef::ods::Presence;
use crate::opdef::Registry;

/// The property layout of one registered op.
pub struct PropertyLayout {
    /// Inherent attribute names in encoding order, and whether each is required.
    pub attrs: Vec<(&'static str, bool)>,
    /// Inherent attributes upstream keeps as native integer properties.
    pub native: Vec<(&'static str, &'static BitEnum)>,
    /// The number of operand groups when the op records operand segment sizes.
    pub operand_segments: Option<usize>,
    /// The number of result groups when the op records result segment sizes.
    pub result_segments: Option<usize>,
}

pub const OPERAND_SEGMENTS: &str = "operandSegmentSizes";
pub const RESULT_SEGMENTS: &str = "resultSegmentSizes";

/// The layout of op `name`; `None` for an op Strata does not register or
/// whose layout it does not know (`Some(None)` inside means unknown).
pub fn layout(registry: &Registry, name: &str) -> Option<Result<PropertyLayout, ()>> {
    let def = registry.op(name)?;
    if let Some(spec) = def.spec {
        let native_of = |a: &crate::opdef::ods::AttrSpec| match a.constraint.class {
            AttrClass::BitEnum(e) if e.native_property => Some(e),
            _ => None,
        };
        let mut attrs: Vec<(&'static str, bool)> = spec
            .attrs
            .iter()
            .filter(|a| native_of(a).is_none())
            .map(|a| (a.name, matches!(a.presence, Presence::Required)))
            .collect();
        attrs.sort_by_key(|(n, _)| *n);
        let native = spec.attrs.iter().filter_map(|a| native_of(a).map(|e| (a.name, e))).collect();
        return Some(Ok(PropertyLayout {
            attrs,
            native,
            operand_segments: spec.operand_segments.then_some(spec.operands.len()),
            result_segments: spec.result_segments.then_some(spec.results.len()),
        }));
    }
    if def.inherent_attrs.is_empty() {
        return Some(Ok(PropertyLayout {
            attrs: vec![],
            native: vec![],
            operand_segments: None,
            result_segments: None,
        }));
    }
    let Some(required) = def.required_attrs else { return Some(Err(())) };
    let mut attrs: Vec<(&'static str, bool)> = def
        .inherent_attrs
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| *n != OPERAND_SEGMENTS && *n != RESULT_SEGMENTS)
        .map(|n| (n, required.contains(&n)))
        .collect();
    attrs.sort_by_key(|(n, _)| *n);
    let has = |s: &str| def.inherent_attrs.iter().any(|(n, _)| *n == s);
    // Strata's hand-written ops with segments, linalg's structured ops, have
    // two operand groups: inputs and outputs.
    Some(Ok(PropertyLayout {
        attrs,
        native: vec![],
        operand_segments: has(OPERAND_SEGMENTS).then_some(2),
        result_segments: has(RESULT_SEGMENTS).then_some(2),
    }))
}

/// One field of a properties entry, in encoding order.
#[derive(Clone, Copy)]
pub enum Field {
    /// An inherent attribute and whether it is required.
    Attr(&'static str, bool),
    /// Segment sizes as a required `array<i32: ...>` attribute (before version 6).
    SegmentAttr(&'static str),
    /// Segment sizes as a sparse array of this many groups (version 6).
    SparseSegments(&'static str, usize),
    /// A native integer property holding the bits of a flag enum (from
    /// version 5; before, upstream writes nothing of it).
    NativeBits(&'static str, &'static BitEnum),
}

impl Field {
    pub fn name(self) -> &'static str {
        match self {
            Field::Attr(n, _) | Field::SegmentAttr(n) | Field::SparseSegments(n, _) | Field::NativeBits(n, _) => n,
        }
    }
}

impl PropertyLayout {
    /// The fields in the order bytecode `version` encodes them: before
    /// version 6 segment sizes are attributes sorted among the others;
    /// from version 6 they follow the attributes as sparse arrays.
    pub fn fields(&self, version: u64) -> Vec<Field> {
        let mut fields: Vec<Field> = self.attrs.iter().map(|(n, r)| Field::Attr(n, *r)).collect();
        if version >= 5 {
            fields.extend(self.native.iter().map(|(n, e)| Field::NativeBits(n, e)));
        }
        let segments = [(OPERAND_SEGMENTS, self.operand_segments), (RESULT_SEGMENTS, self.result_segments)];
        for (name, groups) in segments {
            let Some(groups) = groups else { continue };
            fields.push(if version >= 6 { Field::SparseSegments(name, groups) } else { Field::SegmentAttr(name) });
        }
        if version < 6 {
            fields.sort_by_key(|f| f.name());
        } else {
            // Attributes and native properties sorted together, segments last.
            let n = fields.len() - fields.iter().filter(|f| matches!(f, Field::SparseSegments(..))).count();
            fields[..n].sort_by_key(|f| f.name());
        }
        fields
    }

    /// Whether upstream gives the op a properties entry at all.
    pub fn is_empty(&self) -> bool {
        self.attrs.is_empty()
            && self.native.is_empty()
            && self.operand_segments.is_none()
            && self.result_segments.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every op Strata registers can be read and written as bytecode: none
    /// falls back on the "not laid out" error.
    #[test]
    fn every_registered_op_has_a_property_layout() {
        let registry = Registry::with_all_dialects();
        let unknown: Vec<&str> =
            registry.ops().filter(|d| matches!(layout(&registry, d.name), Some(Err(())))).map(|d| d.name).collect();
        assert!(unknown.is_empty(), "ops without a property layout: {unknown:?}");
        assert!(registry.ops().count() > 500);
    }

    #[test]
    fn named_linalg_ops_record_two_operand_groups_and_their_optional_attributes() {
        let registry = Registry::with_all_dialects();
        let conv = layout(&registry, "linalg.conv_2d_nhwc_hwcf").unwrap().unwrap();
        assert_eq!(conv.attrs, vec![("dilations", false), ("strides", false)]);
        assert_eq!(conv.operand_segments, Some(2));
        let unary = layout(&registry, "linalg.elemwise_unary").unwrap().unwrap();
        assert_eq!(unary.attrs, vec![("cast", false), ("fun", false)]);
        let transpose = layout(&registry, "linalg.transpose").unwrap().unwrap();
        assert_eq!(transpose.attrs, vec![("permutation", true)]);
        assert_eq!(transpose.operand_segments, None);
        assert!(layout(&registry, "linalg.map").unwrap().unwrap().is_empty());
    }
}
