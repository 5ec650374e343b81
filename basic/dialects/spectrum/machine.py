"""The 48K Spectrum as the interpreter sees it: memory, screen, keyboard, clock.

The machine owns the devices and the waits (PAUSE, INPUT, scroll?, INKEY$
polling); a *host* (headless runner or live terminal) is told about every
frame and supplies keys.  Frontends only observe: they read the memory-mapped
screen and feed the keyboard.
"""
from __future__ import annotations

from typing import Any, Optional

from ...core.clock import Clock
from ...core.host import Host
from ...core.memory import Memory
from .keyboard import Keyboard
from . import rom as zx_rom, sysvars as sv
from ..sinclair import calculator as zx
from . import graphics as zx_graphics
from . import memory_map
from .decode import code_text, decode_rows, screen_fields
from ...core.errors import BasicError
from ...core.variables import StrArray, Variables

FRAME_CYCLES = 69888          # T-states per 50 Hz frame on a 48K Spectrum
UDG_DEFAULT = 65368
PROG_START = memory_map.PROG  # PROG on a 48K without microdrives


class SpectrumMachine:
    """Memory + screen + keyboard + clock of a 48K Spectrum."""

    def __init__(self, host: Optional[Host] = None) -> None:
        self.host = host or Host()
        #: the host's optional ``printed(codes, channel)``: told every code a
        #: program sends to a channel (stream mode turns them into stdout lines)
        self._printed = getattr(self.host, "printed", None)
        self.memory = Memory(zx_rom.rom_image())
        sv.init_system_variables(self.memory)
        from .screen import ZXScreen
        self.screen = ZXScreen(self.memory)
        self.screen.wait_key = self._wait_scroll_key
        self.keyboard = Keyboard()
        self.clock = Clock(FRAME_CYCLES, self._on_frame)
        self.streams = {0: "K", 1: "K", 2: "S", 3: "P"}
        self.printer_output: list[str] = []
        self.program_bytes = 0
        self._program_image = b""
        self._store: Optional[Variables] = None
        self.mem_use = memory_map.MemoryUse(self.memory)
        self.new_requested = False
        self.stop_reason: Optional[str] = None
        self._prev_keys: frozenset[str] = frozenset()
        self.key_events: list[int] = []     # codes of keys newly pressed (editor queue)
        self.waiting_for: Optional[str] = None
        self._frames_seen = 0
        self._repeat_in = 0
        self.channel = "S"
        self.report_text = ""
        self._input_retry = False
        self.host.attach(self)

    # -- time ---------------------------------------------------------------
    def _on_frame(self) -> None:
        """A frame boundary: FRAMES counts on, the host gets its turn (keys,
        display, pacing), then the ROM's keyboard interrupt runs.  When the
        host has nothing to do for a while and no key is involved, the clock
        is told to let the next frames pass quietly (FRAMES catches up when it
        is read: :meth:`sync_frames`)."""
        self.sync_frames()
        keyboard = self.keyboard
        wanted = self.host.next_frame_wanted
        if (self.clock.frames < wanted and not keyboard.polled
                and not keyboard.held and not self._prev_keys):
            self.clock.quiet_until = wanted
            return
        self.host.frame(self)
        self._scan_keyboard()
        keyboard.polled = False

    def sync_frames(self) -> None:
        """Bring the FRAMES system variable up to the clock."""
        now = self.clock.frames
        passed = now - self._frames_seen
        if passed:
            self._frames_seen = now
            mem = self.memory.data
            frames = mem[23672] | (mem[23673] << 8) | (mem[23674] << 16)
            frames = (frames + passed) & 0xFFFFFF
            mem[23672] = frames & 0xFF
            mem[23673] = (frames >> 8) & 0xFF
            mem[23674] = frames >> 16

    def keyboard_read(self) -> None:
        """The program looked at the keyboard: frames matter again."""
        self.keyboard.polled = True
        self.clock.quiet_until = 0

    def _scan_keyboard(self) -> None:
        """The ROM's keyboard interrupt: a newly pressed key (and, while it is
        held, a repeat after REPDEL frames and then every REPPER frames) sets
        LAST_K and the new-key flag (FLAGS bit 5) and goes to the editor's
        queue.  BREAK (CAPS SHIFT + SPACE) held is noticed here too."""
        if not self.keyboard.held and not self._prev_keys:
            return                                  # the usual case: no key at all
        held = frozenset(self.keyboard.held)
        d = self.memory.data
        if held != self._prev_keys:
            new = held - self._prev_keys
            self._prev_keys = held
            self._repeat_in = d[sv.REPDEL] or 256
            if new:
                self._key_event()
        elif held:
            self._repeat_in -= 1
            if self._repeat_in <= 0:
                self._repeat_in = d[sv.REPPER] or 256
                self._key_event()
        if "CS" in held and "SPACE" in held:
            self.clock.interrupt = BasicError("L")

    def _key_event(self) -> None:
        d = self.memory.data
        code = self.keyboard.code(self.caps_lock, k_mode=not d[sv.FLAGS] & 0x08)
        if code is not None:
            d[sv.LAST_K] = code
            d[sv.FLAGS] |= 0x20
            self.key_events.append(code)

    def reset_frames(self) -> None:
        """RUN starts frame 0 with FRAMES at 0 (as the oracle does)."""
        self.clock.reset()
        self._frames_seen = 0
        d = self.memory.data
        d[23672] = d[23673] = d[23674] = 0

    @property
    def caps_lock(self) -> bool:
        return bool(self.memory.data[sv.FLAGS2] & 0x08)

    def pause(self, frames: int) -> None:
        """PAUSE n: wait n frames (0 = for ever) or until a key is pressed (the
        interrupt's new-key flag, FLAGS bit 5, which a key still held sets
        again when it repeats).  BREAK ends the pause and stops the program."""
        d = self.memory.data
        end = self.clock.frames + frames
        self.waiting_for = "pause" if frames == 0 else None
        try:
            while frames == 0 or self.clock.frames < end:
                self.clock.next_frame()
                if frames == 0:
                    self.host.waiting(self, "pause")
                if d[sv.FLAGS] & 0x20:
                    break
        finally:
            self.waiting_for = None
            d[sv.FLAGS] &= ~0x20 & 0xFF
            self.key_events.clear()
        self.clock.raise_interrupt()

    def beep(self, duration: Any, pitch: Any) -> None:
        """BEEP takes its duration in machine time (sound is not produced)."""
        seconds = float(duration)
        if not 0 <= seconds <= 10:
            raise BasicError("B")
        if not -60 <= float(pitch) <= 69:
            raise BasicError("B")
        self.clock.spend(int(seconds * 50 * FRAME_CYCLES))

    # -- keyboard -----------------------------------------------------------
    def inkey(self) -> str:
        self.keyboard_read()
        code = self.keyboard.code(self.caps_lock)
        return "" if code is None else chr(code)

    def inkey_stream(self, stream: int) -> str:
        channel = self.streams.get(stream)
        if channel is None:
            raise BasicError("O")
        if channel == "K":
            return self.inkey()
        raise BasicError("J")

    def port_in(self, port: int) -> int:
        if port & 0xFF == 0xFE:
            self.keyboard_read()
            return self.keyboard.read_port(port)
        return 0xFF

    def port_out(self, port: int, value: int) -> None:
        if port & 1 == 0:
            self.screen.border = value & 7

    def _wait_scroll_key(self) -> int:
        return self.wait_key("scroll")

    def wait_key(self, what: str) -> int:
        """Wait (frame by frame) for a key press in the editor and return its
        code."""
        self.key_events.clear()
        self.waiting_for = what
        try:
            while not self.key_events:
                self.clock.next_frame()
                self.host.waiting(self, what)
            return self.key_events.pop(0)
        finally:
            self.waiting_for = None

    # -- random numbers -----------------------------------------------------
    def rnd(self) -> Any:
        seed = self.memory.peek16(sv.SEED)
        seed, value = zx.rnd_step(seed)
        self.memory.poke16(sv.SEED, seed)
        return value

    def randomize(self, n: int) -> None:
        self.sync_frames()
        frames = self.memory.data[23672] | (self.memory.data[23673] << 8)
        self.memory.poke16(sv.SEED, zx.randomize_seed(n, frames))

    # -- memory -------------------------------------------------------------
    def udg_address(self, s: str) -> int:
        """USR "a": the address of UDG a..u (or of a UDG character itself)."""
        if not s:
            raise BasicError("A")
        c = ord(s[0])
        if 144 <= c <= 164:
            index = c - 144
        else:
            letter = s[0].lower()
            if not "a" <= letter <= "u":
                raise BasicError("A")
            index = ord(letter) - ord("a")
        return self.memory.peek16(sv.UDG) + 8 * index

    def usr(self, address: int) -> int:
        raise BasicError("C", f"USR {address}: machine code is not run by this interpreter")

    def set_ramtop(self, ramtop: Optional[int]) -> None:
        """CLEAR n: RAMTOP must leave room for the program and variables
        (report M), and not go beyond the top of memory."""
        if ramtop is None:
            return
        if not PROG_START + self.program_bytes + 100 <= ramtop <= 65535:
            raise BasicError("M")
        self.memory.poke16(sv.RAMTOP, ramtop)

    # -- the program and variables in memory ------------------------------------
    def program_changed(self, program: Any, store: Variables) -> None:
        """A new program: its bytes go to PROG (so PEEK sees them) and the
        free-memory account starts from its size."""
        self._program_image = memory_map.program_image(program)
        self._store = store
        self.program_bytes = len(self._program_image)
        self.mem_use.program_bytes = self.program_bytes
        self.materialize()

    def materialize(self) -> None:
        """Write the program and the variables into memory in the ROM's
        formats and set VARS, E_LINE, WORKSP, STKBOT and STKEND, for a program
        that PEEKs there."""
        d = self.memory.data
        ramtop = self.memory.peek16(sv.RAMTOP)
        image = self._program_image
        variables = memory_map.variables_image(self._store) if self._store else b"\x80"
        vars_at = PROG_START + len(image)
        e_line = vars_at + len(variables)
        worksp = e_line + 3
        if worksp <= ramtop:
            d[PROG_START:vars_at] = image
            d[vars_at:e_line] = variables
            d[e_line:worksp] = b"\xf7\x0d\x80"           # the RUN command in the edit line
        self.memory.poke16(sv.VARS, vars_at)
        self.memory.poke16(sv.E_LINE, e_line)
        self.memory.poke16(sv.WORKSP, worksp)
        self.memory.poke16(sv.STKBOT, worksp)
        self.memory.poke16(sv.STKEND, worksp)

    def peek_low(self, address: int) -> int:
        """PEEK below PROG: plain memory, with FRAMES brought up to date."""
        if 23672 <= address <= 23674:
            self.sync_frames()
        return self.memory.data[address]

    def poke(self, address: int, value: int) -> None:
        """POKE: FRAMES is brought up to date first so the new value counts
        on from now."""
        if 23672 <= address <= 23674:
            self.sync_frames()
        self.memory.poke(address, value)

    def peek_ram(self, address: int) -> int:
        """PEEK into the area the program and variables live in."""
        if PROG_START <= address <= self.memory.peek16(sv.RAMTOP):
            self.materialize()
        return self.memory.data[address]

    def need_memory(self, count: int, gosub_depth: int,
                    at: Optional[tuple[int, int]] = None) -> None:
        """Report 4 unless ``count`` bytes more fit below RAMTOP (TEST-ROOM)."""
        if self._store is not None:
            self.mem_use.need(self._store, gosub_depth, count, at)

    def clear_for_run(self) -> None:
        """What CLEAR (and so RUN) does to the machine besides the variables:
        CLS, PLOT position back to 0,0."""
        self.screen.cls()
        self.memory.data[sv.COORDS] = 0
        self.memory.data[sv.COORDS + 1] = 0

    def request_new(self) -> None:
        self.new_requested = True

    # -- screen ---------------------------------------------------------------
    def cls(self) -> None:
        self.screen.cls()
        self.channel = "K"

    def set_permanent(self, kind: str, value: int) -> None:
        self.screen.set_permanent(kind, value)

    def set_border(self, n: int) -> None:
        self.screen.set_border(n)

    def point(self, x: int, y: int) -> int:
        return self.screen.point(x, y)

    def attr(self, row: int, col: int) -> int:
        return self.screen.attr_of(row, col)

    def screen_str(self, row: int, col: int) -> str:
        return self.screen.screen_str(row, col)

    def copy_screen(self) -> None:
        """COPY: there is no ZX Printer; the ROM returns at once."""

    def screen_rows(self) -> list[str]:
        """The 24 rows of text the screen shows (for ``?text`` key triggers)."""
        return decode_rows(self.memory)[0]

    def screen_bytes(self) -> bytes:
        """The display file and attributes, to notice that the screen changed."""
        return bytes(self.memory.data[16384:23296])

    def front_end(self) -> Any:
        """What the live terminal, stream mode and the REPL use of this
        machine: its screen view, key map, BREAK report (basic.frontends.face)."""
        from .face import SpectrumFace
        return SpectrumFace(self)

    # -- printing ----------------------------------------------------------------
    def select_stream(self, stream: int) -> None:
        """CHAN-OPEN for a stream: PRINT #n, and PRINT's own stream 2."""
        channel = self.channel_of(stream)
        self.channel = channel
        if channel != "P":
            self.screen.open_channel(channel)

    def out(self, code: int) -> None:
        """RST 10 through the current channel."""
        if self._printed is not None:
            self._printed(chr(code), self.channel)
        if self.channel == "P":
            self.printer_out(code)
        else:
            self.screen.out(code, self.channel)

    def out_text(self, text: str) -> None:
        if self._printed is not None:
            self._printed(text, self.channel)
        if self.channel == "P":
            for ch in text:
                self.printer_out(ord(ch))
            return
        out = self.screen.out
        channel = self.channel
        for ch in text:
            out(ord(ch), channel)

    def printer_out(self, code: int) -> None:
        """LPRINT and #3: there is no ZX Printer, so the text is collected
        (a host may show it) and otherwise ignored, as the ROM returns at once."""
        self.printer_output.append(chr(code))

    # -- INPUT ---------------------------------------------------------------------
    def input_begin(self) -> None:
        self.channel = "K"
        self.screen.input_begin()

    def input_end(self) -> None:
        self.screen.input_end()

    def input_text(self, mode: str, rejected: Optional[tuple[str, int]] = None) -> str:
        """Read one INPUT answer with the lower-screen editor.  ``mode`` is
        ``'number'``, ``'string'`` (the ROM shows quotes around it) or
        ``'line'`` (INPUT LINE).  ``rejected`` = (text, position) redraws an
        answer the ROM refused, with its flashing ``?`` at the position, for
        the user to correct (the ROM keeps the text and waits)."""
        quotes = mode == "string"
        d = self.memory.data
        d[sv.FLAGS] |= 0x08                 # the editor's L mode
        buffer: list[str] = list(rejected[0]) if rejected else []
        cursor = rejected[1] if rejected else 0
        error_at = rejected[1] if rejected else -1

        def framed(text: str) -> str:
            return '"' + text + '"' if quotes else text

        def show() -> None:
            letter = "C" if self.caps_lock else "L"
            shift = 1 if quotes else 0
            self.screen.input_show(framed("".join(buffer)), cursor + shift, letter,
                                   error_at + shift if error_at >= 0 else -1)

        show()
        ready = self.host.input_line(self)
        if ready is not None:
            buffer[cursor:cursor] = list(encode_input(ready))
            return "".join(buffer)
        self.key_events.clear()
        self.waiting_for = "input"
        try:
            while True:
                self.clock.next_frame()
                self.host.waiting(self, "input")
                while self.key_events:
                    code = self.key_events.pop(0)
                    if code == 13:
                        return "".join(buffer)
                    if code == 12:          # DELETE
                        if cursor:
                            del buffer[cursor - 1]
                            cursor -= 1
                    elif code == 8:         # cursor left
                        cursor = max(0, cursor - 1)
                    elif code == 9:         # cursor right
                        cursor = min(len(buffer), cursor + 1)
                    elif code == 10 and mode == "line":   # cursor down ends INPUT LINE
                        raise BasicError("H")
                    elif code == 6:         # CAPS LOCK
                        d[sv.FLAGS2] ^= 0x08
                    elif code >= 32:
                        buffer.insert(cursor, chr(code))
                        cursor += 1
                    error_at = -1
                    show()
        finally:
            self.waiting_for = None

    def input_accept(self, text: str, mode: str) -> None:
        """An answer was taken: the ROM reprints the line (quotes and all) and
        the next prompt follows it."""
        self.screen.input_accept('"' + text + '"' if mode == "string" else text)

    # -- graphics ------------------------------------------------------------------
    def graphics_begin(self) -> None:
        self.channel = "S"
        self.screen.begin_graphics()

    def graphics_end(self) -> None:
        """After PLOT, DRAW and CIRCLE the ROM restores the temporary colours."""
        self.screen.temps()

    def plot(self, x: Any, y: Any) -> None:
        self.screen.plot(_coordinate(x), _coordinate(y))

    def draw(self, dx: Any, dy: Any) -> None:
        zx_graphics.draw_line(self.screen, dx, dy)

    def draw_arc(self, dx: Any, dy: Any, angle: Any) -> None:
        zx_graphics.draw_arc(self.screen, dx, dy, angle)

    def circle(self, x: Any, y: Any, r: Any) -> None:
        zx_graphics.circle(self.screen, x, y, r)

    # -- streams --------------------------------------------------------------
    def channel_of(self, stream: int) -> str:
        channel = self.streams.get(stream)
        if channel is None:
            raise BasicError("O")
        return channel

    def open_stream(self, stream: int, name: str) -> None:
        if not 0 <= stream <= 15:
            raise BasicError("O")
        letter = name.upper()[:1] if len(name) == 1 else ""
        if letter not in ("K", "S", "P"):
            raise BasicError("F")
        self.streams[stream] = letter

    def close_stream(self, stream: int) -> None:
        if not 0 <= stream <= 15:
            raise BasicError("O")
        if stream <= 3:
            self.streams[stream] = {0: "K", 1: "K", 2: "S", 3: "P"}[stream]
        else:
            self.streams.pop(stream, None)

    def no_device(self, kind: str) -> None:
        """CAT, FORMAT, MOVE, ERASE on a 48K without Interface 1."""
        raise BasicError("O")

    #: the rest of the .tap file the program came from, if it did
    #: (basic.dialects.spectrum.tape_deck)
    tape_deck: Any = None

    def tape(self, node: Any, name: str, values: Any = ()) -> None:
        """SAVE/LOAD/VERIFY/MERGE inside a running program: the ROM checks the
        name (an empty name cannot be SAVEd: report F), then uses the tape:
        the rest of the program's own .tap for LOAD/VERIFY ... CODE and
        SCREEN$, else the host's business.  ``values``: CODE's start and
        length, evaluated."""
        if node.kind == "SAVE" and not name:
            raise BasicError("F")
        deck = self.tape_deck
        if deck is not None and node.kind in ("LOAD", "VERIFY") \
                and node.variant in ("CODE", "SCREEN$"):
            start = values[0] if len(values) > 0 else None
            length = values[1] if len(values) > 1 else None
            if deck.load_bytes(self, node.kind, name, node.variant == "SCREEN$", start, length):
                return
        self.host.tape(self, node, name)

    def list_program(self, program: Any, first: int, stream: int) -> None:
        """LIST / LLIST [n] in a program (LIST-1 .. LIST-ALL): E_PPC becomes
        n (0 without one); from the first line numbered n or more, each line
        goes through the channel from the print position on, as OUT-LINE
        prints it: the number right-aligned in four columns, then ``>`` for
        the E_PPC line with FLAGS bit 0 set (so its keyword has no leading
        space), or nothing with the bit reset (so the keyword's own leading
        space follows the number), then the stored codes (tokens spelt by
        the PRINT routine, colour codes acting) and ENTER."""
        d = self.memory.data
        self.memory.poke16(sv.E_PPC, first)
        self.select_stream(stream)
        for line in program.lines:
            if line.number < first or not line.statements:
                continue
            self.out_text(f"{line.number:>4}")
            d[sv.FLAGS] &= 0xFE
            if line.number == first:
                self.out(ord(">"))
                d[sv.FLAGS] |= 0x01
            self.out_text(memory_map.listed_codes(line))
            self.out(0x0D)

    # -- reports and dumps ------------------------------------------------------
    def on_report(self, report: Any) -> None:
        """The end of a run: the ROM's report in the lower screen, and the
        system variables it sets (ERR_NR, PPC, SUBPPC)."""
        d = self.memory.data
        d[sv.ERR_NR] = (zx_rom.report_number(report.code) - 1) & 0xFF
        self.memory.poke16(sv.PPC, report.line if report.line else 0xFFFE)
        sub = report.stmt + (1 if report.code in ("9", "L") else 0)
        d[sv.SUBPPC] = sub & 0xFF
        self.report_text = format_report(report)
        self.channel = "K"
        self.screen.show_report(self.report_text)

    def dump(self, report: Any, interp: Any) -> dict[str, Any]:
        """The oracle's ``--json`` fields for the machine's current state."""
        self.sync_frames()
        d = self.memory.data
        result = screen_fields(self.memory)
        result["border"] = self.screen.border
        result["report"] = self.report_text if report is not None else None
        rows = result["rows"]
        result["report_screen"] = " ".join(r.strip() for r in rows[22:24] if r.strip())
        result["err_nr"] = d[sv.ERR_NR]
        result["ppc"] = self.memory.peek16(sv.PPC)
        result["subppc"] = d[sv.SUBPPC]
        result["vars"], result["for_loops"] = variables_dump(interp.vars)
        return result


