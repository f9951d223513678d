// The llvm.* attributes of function arguments and results.

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_on_int(%a: i64 {llvm.noalias})

// -----

// expected-error@+1 {{"llvm.noalias" should be a unit attribute}}
llvm.func @noalias_valued(%a: !llvm.ptr {llvm.noalias = 2 : i32})

// -----

// expected-error@+1 {{"llvm.readonly" attribute attached to non-pointer LLVM type}}
llvm.func @readonly_on_int(%a: i64 {llvm.readonly})

// -----

// expected-error@+1 {{"llvm.readonly" should be a unit attribute}}
llvm.func @readonly_valued(%a: !llvm.ptr {llvm.readonly = 2 : i32})

// -----

// expected-error@+1 {{"llvm.readnone" attribute attached to non-pointer LLVM type}}
llvm.func @readnone_on_int(%a: i64 {llvm.readnone})

// -----

// expected-error@+1 {{"llvm.readnone" should be a unit attribute}}
llvm.func @readnone_valued(%a: !llvm.ptr {llvm.readnone = 2 : i32})

// -----

// expected-error@+1 {{"llvm.writeonly" attribute attached to non-pointer LLVM type}}
llvm.func @writeonly_on_int(%a: i64 {llvm.writeonly})

// -----

// expected-error@+1 {{"llvm.writeonly" should be a unit attribute}}
llvm.func @writeonly_valued(%a: !llvm.ptr {llvm.writeonly = 2 : i32})

// -----

// expected-error@+1 {{"llvm.nest" attribute attached to non-pointer LLVM type}}
llvm.func @nest_on_int(%a: i64 {llvm.nest})

// -----

// expected-error@+1 {{"llvm.nest" should be a unit attribute}}
llvm.func @nest_valued(%a: !llvm.ptr {llvm.nest = 2 : i32})

// -----

// expected-error@+1 {{"llvm.nocapture" attribute attached to non-pointer LLVM type}}
llvm.func @nocapture_on_int(%a: i64 {llvm.nocapture})

// -----

// expected-error@+1 {{"llvm.nocapture" should be a unit attribute}}
llvm.func @nocapture_valued(%a: !llvm.ptr {llvm.nocapture = 2 : i32})

// -----

// expected-error@+1 {{"llvm.nofree" attribute attached to non-pointer LLVM type}}
llvm.func @nofree_on_int(%a: i64 {llvm.nofree})

// -----

// expected-error@+1 {{"llvm.nofree" should be a unit attribute}}
llvm.func @nofree_valued(%a: !llvm.ptr {llvm.nofree = 2 : i32})

// -----

// expected-error@+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @nonnull_on_int(%a: i64 {llvm.nonnull})

// -----

// expected-error@+1 {{"llvm.nonnull" should be a unit attribute}}
llvm.func @nonnull_valued(%a: !llvm.ptr {llvm.nonnull = 2 : i32})

// -----

// expected-error@+1 {{"llvm.sret" attribute attached to non-pointer LLVM type}}
llvm.func @sret_on_float(%a: f64 {llvm.sret = i16})

// -----

// expected-error@+1 {{"llvm.sret" should be a type attribute}}
llvm.func @sret_unit(%a: !llvm.ptr {llvm.sret})

// -----

// expected-error@+1 {{"llvm.byval" attribute attached to non-pointer LLVM type}}
llvm.func @byval_on_float(%a: f64 {llvm.byval = i16})

// -----

// expected-error@+1 {{"llvm.byval" should be a type attribute}}
llvm.func @byval_unit(%a: !llvm.ptr {llvm.byval})

// -----

// expected-error@+1 {{"llvm.byref" attribute attached to non-pointer LLVM type}}
llvm.func @byref_on_float(%a: f64 {llvm.byref = i16})

// -----

// expected-error@+1 {{"llvm.byref" should be a type attribute}}
llvm.func @byref_unit(%a: !llvm.ptr {llvm.byref})

// -----

// expected-error@+1 {{"llvm.inalloca" attribute attached to non-pointer LLVM type}}
llvm.func @inalloca_on_float(%a: f64 {llvm.inalloca = i16})

// -----

// expected-error@+1 {{"llvm.inalloca" should be a type attribute}}
llvm.func @inalloca_unit(%a: !llvm.ptr {llvm.inalloca})

// -----

// expected-error@+1 {{"llvm.preallocated" attribute attached to non-pointer LLVM type}}
llvm.func @preallocated_on_float(%a: f64 {llvm.preallocated = i16})

// -----

// expected-error@+1 {{"llvm.preallocated" should be a type attribute}}
llvm.func @preallocated_unit(%a: !llvm.ptr {llvm.preallocated})

// -----

// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
llvm.func @signext_on_ptr(%a: !llvm.ptr {llvm.signext})

// -----

// expected-error@+1 {{"llvm.signext" should be a unit attribute}}
llvm.func @signext_str(%a: i8 {llvm.signext = "x"})

// -----

// expected-error@+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @zeroext_on_ptr(%a: !llvm.ptr {llvm.zeroext})

// -----

// expected-error@+1 {{"llvm.zeroext" should be a unit attribute}}
llvm.func @zeroext_str(%a: i8 {llvm.zeroext = "x"})

// -----

// expected-error@+1 {{"llvm.align" attribute attached to non-pointer LLVM type}}
llvm.func @align_on_vec(%a: vector<2xi32> {llvm.align = 8 : i64})

