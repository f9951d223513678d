// Lexical corner cases: comments everywhere, free whitespace/newlines/tabs between tokens,
// identifiers with punctuation, bare keywords used as names, and literal forms.

func.func   @spacing   (  %a  :  i32  ,%b:i32  )->(  i32  )  {   // comment after '{'
  %0=    "tst.add"   (  %a ,%b  )   {  x  =  1  }   :   (  i32 ,  i32  )  ->  i32
  return %0   :   i32  // comment before '}'
}

// An operation split over many lines with comments between tokens.
%v =
  // comment
  "tst.multi_line"
  (
  )
  {
    // comment inside a dictionary
    attr
      =
      [
        1 , // one
        2   // two
      ]
  }
  :
  (
  )
  ->
  i32

	// A line starting with a tab, and a tab	between tokens.
	"tst.tab"(%v)	:	(i32) -> ()

// Bare identifiers that look like keywords are fine as attribute names.
"tst.keywords"() {func = 1, module = 2, loc = 3, true_ = 4, dense = 5, affine_map = 6, x = 7,
                  i32 = 8, f32 = 9, index = 10, unit = 11, attributes = 12, to = 13} : () -> ()

// Keyword-like values as strings, symbols and op names.
"tst.symbols"() {a = @func, b = @module, c = @i32, d = @"0starts_with_digit", e = @_under} : () -> ()
"func"() : () -> ()

// SSA names: numeric, alphabetic, with $ . _ - characters; block names likewise.
%123 = "tst.make"() : () -> i32
%a.b$c-d_e = "tst.make"() : () -> i32
%_ = "tst.make"() : () -> i32
%$dollar = "tst.make"() : () -> i32
%-dash = "tst.make"() : () -> i32
%.dot = "tst.make"() : () -> i32
"tst.use"(%123, %a.b$c-d_e, %_, %$dollar, %-dash, %.dot) : (i32, i32, i32, i32, i32, i32) -> ()

// Number forms: leading zeros, signs, exponents.
// (A leading '+' and an uppercase '0X' prefix are NOT accepted by mlir-opt-19.)
"tst.numbers"() {lz = 007 : i32, lzf = 00.5 : f32, e1 = 1.e5 : f64, e2 = 1.5E+5 : f64,
                 hex = 0xAbCd : i32, neg_hex = -0x10 : i32} : () -> ()
