func.func @generic_forms(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %v: vector<4xf32>, %vi: vector<4xi32>, %m: vector<4xi1>, %c: i1, %mr: memref<4xi32>) {
  %addi = "arith.addi"(%a, %b) : (i32, i32) -> i32
  %subi = "arith.subi"(%a, %b) : (i32, i32) -> i32
  %muli = "arith.muli"(%a, %b) : (i32, i32) -> i32
  %divui = "arith.divui"(%a, %b) : (i32, i32) -> i32
  %divsi = "arith.divsi"(%a, %b) : (i32, i32) -> i32
  %ceildivui = "arith.ceildivui"(%a, %b) : (i32, i32) -> i32
  %ceildivsi = "arith.ceildivsi"(%a, %b) : (i32, i32) -> i32
  %floordivsi = "arith.floordivsi"(%a, %b) : (i32, i32) -> i32
  %remui = "arith.remui"(%a, %b) : (i32, i32) -> i32
  %remsi = "arith.remsi"(%a, %b) : (i32, i32) -> i32
  %andi = "arith.andi"(%a, %b) : (i32, i32) -> i32
  %ori = "arith.ori"(%a, %b) : (i32, i32) -> i32
  %xori = "arith.xori"(%a, %b) : (i32, i32) -> i32
  %shli = "arith.shli"(%a, %b) : (i32, i32) -> i32
  %shrui = "arith.shrui"(%a, %b) : (i32, i32) -> i32
  %shrsi = "arith.shrsi"(%a, %b) : (i32, i32) -> i32
  %maxsi = "arith.maxsi"(%a, %b) : (i32, i32) -> i32
  %maxui = "arith.maxui"(%a, %b) : (i32, i32) -> i32
  %minsi = "arith.minsi"(%a, %b) : (i32, i32) -> i32
  %minui = "arith.minui"(%a, %b) : (i32, i32) -> i32
  %addf = "arith.addf"(%x, %y) : (f32, f32) -> f32
  %subf = "arith.subf"(%x, %y) : (f32, f32) -> f32
  %mulf = "arith.mulf"(%x, %y) : (f32, f32) -> f32
  %divf = "arith.divf"(%x, %y) : (f32, f32) -> f32
  %remf = "arith.remf"(%x, %y) : (f32, f32) -> f32
  %maximumf = "arith.maximumf"(%x, %y) : (f32, f32) -> f32
  %minimumf = "arith.minimumf"(%x, %y) : (f32, f32) -> f32
  %maxnumf = "arith.maxnumf"(%x, %y) : (f32, f32) -> f32
  %minnumf = "arith.minnumf"(%x, %y) : (f32, f32) -> f32
  %n = "arith.negf"(%x) : (f32) -> f32
  %extui = "arith.extui"(%a) : (i32) -> i64
  %extsi = "arith.extsi"(%a) : (i32) -> i64
  %trunci = "arith.trunci"(%a) : (i32) -> i8
  %extf = "arith.extf"(%x) : (f32) -> f64
  %truncf = "arith.truncf"(%x) : (f32) -> f16
  %uitofp = "arith.uitofp"(%a) : (i32) -> f32
  %sitofp = "arith.sitofp"(%a) : (i32) -> f32
  %fptoui = "arith.fptoui"(%x) : (f32) -> i32
  %fptosi = "arith.fptosi"(%x) : (f32) -> i32
  %index_cast = "arith.index_cast"(%a) : (i32) -> index
  %index_castui = "arith.index_castui"(%a) : (i32) -> index
  %bitcast = "arith.bitcast"(%a) : (i32) -> f32
  %ae:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i1)
  %me:2 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  %mu:2 = "arith.mului_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  %s = "arith.select"(%c, %a, %b) : (i1, i32, i32) -> i32
  %cmpi = "arith.cmpi"(%vi, %vi) <{predicate = 9 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
  %k1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
  %k2 = "arith.constant"() <{value = 0 : index}> : () -> index
  %k3 = "arith.constant"() <{value = true}> : () -> i1
  %k4 = "arith.constant"() <{value = 1.5 : f32}> : () -> f32
  %k5 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
  %k6 = "arith.constant"() <{value = 7 : i32}> {foo} : () -> i32
  %ic = "arith.index_cast"(%mr) : (memref<4xi32>) -> memref<4xindex>
  %tf = "arith.truncf"(%x) <{roundingmode = 1 : i32, fastmath = #arith.fastmath<nnan>}> : (f32) -> f16
  %ef = "arith.extf"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f64
  return
}

func.func @custom_forms(%a: i32, %b: i32, %x: f64, %t: tensor<?x4xf32>, %v: vector<[4]xi8>, %m: vector<[4]xi1>, %i: index) -> (i32, tensor<?x4xf32>) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.muli %0, %b overflow<nuw, nsw> : i32
  %2 = arith.shli %1, %a overflow<nuw> : i32
  %3 = arith.addf %t, %t fastmath<fast> : tensor<?x4xf32>
  %4 = arith.mulf %3, %3 fastmath<contract, afn> : tensor<?x4xf32>
  %5 = arith.divf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f64
  %6 = arith.cmpf une, %x, %x fastmath<nnan> : f64
  %7 = arith.cmpf false, %x, %x : f64
  %8 = arith.cmpi "sle", %a, %b : i32
  %9 = arith.select %m, %v, %v : vector<[4]xi1>, vector<[4]xi8>
  %10 = arith.select %6, %a, %b : i32
  %11 = arith.xori %v, %v : vector<[4]xi8>
  %12 = arith.negf %x fastmath<nsz> : f64
  %13 = arith.truncf %x to_nearest_away : f64 to f32
  %14 = arith.truncf %x toward_zero fastmath<afn> : f64 to bf16
  %15 = arith.index_castui %i : index to i64
  %16 = arith.bitcast %x : f64 to i64
  %17 = arith.sitofp %v : vector<[4]xi8> to vector<[4]xf16>
  %18 = arith.extsi %v : vector<[4]xi8> to vector<[4]xi32>
  %19 = arith.maxnumf %x, %x : f64
  %c0 = arith.constant 0 : index
  %c0_0 = arith.constant 0 : index
  %c42_i8 = arith.constant 42 : i8
  %false = arith.constant false
  %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %cst_1 = arith.constant 0x7FC00000 : f32
  %cst_2 = arith.constant dense<true> : vector<[4]xi1>
  %20 = arith.addi %a, %b {tag = "kept"} : i32
  %sum, %overflow = arith.addui_extended %v, %v : vector<[4]xi8>, vector<[4]xi1>
  %low, %high = arith.mulsi_extended %a, %b : i32
  return %2, %4 : i32, tensor<?x4xf32>
}
