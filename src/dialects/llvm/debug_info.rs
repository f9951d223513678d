//! The llvm dialect's debug info attributes (`#llvm.di_file<...>`,
//! `#llvm.di_subprogram<...>`, `#llvm.di_expression<[...]>`, ...) as MLIR
//! 19 has them: [`MetadataKind`]s read and printed by the metadata
//! attribute machinery (`metadata.rs`), with the parameters, required ones,
//! defaults and aliases of upstream's definitions. DWARF keywords (`DW_TAG_*`,
//! `DW_LANG_*`, `DW_ATE_*`, `DW_CC_*`, `DW_OP_*`) are kept as written.

use super::metadata::{Format, MetadataKind, ParamKind::*};
use crate::opdef::ods::enums::BitEnum;

const FILE: &[&str] = &["di_file"];
/// Upstream's `DIScopeAttr`.
const SCOPE: &[&str] = &[
    "di_compile_unit",
    "di_composite_type",
    "di_file",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_subprogram",
    "di_module",
    "di_namespace",
];
/// Upstream's `DITypeAttr`.
const TYPE: &[&str] = &["di_null_type", "di_basic_type", "di_composite_type", "di_derived_type", "di_subroutine_type"];
/// Upstream's `DINodeAttr`: every debug info attribute.
const NODE: &[&str] = &[
    "di_null_type",
    "di_basic_type",
    "di_composite_type",
    "di_derived_type",
    "di_subroutine_type",
    "di_compile_unit",
    "di_file",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_subprogram",
    "di_module",
    "di_namespace",
    "di_local_variable",
    "di_label",
    "di_global_variable",
    "di_subrange",
];
const EXPRESSION: &[&str] = &["di_expression"];

/// `DIFlags`: combined cases first; `Bit0`/`Bit1`, upstream's other names
/// of `Private`/`Protected`, last so that they are read but not printed.
pub static DI_FLAGS: BitEnum = BitEnum {
    dialect: "llvm",
    mnemonic: "",
    name: "DIFlags",
    attr_name: "",
    cases: &[
        ("Zero", 0),
        ("Private", 1),
        ("Protected", 2),
        ("Public", 3),
        ("FwdDecl", 1 << 2),
        ("AppleBlock", 1 << 3),
        ("ReservedBit4", 1 << 4),
        ("Virtual", 1 << 5),
        ("Artificial", 1 << 6),
        ("Explicit", 1 << 7),
        ("Prototyped", 1 << 8),
        ("ObjcClassComplete", 1 << 9),
        ("ObjectPointer", 1 << 10),
        ("Vector", 1 << 11),
        ("StaticMember", 1 << 12),
        ("LValueReference", 1 << 13),
        ("RValueReference", 1 << 14),
        ("ExportSymbols", 1 << 15),
        ("SingleInheritance", 1 << 16),
        ("MultipleInheritance", 2 << 16),
        ("VirtualInheritance", 3 << 16),
        ("IntroducedVirtual", 1 << 18),
        ("BitField", 1 << 19),
        ("NoReturn", 1 << 20),
        ("TypePassByValue", 1 << 22),
        ("TypePassByReference", 1 << 23),
        ("EnumClass", 1 << 24),
        ("Thunk", 1 << 25),
        ("NonTrivial", 1 << 26),
        ("BigEndian", 1 << 27),
        ("LittleEndian", 1 << 28),
        ("AllCallsDescribed", 1 << 29),
        ("Bit0", 1),
        ("Bit1", 2),
    ],
    separator: "|",
    native_property: false,
};

/// `DISubprogramFlags`.
pub static SUBPROGRAM_FLAGS: BitEnum = BitEnum {
    dialect: "llvm",
    mnemonic: "",
    name: "DISubprogramFlags",
    attr_name: "",
    cases: &[
        ("Virtual", 1),
        ("PureVirtual", 2),
        ("LocalToUnit", 4),
        ("Definition", 8),
        ("Optimized", 16),
        ("Pure", 32),
        ("Elemental", 64),
        ("Recursive", 128),
        ("MainSubprogram", 256),
        ("Deleted", 512),
        ("ObjCDirect", 2048),
    ],
    separator: "|",
    native_property: false,
};

