//! Operations, regions and blocks: the generic form, dispatch to custom op
//! parsers, and the top level of a file.

use super::ssa::UnresolvedOperand;
use super::{Nesting, PResult, Parser};
use crate::ir::{
    Attribute, BlockId, Body, Identifier, Location, Module, OpId, OperationState, RegionId, Type, ValueId,
};
use crate::opdef::{OpDefinition, Traits};
use crate::syntax::lexer::TokenKind;

/// An operation under construction, filled by the generic parser or a custom
/// op parser.
pub struct OpBuilder {
    pub name: Identifier,
    /// Offset of the op name, for diagnostics.
    pub at: usize,
    pub traits: Traits,
    pub operands: Vec<ValueId>,
    pub result_types: Vec<Type>,
    pub properties: Vec<(Identifier, Attribute)>,
    pub attributes: Vec<(Identifier, Attribute)>,
    pub successors: Vec<BlockId>,
    pub regions: Vec<RegionId>,
    inner: Option<Box<Body>>,
    /// Whether properties were given in `<{...}>` (generic form).
    explicit_properties: bool,
}

/// A block argument declared before its region is parsed (function arguments).
pub struct EntryArg<'a> {
    /// The name without `%`, borrowed from the source.
    pub name: &'a str,
    pub at: usize,
    pub ty: Type,
    pub loc: Option<Location>,
}

impl OpBuilder {
    pub fn is_isolated(&self) -> bool {
        self.traits.contains(Traits::ISOLATED_FROM_ABOVE)
    }
    /// Set an inherent attribute (stored as a property).
    pub fn set_property(&mut self, name: Identifier, value: Attribute) {
        self.properties.retain(|(k, _)| *k != name);
        self.properties.push((name, value));
    }
}

