//! Builtin attributes and locations (locations are attributes, as upstream).

use num_bigint::{BigInt, Sign};
use num_traits::{One, Zero};

use super::types::Signedness;

use super::affine::{AffineMap, IntegerSet};
use super::context::{Context, Identifier};
use super::types::Type;

/// An interned attribute handle; compare handles to compare attributes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

/// A location is a location attribute.
pub type Location = Attribute;

/// Element storage of a `dense<...>` attribute, one entry per element, or a
/// single entry for a splat.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseValues {
    /// Integer values truncated to the element width, as unsigned bit patterns.
    Int(Vec<u128>),
    /// Float bit patterns.
    Float(Vec<u128>),
    /// Complex values as (real, imaginary) bit patterns of ints or floats.
    Complex(Vec<(u128, u128)>),
    /// String elements (`dense<"a"> : tensor<2x!foo.string>`), as raw bytes.
    String(Vec<Vec<u8>>),
}

impl DenseValues {
    pub fn len(&self) -> usize {
        match self {
            DenseValues::Int(v) | DenseValues::Float(v) => v.len(),
            DenseValues::Complex(v) => v.len(),
            DenseValues::String(v) => v.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    Unit,
    /// Booleans are `i1` integers. `value` is already normalized to the type: signed interpretation for
    /// signless and signed integers (and index), unsigned for unsigned ones.
    Integer {
        ty: Type,
        value: BigInt,
    },
    Float {
        ty: Type,
        bits: u128,
    },
    /// Strings may hold arbitrary bytes (`"\00"`). `ty` is `None` for untyped strings.
    String {
        value: Vec<u8>,
        ty: Option<Type>,
    },
    Type(Type),
    Array(Vec<Attribute>),
    /// Entries sorted by name, names unique.
    Dictionary(Vec<(Identifier, Attribute)>),
    /// `array<i32: 1, 2>`: element bit patterns of an integer or float element type.
    DenseArray {
        element: Type,
        values: Vec<u128>,
    },
    /// `dense<...> : tensor<...>`. `splat` holds when one value stands for all elements.
    DenseElements {
        ty: Type,
        splat: bool,
        values: DenseValues,
    },
    DenseResource {
        ty: Type,
        handle: Identifier,
    },
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// An attribute of a dialect Strata does not model: `#foo<"data">`, `#foo.bar<...>`.
    Opaque {
        dialect: Identifier,
        data: String,
        ty: Option<Type>,
    },
    SymbolRef {
        root: Identifier,
        nested: Vec<Identifier>,
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    StridedLayout {
        offset: i64,
        strides: Vec<i64>,
    },
    /// `distinct[N]<attr>`: `id` is unique within the context; `N` is assigned when printing.
    Distinct {
        id: u64,
        referenced: Attribute,
    },
    UnknownLoc,
    FileLineColLoc {
        file: Identifier,
        line: u32,
        col: u32,
    },
    NameLoc {
        name: Identifier,
        child: Option<Location>,
    },
    CallSiteLoc {
        callee: Location,
        caller: Location,
    },
    FusedLoc {
        locations: Vec<Location>,
        metadata: Option<Attribute>,
    },
    /// An attribute whose storage its dialect defines (see
    /// [`DialectAttrStorage`](super::DialectAttrStorage)): `#llvm.loop_annotation<...>`.
    Dialect(super::dialect_attr::DialectAttr),
}

impl Context {
    /// The type of a typed attribute (`TypedAttr`): integers, floats, typed
    /// strings, elements attributes and typed dialect attributes.
    pub fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }
    /// The element count of a dense integer elements attribute (saturating)
    /// and its first values, at most `cap` of them: a splat is expanded only
    /// that far, so a huge declared shape (`dense<1> : vector<4000000000xi32>`)
    /// costs nothing. `None` for other attributes.
    pub fn dense_int_prefix(&self, attr: Attribute, cap: usize) -> Option<(u64, Vec<u128>)> {
        let AttrKind::DenseElements { ty, splat, values: DenseValues::Int(v) } = self.attr_kind(attr) else {
            return None;
        };
        let count = match self.shaped_parts(*ty) {
            Some((shape, _)) => shape.iter().try_fold(1u64, |n, &d| n.checked_mul(d.max(0) as u64)).unwrap_or(u64::MAX),
            None => v.len() as u64,
        };
        let values =
            if *splat { vec![v[0]; count.min(cap as u64) as usize] } else { v.iter().take(cap).copied().collect() };
        Some((count, values))
    }
    pub fn unit_attr(&self) -> Attribute {
        self.attr(AttrKind::Unit)
    }
    pub fn string_attr(&self, s: &str) -> Attribute {
        self.string_attr_bytes(s.as_bytes())
    }
    /// The string attribute of any bytes (strings are byte strings).
    pub fn string_attr_bytes(&self, s: &[u8]) -> Attribute {
        self.attr(AttrKind::String { value: s.to_vec(), ty: None })
    }
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.attr(AttrKind::Type(ty))
    }
    pub fn int_attr(&self, ty: Type, value: i64) -> Attribute {
        self.attr(AttrKind::Integer { ty, value: BigInt::from(value) })
    }
    pub fn symbol_ref(&self, name: &str) -> Attribute {
        self.attr(AttrKind::SymbolRef { root: self.ident(name), nested: Vec::new() })
    }
    /// The flat reference to the symbol named by any bytes.
    pub fn symbol_ref_bytes(&self, name: &[u8]) -> Attribute {
        self.attr(AttrKind::SymbolRef { root: self.ident_from_bytes(name), nested: Vec::new() })
    }
    pub fn unknown_loc(&self) -> Location {
        self.attr(AttrKind::UnknownLoc)
    }
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.attr(AttrKind::FileLineColLoc { file: self.ident(file), line, col })
    }

