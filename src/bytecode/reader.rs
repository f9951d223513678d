//! Reading a bytecode file: the header, the section table, and the string,
//! dialect, attribute/type, properties and resource sections that the IR
//! section refers to (see [`super::read_ir`] for the IR itself).
//! Attributes and types are decoded on first reference, with references
//! that loop back to an entry being decoded reported as errors.

use crate::ir::{Attribute, Context, Identifier, Module, Resource, Type};
use crate::opdef::Registry;
use crate::opdef::Traits;
use crate::syntax::diag::Source;
use crate::syntax::parser::{ParseOptions, Parser};

use super::encoding::{self as enc, Cursor};
use super::{BytecodeError, CURRENT_VERSION, MAGIC};

/// Attribute and type nesting deeper than this is refused, as the text
/// parser refuses it.
const MAX_DEPTH: usize = crate::stack::MAX_ATTRIBUTE_NESTING;

/// An op name of the file and what Strata knows of it, looked up once.
pub(super) struct OpName {
    pub name: String,
    pub ident: Identifier,
    /// Whether Strata registers it.
    pub known: bool,
    pub isolated: bool,
    /// Whether Strata keeps inherent attributes for it.
    pub has_inherent: bool,
    /// Its properties layout for this version, as a range of
    /// [`Reader::fields`]; `None` when written as one attribute, `Err`
    /// when Strata does not know the layout.
    pub layout: Option<Result<std::ops::Range<usize>, ()>>,
}

/// Where one attribute or type is encoded.
#[derive(Clone, Copy)]
pub(super) struct Entry {
    pub dialect: usize,
    pub start: usize,
    pub end: usize,
    pub custom: bool,
}

/// Decoding state of an attribute or type entry.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum State<T> {
    Pending,
    Busy,
    Done(T),
}

pub(super) struct Reader<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    pub data: &'a [u8],
    pub name: &'a str,
    pub version: u64,
    pub allow_unregistered: bool,
    pub strings: Vec<&'a [u8]>,
    pub dialects: Vec<String>,
    /// The version each dialect recorded, as the byte range of its blob.
    pub dialect_versions: Vec<Option<(usize, usize)>>,
    /// Op names, with what reading each op of the name needs.
    pub op_names: Vec<OpName>,
    /// The properties fields of the op names with a layout, each name's
    /// a range of this list ([`OpName::layout`]).
    pub fields: Vec<(super::props::Field, Identifier)>,
    pub attr_entries: Vec<Entry>,
    pub type_entries: Vec<Entry>,
    pub attrs: Vec<State<Attribute>>,
    pub types: Vec<State<Type>>,
    pub depth: usize,
    /// How deep the region being read is nested.
    pub region_depth: usize,
    /// Byte ranges of the properties entries.
    pub properties: Vec<(usize, usize)>,
    /// Dialect resource keys, in the order handles refer to them.
    pub resource_keys: Vec<String>,
    pub resources: Vec<Resource>,
    /// The last string attribute read as an identifier, and the identifier.
    pub last_ident: Option<(Attribute, Identifier)>,
}

