"""Spectrum meanings for the statements and functions only the Spectrum has.

The Sinclair compiler (basic.dialects.sinclair.compiler) gives the meanings
the Spectrum shares with the ZX81: expressions, LET, FOR/NEXT, GO SUB, DIM,
READ/DATA, DEF FN.  Here are the Spectrum's own: PRINT and INPUT with their
items, colours and BORDER, PLOT/DRAW/CIRCLE (the item lists in
:mod:`.items`), BEEP, OUT, COPY, LIST/LLIST in a program, OPEN#/CLOSE#, the
Interface 1 statements, POKE (with its NEWPPC jump) and RANDOMIZE; and the
functions that read the Spectrum's memory, ports and screen
(:mod:`.functions`).  Every one delegates to the machine
(:mod:`.machine`) for what the hardware does.
"""
from __future__ import annotations

from typing import Optional

from ...core import ast
from ...core.compiler import Expr, Stmt
from ...core.errors import BasicError
from ..sinclair import conversions as cv
from ..sinclair.compiler import SinclairCompiler
from ..sinclair.workspace import SPECTRUM as SPECTRUM_TOKENS
from .memory_map import listed_codes
from .functions import SPECTRUM_FUNCTIONS, compile_spectrum_call
from .items import compile_circle, compile_draw, compile_input, compile_plot, compile_print


