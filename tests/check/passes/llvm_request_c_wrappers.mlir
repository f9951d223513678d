// PIPELINE: --llvm-request-c-wrappers

// Every func.func of the module, declarations included, asks for a C
// wrapper; llvm.func and functions of nested modules are left alone.

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @a() attributes {llvm.emit_c_interface} {
// CHECK: func.func private @b() attributes {llvm.emit_c_interface}
// CHECK: llvm.func @c() {
// CHECK: func.func @d() {
// CHECK: func.func @e() attributes {llvm.emit_c_interface, test.x} {
func.func @a() { return }
func.func private @b()
llvm.func @c() { llvm.return }
module @m { func.func @d() { return } }
func.func @e() attributes {test.x, llvm.emit_c_interface} { return }
