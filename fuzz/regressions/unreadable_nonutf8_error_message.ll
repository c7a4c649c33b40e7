define i32 @main() {
  reÿt i32 0
}