const EMISSION_KINDS: &[&str] = &["None", "Full", "LineTablesOnly", "DebugDirectivesOnly"];
const NAME_TABLE_KINDS: &[&str] = &["Default", "GNU", "None", "Apple"];

const TAG: super::metadata::ParamKind = Dwarf("DW_TAG_", "tag");

/// A debug info kind: a struct, aliased under its mnemonic.
const fn di(
    mnemonic: &'static str,
    class: &'static str,
    params: &'static [(&'static str, super::metadata::ParamKind)],
    required: &'static [&'static str],
) -> MetadataKind {
    MetadataKind { mnemonic, class, params, required, format: Format::Struct, alias: true }
}

/// Every debug info kind of MLIR 19.
pub static DI_KINDS: &[MetadataKind] = &[
    MetadataKind {
        mnemonic: "di_null_type",
        class: "LLVM_DINullTypeAttr",
        params: &[],
        required: &[],
        format: Format::OptionalStruct,
        alias: true,
    },
    di(
        "di_basic_type",
        "LLVM_DIBasicTypeAttr",
        &[("tag", TAG), ("name", Str), ("sizeInBits", U64), ("encoding", Dwarf("DW_ATE_", "encoding"))],
        &["tag", "name"],
    ),
    MetadataKind {
        mnemonic: "di_file",
        class: "LLVM_DIFileAttr",
        params: &[("name", Str), ("directory", Str)],
        required: &[],
        format: Format::Positional("in"),
        alias: true,
    },
    di(
        "di_compile_unit",
        "LLVM_DICompileUnitAttr",
        &[
            ("id", Distinct),
            ("sourceLanguage", Dwarf("DW_LANG_", "language")),
            ("file", Nested(FILE, "DIFileAttr")),
            ("producer", Str),
            ("isOptimized", PlainBool),
            ("emissionKind", Keyword(EMISSION_KINDS, "LLVM debug emission kind", "DIEmissionKind")),
            ("nameTableKind", Keyword(NAME_TABLE_KINDS, "LLVM debug name table kind", "DINameTableKind")),
        ],
        &["id", "sourceLanguage", "file", "isOptimized", "emissionKind"],
    ),
    di(
        "di_composite_type",
        "LLVM_DICompositeTypeAttr",
        &[
            ("tag", TAG),
            ("recId", Distinct),
            ("name", Str),
            ("file", Nested(FILE, "DIFileAttr")),
            ("line", U64),
            ("scope", Nested(SCOPE, "DIScopeAttr")),
            ("baseType", Nested(TYPE, "DITypeAttr")),
            ("flags", Flags(&DI_FLAGS, "LLVM DI flags")),
            ("sizeInBits", U64),
            ("alignInBits", U64),
            ("elements", List(NODE, "DINodeAttr", false)),
            ("dataLocation", Nested(EXPRESSION, "DIExpressionAttr")),
            ("rank", Nested(EXPRESSION, "DIExpressionAttr")),
            ("allocated", Nested(EXPRESSION, "DIExpressionAttr")),
            ("associated", Nested(EXPRESSION, "DIExpressionAttr")),
        ],
        &["tag"],
    ),
    di(
        "di_derived_type",
        "LLVM_DIDerivedTypeAttr",
        &[
            ("tag", TAG),
            ("name", Str),
            ("baseType", Nested(TYPE, "DITypeAttr")),
            ("sizeInBits", U64),
            ("alignInBits", U64),
            ("offsetInBits", U64),
            ("dwarfAddressSpace", OptU64),
            ("extraData", Nested(NODE, "DINodeAttr")),
        ],
        &["tag"],
    ),
    di(
        "di_subroutine_type",
        "LLVM_DISubroutineTypeAttr",
        &[("callingConvention", Dwarf("DW_CC_", "calling convention")), ("types", List(TYPE, "DITypeAttr", false))],
        &[],
    ),
    di(
        "di_subprogram",
        "LLVM_DISubprogramAttr",
        &[
            ("id", Distinct),
            ("compileUnit", Nested(&["di_compile_unit"], "DICompileUnitAttr")),
            ("scope", Nested(SCOPE, "DIScopeAttr")),
            ("name", Str),
            ("linkageName", Str),
            ("file", Nested(FILE, "DIFileAttr")),
            ("line", U64),
            ("scopeLine", U64),
            ("subprogramFlags", Flags(&SUBPROGRAM_FLAGS, "LLVM DISubprogram flags")),
            ("type", Nested(&["di_subroutine_type"], "DISubroutineTypeAttr")),
        ],
        &["scope", "file"],
    ),
    di(
        "di_lexical_block",
        "LLVM_DILexicalBlockAttr",
        &[
            ("scope", Nested(SCOPE, "DIScopeAttr")),
            ("file", Nested(FILE, "DIFileAttr")),
            ("line", U64),
            ("column", U64),
        ],
        &["scope"],
    ),
    di(
        "di_lexical_block_file",
        "LLVM_DILexicalBlockFile",
        &[("scope", Nested(SCOPE, "DIScopeAttr")), ("file", Nested(FILE, "DIFileAttr")), ("discriminator", U64)],
        &["scope", "discriminator"],
    ),
    di(
        "di_local_variable",
        "LLVM_DILocalVariableAttr",
        &[
            ("scope", Nested(SCOPE, "DIScopeAttr")),
            ("name", Str),
            ("file", Nested(FILE, "DIFileAttr")),
            ("line", U64),
            ("arg", U64),
            ("alignInBits", U64),
            ("type", Nested(TYPE, "DITypeAttr")),
        ],
        &["scope"],
    ),
    di(
        "di_label",
        "LLVM_DILabelAttr",
        &[("scope", Nested(SCOPE, "DIScopeAttr")), ("name", Str), ("file", Nested(FILE, "DIFileAttr")), ("line", U64)],
        &["scope"],
    ),
    di(
        "di_namespace",
        "LLVM_DINamespaceAttr",
        &[("name", Str), ("scope", Nested(SCOPE, "DIScopeAttr")), ("exportSymbols", PlainBool)],
        &["exportSymbols"],
    ),
    di(
        "di_module",
        "LLVM_DIModuleAttr",
        &[
            ("file", Nested(FILE, "DIFileAttr")),
            ("scope", Nested(SCOPE, "DIScopeAttr")),
            ("name", Str),
            ("configMacros", Str),
            ("includePath", Str),
            ("apinotes", Str),
            ("line", U64),
            ("isDecl", Flag),
        ],
        &[],
    ),
    MetadataKind {
        mnemonic: "di_subrange",
        class: "LLVM_DISubrangeAttr",
        params: &[("count", AnyAttr), ("lowerBound", AnyAttr), ("upperBound", AnyAttr), ("stride", AnyAttr)],
        required: &[],
        format: Format::Struct,
        alias: false,
    },
    di(
        "di_global_variable",
        "LLVM_DIGlobalVariable",
        &[
            ("scope", Nested(SCOPE, "DIScopeAttr")),
            ("name", Str),
            ("linkageName", Str),
            ("file", Nested(FILE, "DIFileAttr")),
            ("line", U64),
            ("type", Nested(TYPE, "DITypeAttr")),
            ("isLocalToUnit", Flag),
            ("isDefined", Flag),
            ("alignInBits", U64),
        ],
        &["file", "line", "type"],
    ),
    di(
        "di_global_variable_expression",
        "LLVM_DIGlobalVariableExpressionAttr",
        &[
            ("var", Nested(&["di_global_variable"], "DIGlobalVariableAttr")),
            ("expr", Nested(EXPRESSION, "DIExpressionAttr")),
        ],
        &["var"],
    ),
    MetadataKind {
        mnemonic: "di_expression",
        class: "LLVM_DIExpressionAttr",
        params: &[("operations", ExprOps)],
        required: &[],
        format: Format::Bracketed,
        alias: false,
    },
];

/// The mnemonics of [`DI_KINDS`], for the registry's attribute parser.
pub static MNEMONICS: &[&str] = &[
    "di_null_type",
    "di_basic_type",
    "di_file",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_subroutine_type",
    "di_subprogram",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_label",
    "di_namespace",
    "di_module",
    "di_subrange",
    "di_global_variable",
    "di_global_variable_expression",
    "di_expression",
];
