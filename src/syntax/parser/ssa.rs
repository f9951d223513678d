//! SSA value and block name scopes of the parser: definitions, forward
//! references and their resolution.

use rustc_hash::FxHashMap;

use super::{PResult, Parser};
use crate::ir::{BlockId, RegionId, Type, ValueId};
use crate::syntax::diag::Diagnostic;

/// A use of a value as written: `%name` or `%name#index`, not yet resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand<'a> {
    /// The name without `%`, borrowed from the source.
    pub name: &'a str,
    pub index: u32,
    pub at: usize,
}

/// A name bound to `count` consecutive values from `first` (an op's results
/// or one block argument).
struct Definition {
    first: ValueId,
    count: u32,
    at: usize,
}

impl Definition {
    fn value(&self, index: u32) -> Option<ValueId> {
        (index < self.count).then(|| ValueId(self.first.0 + index))
    }
}

/// Names visible in one isolated-from-above scope. Names borrow the source.
#[derive(Default)]
struct IsolatedScope<'a> {
    values: FxHashMap<&'a str, Definition>,
    /// Placeholders of uses before definition: (name, result #) -> (value, first use).
    forward: FxHashMap<(&'a str, u32), (ValueId, usize)>,
    /// Names defined in the open regions, innermost last; removed when their
    /// region closes.
    defined: Vec<&'a str>,
    /// Start in `defined` of each open region.
    region_starts: Vec<usize>,
}

/// Block names of one region. Names borrow the source.
#[derive(Default)]
struct BlockScope<'a> {
    region: Option<RegionId>,
    /// name -> (block, definition offset if defined, first reference)
    blocks: FxHashMap<&'a str, (BlockId, Option<usize>, usize)>,
}

/// The largest table a closed scope keeps for reuse.
const SPARE_CAPACITY: usize = 1024;

/// The open scopes, and closed ones kept empty for reuse: a file has a
/// scope per function and region, and reusing their tables saves growing
/// new ones for each.
#[derive(Default)]
pub(crate) struct ScopeStack<'a> {
    isolated: Vec<IsolatedScope<'a>>,
    blocks: Vec<BlockScope<'a>>,
    spare_isolated: Vec<IsolatedScope<'a>>,
    spare_blocks: Vec<BlockScope<'a>>,
}

impl<'a> Parser<'a> {
    pub(crate) fn push_isolated_scope(&mut self) {
        let scope = self.scopes.spare_isolated.pop().unwrap_or_default();
        self.scopes.isolated.push(scope);
    }

    /// Close an isolated scope; uses that were never defined are errors.
    pub(crate) fn pop_isolated_scope(&mut self) -> PResult<()> {
        let mut scope = self.scopes.isolated.pop().expect("isolated scope");
        if let Some((_, (_, at))) = scope.forward.iter().min_by_key(|(_, (_, at))| *at) {
            return Err(self.error_at(*at, "use of undeclared SSA value name"));
        }
        // Clearing a table costs its capacity: a large function's is dropped.
        if scope.values.capacity() <= SPARE_CAPACITY {
            scope.values.clear();
            scope.defined.clear();
            scope.region_starts.clear();
            self.scopes.spare_isolated.push(scope);
        }
        Ok(())
    }

    /// Open the name scope of a region (and its block names).
    pub(crate) fn push_region_scope(&mut self, region: RegionId) {
        if let Some(s) = self.scopes.isolated.last_mut() {
            s.region_starts.push(s.defined.len());
        }
        let mut scope = self.scopes.spare_blocks.pop().unwrap_or_default();
        scope.region = Some(region);
        self.scopes.blocks.push(scope);
    }

