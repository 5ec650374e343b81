"""The 48K Spectrum as the interpreter sees it, put together from its parts.

The machine owns the devices (memory with the ROM image, the screen, the
keyboard, the clock) and gives each job to a part of its own:

* :class:`.frames.Frames`: the frame hook, FRAMES, PAUSE, BEEP, machine
  time in T-states;
* :class:`.beeper.Beeper`: the speaker (its ``sound``, basic.core.sound);
* :class:`.key_scan.KeyScan`: the ROM's keyboard interrupt, INKEY$, the
  editor's waits for a key;
* :class:`.ula.Ula`: IN and OUT;
* :class:`.channels.Channels`: streams and channels, PRINT's output, LIST;
* :class:`.input_editor.InputEditor`: INPUT's line editor;
* :class:`.graphics.Graphics`: PLOT, DRAW, CIRCLE;
* :class:`.ram.Ram`: the program and variables in memory, PEEK, POKE,
  CLEAR n, report 4;
* :class:`.code.MachineCode`: USR n, machine code in a Z80 with the ROM;
* :class:`.rnd.Rnd`: RND and RANDOMIZE;
* the tape (:mod:`.tape_deck`), the dumps (:mod:`.dump`) and the face the
  front-ends use (:mod:`.face`).

The Spectrum's own compiler (basic.dialects.spectrum.compiler) talks to the
parts.  What is left here is what the interpreter, the hosts and the
Sinclair compiler the ZX81 shares ask of any Sinclair machine (``cls``,
``pause``, ``inkey``, ``rnd``, ``tape``, ``need_memory``, ``on_report``,
``dump``...), each handed to the part that does it.  A *host* (headless
runner or live terminal) is told about every frame and supplies keys;
front-ends only observe: they read the memory-mapped screen and feed the
keyboard.
"""
from __future__ import annotations

from typing import Any, Optional

from ...core.clock import Clock
from ...core.host import Host, NobodyHost
from ...core.machine import Machine
from ...core.memory import Memory
from ...core.sound import SoundSink
from ...core.variables import Variables
from . import rom as zx_rom
from . import sysvars as sv
from .beeper import Beeper
from .channels import Channels
from .code import MachineCode
from .decode import decode_rows
from .dump import machine_dump
from .face import SpectrumFace
from .frames import FRAME_CYCLES, Frames
from .graphics import Graphics
from .command_editor import CommandEditor
from .input_editor import InputEditor
from .key_scan import KeyScan
from .keyboard import Keyboard
from .ram import PROG_START, Ram
from .rnd import Rnd
from .screen import ZXScreen
from .tape_deck import TapeDeck, tape_statement
from .ula import Ula

__all__ = ["SpectrumMachine", "FRAME_CYCLES", "PROG_START", "UDG_DEFAULT", "format_report"]

UDG_DEFAULT = 65368


