"""A program laid out for running: every statement of every line in one flat list.

Statement *indices* into that list are what the compiled closures jump to; the
ROM's own addressing (line number, statement number) is kept beside them for
reports and for re-linking FOR loops and GO SUB returns after the program has
been edited.

The lines are in the order the machine holds them.  A typed program is in
ascending order with one line a number, as every ROM's editor keeps it; a
program LOADed from a file is as it was stored, which may repeat a number or
go out of order (a disk directory's block counts, a program a tool wrote).
The ROMs find a line by walking the program from its start (the Sinclair
LINE-ADDR, the C64's FNDLIN): the first line whose number is at least the one
asked for.  For an ascending program that is a binary search.
"""
from __future__ import annotations

from bisect import bisect_left
from .nodeclass import field, record
from typing import Callable, Optional

from . import ast

Statement = Callable[[], Optional[int]]


@record
class Layout:
    """Where every statement of a program sits."""
    lines: list[ast.Line]
    #: (line number, statement number) per flat index; the last entry is the
    #: end-of-program sentinel.
    where: list[tuple[int, int]] = field(default_factory=list)
    nodes: list[ast.Stmt] = field(default_factory=list)
    line_numbers: list[int] = field(default_factory=list)
    line_first: list[int] = field(default_factory=list)   # flat index of each line's first statement
    next_line: list[int] = field(default_factory=list)    # per flat index: first index of the following line
    line_at: list[int] = field(default_factory=list)      # per flat index: the position of its line
    #: the line numbers strictly ascend (every typed program): a line is
    #: found by bisection rather than by walking
    ascending: bool = True

    @classmethod
    def of(cls, program: ast.Program) -> "Layout":
        lay = cls(lines=[ln for ln in program.lines if ln.statements])
        for pos, line in enumerate(lay.lines):
            lay.line_numbers.append(line.number)
            lay.line_first.append(len(lay.nodes))
            for n, stmt in enumerate(line.statements, start=1):
                lay.nodes.append(stmt)
                lay.where.append((line.number, n))
            end = len(lay.nodes)
            lay.next_line.extend([end] * len(line.statements))
            lay.line_at.extend([pos] * len(line.statements))
        numbers = lay.line_numbers
        lay.ascending = all(a < b for a, b in zip(numbers, numbers[1:]))
        lay.program_size = len(lay.nodes)
        return lay

    #: number of statements that belong to the program (the rest, after the
    #: end sentinel, is a direct command being run)
    program_size: int = 0

    @property
    def end(self) -> int:
        """The index just past the last program statement (the end sentinel)."""
        return self.program_size

    def add_direct(self, stmts: list[ast.Stmt]) -> int:
        """Lay out a direct command after the program's end sentinel, as "line
        0"; returns the index of its first statement.  Its own sentinel follows
        it, so running off its end ends the command."""
        self.drop_direct()
        start = self.program_size + 1
        # the slot at program_size belongs to the end sentinel
        self.nodes.append(ast.Rem(text=""))
        self.where.append(self.where[-1] if self.where else (0, 1))
        self.next_line.append(start)
        self.line_at.append(len(self.lines))
        stop = start + len(stmts)
        for n, stmt in enumerate(stmts, start=1):
            self.nodes.append(stmt)
            self.where.append((0, n))
            self.next_line.append(stop)
            self.line_at.append(len(self.lines))
        return start

    def drop_direct(self) -> None:
        del self.nodes[self.program_size:]
        del self.where[self.program_size:]
        del self.next_line[self.program_size:]
        del self.line_at[self.program_size:]

    def find_line(self, number: int, start: int = 0) -> int:
        """The position of the first line, from position ``start`` on, whose
        number is at least ``number`` (the ROMs' walk: LINE-ADDR, FNDLIN), or
        the count of lines when there is none."""
        numbers = self.line_numbers
        if self.ascending:
            return bisect_left(numbers, number, start)
        for i in range(start, len(numbers)):
            if numbers[i] >= number:
                return i
        return len(numbers)

    def index_of_line(self, number: int) -> int:
        """First statement of line ``number`` or of the next line after it (the
        ROM's GO TO runs the next line when the target is missing)."""
        i = self.find_line(number)
        if i == len(self.line_numbers):
            return self.end
        return self.line_first[i]

    def index_of(self, line: int, stmt: int) -> int:
        """Statement ``stmt`` of ``line`` as the ROM finds it after NEXT or
        RETURN: a missing line means the next line, a missing statement the
        start of the line after."""
        i = self.find_line(line)
        if i == len(self.line_numbers):
            return self.end
        first = self.line_first[i]
        if self.line_numbers[i] != line:
            return first
        count = len(self.lines[i].statements)
        if stmt <= count:
            return first + max(stmt, 1) - 1
        return first + count
