//! How each op bufferizes (upstream's `BufferizableOpInterface`): per
//! tensor operand whether the op reads it, writes it and which result
//! shares its buffer when written in place; whether a tensor result's
//! buffer may be written; and the rewrite of the op onto buffers.
//!
//! The models of each dialect live in a file of their own; [`model`] finds
//! one by op name.

use super::rewrite::Bufferizer;
use crate::ir::{Body, Context, OpId, ValueId};

/// What an op does with one operand.
#[derive(Clone, Copy, Debug, Default)]
pub struct Effect {
    pub read: bool,
    pub write: bool,
    /// The result sharing the operand's buffer: when `write` is set, only if
    /// the write is in place; otherwise always (a view).
    pub alias: Option<usize>,
}

impl Effect {
    pub const NONE: Effect = Effect { read: false, write: false, alias: None };
    pub const READ: Effect = Effect { read: true, write: false, alias: None };
    /// A destination: written and, in place, the buffer of result `r`.
    pub const fn dest(read: bool, r: usize) -> Effect {
        Effect { read, write: true, alias: Some(r) }
    }
    /// A view: result `r` is (part of) the operand's buffer.
    pub const fn view(r: usize) -> Effect {
        Effect { read: false, write: false, alias: Some(r) }
    }
}

type EffectFn = fn(&Context, &Body, OpId, usize) -> Effect;
type ResultFn = fn(&Context, &Body, OpId, usize) -> bool;
type PairsFn = fn(&Context, &Body, OpId) -> Vec<(ValueId, ValueId)>;
pub type BufferizeFn = fn(&mut Bufferizer<'_>, OpId) -> Result<(), String>;

/// The bufferization of one op.
pub struct Model {
    pub effect: EffectFn,
    /// Whether the buffer of a tensor result may be written in place.
    pub writable_result: ResultFn,
    /// Values that always share a buffer (a loop's iteration argument and
    /// result).
    pub region_aliases: PairsFn,
    /// `(result, value)`: the result is the buffer of one of the values it
    /// is paired with (the branches of an `scf.if`).
    pub may_alias: PairsFn,
    pub bufferize: BufferizeFn,
}

impl Model {
    /// A model whose op has no regions that alias its results.
    pub const fn new(effect: EffectFn, writable_result: ResultFn, bufferize: BufferizeFn) -> Model {
        Model { effect, writable_result, region_aliases: no_pairs, may_alias: no_pairs, bufferize }
    }
}

pub fn no_pairs(_: &Context, _: &Body, _: OpId) -> Vec<(ValueId, ValueId)> {
    Vec::new()
}
pub fn writable(_: &Context, _: &Body, _: OpId, _: usize) -> bool {
    true
}
pub fn read_only(_: &Context, _: &Body, _: OpId, _: usize) -> bool {
    false
}
pub fn reads_all(_: &Context, _: &Body, _: OpId, _: usize) -> Effect {
    Effect::READ
}

/// The model of `op`, if it has tensor semantics Strata can bufferize.
pub fn model(ctx: &Context, body: &Body, op: OpId) -> Option<&'static Model> {
    let name = ctx.str(body.op(op).name);
    let (dialect, _) = name.split_once('.')?;
    match dialect {
        "bufferization" => super::bufferization::model(name),
        "arith" => super::arith::model(name),
        "scf" => super::scf::model(name),
        "func" => super::func::model(name),
        "tensor" => super::tensor::model(name),
        "linalg" => super::linalg::model(ctx, body, op),
        _ => None,
    }
}
