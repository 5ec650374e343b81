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

A snapshot whose PC is in RAM caught machine code running; basic puts the
BASIC side of it into the machine and says that the code cannot go on
from a snapshot (:data:`CODE_NOTE`).

``basic convert game.z80 game.bas`` writes the program's listing, with a
comment that the variables were left out; ``basic convert prog.bas
prog.z80`` writes a snapshot of the machine with the program loaded, at the
editor, as after LOAD (``0 OK, 0:1``); ``basic run --snapshot-out`` writes
the machine at the end of a run (:func:`.machine.capture`).
"""
from __future__ import annotations

from ....core.formats import FormatError, ProgramImage, StoredLine, stored_listing
from ...sinclair import saved_vars
from .. import tap
from .basic_state import basic_state, machine_code_running
from .files import MachineState, read, write
from .machine import Snapshot, capture, restore

DIALECT = "spectrum"

__all__ = ["DIALECT", "load_snapshot", "listing_of", "snapshot_of_listing", "Snapshot",
           "MachineState", "capture", "restore", "read", "write", "CODE_NOTE"]

#: what basic says of a snapshot that caught machine code running
CODE_NOTE = ("the snapshot caught machine code running at {pc} (PC in RAM): it cannot "
             "go on from a snapshot; the BASIC program goes on from {how}")


def load_snapshot(data: bytes, kind: str) -> ProgramImage:
    """A snapshot file -> the image its machine holds (see the module)."""
    state = read(data, kind)
    basic = basic_state(state)
    lines = [StoredLine(number, tap.list_body(body), body)
             for number, body in tap.program_lines(basic.program)]
    try:
        saved_vars.read_area(basic.variables, saved_vars.SPECTRUM)
    except ValueError as err:
        raise FormatError(f"the variables area is damaged: {err}") from None
    snap = Snapshot(state, basic)
    notes = [f"# {kind} snapshot: basic run goes on from {basic.how}"]
    if machine_code_running(state):
        snap.code_note = CODE_NOTE.format(pc=state.pc, how=basic.how)
        notes.append(f"# {snap.code_note}")
    image = ProgramImage(DIALECT, lines, None, basic.variables, notes=notes,
                         resume=basic.resume, machine=snap)
    image.make_listing = lambda: listing_of(image)
    return image


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
    from ....core.interpreter import Interpreter, Report
    from ..dialect import SpectrumDialect
    data = tap.encode(text, "snapshot")          # refuses what a .tap would
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