def format_report(report: Any) -> str:
    """``2 Variable not found, 30:1``: the ROM's words and layout."""
    return f"{report.code} {zx_rom.report_message(report.code)}, {report.line}:{report.stmt}"


def _coordinate(v: Any) -> int:
    """PLOT coordinates: the ROM's STK-TO-BC rounds and keeps only the
    magnitude (PLOT -1,5 plots at 1,5); more than 255 is report B."""
    if v.__class__ is int:
        n = -v if v < 0 else v
        if n > 255:
            raise BasicError("B")
        return n
    return zx.stk_to_a(v)[0]


def encode_input(text: str) -> str:
    """Text typed on the host keyboard -> machine codes (£ and © and the
    listing escapes are understood)."""
    from .escapes import decode_text
    return decode_text(text)


def _text(value: str) -> str:
    return "".join(code_text(ord(c)) if c != "^" else "^" for c in value)


def variables_dump(store: Variables) -> tuple[dict[str, Any], dict[str, Any]]:
    """Variables in the oracle's ``vars`` / ``for_loops`` conventions."""
    out: dict[str, Any] = {}
    loops: dict[str, Any] = {}
    for name, slot in store.num_slots.items():
        value = store.num[slot]
        if value is None:
            continue
        out[name] = value
        loop = store.loops[slot]
        if loop is not None:
            loops[name] = {"value": value, "limit": loop.limit, "step": loop.step,
                           "line": loop.line, "stmt": loop.stmt}
    for name, slot in store.str_slots.items():
        value = store.str[slot]
        if value is None:
            continue
        if isinstance(value, StrArray):
            rows = [_text(r) for r in value.rows]
            out[name + "$()"] = rows[0] if not value.bounds else _nest(rows, value.bounds)
        else:
            out[name + "$"] = _text(value)
    for name, slot in store.arr_slots.items():
        arr = store.arr[slot]
        if arr is not None:
            out[name + "()"] = _nest(list(arr.data), arr.bounds)
    return out, loops


def _nest(flat: list[Any], bounds: list[int]) -> list[Any]:
    for size in reversed(bounds[1:]):
        flat = [flat[k:k + size] for k in range(0, len(flat), size)]
    return flat
