// A bare Swift binary, built as any Swift program is (the runtime loaded from the toolchain):
// dusk-bench measures dusk's start-up against this one's in the same pseudo-terminal.
print("a bare Swift binary")