/// Read the bytecode file `data` (named `name` in locations of fallback
/// parses and messages) into a module.
pub fn read(
    ctx: &Context,
    registry: &Registry,
    name: &str,
    data: &[u8],
    allow_unregistered: bool,
) -> Result<Module, BytecodeError> {
    let mut c = Cursor::new(data, 0, data.len(), "header");
    if c.bytes(4).ok() != Some(&MAGIC[..]) {
        return Err(BytecodeError { section: "header", offset: 0, message: "not a bytecode file".into() });
    }
    let version = c.varint()?;
    if version > CURRENT_VERSION {
        return Err(BytecodeError {
            section: "header",
            offset: 4,
            message: format!("unsupported version {version} (Strata reads versions 0 to {CURRENT_VERSION})"),
        });
    }
    let _producer = c.cstring()?;
    let mut sections: [Option<Cursor>; 9] = Default::default();
    while !c.is_empty() {
        let at = c.pos;
        let (id, body) = c.section()?;
        if sections[id as usize].replace(body).is_some() {
            return Err(c_error("header", at, format!("duplicate {} section", enc::SECTION_NAMES[id as usize])));
        }
    }
    let required = [enc::STRING, enc::DIALECT, enc::ATTR_TYPE, enc::ATTR_TYPE_OFFSET, enc::IR];
    for id in required {
        if sections[id as usize].is_none() {
            let message = format!("missing {} section", enc::SECTION_NAMES[id as usize]);
            return Err(c_error("header", data.len(), message));
        }
    }
    let mut r = Reader {
        ctx,
        registry,
        data,
        name,
        version,
        allow_unregistered,
        strings: vec![],
        dialects: vec![],
        dialect_versions: vec![],
        op_names: vec![],
        fields: vec![],
        attr_entries: vec![],
        type_entries: vec![],
        attrs: vec![],
        types: vec![],
        depth: 0,
        region_depth: 0,
        properties: vec![],
        resource_keys: vec![],
        resources: vec![],
        last_ident: None,
    };
    r.read_strings(sections[enc::STRING as usize].take().expect("checked"))?;
    r.read_dialects(sections[enc::DIALECT as usize].take().expect("checked"))?;
    let attr_data = sections[enc::ATTR_TYPE as usize].take().expect("checked");
    r.read_attr_type_offsets(sections[enc::ATTR_TYPE_OFFSET as usize].take().expect("checked"), attr_data)?;
    if let Some(offsets) = sections[enc::RESOURCE_OFFSET as usize].take() {
        let Some(res) = sections[enc::RESOURCE as usize].take() else {
            return Err(c_error("resource offset", offsets.pos, "resource section missing".to_string()));
        };
        r.read_resources(offsets, res)?;
    }
    if let Some(p) = sections[enc::PROPERTIES as usize].take() {
        r.read_properties_section(p)?;
    }
    let ir = sections[enc::IR as usize].take().expect("checked");
    let (body, op) = r.read_ir(ir)?;
    let mut module = Module { body, op, resources: std::mem::take(&mut r.resources) };
    r.upgrade(&mut module)?;
    Ok(module)
}

pub(super) fn c_error(section: &'static str, offset: usize, message: String) -> BytecodeError {
    BytecodeError { section, offset, message }
}

impl<'a> Reader<'a> {
    /// string_section ::= count size{count} (reversed) data
    fn read_strings(&mut self, mut c: Cursor<'a>) -> Result<(), BytecodeError> {
        let n = c.count(2)?;
        let mut sizes = Vec::with_capacity(n);
        for _ in 0..n {
            sizes.push(c.varint()?);
        }
        // The sizes run from the last string to the first; the strings
        // fill the rest of the section.
        let mut end = c.end;
        let mut strings = Vec::with_capacity(n);
        for size in sizes {
            let start = end.checked_sub(size as usize).filter(|s| *s >= c.pos && size > 0);
            let Some(start) = start else {
                return Err(c.error(format!("string of {size} bytes does not fit the section")));
            };
            if self.data[end - 1] != 0 {
                return Err(c_error(c.what, end - 1, "string is not null-terminated".into()));
            }
            strings.push(&self.data[start..end - 1]);
            end = start;
        }
        strings.reverse();
        self.strings = strings;
        Ok(())
    }

    pub fn string(&self, c: &mut Cursor<'a>) -> Result<&'a [u8], BytecodeError> {
        let i = c.index(self.strings.len(), "string")?;
        Ok(self.strings[i])
    }

    fn utf8(&self, c: &Cursor<'a>, s: &'a [u8]) -> Result<&'a str, BytecodeError> {
        std::str::from_utf8(s).map_err(|_| c.error("name is not UTF-8"))
    }