    /// Close a region scope: its value names go out of scope and every
    /// referenced block must have been defined.
    pub(crate) fn pop_region_scope(&mut self) -> PResult<()> {
        if let Some(s) = self.scopes.isolated.last_mut() {
            let start = s.region_starts.pop().unwrap_or(0);
            if start == 0 {
                // The outermost region: every name of the scope goes.
                s.values.clear();
                s.defined.clear();
            }
            for name in s.defined.drain(start..) {
                s.values.remove(name);
            }
        }
        let mut scope = self.scopes.blocks.pop().expect("block scope");
        let undefined = scope.blocks.iter().filter(|(_, (_, def, _))| def.is_none()).min_by_key(|(_, (_, _, at))| *at);
        if let Some((_, (_, _, at))) = undefined {
            return Err(self.error_at(*at, "reference to an undefined block"));
        }
        if scope.blocks.capacity() <= SPARE_CAPACITY {
            scope.blocks.clear();
            self.scopes.spare_blocks.push(scope);
        }
        Ok(())
    }

    /// value-use ::= `%` suffix-id (`#` decimal-literal)?
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        let at = self.offset();
        let t = self.expect(crate::syntax::lexer::TokenKind::PercentIdent, "SSA operand")?;
        let name = &self.token_text(t)[1..];
        let mut index = 0;
        if self.is(crate::syntax::lexer::TokenKind::HashIdent) && self.tok.start == t.end {
            let n = &self.spelling()[1..];
            index = n.parse().map_err(|_| self.error_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(UnresolvedOperand { name, index, at })
    }

    /// Resolve a use against the definitions in scope, creating a forward
    /// reference when the value is not defined yet.
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand<'a>, ty: Type) -> PResult<ValueId> {
        let r = self.resolve_operand_in_scope(u, ty);
        // These are the parser's own errors, not the custom op parser's.
        if r.is_err() {
            self.nested_failure = true;
        }
        r
    }

    fn resolve_operand_in_scope(&mut self, u: &UnresolvedOperand<'a>, ty: Type) -> PResult<ValueId> {
        let scope = self.scopes.isolated.last().expect("isolated scope");
        if let Some(def) = scope.values.get(u.name) {
            let Some(v) = def.value(u.index) else {
                return Err(self.error_at(u.at, "reference to invalid result number"));
            };
            let body = self.bodies.last().expect("body");
            let actual = body.value_type(v);
            if actual != ty {
                return Err(self.type_mismatch(u, ty, actual, def.at));
            }
            return Ok(v);
        }
        if self.scopes.isolated.iter().rev().skip(1).any(|s| s.values.contains_key(u.name)) {
            return Err(self.isolation_violation());
        }
        let key = (u.name, u.index);
        if let Some(&(v, first)) = scope.forward.get(&key) {
            let actual = self.bodies.last().expect("body").value_type(v);
            if actual != ty {
                return Err(self.type_mismatch(u, ty, actual, first));
            }
            return Ok(v);
        }
        let v = self.bodies.last_mut().expect("body").create_placeholder(ty);
        self.scopes.isolated.last_mut().expect("isolated scope").forward.insert(key, (v, u.at));
        Ok(v)
    }

    /// A use of a value from outside an isolated-from-above op.
    fn isolation_violation(&self) -> Diagnostic {
        let (name, at) = self.op_stack.last().cloned().unwrap_or_default();
        let d = self.error_at(at, format!("'{name}' op using value defined outside the region"));
        match self.isolated_at.last() {
            Some(&iso) => d.with_note(self.loc_at(iso), "required by region isolation constraints"),
            None => d,
        }
    }

    fn type_mismatch(&self, u: &UnresolvedOperand<'_>, expected: Type, prior: Type, prior_at: usize) -> Diagnostic {
        let name = if u.index == 0 { format!("%{}", u.name) } else { format!("%{}#{}", u.name, u.index) };
        self.error_at(
            u.at,
            format!(
                "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                name,
                self.type_str(expected),
                self.type_str(prior)
            ),
        )
        .with_note(self.loc_at(prior_at), "prior use here")
    }

