"""ZX Spectrum 48K snapshots: ``.z80``, ``.sna`` and ``.szx``.

A snapshot is the whole machine at a moment (:mod:`.files`, read and written
with SkoolKit).  As a program file it loads as LOAD would load the program
it holds, and more: :func:`load` gives a
:class:`~basic.core.formats.ProgramImage` whose lines are the program at
PROG, whose variables are the variables area, whose ``resume`` is the
statement the machine goes on from (:mod:`.basic_state`), and whose
``machine`` (a :class:`.machine.Snapshot`) the Spectrum dialect puts into
the machine before the run (the screen, the system variables, the GO SUB
stack, :func:`.machine.restore`).  ``basic run game.z80`` then goes on from
there, as CONTINUE would; ``--run`` RUNs the program instead.

A snapshot whose PC is in RAM caught machine code running: it goes on in
the Z80 with the 48K ROM from the snapshot's registers (:func:`resume_code`,
the machinery of USR), and when it returns as a USR routine returns, BASIC
goes on at the statement after the one that called it.  A snapshot whose
system variables describe no BASIC program at all runs its machine code
alone.

``basic convert game.z80 game.bas`` writes the program's listing, with a
comment that the variables were left out; ``basic convert prog.bas
prog.z80`` writes a snapshot of the machine with the program loaded, at the
editor, as after LOAD (``0 OK, 0:1``); ``basic run --snapshot-out`` writes
the machine at the end of a run (:func:`.machine.capture`).
"""
from __future__ import annotations

from typing import Any, Optional

from ....core import ast
from ....core.errors import BasicError
from ....core.formats import FormatError, ProgramImage, StoredLine, stored_listing
from ....core.interpreter import Interpreter, Report
from ...sinclair import saved_vars
from .. import tap
from .basic_state import after_code, basic_state, code_only, machine_code_running
from .files import RAM_START, MachineState, read, write
from .machine import Snapshot, capture, restore

DIALECT = "spectrum"

__all__ = ["DIALECT", "load_snapshot", "listing_of", "snapshot_of_listing", "Snapshot",
           "MachineState", "capture", "restore", "resume_code", "read", "write", "CODE_NOTE",
           "snapshot_of_tap"]

#: what basic says of a snapshot that caught machine code running
CODE_NOTE = ("the snapshot caught machine code running (PC {pc}): it goes on in the Z80 "
             "with the 48K ROM; BASIC goes on from {how}")


def load_snapshot(data: bytes, kind: str) -> ProgramImage:
    """A snapshot file -> the image its machine holds (see the module)."""
    state = read(data, kind)
    code = machine_code_running(state)
    try:
        basic = basic_state(state)
    except FormatError:
        if not code:
            raise
        basic = code_only(state)
    lines = [StoredLine(number, tap.list_body(body), body)
             for number, body in tap.program_lines(basic.program)]
    try:
        saved_vars.read_area(basic.variables, saved_vars.SPECTRUM)
    except ValueError as err:
        raise FormatError(f"the variables area is damaged: {err}") from None
    snap = Snapshot(state, basic)
    cautions = []
    if code:
        after_code(state, basic)
        snap.code = True
        cautions.append(CODE_NOTE.format(pc=state.pc, how=basic.how))
    notes = [f"# {kind} snapshot: basic run goes on from {basic.how}"]
    image = ProgramImage(DIALECT, lines, None, basic.variables, notes=notes,
                         resume=basic.resume, machine=snap, cautions=cautions)
    image.make_listing = lambda: listing_of(image)
    return image


def resume_code(machine: Any, interp: Any, snap: Snapshot) -> Optional[Report]:
    """The machine code a snapshot caught running goes on in the Z80 from
    the snapshot's registers and memory (:meth:`..code.MachineCode.resume`);
    its reports are the statement's that called it, and a RANDOMIZE that
    called it takes its value as SEED.  Called from a direct command, BASIC
    does not go on after it (0 OK, 0:1)."""
    if not snap.code:
        return None
    basic = snap.basic
    machine.memory.data[RAM_START:] = snap.state.ram
    try:
        value = machine.code.resume(snap.state.registers, basic.err_base, interp,
                                    basic=bool(basic.program) or basic.standard)
    except BasicError as err:
        err.at = err.at or basic.code_from or (0, 1)
        raise
    if basic.code_from is None:
        return Report("0", 0, 1)
    layout = interp.layout
    node = layout.nodes[layout.index_of(*basic.code_from)] if layout.end else None
    if isinstance(node, ast.Randomize):
        machine.random.randomize(value)     # RANDOMIZE USR n: SEED is the routine's BC
    return None


def listing_of(image: ProgramImage) -> str:
    """The program's listing, the variables left out (a listing has no
    place for them) and a comment saying so."""
    size = len(image.variables)
    left_out = (f"# variables left out: the snapshot's {size} bytes of variables are not in "
                "this listing (basic run on the snapshot keeps them)" if size else
                "# variables left out: the snapshot holds none")
    bare = ProgramImage(DIALECT, image.lines, notes=[*image.notes, left_out])
    return stored_listing(bare, tap.reads_back)


def snapshot_of_listing(text: str, kind: str) -> bytes:
    """A listing -> a snapshot of the machine with the program loaded, at
    the editor as LOAD leaves it (``0 OK, 0:1``)."""
    return snapshot_of_tap(tap.encode(text, "snapshot"), kind)   # refuses what a .tap would


def snapshot_of_tap(data: bytes, kind: str) -> bytes:
    """A .tap's first program -> a snapshot of the machine that has LOADed
    it, at the editor (``0 OK, 0:1``)."""
    from ..dialect import SpectrumDialect
    image = tap.load(data)
    dialect = SpectrumDialect()
    parsed = dialect.parse_image(image)
    machine = dialect.make_machine()
    interp = Interpreter(dialect, machine)
    interp.set_program(parsed.program)
    dialect.restore_image(machine, interp, image)
    report = Report("0", 0, 1)
    machine.on_report(report)
    return write(capture(machine, interp, report, None), kind)
