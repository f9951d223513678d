// expected-error@+1 {{repeated layout entry key: a}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"a", 1>, #dlti.dl_entry<"a", 2>>} {}

// -----

// expected-error@+1 {{repeated layout entry key: 'i32'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, 1>, #dlti.dl_entry<i32, 2>>} {}

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {dlti.dl_spec = #dlti.dl_spec<1>} {}

// -----

// expected-error@+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = 1} {}

// -----

// expected-error@+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = #dlti.dl_entry<"a", 1>} {}

// -----

// expected-error@+1 {{attribute 'dlti.foo' not supported by dialect}}
module attributes {dlti.foo = 1} {}

// -----

// expected-error@+1 {{expected a type or a quoted string}}
func.func private @f() attributes {test.x = #dlti.dl_entry<1, 1>}

// -----

// expected-error@+1 {{expected ','}}
func.func private @f() attributes {test.x = #dlti.dl_entry<"a">}

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `dlti`}}
func.func private @f() attributes {test.x = #dlti.foo<>}

// -----

// expected-error@+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "middle">>} {}

// -----

// expected-error@+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, "x">}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, "x">>} {}

// -----

// expected-error@+1 {{repeated Device ID in dlti.target_system_spec: "CPU"}}
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" : #dlti.target_device_spec<#dlti.dl_entry<"a", 1>>, "CPU" : #dlti.target_device_spec<#dlti.dl_entry<"a", 1>>>} {}

// -----

// expected-error@+3 {{expected string}}
// expected-error@+2 {{DeviceID is missing, or is not of string type}}
// expected-error@+1 {{failed to parse DLTI_TargetSystemSpecAttr parameter 'entries'}}
module attributes {dlti.target_system_spec = #dlti.target_system_spec<CPU : #dlti.target_device_spec<#dlti.dl_entry<"a", 1>>>} {}

// -----

// expected-error@+1 {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
module attributes {dlti.target_system_spec = 1} {}