    /// Upstream's `FusedLoc::get`: nested fused locations with the same
    /// metadata are flattened, unknown and repeated locations dropped, and a
    /// single location without metadata stands for itself.
    pub fn fused_loc(&self, locations: &[Location], metadata: Option<Attribute>) -> Location {
        let mut locs: Vec<Location> = Vec::new();
        let add = |l: Location, locs: &mut Vec<Location>| {
            if !locs.contains(&l) {
                locs.push(l);
            }
        };
        for &l in locations {
            match self.attr_kind(l) {
                AttrKind::FusedLoc { locations: inner, metadata: m } if *m == metadata => {
                    inner.iter().for_each(|&i| add(i, &mut locs));
                }
                AttrKind::UnknownLoc => {}
                _ => add(l, &mut locs),
            }
        }
        match (locs.len(), metadata) {
            (0, None) => self.unknown_loc(),
            (0, Some(_)) => self.attr(AttrKind::FusedLoc { locations: vec![self.unknown_loc()], metadata }),
            (1, None) => locs[0],
            _ => self.attr(AttrKind::FusedLoc { locations: locs, metadata }),
        }
    }

    /// A dictionary from unsorted entries; later duplicates are the caller's
    /// responsibility (the parser reports them).
    pub fn dictionary(&self, mut entries: Vec<(Identifier, Attribute)>) -> Attribute {
        self.dictionary_of(&mut entries)
    }

