//! A parsed top-level module: the outermost body holding one `builtin.module`,
//! plus file-level metadata (`{-# dialect_resources ... #-}`).

use super::body::{Body, OpId};

/// One entry of a `dialect_resources` or `external_resources` section, kept as
/// written so it prints back unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resource {
    /// `dialect_resources` or `external_resources`.
    pub section: String,
    /// The dialect (or external entity) the resource belongs to.
    pub owner: String,
    pub key: String,
    /// The value, as its source text (a string literal, `true`, an integer...).
    pub value: String,
}

/// A top-level `builtin.module` with its file metadata.
#[derive(Debug)]
pub struct Module {
    /// The outermost body; it holds exactly the module op.
    pub body: Body,
    pub op: OpId,
    pub resources: Vec<Resource>,
}

impl Module {
    /// The body of the module's region (the module is isolated from above).
    pub fn inner(&self) -> &Body {
        self.body.regions_body(self.op)
    }
}