    /// dialect_section ::= count dialect-name{count} op-name-group*
    fn read_dialects(&mut self, mut c: Cursor<'a>) -> Result<(), BytecodeError> {
        let n = c.count(1)?;
        for _ in 0..n {
            // From version 1, the low bit says a version blob follows.
            let (idx, has_version) = if self.version >= 1 { c.varint_flag()? } else { (c.varint()?, false) };
            let s = *self.strings.get(idx as usize).ok_or_else(|| c.error("dialect name index out of range"))?;
            let name = self.utf8(&c, s)?;
            let mut version = None;
            if has_version {
                // A dialect-versions section nested here holds the version
                // in the dialect's own encoding: kept for the dialect's
                // upgrade hook (Strata's reading of the rest of the file
                // does not depend on it).
                let at = c.pos;
                let (id, blob) = c.section()?;
                if id != enc::DIALECT_VERSIONS {
                    return Err(c_error(c.what, at, "dialect version section expected".into()));
                }
                version = Some((blob.pos, blob.end));
            }
            self.dialects.push(name.to_string());
            self.dialect_versions.push(version);
        }
        // From version 4 the total number of op names comes first.
        let total = if self.version >= 4 { Some(c.count(1)?) } else { None };
        while !c.is_empty() {
            let d = c.index(self.dialects.len(), "dialect")?;
            let count = c.count(1)?;
            for _ in 0..count {
                let (idx, registered) = if self.version >= 5 { c.varint_flag()? } else { (c.varint()?, true) };
                let s = *self.strings.get(idx as usize).ok_or_else(|| c.error("op name index out of range"))?;
                let op = self.utf8(&c, s)?;
                let name = format!("{}.{op}", self.dialects[d]);
                self.add_op_name(name, registered);
            }
        }
        if total.is_some_and(|t| t != self.op_names.len()) {
            return Err(c.error("op name count does not match the op names listed"));
        }
        Ok(())
    }

    /// Hand each dialect's recorded version to the dialect's upgrade hook,
    /// in the order the file lists the dialects, once the module is read
    /// (upstream's `upgradeFromVersion`). Dialects without a hook keep
    /// what they read.
    fn upgrade(&self, module: &mut Module) -> Result<(), BytecodeError> {
        for (name, version) in self.dialects.iter().zip(&self.dialect_versions) {
            let (Some((start, end)), Some(v)) = (version, self.registry.dialect_versioning(name)) else { continue };
            (v.upgrade)(self.ctx, module, &self.data[*start..*end]).map_err(|message| {
                let message = format!("dialect '{name}' cannot upgrade IR of the version the file records: {message}");
                c_error("dialect", *start, message)
            })?;
        }
        Ok(())
    }

    fn add_op_name(&mut self, name: String, registered: bool) {
        let def = self.registry.op(&name);
        let layout = if registered { super::props::layout(self.registry, &name) } else { None };
        let layout = layout.map(|l| {
            l.map(|l| {
                let start = self.fields.len();
                let ctx = self.ctx;
                self.fields.extend(l.fields(self.version).into_iter().map(|f| (f, ctx.ident(f.name()))));
                start..self.fields.len()
            })
        });
        self.op_names.push(OpName {
            ident: self.ctx.ident(&name),
            known: def.is_some(),
            isolated: def.is_some_and(|d| d.traits.contains(Traits::ISOLATED_FROM_ABOVE)),
            has_inherent: def.is_some_and(|d| !d.inherent_attrs.is_empty()),
            layout,
            name,
        });
    }

    /// offsets ::= attr-count type-count (dialect count (size<<1|custom){count})*
    fn read_attr_type_offsets(&mut self, mut c: Cursor<'a>, data: Cursor<'a>) -> Result<(), BytecodeError> {
        let num_attrs = c.count(1)?;
        let num_types = c.count(0)?;
        if num_types > c.remaining() {
            return Err(c.error("type count is larger than the data left"));
        }
        // Each attribute is interned once: the interner grows once.
        self.ctx.reserve_attributes(num_attrs);
        let mut offset = data.pos;
        for (count, attrs) in [(num_attrs, true), (num_types, false)] {
            let mut entries = Vec::with_capacity(count);
            while entries.len() < count {
                let dialect = c.index(self.dialects.len(), "dialect")?;
                let n = c.count(1)?;
                if entries.len() + n > count {
                    return Err(c.error("more entries than announced"));
                }
                for _ in 0..n {
                    let (size, custom) = c.varint_flag()?;
                    let end = offset.checked_add(size as usize).filter(|e| *e <= data.end);
                    let Some(end) = end else { return Err(c.error("entry runs past the attribute/type section")) };
                    entries.push(Entry { dialect, start: offset, end, custom });
                    offset = end;
                }
            }
            if attrs {
                self.attrs = vec![State::Pending; count];
                self.attr_entries = entries;
            } else {
                self.types = vec![State::Pending; count];
                self.type_entries = entries;
            }
        }
        Ok(())
    }

