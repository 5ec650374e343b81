"""What the Z80 machines share (the Spectrum, the ZX81, the ZX80): machine
code run in SkoolKit's Z80 simulator over a copy of the machine's memory,
with the machine's time, ports, frames and BREAK (docs/internals.md,
"Machine code on the Z80")."""