impl<'a> Parser<'a> {
    /// Parse every top-level op into a module; a lone `builtin.module` becomes the module itself.
    pub(crate) fn parse_top_level(&mut self) -> PResult<Module> {
        self.bodies.push(Body::new());
        let region = self.bodies.last_mut().expect("body").create_region();
        self.bodies.last_mut().expect("body").roots.push(region);
        let block = self.bodies.last_mut().expect("body").create_block(region);
        self.push_isolated_scope();
        self.push_region_scope(region);
        loop {
            match self.kind() {
                TokenKind::Eof => break,
                TokenKind::HashIdent | TokenKind::BangIdent if self.peek_is_alias_def() => self.parse_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.bodies.last_mut().expect("body").append_op(block, op);
                }
            }
        }
        self.pop_region_scope()?;
        self.pop_isolated_scope()?;
        let mut inner = self.bodies.pop().expect("body");
        let remap = self.deferred_location_map()?;
        if !remap.is_empty() {
            remap_locations(&mut inner, &remap);
        }
        let ops: Vec<OpId> = inner.block_ops(block).collect();
        let module_name = crate::static_ident!(self.ctx, "builtin.module");
        let resources = std::mem::take(&mut self.resources);
        if ops.len() == 1 && inner.op(ops[0]).name == module_name {
            return Ok(Module { body: inner, op: ops[0], resources });
        }
        let mut outer = Body::new();
        // The implicit module is located at line 0, column 0 like upstream's.
        let loc = self.ctx.file_loc(&self.src.name, 0, 0);
        let op = outer.create_op(OperationState {
            name: module_name,
            loc,
            operands: vec![],
            result_types: vec![],
            properties: None,
            attributes: self.ctx.empty_dictionary(),
            successors: vec![],
            regions: vec![region],
            inner: Some(Box::new(inner)),
        });
        Ok(Module { body: outer, op, resources })
    }

    /// `#name =` or `!name =` at the top level starts an alias definition.
    fn peek_is_alias_def(&self) -> bool {
        let rest = &self.src.text.as_bytes()[self.tok.end..];
        let trimmed = rest.iter().position(|c| !c.is_ascii_whitespace()).map(|i| &rest[i..]).unwrap_or(&[]);
        trimmed.first() == Some(&b'=')
    }

    /// operation ::= op-result-list? (generic-operation | custom-operation) trailing-location?
    pub fn parse_operation(&mut self) -> PResult<OpId> {
        let depth = self.op_stack.len();
        let r = self.nested(Nesting::Op, Self::parse_operation_inner);
        self.op_stack.truncate(depth);
        if r.is_err() {
            self.nested_failure = true;
        }
        r
    }

    fn parse_operation_inner(&mut self) -> PResult<OpId> {
        let start = self.offset();
        let mut results: Vec<(&'a str, u32, usize)> = Vec::new();
        if self.is(TokenKind::PercentIdent) {
            loop {
                let at = self.offset();
                let t = self.expect(TokenKind::PercentIdent, "SSA value name")?;
                let name = &self.token_text(t)[1..];
                let mut count = 1u32;
                if self.consume_if(TokenKind::Colon) {
                    let c = self.expect(TokenKind::Integer, "integer number of results")?;
                    count =
                        self.token_text(c).parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
                            self.error_at(c.start, "expected named operation to have at least 1 result")
                        })?;
                }
                results.push((name, count, at));
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "'=' after SSA name")?;
        }
        let op_at = self.offset();
        self.bound_results = results.iter().map(|r| r.1 as usize).sum();
        let op = match self.kind() {
            TokenKind::String => self.parse_generic_operation()?,
            TokenKind::BareIdent => self.parse_custom_operation()?,
            _ if results.is_empty() => return Err(self.wrong_token("expected operation name in quotes")),
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };
        if let Some(loc) = self.parse_optional_trailing_location()? {
            self.bodies.last_mut().expect("body").op_mut(op).loc = loc;
        }
        let _ = start;
        let op_results = self.bodies.last().expect("body").results(op);
        let (first, num_results) = (op_results.first().copied(), op_results.len());
        let wanted: u32 = results.iter().map(|r| r.1).sum();
        if !results.is_empty() && num_results == 0 {
            return Err(self.error_at(results[0].2, "cannot name an operation with no results"));
        }
        if !results.is_empty() && wanted as usize != num_results {
            return Err(self.error_at(
                results[0].2,
                format!("operation defines {num_results} results but was provided {wanted} to bind"),
            ));
        }
        // Results are consecutive values.
        let mut next = first.map_or(0, |v| v.0);
        for (name, count, at) in results {
            self.define_values(name, ValueId(next), count, at)?;
            next += count;
        }
        let _ = op_at;
        Ok(op)
    }

    fn new_builder(&mut self, name: Identifier, def: Option<&OpDefinition>, at: usize) -> OpBuilder {
        let (operands, result_types, properties, attributes) = self.spare_lists.pop().unwrap_or_default();
        OpBuilder {
            name,
            at,
            traits: def.map_or(Traits::NONE, |d| d.traits),
            operands,
            result_types,
            properties,
            attributes,
            successors: Vec::new(),
            regions: Vec::new(),
            inner: None,
            explicit_properties: false,
        }
    }

    /// Check that an op name may be used: registered, or unregistered with permission.
    fn check_op_name(&self, name: &str, def: Option<&OpDefinition>, at: usize) -> PResult<()> {
        if def.is_some() {
            return Ok(());
        }
        let dialect = name.split_once('.').map_or("", |(d, _)| d);
        if self.registry.has_dialect(dialect) {
            return Err(self.error_at(
                at,
                format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"),
            ));
        }
        if !self.opts.allow_unregistered {
            return Err(self.error_at(
                at,
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            ));
        }
        Ok(())
    }

    /// generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
    ///     dictionary-properties? region-list? dictionary-attribute? `:` function-type
    fn parse_generic_operation(&mut self) -> PResult<OpId> {
        let at = self.offset();
        let t = self.bump();
        let name = self.op_name_of(t);
        if name.is_empty() {
            return Err(self.error_at(at, "empty operation name is invalid"));
        }
        let id = self.ctx.ident(name);
        let def = self.registry.op_named(self.ctx, id);
        self.check_op_name(name, def, at)?;
        self.op_stack.push((name, at));
        let mut b = self.new_builder(id, def, at);
        self.expect(TokenKind::LParen, "'(' to start operand list")?;
        // Resolved once the operand types are read; most ops have a few.
        let mut operands: smallvec::SmallVec<[UnresolvedOperand<'a>; 4]> = smallvec::SmallVec::new();
        if !self.consume_if(TokenKind::RParen) {
            loop {
                operands.push(self.parse_operand()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "')' to end operand list")?;
        }
        if self.is(TokenKind::LSquare) {
            self.bump();
            loop {
                b.successors.push(self.parse_successor()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "',' or ']'")?;
        }
        if self.consume_if(TokenKind::Less) {
            b.properties = self.parse_attr_entries()?;
            b.explicit_properties = true;
            self.expect(TokenKind::Greater, "'>' to close properties")?;
        }
        if self.is(TokenKind::LParen) {
            self.bump();
            loop {
                self.parse_region(&mut b, &[])?;
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "')' to end region list")?;
        }
        if self.is(TokenKind::LBrace) {
            b.attributes = self.parse_attr_entries()?;
        }
        self.expect(TokenKind::Colon, "':' followed by operation type")?;
        let ty_at = self.offset();
        let fty = self.parse_type()?;
        let ctx = self.ctx;
        let Some((inputs, results)) = ctx.function_parts(fty) else {
            return Err(self.error_at(ty_at, "expected function type"));
        };
        if inputs.len() != operands.len() {
            return Err(self.error_at(
                ty_at,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        b.operands.reserve_exact(operands.len());
        for (u, &ty) in operands.iter().zip(inputs) {
            let v = self.resolve_operand(u, ty)?;
            b.operands.push(v);
        }
        b.result_types = results.to_vec();
        self.finish_op(b, def)
    }

    /// The name of a generic op from its string token: borrowed from the
    /// source, or interned when it has escapes.
    fn op_name_of(&self, t: crate::syntax::lexer::Token) -> &'a str {
        let raw = self.token_text(t);
        if !raw.contains(['\\', crate::syntax::diag::MASKED_BYTE as char]) {
            return &raw[1..raw.len() - 1];
        }
        let ctx: &'a crate::ir::Context = self.ctx;
        ctx.str(ctx.ident(&String::from_utf8_lossy(&self.string_value(t))))
    }

    /// successor ::= caret-id
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        let at = self.offset();
        let t = self.expect(TokenKind::CaretIdent, "block name")?;
        let name = &self.token_text(t)[1..];
        Ok(self.block_ref(name, at))
    }

    /// successor-and-use-list ::= caret-id (`(` value-use-list `:` type-list `)`)?
    pub fn parse_successor_and_use_list(&mut self) -> PResult<(BlockId, Vec<ValueId>)> {
        let dest = self.parse_successor()?;
        let mut operands = Vec::new();
        if self.consume_if(TokenKind::LParen) {
            let uses = self.parse_operand_list(false)?;
            let at = self.offset();
            self.expect(TokenKind::Colon, "':'")?;
            let types = self.parse_type_list()?;
            operands = self.resolve_operands(&uses, &types, at)?;
            self.expect(TokenKind::RParen, "')'")?;
        }
        Ok((dest, operands))
    }

    /// assignment-list ::= `(` (value-id `=` value-use (`,` value-id `=` value-use)*)? `)`
    /// — block arguments (left) and the values that initialize them (right).
    #[allow(clippy::type_complexity)]
    pub fn parse_assignment_list(&mut self) -> PResult<(Vec<UnresolvedOperand<'a>>, Vec<UnresolvedOperand<'a>>)> {
        let (mut args, mut values) = (Vec::new(), Vec::new());
        self.expect(TokenKind::LParen, "'('")?;
        if self.consume_if(TokenKind::RParen) {
            return Ok((args, values));
        }
        loop {
            args.push(self.parse_operand()?);
            self.expect(TokenKind::Equal, "'='")?;
            values.push(self.parse_operand()?);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "')'")?;
        Ok((args, values))
    }

    /// (`->` function-result-type)?
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.consume_if(TokenKind::Arrow) {
            return self.parse_function_result_types();
        }
        Ok(Vec::new())
    }

    /// Upstream's `SingleBlockImplicitTerminator`: give region `index` of the
    /// builder a block, ending in a `terminator` op without operands unless
    /// it already ends in a terminator. The terminator's own regions get one
    /// empty block each, as its default builder makes them.
    pub fn ensure_terminator(&mut self, b: &mut OpBuilder, index: usize, terminator: &str) {
        let ctx = self.ctx;
        let Some(&region) = b.regions.get(index) else { return };
        let loc = self.loc_at(b.at);
        let registry = self.registry;
        let body = match b.inner.as_deref_mut() {
            Some(inner) => inner,
            None => self.bodies.last_mut().expect("body"),
        };
        let block = match body.region(region).blocks.last() {
            Some(&block) => block,
            None => body.create_block(region),
        };
        let terminated = body
            .last_op(block)
            .is_some_and(|op| registry.traits_named(ctx, body.op(op).name).contains(Traits::TERMINATOR));
        if terminated {
            return;
        }
        let spec = registry.op(terminator).and_then(|d| d.spec);
        let fixed_regions = spec.map_or(0, |s| s.regions.iter().filter(|r| !r.variadic).count());
        let regions = (0..fixed_regions)
            .map(|_| {
                let r = body.create_region();
                body.create_block(r);
                r
            })
            .collect();
        let op = body.create_op(OperationState {
            name: ctx.ident(terminator),
            loc,
            operands: vec![],
            result_types: vec![],
            properties: None,
            attributes: ctx.empty_dictionary(),
            successors: vec![],
            regions,
            inner: None,
        });
        body.append_op(block, op);
    }

    /// An argument of a region about to be parsed, from its written name.
    pub fn entry_arg(&self, u: &UnresolvedOperand<'a>, ty: Type) -> EntryArg<'a> {
        EntryArg { name: u.name, at: u.at, ty, loc: None }
    }

    /// custom-operation ::= bare-id custom-operation-format
    fn parse_custom_operation(&mut self) -> PResult<OpId> {
        let at = self.offset();
        let written = self.spelling();
        let Some((id, def)) = self.lookup_custom_op(written) else {
            let dd = self.default_dialects.last().copied().unwrap_or("builtin");
            let msg = if written.contains('.') {
                format!("custom op '{written}' is unknown")
            } else if dd.is_empty() {
                format!("Dialect `' not found for custom op '{written}'  (tried '.{written}' as well)")
            } else {
                format!("custom op '{written}' is unknown (tried '{dd}.{written}' as well)")
            };
            return Err(self.error_at(at, msg));
        };
        self.bump();
        self.op_stack.push((def.name, at));
        let mut b = self.new_builder(id, Some(def), at);
        let parse = def.parse;
        let spec = def.spec;
        self.nested_failure = false;
        // As upstream, the regions of an op without a default dialect take
        // no default: ops in them spell their dialect.
        self.default_dialects.push(def.default_dialect.unwrap_or(""));
        let r = match (parse, spec) {
            (Some(parse), _) => parse(self, &mut b),
            (None, Some(spec)) => crate::opdef::ods::parse::parse_op(spec, self, &mut b),
            (None, None) => Err(self.error_at(at, "has no custom assembly form")),
        };
        self.default_dialects.pop();
        if let Err(mut d) = r {
            if !self.nested_failure {
                d.message = format!("custom op '{}' {}", def.name, d.message);
                for e in d.notes.iter_mut().filter(|n| n.severity == crate::syntax::diag::Severity::Error) {
                    e.message = format!("custom op '{}' {}", def.name, e.message);
                }
            }
            return Err(d);
        }
        self.finish_op(b, Some(def))
    }

    /// The op `written` names, as spelled or in the default dialect, if it
    /// has a custom form; with its interned full name.
    fn lookup_custom_op(&self, written: &str) -> Option<(Identifier, &'a crate::opdef::OpDefinition)> {
        let (ctx, reg) = (self.ctx, self.registry);
        let with_parser = |n: Identifier| Some((n, reg.op_named(ctx, n).filter(|d| d.has_custom_syntax())?));
        if let Some(found) = with_parser(ctx.ident(written)) {
            return Some(found);
        }
        if written.contains('.') {
            return None;
        }
        let dd = self.default_dialects.last().copied().unwrap_or("builtin");
        with_parser(ctx.ident(&format!("{dd}.{written}")))
    }

    /// Create the op from a finished builder, in the current body.
    fn finish_op(&mut self, mut b: OpBuilder, def: Option<&OpDefinition>) -> PResult<OpId> {
        let ctx = self.ctx;
        let loc = self.loc_at(b.at);
        // Inherent attributes written in the attribute dictionary move to properties.
        if let Some(def) = def {
            if !b.explicit_properties && !def.inherent_attrs.is_empty() && !b.attributes.is_empty() {
                let (inherent, rest): (Vec<_>, Vec<_>) =
                    b.attributes.into_iter().partition(|(k, _)| def.inherent(ctx.str(*k)).is_some());
                b.attributes = rest;
                for (k, v) in inherent {
                    b.set_property(k, v);
                }
            }
            if b.explicit_properties {
                self.check_properties(def, &b)?;
            }
        }
        if let Some(spec) = def.and_then(|d| d.spec) {
            // Default-valued properties hold their default when not given, as upstream.
            for (i, a) in spec.attrs.iter().enumerate() {
                if !matches!(a.presence, crate::opdef::ods::Presence::Default(_)) {
                    continue;
                }
                let id = a.ident(ctx);
                if !b.properties.iter().any(|(k, _)| *k == id) {
                    if let Some(v) = spec.default_attr(ctx, i) {
                        b.properties.push((id, v));
                    }
                }
            }
        }
        if b.is_isolated() && b.inner.is_none() {
            b.inner = Some(Box::default());
        }
        let properties = if b.properties.is_empty() && !b.explicit_properties {
            None
        } else {
            Some(ctx.dictionary_of(&mut b.properties))
        };
        let state = OperationState {
            name: b.name,
            loc,
            operands: b.operands,
            result_types: b.result_types,
            properties,
            attributes: ctx.dictionary_of(&mut b.attributes),
            successors: b.successors,
            regions: b.regions,
            inner: b.inner,
        };
        let (op, operands, result_types) = self.bodies.last_mut().expect("body").create_op_reusing(state);
        b.properties.clear();
        b.attributes.clear();
        self.spare_lists.push((operands, result_types, b.properties, b.attributes));
        Ok(op)
    }

    /// Explicit `<{...}>` properties must convert to the op's property storage.
    fn check_properties(&self, def: &crate::opdef::OpDefinition, b: &OpBuilder) -> PResult<()> {
        let ctx = self.ctx;
        for &(k, v) in &b.properties {
            let name = ctx.str(k);
            if def.inherent(name).is_some_and(|s| !s.accepts(ctx, v)) {
                let dict = ctx.dictionary(b.properties.clone());
                return Err(self.error_at(
                    b.at,
                    format!(
                        "invalid properties {} for op {}: Invalid attribute `{name}` in property conversion: {}",
                        self.attr_str(dict),
                        def.name,
                        self.attr_str(v)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// region ::= `{` entry-block? block* `}` — appended to the builder's regions.
    /// `args` become the entry block's arguments (function signatures).
    pub fn parse_region(&mut self, b: &mut OpBuilder, args: &[EntryArg<'a>]) -> PResult<()> {
        let isolated = b.is_isolated();
        if isolated {
            // Sized like the last body parsed: a file's functions tend to
            // be alike, and this spares growing the arenas step by step.
            let body = match b.inner.take() {
                Some(body) if body.num_ops() > 0 || body.num_values() > 0 => *body,
                _ => Body::with_capacity(self.last_body_size),
            };
            self.bodies.push(body);
            self.push_isolated_scope();
            self.isolated_at.push(b.at);
        }
        let region = self.bodies.last_mut().expect("body").create_region();
        let r = self.parse_region_body(region, args);
        if r.is_err() {
            self.nested_failure = true;
        }
        if isolated {
            self.isolated_at.pop();
            let pop = self.pop_isolated_scope();
            if pop.is_err() {
                self.nested_failure = true;
            }
            let mut body = self.bodies.pop().expect("body");
            body.roots.push(region);
            // A large one is no guide for the next: its room stays bounded.
            self.last_body_size = body.sizes().map(|n| n.min(4096));
            // The arenas' growth slack goes back to the allocator for the
            // next function rather than staying with this one.
            body.shrink_to_fit();
            b.inner = Some(Box::new(body));
            r?;
            pop?;
        } else {
            r?;
        }
        b.regions.push(region);
        Ok(())
    }

    fn parse_region_body(&mut self, region: RegionId, args: &[EntryArg<'a>]) -> PResult<()> {
        self.nested(Nesting::Region, |p| {
            p.expect(TokenKind::LBrace, "'{' to begin a region")?;
            p.push_region_scope(region);
            let r = p.parse_region_blocks(region, args);
            let pop = p.pop_region_scope();
            r?;
            pop
        })
    }

    fn parse_region_blocks(&mut self, region: RegionId, args: &[EntryArg<'a>]) -> PResult<()> {
        if self.consume_if(TokenKind::RBrace) {
            if !args.is_empty() {
                let b = self.bodies.last_mut().expect("body").create_block(region);
                self.define_entry_args(b, args)?;
            }
            return Ok(());
        }
        if !self.is(TokenKind::CaretIdent) || !args.is_empty() {
            if self.is(TokenKind::CaretIdent) {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            let b = self.bodies.last_mut().expect("body").create_block(region);
            self.define_entry_args(b, args)?;
            self.parse_block_ops(b)?;
        }
        while !self.consume_if(TokenKind::RBrace) {
            if !self.is(TokenKind::CaretIdent) {
                return Err(self.wrong_token("expected block name"));
            }
            self.parse_block()?;
        }
        Ok(())
    }

    fn define_entry_args(&mut self, block: BlockId, args: &[EntryArg<'a>]) -> PResult<()> {
        for a in args {
            if let Some(prev) = self.reference_loc(a.name) {
                return Err(self
                    .error_at(a.at, format!("region entry argument '%{}' is already in use", a.name))
                    .with_note(self.loc_at(prev), "previously referenced here"));
            }
            let v = self.bodies.last_mut().expect("body").add_block_arg(block, a.ty, a.loc);
            if a.loc.is_none() {
                let loc = self.loc_at(a.at);
                self.bodies.last_mut().expect("body").set_value_loc(v, Some(loc));
            }
            self.define_values(a.name, v, 1, a.at)?;
        }
        Ok(())
    }

    /// block ::= block-label operation*
    /// block-label ::= block-id block-arg-list? `:`
    fn parse_block(&mut self) -> PResult<()> {
        let at = self.offset();
        let t = self.bump();
        let name = &self.token_text(t)[1..];
        let block = self.define_block(name, at)?;
        if self.consume_if(TokenKind::LParen) && !self.consume_if(TokenKind::RParen) {
            loop {
                let u = self.parse_operand()?;
                if u.index != 0 || self.src.text.as_bytes()[u.at..].starts_with(b"#") {
                    return Err(self.error_at(u.at, "invalid block argument name"));
                }
                self.expect(TokenKind::Colon, "':' and type for SSA value")?;
                let ty = self.parse_type()?;
                let loc = self.parse_optional_trailing_location()?.unwrap_or_else(|| self.loc_at(u.at));
                let v = self.bodies.last_mut().expect("body").add_block_arg(block, ty, Some(loc));
                self.define_values(u.name, v, 1, u.at)?;
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "')' to end argument list")?;
        }
        self.expect(TokenKind::Colon, "':' after block name")?;
        self.parse_block_ops(block)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        while !matches!(self.kind(), TokenKind::CaretIdent | TokenKind::RBrace | TokenKind::Eof) {
            let op = self.parse_operation()?;
            self.bodies.last_mut().expect("body").append_op(block, op);
        }
        if self.is(TokenKind::Eof) {
            return Err(self.wrong_token("expected '}' to end a region"));
        }
        Ok(())
    }

    /// Whether the next tokens are `{` `}` (an empty region).
    pub fn region_is_empty_braces(&self) -> bool {
        if !self.is(TokenKind::LBrace) {
            return false;
        }
        let rest = &self.src.text.as_bytes()[self.tok.end..];
        let mut i = 0;
        loop {
            while i < rest.len() && rest[i].is_ascii_whitespace() {
                i += 1;
            }
            if rest[i..].starts_with(b"//") {
                while i < rest.len() && rest[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            return rest.get(i) == Some(&b'}');
        }
    }

    /// `@symbol` (`::` `@nested`)*
    pub fn parse_symbol_ref_attr(&mut self) -> PResult<Attribute> {
        if !self.is(TokenKind::AtIdent) {
            return Err(self.wrong_token("expected attribute value"));
        }
        self.parse_attribute()
    }

    /// Add a region with no blocks (a function declaration's body).
    pub fn add_empty_region(&mut self, b: &mut OpBuilder) {
        let isolated = b.is_isolated();
        let body =
            if isolated { b.inner.get_or_insert_with(Box::default) } else { self.bodies.last_mut().expect("body") };
        let r = body.create_region();
        if isolated {
            body.roots.push(r);
        }
        b.regions.push(r);
    }

    /// Give a single-block region without blocks its (empty) block, as
    /// `builtin.module` does.
    pub fn ensure_single_block(&mut self, b: &mut OpBuilder) {
        let Some(&r) = b.regions.last() else { return };
        let body = match b.inner.as_deref_mut() {
            Some(inner) => inner,
            None => self.bodies.last_mut().expect("body"),
        };
        if body.region(r).blocks.is_empty() {
            body.create_block(r);
        }
    }

    /// The current body (custom parsers create values in it).
    pub fn body(&self) -> &Body {
        self.bodies.last().expect("body")
    }

    /// The current body, for custom parsers that complete a region they
    /// parsed (add the terminator a masked op implies).
    pub fn body_mut(&mut self) -> &mut Body {
        self.bodies.last_mut().expect("body")
    }

    /// Resolve a list of operands against a list of types of the same length.
    pub fn resolve_operands(
        &mut self,
        ops: &[UnresolvedOperand<'a>],
        types: &[Type],
        at: usize,
    ) -> PResult<Vec<ValueId>> {
        if ops.len() != types.len() {
            return Err(self.error_at(at, format!("{} operands present, but expected {}", ops.len(), types.len())));
        }
        ops.iter().zip(types).map(|(u, &t)| self.resolve_operand(u, t)).collect()
    }

    /// `(` operand-list? `)`, or a bare operand list when `parens` is false.
    pub fn parse_operand_list(&mut self, parens: bool) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut out = Vec::new();
        if parens {
            self.expect(TokenKind::LParen, "'('")?;
            if self.consume_if(TokenKind::RParen) {
                return Ok(out);
            }
        } else if !self.is(TokenKind::PercentIdent) {
            return Ok(out);
        }
        loop {
            out.push(self.parse_operand()?);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        if parens {
            self.expect(TokenKind::RParen, "')'")?;
        }
        Ok(out)
    }

    /// attr-dict: an optional `{...}` merged into the builder's attributes.
    pub fn parse_optional_attr_dict(&mut self, b: &mut OpBuilder) -> PResult<()> {
        if self.is(TokenKind::LBrace) {
            let entries = self.parse_attr_entries()?;
            b.attributes.extend(entries);
        }
        Ok(())
    }

    /// attr-dict-with-keyword: `attributes` `{...}`
    pub fn parse_optional_attr_dict_with_keyword(&mut self, b: &mut OpBuilder) -> PResult<()> {
        if self.consume_keyword("attributes") {
            let entries = self.parse_attr_entries()?;
            b.attributes.extend(entries);
        }
        Ok(())
    }

    /// A symbol name `@name`, returned without the `@`: any bytes (see
    /// [`Context::string_attr_bytes`](crate::ir::Context::string_attr_bytes)).
    pub fn parse_symbol_name(&mut self) -> PResult<Vec<u8>> {
        if !self.is(TokenKind::AtIdent) {
            return Err(self.error_here("expected valid '@'-prefixed identifier"));
        }
        let t = self.bump();
        Ok(self.symbol_name_of(t))
    }
}

/// Replace deferred location placeholders on every op and block argument.
fn remap_locations(body: &mut Body, remap: &[(Attribute, Attribute)]) {
    let lookup = |a: Attribute| remap.iter().find(|(p, _)| *p == a).map(|(_, r)| *r);
    for i in 0..body.num_ops() {
        let op = OpId(i as u32);
        if let Some(r) = lookup(body.op(op).loc) {
            body.op_mut(op).loc = r;
        }
        if let Some(inner) = body.inner_mut(op) {
            crate::stack::ensure_sufficient_stack(|| remap_locations(inner, remap));
        }
    }
    for i in 0..body.num_values() {
        let v = ValueId(i as u32);
        if let Some(r) = body.value(v).loc.and_then(lookup) {
            body.set_value_loc(v, Some(r));
        }
    }
}
