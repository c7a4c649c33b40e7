target triple = "x86ÿ"
define i32 @main() {
  ret i32 0
}
