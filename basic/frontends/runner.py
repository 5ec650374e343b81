"""What every way of running a listing shares: loading it onto a machine, and
the final screen as ``--dump`` text or JSON and as a ``--png`` picture."""
from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from ..core.memory import Memory
from .headless import load_listing
from ..core.interpreter import Interpreter

EXIT_OK = 0
EXIT_REPORT = 1        # the program ended with an error report (as in basic.cli)
EXIT_USAGE = 2


def load(text: str, dialect: Any, host: Any, upper_keywords: bool = False,
         file: str = "", err: TextIO = sys.stderr) -> tuple[Any, Interpreter, Any]:
    """Parse ``text`` and set it up on a new machine driven by ``host``, ready
    to RUN: (machine, interpreter, parse result; its ``autostart`` is the line
    to RUN from).  Lines that do not parse are reported on ``err`` and left
    out, as ``basic run --headless`` does."""
    machine, interp, parsed = load_listing(text, dialect, host, upper_keywords)
    from ..dialects.spectrum.tape_deck import attach_tape
    attach_tape(machine, file)
    for e in parsed.errors:
        print(f"basic: {file}: line {e.line}, column {e.column}: {e.message} (line left out)",
              file=err)
    return machine, interp, parsed


def exit_code(report: Any) -> int:
    """The CLI's exit status for a run that ended with ``report`` (or None)."""
    if report is None:
        return EXIT_OK
    return EXIT_OK if report.code == "0" else EXIT_REPORT


def final_outputs(args: Any, machine: Any, interp: Any, report: Any, stop_reason: str,
                  out: TextIO = sys.stdout) -> None:
    """``--dump text|json`` to ``out`` and ``--png FILE`` for the machine's
    final screen."""
    dump = getattr(args, "dump", None)
    if dump:
        result = machine.dump(report if stop_reason == "ended" else None, interp)
        result["stop_reason"] = stop_reason
        result["frames"] = machine.clock.frames
        if dump == "json":
            json.dump(result, out)
            out.write("\n")
        else:
            for row in result["rows"]:
                out.write(row.rstrip() + "\n")
        out.flush()
    write_png(machine, args)


def memory_from_dump(result: dict[str, Any]) -> Memory:
    """A memory holding the screen of a headless result (its ``bitmap`` and
    ``attrs``), so the picture can be drawn after the machine is gone."""
    mem = Memory()
    d = mem.data
    for y, row in enumerate(result["bitmap"]):
        base = 0x4000 | ((y & 0xC0) << 5) | ((y & 7) << 8) | ((y & 0x38) << 2)
        for x in range(32):
            d[base + x] = int(row[8 * x:8 * x + 8], 2)
    for r, row in enumerate(result["attrs"]):
        d[0x5800 + 32 * r:0x5800 + 32 * r + 32] = bytes(row)
    return mem


def write_png(machine: Any, args: Any) -> None:
    """``--png FILE`` (with ``--scale`` and ``--flash-phase``) for the machine's
    final screen, drawn by the machine's face; a file that cannot be written
    is reported on stderr."""
    path = getattr(args, "png", None)
    if not path:
        return
    from ..core.face import face_of
    try:
        face_of(machine).screenshot(path, scale=getattr(args, "scale", 2),
                                    flash_phase=getattr(args, "flash_phase", 0))
    except OSError as exc:
        print(f"basic: cannot write {path}: {exc.strerror or exc}", file=sys.stderr)


def png_from_dump(result: dict[str, Any], path: Any, scale: int = 2,
                  flash_phase: int = 0) -> None:
    """``--png`` after a headless run, when only the result dict is left:
    the picture is drawn from the fields each machine's dump has (a C64's
    ``colours``, a ZX80/ZX81's ``codes`` of its text screen, a Spectrum's
    ``bitmap`` and ``attrs``)."""
    if "colours" in result:
        from ..dialects.c64.image import png_from_dump as cbm_png
        cbm_png(result, path, scale=scale)
    elif "bitmap" not in result and "codes" in result:
        from ..dialects.zx8x.image import png_from_dump as zx8x_png
        zx8x_png(result, path, scale=scale)
    else:
        from ..dialects.spectrum.image import screen_png
        screen_png(memory_from_dump(result), result.get("border", 7), path,
                   scale=scale, flash_phase=flash_phase)
