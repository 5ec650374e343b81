"""The machine-neutral engine: AST, errors, program layout, variables, the
base compiler and interpreter, memory, clock, hosts, key scripts, the Dialect
base and the face protocols.  Nothing here imports anything else from basic/."""