class SpectrumCompiler(SinclairCompiler):
    """Compiles for the 48K Spectrum."""
    WORKSPACE = SPECTRUM_TOKENS
    line_codes = staticmethod(listed_codes)
    RETURNS_BY_NUMBER = True

    def resume_index(self, line: int, stmt: int) -> int:
        """RETURN's and NEXT's line and statement as LINE-NEW (0x1B9E)
        finds them: the line must be there (else N Statement lost, where
        RETURN or NEXT stands), and the statement in it, or the one just
        past its last, which goes on at the line after it (else N, at the
        statement before the one asked for), as the 48K ROM answers
        (tests/formats/golden/loaded_rom.json)."""
        layout = self.layout
        i = layout.find_line(line)
        if i == len(layout.line_numbers) or layout.line_numbers[i] != line:
            raise BasicError("N")
        if stmt > len(layout.lines[i].statements) + 1:
            raise BasicError("N", at=(line, stmt - 1))
        return layout.line_first[i] + max(stmt, 1) - 1

    def expr_Call(self, node: ast.Call) -> Expr:
        if node.name in SPECTRUM_FUNCTIONS or (node.name == "INKEY$" and node.args):
            return compile_spectrum_call(self, node)
        return super().expr_Call(node)

    def stmt_Randomize(self, node: ast.Randomize, idx: int) -> Stmt:
        seed = self.expr(node.seed) if node.seed is not None else (lambda: 0)
        machine = self.machine

        def randomize() -> None:
            machine.random.randomize(cv.find_int2(seed()))
        return randomize

    def stmt_Let(self, node: ast.Let, idx: int) -> Stmt:
        """LET; while one whose value PEEKs assigns an array element with
        constant subscripts, DEST (23629) is that element's address, as
        CLASS-01 leaves it (QUICKFONT finds a$ so: ``LET a$(1,1)=CHR$ PEEK
        23629``).  Other LETs leave DEST as it was."""
        let = super().stmt_Let(node, idx)
        target = node.target
        if not (isinstance(target, ast.Index)
                and all(isinstance(a, ast.Num) for a in target.args)
                and any(isinstance(n, ast.Call) and n.name == "PEEK" for n in ast.walk(node.value))):
            return let
        try:
            subscripts = tuple(int(float(a.text)) for a in target.args)  # type: ignore[attr-defined]
        except ValueError:
            return let
        dest = ("str" if target.is_string else "arr", target.name, subscripts)
        ram = self.machine.ram

        def let_with_dest() -> Optional[int]:
            ram.dest = dest
            return let()
        return let_with_dest

    def stmt_Poke(self, node: ast.Poke, idx: int) -> Stmt:
        address = self.expr(node.address)
        value = self.expr(node.value)
        poke = self.machine.ram.poke
        jump = self._newppc_jump
        interp = self.interp

        def poke_() -> Optional[int]:
            a = cv.find_int2(address())
            poke(a, cv.poke_byte(value()), interp)
            if 23618 <= a <= 23620:
                return jump()
            return None
        return poke_

    def _newppc_jump(self) -> Optional[int]:
        """A POKE to NEWPPC/NSPPC: the ROM jumps to line NEWPPC, statement
        NSPPC after this statement when NSPPC's bit 7 is clear (report N if
        that statement does not exist)."""
        mem = self.machine.memory
        nsppc = mem.peek(23620)
        if nsppc & 0x80:
            return None
        mem.poke(23620, 0xFF)
        line = mem.peek16(23618)
        layout = self.layout
        index = layout.index_of_line(line)
        if index >= layout.end:
            return index
        found_line = layout.where[index][0]
        count = layout.next_line[index] - index
        if nsppc > count:
            raise BasicError("N", at=(found_line, nsppc - 1))
        return index + max(nsppc, 1) - 1

    def stmt_Out(self, node: ast.Out, idx: int) -> Stmt:
        port = self.expr(node.port)
        value = self.expr(node.value)
        machine = self.machine

        def out() -> None:
            p = cv.find_int2(port())
            machine.ula.port_out(p, cv.find_int1(value()))
        return out


    def stmt_Print(self, node: ast.Print, idx: int) -> Stmt:
        return compile_print(self, node)

    def stmt_Input(self, node: ast.Input, idx: int) -> Stmt:
        return compile_input(self, node)

    def stmt_Colour(self, node: ast.Colour, idx: int) -> Stmt:
        value = self.expr(node.value)
        machine = self.machine
        kind = node.kind

        def colour() -> None:
            machine.screen.set_permanent(kind, cv.find_int1(value()))
        return colour

    def stmt_Border(self, node: ast.Border, idx: int) -> Stmt:
        value = self.expr(node.value)
        machine = self.machine

        def border() -> None:
            n = cv.find_int1(value())
            if n > 7:
                raise BasicError("K")
            machine.screen.set_border(n)
            machine.ula.port_out(0xFE, n)          # BORDER's OUT: EAR and MIC low
        return border

    def stmt_Beep(self, node: ast.Beep, idx: int) -> Stmt:
        duration = self.expr(node.duration)
        pitch = self.expr(node.pitch)
        machine = self.machine

        def beep() -> None:
            machine.frames.beep(duration(), pitch())
        return beep

    def stmt_Plot(self, node: ast.Plot, idx: int) -> Stmt:
        return compile_plot(self, node)

    def stmt_Draw(self, node: ast.Draw, idx: int) -> Stmt:
        return compile_draw(self, node)

    def stmt_Circle(self, node: ast.Circle, idx: int) -> Stmt:
        return compile_circle(self, node)

    def stmt_Copy(self, node: ast.Copy, idx: int) -> Stmt:
        """COPY: the top 22 lines of the screen to the ZX Printer (a picture
        beside the printer's file)."""
        machine = self.machine

        def copy() -> None:
            machine.channels.printer.copy(machine.memory)
        return copy

    def stmt_List(self, node: ast.List, idx: int) -> Stmt:
        start = self.expr(node.start) if node.start is not None else None
        stream = self.expr(node.stream) if node.stream is not None else None
        machine = self.machine
        printer = node.printer

        def list_() -> None:
            s = cv.find_int1(stream()) if stream is not None else (3 if printer else 2)
            first = cv.find_int2(start()) if start is not None else 0
            machine.channels.list_program(self.interp.program, first, s)
        return list_

    def stmt_Stream(self, node: ast.Stream, idx: int) -> Stmt:
        stream = self.expr(node.stream)
        channel = self.expr(node.channel) if node.channel is not None else None
        machine = self.machine

        def stream_() -> None:
            s = cv.find_int1(stream())
            if node.kind == "OPEN":
                machine.channels.open_stream(s, channel())
            else:
                machine.channels.close_stream(s)
        return stream_

    def stmt_Device(self, node: ast.Device, idx: int) -> Stmt:
        machine = self.machine
        return lambda: machine.channels.no_device(node.kind)