    pub fn attr(&mut self, c: &mut Cursor<'a>) -> Result<Attribute, BytecodeError> {
        let i = c.index(self.attrs.len(), "attribute")?;
        self.attr_at(i, c.pos)
    }

    pub fn optional_attr(&mut self, c: &mut Cursor<'a>) -> Result<Option<Attribute>, BytecodeError> {
        let at = c.pos;
        let (i, present) = c.varint_flag()?;
        if !present {
            return Ok(None);
        }
        if i >= self.attrs.len() as u64 {
            return Err(c_error(c.what, at, format!("attribute index {i} out of range")));
        }
        self.attr_at(i as usize, c.pos).map(Some)
    }

    pub fn ty(&mut self, c: &mut Cursor<'a>) -> Result<Type, BytecodeError> {
        let i = c.index(self.types.len(), "type")?;
        self.type_at(i, c.pos)
    }

    fn enter(&mut self, at: usize) -> Result<(), BytecodeError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let msg = format!("nesting deeper than {MAX_DEPTH} levels is not supported");
            return Err(c_error("attribute/type", at, msg));
        }
        Ok(())
    }

    pub fn attr_at(&mut self, i: usize, at: usize) -> Result<Attribute, BytecodeError> {
        match self.attrs[i] {
            State::Done(a) => return Ok(a),
            State::Busy => return Err(c_error("attribute/type", at, format!("attribute {i} refers to itself"))),
            State::Pending => {}
        }
        self.enter(at)?;
        self.attrs[i] = State::Busy;
        let e = self.attr_entries[i];
        let mut c = Cursor::new(self.data, e.start, e.end, "attribute/type");
        let a = if e.custom {
            if self.dialects[e.dialect] != "builtin" {
                let d = &self.dialects[e.dialect];
                return Err(c.error(format!("attribute of dialect '{d}' has a custom encoding Strata does not read")));
            }
            crate::stack::ensure_sufficient_stack(|| self.builtin_attr(&mut c))?
        } else {
            let text = self.fallback_text(&mut c)?;
            self.parse_fallback(&c, text, |p| p.parse_attribute())?
        };
        if !c.is_empty() {
            return Err(c.error("attribute entry has trailing bytes"));
        }
        self.depth -= 1;
        self.attrs[i] = State::Done(a);
        Ok(a)
    }

    pub fn type_at(&mut self, i: usize, at: usize) -> Result<Type, BytecodeError> {
        match self.types[i] {
            State::Done(t) => return Ok(t),
            State::Busy => return Err(c_error("attribute/type", at, format!("type {i} refers to itself"))),
            State::Pending => {}
        }
        self.enter(at)?;
        self.types[i] = State::Busy;
        let e = self.type_entries[i];
        let mut c = Cursor::new(self.data, e.start, e.end, "attribute/type");
        let t = if e.custom {
            if self.dialects[e.dialect] != "builtin" {
                let d = &self.dialects[e.dialect];
                return Err(c.error(format!("type of dialect '{d}' has a custom encoding Strata does not read")));
            }
            crate::stack::ensure_sufficient_stack(|| self.builtin_type(&mut c))?
        } else {
            let text = self.fallback_text(&mut c)?;
            self.parse_fallback(&c, text, |p| p.parse_type())?
        };
        if !c.is_empty() {
            return Err(c.error("type entry has trailing bytes"));
        }
        self.depth -= 1;
        self.types[i] = State::Done(t);
        Ok(t)
    }

    fn fallback_text(&self, c: &mut Cursor<'a>) -> Result<&'a str, BytecodeError> {
        let s = c.cstring()?;
        std::str::from_utf8(s).map_err(|_| c.error("attribute or type text is not UTF-8"))
    }

    /// Parse the textual form of an attribute or type that has no binary encoding.
    fn parse_fallback<T>(
        &self,
        c: &Cursor<'a>,
        text: &str,
        f: impl FnOnce(&mut Parser<'_>) -> crate::syntax::parser::PResult<T>,
    ) -> Result<T, BytecodeError> {
        let src = Source::new(self.name, text.to_string());
        let opts = ParseOptions { allow_unregistered: self.allow_unregistered };
        let mut p = Parser::new(self.ctx, self.registry, &src, 0, text.len(), opts);
        let value = f(&mut p).map_err(|d| c.error(format!("cannot parse '{text}': {}", d.message)))?;
        if !p.is(crate::syntax::lexer::TokenKind::Eof) {
            return Err(c.error(format!("trailing text after '{text}'")));
        }
        Ok(value)
    }

    /// properties_section ::= count (size bytes){count}
    fn read_properties_section(&mut self, mut c: Cursor<'a>) -> Result<(), BytecodeError> {
        let n = c.count(1)?;
        for _ in 0..n {
            let b = c.blob()?;
            let start = c.pos - b.len();
            self.properties.push((start, c.pos));
        }
        Ok(())
    }

    /// resource_offsets ::= external-group-count group* (dialect group)*
    /// group ::= key count (key size kind){count}
    fn read_resources(&mut self, mut offsets: Cursor<'a>, mut data: Cursor<'a>) -> Result<(), BytecodeError> {
        let external = offsets.count(1)?;
        for _ in 0..external {
            let owner = String::from_utf8_lossy(self.string(&mut offsets)?).into_owned();
            self.read_resource_group(&mut offsets, &mut data, "external_resources", owner)?;
        }
        while !offsets.is_empty() {
            let owner = self.dialects[offsets.index(self.dialects.len(), "dialect")?].clone();
            self.read_resource_group(&mut offsets, &mut data, "dialect_resources", owner)?;
        }
        Ok(())
    }

    fn read_resource_group(
        &mut self,
        offsets: &mut Cursor<'a>,
        data: &mut Cursor<'a>,
        section: &str,
        owner: String,
    ) -> Result<(), BytecodeError> {
        let n = offsets.count(1)?;
        for _ in 0..n {
            let key = String::from_utf8_lossy(self.string(offsets)?).into_owned();
            let size = offsets.varint()?;
            let kind = offsets.byte()?;
            let bytes = data.bytes(size)?;
            let mut e = Cursor::new(self.data, data.pos - bytes.len(), data.pos, "resource");
            let value = self.resource_value(&mut e, kind)?;
            if section == "dialect_resources" {
                self.resource_keys.push(key.clone());
            }
            if let Some(value) = value {
                self.resources.push(Resource { section: section.into(), owner: owner.clone(), key, value });
            }
        }
        Ok(())
    }

    /// The text of one resource value: a blob as a hex string with its
    /// alignment in front, a bool, or a string. `None` for an elided blob.
    fn resource_value(&self, e: &mut Cursor<'a>, kind: u8) -> Result<Option<String>, BytecodeError> {
        match kind {
            0 => {
                if e.is_empty() {
                    return Ok(None);
                }
                let align = e.varint()?;
                let size = e.varint()?;
                e.align_to(align)?;
                let bytes = e.bytes(size)?;
                let align = u32::try_from(align).map_err(|_| e.error("blob alignment too large"))?;
                let mut hex = String::with_capacity(12 + 2 * bytes.len());
                hex.push_str("\"0x");
                for b in align.to_le_bytes().iter().chain(bytes) {
                    hex.push_str(&format!("{b:02X}"));
                }
                hex.push('"');
                Ok(Some(hex))
            }
            1 => Ok(Some(if e.byte()? != 0 { "true" } else { "false" }.to_string())),
            2 => {
                let mut text = String::new();
                crate::syntax::printer::write_escaped(&mut text, self.string(e)?);
                Ok(Some(text))
            }
            k => Err(e.error(format!("unknown resource kind {k}"))),
        }
    }
}
