"""A program laid out for running: every statement of every line in one flat list.

Statement *indices* into that list are what the compiled closures jump to; the
ROM's own addressing (line number, statement number) is kept beside them for
reports and for re-linking FOR loops and GO SUB returns after the program has
been edited.
"""
from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from typing import Callable, Optional

from . import ast

Statement = Callable[[], Optional[int]]


@dataclass
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

    @classmethod
    def of(cls, program: ast.Program) -> "Layout":
        lay = cls(lines=[ln for ln in program.lines if ln.statements])
        for line in lay.lines:
            lay.line_numbers.append(line.number)
            lay.line_first.append(len(lay.nodes))
            for n, stmt in enumerate(line.statements, start=1):
                lay.nodes.append(stmt)
                lay.where.append((line.number, n))
            end = len(lay.nodes)
            lay.next_line.extend([end] * len(line.statements))
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
        stop = start + len(stmts)
        for n, stmt in enumerate(stmts, start=1):
            self.nodes.append(stmt)
            self.where.append((0, n))
            self.next_line.append(stop)
        return start

    def drop_direct(self) -> None:
        del self.nodes[self.program_size:]
        del self.where[self.program_size:]
        del self.next_line[self.program_size:]

    def index_of_line(self, number: int) -> int:
        """First statement of line ``number`` or of the next line after it (the
        ROM's GO TO runs the next line when the target is missing)."""
        i = bisect_left(self.line_numbers, number)
        if i == len(self.line_numbers):
            return self.end
        return self.line_first[i]

    def index_of(self, line: int, stmt: int) -> int:
        """Statement ``stmt`` of ``line`` as the ROM finds it after NEXT or
        RETURN: a missing line means the next line, a missing statement the
        start of the line after."""
        i = bisect_left(self.line_numbers, line)
        if i == len(self.line_numbers):
            return self.end
        first = self.line_first[i]
        if self.line_numbers[i] != line:
            return first
        count = len(self.lines[i].statements)
        if stmt <= count:
            return first + max(stmt, 1) - 1
        return first + count
