"""The Commodore 64 and its BASIC V2 (Microsoft's 6502 BASIC, 1982 ROM 901226-01).

Its Dialect, what the rest of the program asks of it, is :mod:`.dialect`.

Everything about the machine is in this package: its syntax (:mod:`.text`
petcat conventions, :mod:`.crunch` the ROM's CRUNCH, :mod:`.tokens`,
:mod:`.parser`, :mod:`.syntax`), its numbers (:mod:`.numbers` on the FAC
routines of :mod:`._fac`), its hardware (:mod:`.petscii`, :mod:`.screen`,
:mod:`.keyboard`, :mod:`.font`), the machine (:mod:`.machine`, with the BASIC
pointers of :mod:`.store`), the compiler (:mod:`.compiler`,
:mod:`.expressions`, :mod:`.io`, :mod:`.codegen`), its face (:mod:`.face`,
:mod:`.view`, :mod:`.image`), c64ref's stream mode (:mod:`.stream`), its
reports (:mod:`.reports`), .prg files (:mod:`.prg`) and how a listing with
no header is recognised (:mod:`.detect`).
"""