// -----

// expected-error@+1 {{"llvm.align" should be an integer attribute}}
llvm.func @align_float(%a: !llvm.ptr {llvm.align = 8.0 : f32})

// -----

// expected-error@+1 {{"llvm.dereferenceable" attribute attached to non-pointer LLVM type}}
llvm.func @dereferenceable_on_vec(%a: vector<2xi32> {llvm.dereferenceable = 8 : i64})

// -----

// expected-error@+1 {{"llvm.dereferenceable" should be an integer attribute}}
llvm.func @dereferenceable_float(%a: !llvm.ptr {llvm.dereferenceable = 8.0 : f32})

// -----

// expected-error@+1 {{"llvm.dereferenceable_or_null" attribute attached to non-pointer LLVM type}}
llvm.func @dereferenceable_or_null_on_vec(%a: vector<2xi32> {llvm.dereferenceable_or_null = 8 : i64})

// -----

// expected-error@+1 {{"llvm.dereferenceable_or_null" should be an integer attribute}}
llvm.func @dereferenceable_or_null_float(%a: !llvm.ptr {llvm.dereferenceable_or_null = 8.0 : f32})

// -----

// expected-error@+1 {{"llvm.alignstack" should be an integer attribute}}
llvm.func @alignstack_unit(%a: i32 {llvm.alignstack})

// -----

// expected-error@+1 {{"llvm.alignstack" attribute attached to non-pointer LLVM type}}
llvm.func @alignstack_on_int(%a: i32 {llvm.alignstack = 8 : i64})

// -----

// expected-error@+1 {{"llvm.noundef" should be a unit attribute}}
llvm.func @noundef_typed(%a: f32 {llvm.noundef = f32})

// -----

// expected-error@+1 {{"llvm.inreg" should be a unit attribute}}
llvm.func @inreg_typed(%a: f32 {llvm.inreg = f32})

// -----

// expected-error@+1 {{"llvm.returned" should be a unit attribute}}
llvm.func @returned_typed(%a: f32 {llvm.returned = f32})

// -----

// expected-error@+1 {{"llvm.allocalign" is not a valid result attribute}}
llvm.func @allocalign_result() -> (!llvm.ptr {llvm.allocalign})

// -----

// expected-error@+1 {{"llvm.allocptr" is not a valid result attribute}}
llvm.func @allocptr_result() -> (!llvm.ptr {llvm.allocptr})

// -----

// expected-error@+1 {{"llvm.nest" is not a valid result attribute}}
llvm.func @nest_result() -> (!llvm.ptr {llvm.nest})

// -----

// expected-error@+1 {{"llvm.nocapture" is not a valid result attribute}}
llvm.func @nocapture_result() -> (!llvm.ptr {llvm.nocapture})

// -----

// expected-error@+1 {{"llvm.nofree" is not a valid result attribute}}
llvm.func @nofree_result() -> (!llvm.ptr {llvm.nofree})

// -----

// expected-error@+1 {{"llvm.readnone" is not a valid result attribute}}
llvm.func @readnone_result() -> (!llvm.ptr {llvm.readnone})

// -----

// expected-error@+1 {{"llvm.readonly" is not a valid result attribute}}
llvm.func @readonly_result() -> (!llvm.ptr {llvm.readonly})

// -----

// expected-error@+1 {{"llvm.returned" is not a valid result attribute}}
llvm.func @returned_result() -> (!llvm.ptr {llvm.returned})

// -----

// expected-error@+1 {{"llvm.writeonly" is not a valid result attribute}}
llvm.func @writeonly_result() -> (!llvm.ptr {llvm.writeonly})

// -----

// expected-error@+1 {{"llvm.byval" is not a valid result attribute}}
llvm.func @byval_result() -> (!llvm.ptr {llvm.byval = i32})

// -----

// expected-error@+1 {{"llvm.byref" is not a valid result attribute}}
llvm.func @byref_result() -> (!llvm.ptr {llvm.byref = i32})

// -----

// expected-error@+1 {{"llvm.inalloca" is not a valid result attribute}}
llvm.func @inalloca_result() -> (!llvm.ptr {llvm.inalloca = i32})

// -----

// expected-error@+1 {{"llvm.preallocated" is not a valid result attribute}}
llvm.func @preallocated_result() -> (!llvm.ptr {llvm.preallocated = i32})

// -----

// expected-error@+1 {{"llvm.sret" is not a valid result attribute}}
llvm.func @sret_result() -> (!llvm.ptr {llvm.sret = i32})

// -----

// expected-error@+1 {{"llvm.alignstack" is not a valid result attribute}}
llvm.func @alignstack_result() -> (!llvm.ptr {llvm.alignstack = 4 : i64})

// -----

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_result() -> (i32 {llvm.noalias})

// -----

// expected-error@+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @zeroext_result() -> (f16 {llvm.zeroext})

// -----

// expected-error@+1 {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
func.func private @func_noalias(i32 {llvm.noalias})

// -----

// expected-error@+1 {{"llvm.readonly" should be a unit attribute}}
func.func private @func_memref_readonly(memref<4xf32> {llvm.readonly = 1 : i32})

// -----

// expected-error@+1 {{"llvm.signext" attribute attached to non-integer LLVM type}}
func.func private @func_result_signext() -> (f32 {llvm.signext})

// -----

// expected-error@+1 {{"llvm.align" should be an integer attribute}}
llvm.func @second_arg(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.align = "4"})