    /// Bind `name` to the `count` consecutive values from `first` (an op's
    /// results or one block argument).
    pub(crate) fn define_values(&mut self, name: &'a str, first: ValueId, count: u32, at: usize) -> PResult<()> {
        // Upstream's names never shadow, not even across an isolated-from-above op.
        let redefined = |p: &Self, prev: usize| {
            Err(p
                .error_at(at, format!("redefinition of SSA value '%{name}'"))
                .with_note(p.loc_at(prev), "previously defined here"))
        };
        let (inner, outer) = self.scopes.isolated.split_last_mut().expect("isolated scope");
        if let Some(prev) = outer.iter().rev().filter(|s| !s.values.is_empty()).find_map(|s| s.values.get(name)) {
            let prev = prev.at;
            return redefined(self, prev);
        }
        if inner.forward.is_empty() {
            // No forward references to resolve: look up and bind at once.
            return match inner.values.entry(name) {
                std::collections::hash_map::Entry::Occupied(o) => {
                    let prev = o.get().at;
                    redefined(self, prev)
                }
                std::collections::hash_map::Entry::Vacant(v) => {
                    v.insert(Definition { first, count, at });
                    if !inner.region_starts.is_empty() {
                        inner.defined.push(name);
                    }
                    Ok(())
                }
            };
        }
        if let Some(prev) = inner.values.get(name) {
            let prev = prev.at;
            return redefined(self, prev);
        }
        for i in 0..count {
            self.resolve_forward(name, i, ValueId(first.0 + i), at)?;
        }
        let scope = self.scopes.isolated.last_mut().expect("isolated scope");
        scope.values.insert(name, Definition { first, count, at });
        if !scope.region_starts.is_empty() {
            scope.defined.push(name);
        }
        Ok(())
    }

    /// Where `%name` was last defined or used before its definition, in any
    /// scope still open.
    pub(crate) fn reference_loc(&self, name: &str) -> Option<usize> {
        self.scopes.isolated.iter().rev().find_map(|s| {
            s.values
                .get(name)
                .map(|d| d.at)
                .or_else(|| s.forward.iter().filter(|((n, _), _)| *n == name).map(|(_, &(_, at))| at).min())
        })
    }

    /// Point the forward references to result `i` of `name`, if any, at `v`.
    fn resolve_forward(&mut self, name: &'a str, i: u32, v: ValueId, at: usize) -> PResult<()> {
        let scope = self.scopes.isolated.last_mut().expect("isolated scope");
        let Some((placeholder, first)) = scope.forward.remove(&(name, i)) else { return Ok(()) };
        let body = self.bodies.last_mut().expect("body");
        let (want, have) = (body.value_type(placeholder), body.value_type(v));
        if want != have {
            return Err(self
                .error_at(at, format!("definition of SSA value '%{name}#{i}' has type '{}'", self.type_str(have)))
                .with_note(self.loc_at(first), format!("previously used here with type '{}'", self.type_str(want))));
        }
        body.replace_all_uses(placeholder, v);
        Ok(())
    }

    /// The block named `name` in the current region, created on first reference.
    pub(crate) fn block_ref(&mut self, name: &'a str, at: usize) -> BlockId {
        let scope = self.scopes.blocks.last().expect("block scope");
        if let Some(&(b, _, _)) = scope.blocks.get(name) {
            return b;
        }
        let region = scope.region.expect("region of block scope");
        let b = self.bodies.last_mut().expect("body").create_block(region);
        self.scopes.blocks.last_mut().expect("block scope").blocks.insert(name, (b, None, at));
        b
    }

    /// Define the block `name` here; it moves to the end of its region so blocks
    /// keep their textual order.
    pub(crate) fn define_block(&mut self, name: &'a str, at: usize) -> PResult<BlockId> {
        let b = self.block_ref(name, at);
        let scope = self.scopes.blocks.last_mut().expect("block scope");
        let entry = scope.blocks.get_mut(name).expect("block entry");
        if entry.1.is_some() {
            return Err(self.error_at(at, format!("redefinition of block '^{name}'")));
        }
        entry.1 = Some(at);
        let region = scope.region.expect("region of block scope");
        self.bodies.last_mut().expect("body").move_block_to_end(region, b);
        Ok(b)
    }
}
