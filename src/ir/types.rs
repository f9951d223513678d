//! Builtin types (the builtin dialect reference), dialect types held as
//! their dialect's storage, and those of unknown dialects held opaquely.

use super::attributes::Attribute;
use super::context::{Context, Identifier};
use super::dialect_type::DialectType;
use super::float::FloatKind;

/// An interned type handle; compare handles to compare types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

/// The marker of a dynamic dimension (`?`) in a shape, as upstream's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// Maximum integer width accepted by the builtin `IntegerType`.
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    Tuple(Vec<Type>),
    /// `scalable[i]` is true for a `[n]` dimension.
    Vector {
        shape: Vec<i64>,
        scalable: Vec<bool>,
        element: Type,
    },
    RankedTensor {
        shape: Vec<i64>,
        element: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        element: Type,
    },
    MemRef {
        shape: Vec<i64>,
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        element: Type,
        memory_space: Option<Attribute>,
    },
    /// A type a registered dialect defines, held as the dialect's own value
    /// (see [`DialectTypeStorage`](super::DialectTypeStorage)): `!toy.shaped<4 x f32>`.
    Dialect(DialectType),
    /// A type of a dialect Strata does not model: `!foo<"data">` or `!foo.bar<...>`.
    Opaque {
        dialect: Identifier,
        data: String,
    },
}

impl Context {
    pub fn integer_type(&self, width: u32) -> Type {
        self.ty(TypeKind::Integer { width, signedness: Signedness::Signless })
    }
    pub fn index_type(&self) -> Type {
        self.ty(TypeKind::Index)
    }
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.ty(TypeKind::Float(kind))
    }
    pub fn none_type(&self) -> Type {
        self.ty(TypeKind::None)
    }
    pub fn function_type(&self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeKind::Function { inputs, results })
    }

    pub fn is_integer(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { .. })
    }
    pub fn is_index(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Index)
    }
    pub fn is_float(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Float(_))
    }
    /// Integer or index: the types an integer attribute may carry.
    pub fn is_int_or_index(&self, ty: Type) -> bool {
        self.is_integer(ty) || self.is_index(ty)
    }

    /// `(width, signedness)` of an integer type; index counts as a 64-bit signless integer.
    pub fn int_info(&self, ty: Type) -> Option<(u32, Signedness)> {
        match self.type_kind(ty) {
            TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
            TypeKind::Index => Some((64, Signedness::Signless)),
            _ => None,
        }
    }

    pub fn float_kind(&self, ty: Type) -> Option<FloatKind> {
        match self.type_kind(ty) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }

    /// Function type parts, if `ty` is a function type.
    pub fn function_parts(&self, ty: Type) -> Option<(&[Type], &[Type])> {
        match self.type_kind(ty) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// Shape and element type of a ranked shaped type (vector, tensor, memref).
    pub fn shaped_parts(&self, ty: Type) -> Option<(&[i64], Type)> {
        match self.type_kind(ty) {
            TypeKind::Vector { shape, element, .. }
            | TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. } => Some((shape, *element)),
            _ => None,
        }
    }

    /// Element type of any shaped type, ranked or not.
    pub fn element_type(&self, ty: Type) -> Option<Type> {
        match self.type_kind(ty) {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
            _ => None,
        }
    }

    /// Whether `ty` may be the type of a dense elements attribute.
    pub fn is_static_tensor_or_vector(&self, ty: Type) -> bool {
        match self.type_kind(ty) {
            TypeKind::Vector { .. } => true,
            TypeKind::RankedTensor { shape, .. } => shape.iter().all(|&d| d != DYNAMIC),
            _ => false,
        }
    }

    /// Number of elements of a static shape, `None` on overflow or dynamic dims.
    pub fn num_elements(shape: &[i64]) -> Option<i64> {
        shape.iter().try_fold(1i64, |acc, &d| if d < 0 { None } else { acc.checked_mul(d) })
    }
}