    /// The dictionary of `entries`, which are sorted in place and copied
    /// only when the dictionary is new: the parser builds one or two for
    /// every op and keeps its list for the next. Later duplicates are the
    /// caller's responsibility, as for [`Context::dictionary`].
    pub fn dictionary_of(&self, entries: &mut [(Identifier, Attribute)]) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary();
        }
        entries.sort_by(|a, b| self.bytes(a.0).cmp(self.bytes(b.0)));
        let entries = &*entries;
        self.intern_dictionary(entries)
    }
    pub fn empty_dictionary(&self) -> Attribute {
        *self.empty_dict.get_or_init(|| self.attr(AttrKind::Dictionary(Vec::new())))
    }

    pub fn is_location(&self, attr: Attribute) -> bool {
        matches!(
            self.attr_kind(attr),
            AttrKind::UnknownLoc
                | AttrKind::FileLineColLoc { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }

    /// Entries of a dictionary attribute (empty for any other attribute).
    pub fn dict_entries(&self, attr: Attribute) -> &[(Identifier, Attribute)] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    /// Look an entry up in a dictionary attribute by its interned name.
    pub fn dict_get_id(&self, attr: Attribute, name: Identifier) -> Option<Attribute> {
        self.entry_get_id(self.dict_entries(attr), name)
    }

    /// Look an entry up in a dictionary's entries (see
    /// [`Context::dict_entries`]) by its interned name.
    pub fn entry_get_id(&self, entries: &[(Identifier, Attribute)], name: Identifier) -> Option<Attribute> {
        if entries.len() <= 8 {
            return entries.iter().find(|(k, _)| *k == name).map(|&(_, v)| v);
        }
        let text = self.bytes(name);
        entries.binary_search_by(|(k, _)| self.bytes(*k).cmp(text)).ok().map(|i| entries[i].1)
    }

    /// Look an entry up in a dictionary attribute by name.
    pub fn dict_get(&self, attr: Attribute, name: &str) -> Option<Attribute> {
        let entries = self.dict_entries(attr);
        if entries.len() <= 8 {
            // Ops carry few attributes: comparing the names for equality
            // (lengths first) beats ordering them.
            return entries.iter().find(|(k, _)| self.str(*k) == name).map(|&(_, v)| v);
        }
        entries.binary_search_by(|(k, _)| self.bytes(*k).cmp(name.as_bytes())).ok().map(|i| entries[i].1)
    }

    pub fn as_string(&self, attr: Attribute) -> Option<&[u8]> {
        match self.attr_kind(attr) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The first location of a file kind inside `loc`, for diagnostics.
    pub fn file_line_col(&self, loc: Location) -> Option<(&str, u32, u32)> {
        match self.attr_kind(loc) {
            AttrKind::FileLineColLoc { file, line, col } => Some((self.str(*file), *line, *col)),
            AttrKind::NameLoc { child: Some(c), .. } => self.file_line_col(*c),
            AttrKind::CallSiteLoc { callee, .. } => self.file_line_col(*callee),
            AttrKind::FusedLoc { locations, .. } => locations.iter().find_map(|l| self.file_line_col(*l)),
            _ => None,
        }
    }
}

/// Wrap a value to `width` bits and reinterpret it per signedness: signed for
/// signless and signed types, unsigned for unsigned ones.
pub fn normalize_int(v: BigInt, width: u32, signedness: Signedness) -> BigInt {
    if width == 0 {
        return BigInt::zero();
    }
    // Signless i1 reads as unsigned (0 or 1), like upstream's booleans.
    let unsigned = signedness == Signedness::Unsigned || (width == 1 && signedness == Signedness::Signless);
    if width <= 64 {
        if let Some(x) = num_traits::ToPrimitive::to_i128(&v) {
            // The same in machine integers, without big-integer temporaries.
            let modulus = 1i128 << width;
            let mut r = x.rem_euclid(modulus);
            if !unsigned && r >= 1i128 << (width - 1) {
                r -= modulus;
            }
            return BigInt::from(r);
        }
    }
    let modulus = BigInt::one() << width;
    let mut r = v % &modulus;
    if r.sign() == Sign::Minus {
        r += &modulus;
    }
    if !unsigned && r >= (BigInt::one() << (width - 1)) {
        r -= modulus;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_int_wraps_to_the_width_and_signedness() {
        let n = |v: i128, w, s| normalize_int(BigInt::from(v), w, s);
        assert_eq!(n(255, 8, Signedness::Signless), BigInt::from(-1));
        assert_eq!(n(-1, 8, Signedness::Unsigned), BigInt::from(255));
        assert_eq!(n(1, 1, Signedness::Signless), BigInt::from(1));
        assert_eq!(n(-1, 64, Signedness::Unsigned), BigInt::from(u64::MAX));
        assert_eq!(n(i128::from(u64::MAX) + 2, 64, Signedness::Signed), BigInt::from(1));
        assert_eq!(n(300, 0, Signedness::Signless), BigInt::zero());
        // Wider than 64 bits or than i128: the big-integer path.
        let big = BigInt::one() << 130u32;
        assert_eq!(normalize_int(big.clone() + 5, 128, Signedness::Signless), BigInt::from(5));
        assert_eq!(normalize_int(big - 1, 64, Signedness::Signless), BigInt::from(-1));
    }
}