class SpectrumMachine(Machine):
    """Memory + screen + keyboard + clock of a 48K Spectrum, and its parts."""

    #: the rest of the .tap file the program came from, if it did
    #: (Dialect.attach_file, :mod:`.tape_deck`)
    tape_deck: Optional[TapeDeck] = None

    def __init__(self, host: Optional[Host] = None) -> None:
        self.host: Host = host or NobodyHost()
        self.memory = Memory(zx_rom.rom_image())
        sv.init_system_variables(self.memory)
        self.screen = ZXScreen(self.memory)
        self.screen.cls()      # as at power-on: white paper, black ink, border 7
        self.keyboard = Keyboard()
        self.frames = Frames(self)
        self.clock = Clock(FRAME_CYCLES, self.frames.on_frame)
        self.beeper = Beeper(self.frames.cycles)
        self.sound = self.beeper
        self.keys = KeyScan(self)
        self.ula = Ula(self)
        self.channels = Channels(self)
        self.editor = InputEditor(self)
        self.command_editor = CommandEditor(self)
        self.graphics = Graphics(self)
        self.ram = Ram(self)
        self.code = MachineCode(self)
        self.random = Rnd(self)
        self.screen.wait_key = lambda: self.keys.wait_key("scroll")
        self.program_bytes = 0
        self.new_requested = False
        #: codes of keys newly pressed (the editor's queue; a host may add to it)
        self.key_events: list[int] = []
        #: what the machine's editor waits for (``'input'``, ``'scroll'``,
        #: ``'pause'``, ``'key'``) or None
        self.waiting_for: Optional[str] = None
        self.report_text = ""
        if self.host.sound is not None:
            self.listen(self.host.sound)
        self.host.attach(self)

    def front_end(self) -> SpectrumFace:
        """What the live terminal, stream mode and the REPL use of this
        machine: its screen view, key map, BREAK report (basic.core.face)."""
        return SpectrumFace(self)

    def listen(self, sink: Optional[SoundSink]) -> None:
        self.beeper.connect(sink, self.frames.cycles())

    def flush_sound(self) -> None:
        self.beeper.render(self.frames.cycles())

    # -- what the interpreter and the Sinclair compiler ask of the machine ------------
    def reset_frames(self) -> None:
        self.frames.reset()

    def pause(self, frames: int) -> None:
        self.frames.pause(frames)

    def inkey(self) -> str:
        return self.keys.inkey()

    def rnd(self) -> Any:
        return self.random.rnd()

    def cls(self) -> None:
        self.channels.cls()

    def tape(self, node: Any, name: str, values: Any = ()) -> None:
        tape_statement(self, node, name, values)

    def program_changed(self, program: Any, store: Variables) -> None:
        self.ram.program_changed(program, store)

    def check_program_fits(self) -> None:
        self.ram.check_program_fits()

    #: strings from this length on are checked against the RAM when stored
    #: (shorter ones are counted at the next check)
    string_room_from = 255

    def need_memory(self, count: int, gosub_depth: int,
                    at: Optional[tuple[int, int]] = None) -> None:
        self.ram.need_memory(count, gosub_depth, at)

    def set_ramtop(self, ramtop: Optional[int]) -> None:
        self.ram.set_ramtop(ramtop)

    def clear_for_run(self) -> None:
        """What CLEAR (and so RUN) does to the machine besides the variables:
        CLS, PLOT position back to 0,0."""
        self.screen.cls()
        self.memory.data[sv.COORDS] = 0
        self.memory.data[sv.COORDS + 1] = 0

    def power_off(self) -> None:
        """The end of the session: the printer prints its unfinished line."""
        self.channels.power_off()

    def request_new(self) -> None:
        self.new_requested = True

    # -- what the hosts read -----------------------------------------------------------
    def screen_rows(self) -> list[str]:
        """The 24 rows of text the screen shows (for ``?text`` key triggers)."""
        return decode_rows(self.memory)[0]

    def screen_bytes(self) -> bytes:
        """The display file and attributes, to notice that the screen changed."""
        return bytes(self.memory.data[16384:23296])

    # -- reports and dumps ------------------------------------------------------------
    def on_report(self, report: Any) -> None:
        """The end of a run: the ROM's report in the lower screen, and the
        system variables it sets (ERR_NR, PPC, SUBPPC)."""
        d = self.memory.data
        d[sv.ERR_NR] = (zx_rom.report_number(report.code) - 1) & 0xFF
        self.memory.poke16(sv.PPC, report.line if report.line else 0xFFFE)
        sub = report.stmt + (1 if report.code in ("9", "L") else 0)
        d[sv.SUBPPC] = sub & 0xFF
        self.report_text = format_report(report)
        self.channels.current = "K"
        self.screen.show_report(self.report_text)

    def dump(self, report: Any, interp: Any) -> dict[str, Any]:
        """The oracle's ``--json`` fields for the machine's current state."""
        return machine_dump(self, report, interp)


def format_report(report: Any) -> str:
    """``2 Variable not found, 30:1``: the ROM's words and layout."""
    return f"{report.code} {zx_rom.report_message(report.code)}, {report.line}:{report.stmt}"
