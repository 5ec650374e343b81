"""Programs on the host's file system: SAVE, LOAD, MERGE and VERIFY's files.

A saved program is a plain text listing, the same kind ``basic run`` takes
(or, when the name ends in ``.tap``, ``.p``, ``.o`` or ``.prg``, the machine's
own tokenized file: :mod:`basic.dialects`)::

    # dialect: spectrum
    # autostart: 10
    10 PRINT "HELLO"
    20 GO TO 10

The ``#`` lines are comments outside the program (zmakebas style).  ``#
dialect:`` is the header :func:`basic.dialects.header_dialect` reads;
``# autostart: N`` is written by ``SAVE "name" LINE N`` and makes LOAD run the
program from line N, as a tape saved with LINE does.

Saving is atomic: the text goes to a temporary file in the same directory,
which is flushed to disk and then renamed over the old file, so a crash or a
full disk can leave the old program or the new one, never half of one.
"""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Callable, Iterable, Optional, Union

from ...core import ast
from ...core.dialect import Dialect
from ...core.errors import BasicSyntaxError
from ...core.listing import AUTOSTART_RE, header_dialect
from ...core.formats import ProgramImage, ascending
from ...dialects import read_program


EXTENSION = ".bas"

_AUTOSTART_RE = AUTOSTART_RE


def listing_path(name: str, base: Union[str, Path] = ".", must_exist: bool = False) -> Path:
    """The host file for a program called ``name``: ``name`` itself when it
    has an extension, else ``name.bas``.  For reading (``must_exist``) a file
    called exactly ``name`` is taken when there is no ``name.bas``, and a
    name that is not there is looked for in any case (``GAME.P`` finds
    ``game.p``; the machines' names and the host's need not agree on case).
    Relative names are relative to ``base``."""
    path = Path(base) / os.path.expanduser(name)
    if path.suffix:
        return _in_any_case(path) if must_exist else path
    with_ext = path.with_name(path.name + EXTENSION)
    if not must_exist:
        return with_ext
    for candidate in (with_ext, path):
        found = _in_any_case(candidate)
        if found.is_file():
            return found
    return with_ext


def _in_any_case(path: Path) -> Path:
    """``path`` if it exists, else the one file in its directory whose name
    differs from it only in case, else ``path``."""
    if path.exists():
        return path
    try:
        matches = [p for p in path.parent.iterdir() if p.name.lower() == path.name.lower()]
    except OSError:
        return path
    return matches[0] if len(matches) == 1 else path


def atomic_write(path: Union[str, Path], data: Union[str, bytes, Callable[[BinaryIO], None]]) -> None:
    """Write ``data`` (text, written as UTF-8; bytes; or a function that writes
    to a binary file) to ``path`` atomically: a temporary file beside it,
    flushed and fsynced, then renamed over ``path``.  On any failure the
    temporary file is removed and ``path`` is untouched.  A new file gets the
    usual permissions (0666 less the umask), an existing one keeps its own."""
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            if callable(data):
                data(f)
            else:
                f.write(data.encode("utf-8") if isinstance(data, str) else data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, _mode_for(path))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_directory(directory)


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable (where the platform allows it)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def listing_text(lines: Iterable[ast.Line], dialect: Dialect,
                 autostart: Optional[int] = None) -> str:
    """The text SAVE writes: the dialect header, the autostart header when
    there is one, then one line per program line in LIST's spelling, with no
    spaces at the ends of lines (Dialect.saved_line).  A program LOADed in
    keeps what its listing cannot say in the comments a format's encoder
    reads (basic.core.formats): ``# lines as stored`` for lines out of order,
    a line's stored bytes before a line that does not parse
    (Dialect.stored_comment)."""
    lines = list(lines)
    out = [f"# dialect: {dialect.name}"]
    if autostart is not None:
        out.append(f"# autostart: {autostart}")
    if not ascending([line.number for line in lines]):
        out.append("# lines as stored")
    for line in lines:
        comment = dialect.stored_comment(line)
        if comment is not None:
            out.append(comment)
        out.append(dialect.saved_line(line))
    return "\n".join(out) + "\n"


def autostart_of(header_comments: Iterable[str]) -> Optional[int]:
    """The ``# autostart: N`` line number among a listing's ``#`` lines."""
    for comment in header_comments:
        m = _AUTOSTART_RE.match(comment.strip())
        if m:
            return int(m.group(1))
    return None


@dataclass
class LoadedListing:
    """A listing read from a file: its program, where to start it, the header's
    dialect (if named) and the lines that did not parse; for a program file,
    the image LOAD puts in the machine (its variables, the C64's bytes after
    the program)."""
    path: Path
    program: ast.Program
    autostart: Optional[int] = None
    dialect: Optional[str] = None
    errors: list[BasicSyntaxError] = field(default_factory=list)
    image: Optional[ProgramImage] = None


def read_listing(path: Union[str, Path], dialect: Dialect) -> LoadedListing:
    """Read a program file with ``dialect``: a text listing is parsed as
    typed (lines that do not parse are left out and listed in ``errors``,
    as ``basic run`` leaves them out), a program file (by its suffix:
    basic.dialects) is kept as LOAD leaves it.  Raises OSError when it
    cannot be read, basic.dialects.FormatError when it is not what its
    suffix says."""
    path = Path(path)
    program = read_program(path)
    if isinstance(program, str):
        parsed = dialect.parse_listing(program)
        return LoadedListing(path, parsed.program, autostart_of(parsed.header_comments),
                             header_dialect(program), list(parsed.errors))
    if program.dialect != dialect.name:
        return LoadedListing(path, ast.Program([]), dialect=program.dialect)
    parsed = dialect.parse_image(program)
    return LoadedListing(path, parsed.program, program.autostart, program.dialect,
                         image=program)
