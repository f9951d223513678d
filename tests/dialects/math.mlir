func.func @generic_forms(%x: f32, %d: f64, %h: f16, %b: bf16, %i: i32, %n: index, %w: i64) {
  %absf = "math.absf"(%x) : (f32) -> f32
  %acos = "math.acos"(%x) : (f32) -> f32
  %acosh = "math.acosh"(%x) : (f32) -> f32
  %asin = "math.asin"(%x) : (f32) -> f32
  %asinh = "math.asinh"(%x) : (f32) -> f32
  %atan = "math.atan"(%x) : (f32) -> f32
  %atanh = "math.atanh"(%x) : (f32) -> f32
  %cbrt = "math.cbrt"(%x) : (f32) -> f32
  %ceil = "math.ceil"(%x) : (f32) -> f32
  %cos = "math.cos"(%x) : (f32) -> f32
  %cosh = "math.cosh"(%x) : (f32) -> f32
  %erf = "math.erf"(%x) : (f32) -> f32
  %exp = "math.exp"(%x) : (f32) -> f32
  %exp2 = "math.exp2"(%x) : (f32) -> f32
  %expm1 = "math.expm1"(%x) : (f32) -> f32
  %floor = "math.floor"(%x) : (f32) -> f32
  %log = "math.log"(%x) : (f32) -> f32
  %log10 = "math.log10"(%x) : (f32) -> f32
  %log1p = "math.log1p"(%x) : (f32) -> f32
  %log2 = "math.log2"(%x) : (f32) -> f32
  %round = "math.round"(%x) : (f32) -> f32
  %roundeven = "math.roundeven"(%x) : (f32) -> f32
  %rsqrt = "math.rsqrt"(%x) : (f32) -> f32
  %sin = "math.sin"(%x) : (f32) -> f32
  %sinh = "math.sinh"(%x) : (f32) -> f32
  %sqrt = "math.sqrt"(%x) : (f32) -> f32
  %tan = "math.tan"(%x) : (f32) -> f32
  %tanh = "math.tanh"(%x) : (f32) -> f32
  %trunc = "math.trunc"(%x) : (f32) -> f32
  %absi = "math.absi"(%i) : (i32) -> i32
  %ctlz = "math.ctlz"(%i) : (i32) -> i32
  %cttz = "math.cttz"(%i) : (i32) -> i32
  %ctpop = "math.ctpop"(%i) : (i32) -> i32
  %atan2 = "math.atan2"(%d, %d) : (f64, f64) -> f64
  %copysign = "math.copysign"(%d, %d) : (f64, f64) -> f64
  %powf = "math.powf"(%d, %d) : (f64, f64) -> f64
  %ipowi = "math.ipowi"(%w, %w) : (i64, i64) -> i64
  %ipowi_index = "math.ipowi"(%n, %n) : (index, index) -> index
  %absi_index = "math.absi"(%n) : (index) -> index
  %fma = "math.fma"(%h, %h, %h) : (f16, f16, f16) -> f16
  %fpowi = "math.fpowi"(%b, %i) : (bf16, i32) -> bf16
  %fpowi64 = "math.fpowi"(%x, %w) : (f32, i64) -> f32
  %attr = "math.ctlz"(%i) {foo = 1 : i32} : (i32) -> i32
  %attr2 = "math.sqrt"(%x) <{fastmath = #arith.fastmath<none>}> {foo} : (f32) -> f32
  return
}

// -----

func.func @fastmath_flags(%x: f32, %i: i32) {
  %absf = "math.absf"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %acos = "math.acos"(%x) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f32
  %acosh = "math.acosh"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %asin = "math.asin"(%x) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f32
  %asinh = "math.asinh"(%x) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
  %atan = "math.atan"(%x) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
  %atanh = "math.atanh"(%x) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
  %cbrt = "math.cbrt"(%x) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
  %ceil = "math.ceil"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %cos = "math.cos"(%x) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
  %cosh = "math.cosh"(%x) <{fastmath = #arith.fastmath<reassoc,nsz,contract>}> : (f32) -> f32
  %erf = "math.erf"(%x) <{fastmath = #arith.fastmath<nnan,ninf,nsz,arcp>}> : (f32) -> f32
  %exp = "math.exp"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %exp2 = "math.exp2"(%x) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f32
  %expm1 = "math.expm1"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %floor = "math.floor"(%x) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f32
  %log = "math.log"(%x) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
  %log10 = "math.log10"(%x) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
  %log1p = "math.log1p"(%x) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
  %log2 = "math.log2"(%x) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
  %round = "math.round"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %roundeven = "math.roundeven"(%x) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
  %rsqrt = "math.rsqrt"(%x) <{fastmath = #arith.fastmath<reassoc,nsz,contract>}> : (f32) -> f32
  %sin = "math.sin"(%x) <{fastmath = #arith.fastmath<nnan,ninf,nsz,arcp>}> : (f32) -> f32
  %sinh = "math.sinh"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %sqrt = "math.sqrt"(%x) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f32
  %tan = "math.tan"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
  %tanh = "math.tanh"(%x) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> f32
  %trunc = "math.trunc"(%x) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
  %atan2 = "math.atan2"(%x, %x) <{fastmath = #arith.fastmath<ninf>}> : (f32, f32) -> f32
  %copysign = "math.copysign"(%x, %x) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
  %powf = "math.powf"(%x, %x) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
  %fma = "math.fma"(%x, %x, %x) <{fastmath = #arith.fastmath<contract>}> : (f32, f32, f32) -> f32
  %fpowi = "math.fpowi"(%x, %i) <{fastmath = #arith.fastmath<fast>}> : (f32, i32) -> f32
  %nsz = "math.absf"(%x) {fastmath = #arith.fastmath<nsz>} : (f32) -> f32
  return
}

// -----

func.func @custom_forms(%v: vector<4xf32>, %s: vector<[8]xf16>, %t: tensor<?x3xf64>, %u: tensor<*xf32>, %vi: vector<4xi32>, %ti: tensor<2xi8>, %vn: vector<2xindex>, %x: f32) {
  %absf = math.absf %v : vector<4xf32>
  %acos = math.acos %s fastmath<reassoc> : vector<[8]xf16>
  %acosh = math.acosh %t fastmath<nnan> : tensor<?x3xf64>
  %asin = math.asin %u fastmath<ninf> : tensor<*xf32>
  %asinh = math.asinh %v fastmath<nsz> : vector<4xf32>
  %atan = math.atan %s fastmath<arcp> : vector<[8]xf16>
  %atanh = math.atanh %t fastmath<contract> : tensor<?x3xf64>
  %cbrt = math.cbrt %u fastmath<afn> : tensor<*xf32>
  %ceil = math.ceil %v fastmath<fast> : vector<4xf32>
  %cos = math.cos %s fastmath<nnan,ninf> : vector<[8]xf16>
  %cosh = math.cosh %t fastmath<reassoc,nsz,contract> : tensor<?x3xf64>
  %erf = math.erf %u fastmath<nnan,ninf,nsz,arcp> : tensor<*xf32>
  %exp = math.exp %v : vector<4xf32>
  %exp2 = math.exp2 %s fastmath<reassoc> : vector<[8]xf16>
  %expm1 = math.expm1 %t fastmath<nnan> : tensor<?x3xf64>
  %floor = math.floor %u fastmath<ninf> : tensor<*xf32>
  %log = math.log %v fastmath<nsz> : vector<4xf32>
  %log10 = math.log10 %s fastmath<arcp> : vector<[8]xf16>
  %log1p = math.log1p %t fastmath<contract> : tensor<?x3xf64>
  %log2 = math.log2 %u fastmath<afn> : tensor<*xf32>
  %round = math.round %v fastmath<fast> : vector<4xf32>
  %roundeven = math.roundeven %s fastmath<nnan,ninf> : vector<[8]xf16>
  %rsqrt = math.rsqrt %t fastmath<reassoc,nsz,contract> : tensor<?x3xf64>
  %sin = math.sin %u fastmath<nnan,ninf,nsz,arcp> : tensor<*xf32>
  %sinh = math.sinh %v : vector<4xf32>
  %sqrt = math.sqrt %s fastmath<reassoc> : vector<[8]xf16>
  %tan = math.tan %t fastmath<nnan> : tensor<?x3xf64>
  %tanh = math.tanh %u fastmath<ninf> : tensor<*xf32>
  %trunc = math.trunc %v fastmath<nsz> : vector<4xf32>
  %absi = math.absi %vi : vector<4xi32>
  %ctlz = math.ctlz %ti : tensor<2xi8>
  %cttz = math.cttz %vn : vector<2xindex>
  %ctpop = math.ctpop %vi : vector<4xi32>
  %atan2 = math.atan2 %v, %v fastmath<nnan> : vector<4xf32>
  %atan2_plain = math.atan2 %v, %v : vector<4xf32>
  %copysign = math.copysign %s, %s fastmath<nnan> : vector<[8]xf16>
  %copysign_plain = math.copysign %s, %s : vector<[8]xf16>
  %powf = math.powf %t, %t fastmath<nnan> : tensor<?x3xf64>
  %powf_plain = math.powf %t, %t : tensor<?x3xf64>
  %ipowi = math.ipowi %vi, %vi : vector<4xi32>
  %fma = math.fma %t, %t, %t fastmath<fast> : tensor<?x3xf64>
  %fma_plain = math.fma %v, %v, %v : vector<4xf32>
  %fpowi = math.fpowi %v, %vi fastmath<afn> : vector<4xf32>, vector<4xi32>
  %fpowi_plain = math.fpowi %v, %vi : vector<4xf32>, vector<4xi32>
  %sin_attr = math.sin %x fastmath<reassoc> {foo = "bar"} : f32
  %sin_dict = math.sin %x {fastmath = #arith.fastmath<ninf>} : f32
  %sin_none = math.sin %x fastmath<none> : f32
  return
}
