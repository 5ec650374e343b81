"""The ``basic`` command: ``basic run FILE``, ``basic`` (the REPL), and friends.

The only module that reads the command line: it builds the front-ends'
:class:`~basic.frontends.options.RunOptions` from argparse's answers, finds
the dialect (basic.dialects) and hands both to a front-end.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Optional, Sequence

from .core.formats import FormatError
from .core.peripherals import Peripherals
from .dialects import detect_dialect, get_dialect, program_file_data, read_program_text
from .frontends.headless import run_headless
from .frontends.live import run_live
from .frontends.options import RunOptions
from .frontends.repl.files import atomic_write

EXIT_OK = 0
EXIT_REPORT = 1        # the program ended with an error report
EXIT_USAGE = 2
EXIT_INTERNAL = 70


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="basic",
        description="Run BASIC listings of the ZX Spectrum, ZX81, ZX80 and Commodore 64 "
                    "as their ROMs ran them.")
    sub = parser.add_subparsers(dest="command")

    run = sub.add_parser("run", help="run a listing")
    run.add_argument("file", help="a text listing (.bas) or a program file (.tap .p .o .prg)")
    run.add_argument("--dialect", help="spectrum (default, or from the listing's # header)")
    run.add_argument("--headless", action="store_true",
                     help="no terminal display: run with the key script and INPUT answers given")
    run.add_argument("--dump", choices=["text", "json"],
                     help="print the final screen as text rows or as JSON")
    run.add_argument("--keys", action="append", default=[], metavar="SCRIPT",
                     help="key script, e.g. 'inkey:2:5,+10:ENTER' (repeatable)")
    run.add_argument("--input", action="append", default=[], metavar="TEXT",
                     help="an answer typed at INPUT (repeatable, in order)")
    run.add_argument("--idle-frames", type=int, default=50,
                     help="headless: stop after this many frames of waiting for a key")
    run.add_argument("--frames", type=int, default=10000,
                     help="headless: stop after this many 50 Hz frames")
    run.add_argument("--upper-keywords", action="store_true",
                     help="only UPPERCASE words are keywords (for variables named at, to...)")
    # -- live terminal and stream mode (basic/frontends/live.py) --
    run.add_argument("--stream", action="store_true",
                     help="PRINT to stdout as lines, INPUT from stdin (the default when "
                          "stdin or stdout is not a terminal)")
    run.add_argument("--speed", metavar="authentic|max|N",
                     help="authentic (live default): the real machine's pace; max (stream "
                          "default): flat out; N: N times the real pace")
    run.add_argument("--png", metavar="FILE", help="write the final screen as a PNG")
    add_png_options(run)
    add_device_options(run)
    add_repl_options(sub, run)
    convert = sub.add_parser(
        "convert", help="convert between text listings and .tap/.p/.o/.prg files",
        description="Convert a program between a text listing (.bas) and a machine's own "
                    "tokenized file: .tap (Spectrum), .p (ZX81), .o (ZX80), .prg (C64). "
                    "The suffixes choose.")
    convert.add_argument("source", help="the file to read")
    convert.add_argument("target", help="the file to write (- : the listing to stdout)")
    convert.add_argument("--dialect", help="the listing's dialect (default: its # header)")
    return parser


# -- the REPL (basic/frontends/repl/) -------------------------------------------------------

def add_repl_options(sub: "argparse._SubParsersAction", run: argparse.ArgumentParser) -> None:
    """``basic repl [--dialect D]`` and ``basic run -i FILE``."""
    run.add_argument("-i", "--interactive", action="store_true",
                     help="run the listing, then stay in the REPL with its program and "
                          "variables (as python -i)")
    repl = sub.add_parser("repl", help="type programs in, as on the machine (the default)")
    repl.add_argument("--dialect", default="spectrum", help="spectrum (default)")
    repl.add_argument("--speed", metavar="authentic|max|N",
                      help="as for run: live screen authentic, text max by default")
    repl.add_argument("--display", choices=("auto", "live", "text"), default="auto",
                      help="where programs show their output: the live screen, scrolling "
                           "text, or chosen by what the program does (auto)")
    add_device_options(repl)


def add_device_options(parser: argparse.ArgumentParser) -> None:
    """The disk in the drive and the printer's paper (docs/c64.md, "Disk and printer")."""
    parser.add_argument("--disk", metavar="PATH",
                        help="the C64's device 8: a folder or a .d64 image (default: the "
                             "folder disk/ here, made when a file is first written); with "
                             "it, FILE may name a program on the disk ('*' the first)")
    parser.add_argument("--printer", metavar="FILE", default="printer.txt",
                        help="where printed text is appended (default printer.txt; the "
                             "Spectrum's COPY writes FILE-1.png, FILE-2.png... beside it)")


def _repl(args: argparse.Namespace) -> int:
    """``basic`` / ``basic repl``: open the REPL."""
    from .frontends.repl.session import start     # prompt_toolkit: loaded for the REPL only
    try:
        dialect = get_dialect(getattr(args, "dialect", None) or "spectrum")
    except ValueError as exc:
        print(f"basic: {exc}", file=sys.stderr)
        return EXIT_USAGE
    return start(dialect, speed=getattr(args, "speed", None),
                 display=getattr(args, "display", "auto"), peripherals=_peripherals(args))


def _peripherals(args: argparse.Namespace) -> Peripherals:
    return Peripherals(getattr(args, "disk", None), getattr(args, "printer", "printer.txt"))


def _run_interactive(args: argparse.Namespace, text: str, dialect: Any) -> int:
    """``basic run -i FILE``: RUN the listing in the REPL, then stay there."""
    from .frontends.repl.session import start     # prompt_toolkit: loaded for the REPL only
    return start(dialect, speed=args.speed, listing=text, listing_name=args.file,
                 run_listing=True, peripherals=_peripherals(args))


# -- PNG pictures (each machine's face draws them) ----------------------------------

def _png_scale(text: str) -> int:
    """--scale: a whole number from 1 to 16."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 1 <= n <= 16:
        raise argparse.ArgumentTypeError("must be from 1 to 16")
    return n


def add_png_options(run: argparse.ArgumentParser) -> None:
    """The picture options that go with ``--png FILE``."""
    run.add_argument("--scale", type=_png_scale, default=2, metavar="N",
                     help="--png: pixels per Spectrum pixel (1-16, default 2)")
    run.add_argument("--flash-phase", type=int, choices=(0, 1), default=0,
                     help="--png: FLASH cells as printed (0, the default) or with ink "
                          "and paper swapped (1)")


def run_options(args: argparse.Namespace) -> RunOptions:
    """What ``basic run`` was asked to do, for the front-ends."""
    return RunOptions(file=args.file, keys=tuple(args.keys), inputs=tuple(args.input),
                      idle_frames=args.idle_frames, frames=args.frames,
                      upper_keywords=args.upper_keywords, stream=args.stream, speed=args.speed,
                      dump=args.dump, png=args.png, scale=args.scale,
                      flash_phase=args.flash_phase, disk=args.disk, printer=args.printer)


def main(argv: Optional[Sequence[str]] = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # never show a Python traceback to a user
        print(f"basic: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        print("basic: please report this, with the listing that caused it.", file=sys.stderr)
        return EXIT_INTERNAL


def _main(argv: Optional[Sequence[str]]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command in (None, "repl"):
        return _repl(args)
    if args.command == "run":
        return _run(args)
    if args.command == "convert":
        return _convert(args)
    parser.print_help()
    return EXIT_USAGE


def _read_listing(path: str) -> Optional[str]:
    """A text listing, or a tokenized program file decoded to one (by its
    suffix: basic.dialects.format_for); None (after saying why) when it
    cannot be had."""
    try:
        return read_program_text(path)
    except OSError as exc:
        print(f"basic: cannot read {path}: {exc.strerror}", file=sys.stderr)
    except FormatError as exc:
        print(f"basic: {path}: {exc}", file=sys.stderr)
    return None


def _program_on_disk(args: argparse.Namespace) -> Optional[str]:
    """``basic run --disk game.d64 NAME``: the program LOAD "NAME",8 loads
    (the C64's disk; ``*`` is the first program)."""
    try:
        dialect = get_dialect(args.dialect or "c64")
        return dialect.program_on_disk(args.disk, args.file)
    except ValueError as exc:
        print(f"basic: {exc}", file=sys.stderr)
    return None


def _convert(args: argparse.Namespace) -> int:
    """``basic convert IN OUT``: between text listings and the machines'
    tokenized files, each way chosen by the file's suffix."""
    text = _read_listing(args.source)
    if text is None:
        return EXIT_USAGE
    if args.target == "-":                         # the listing to stdout
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return EXIT_OK
    try:
        dialect = get_dialect(args.dialect) if args.dialect else detect_dialect(text)
        data = program_file_data(args.target, text, dialect.name)
    except (ValueError, FormatError) as exc:       # FormatError is a ValueError too
        print(f"basic: {args.target}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    try:
        atomic_write(args.target, data)
    except OSError as exc:
        print(f"basic: cannot write {args.target}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    print(f"wrote {args.target}")
    return EXIT_OK


def _run(args: argparse.Namespace) -> int:
    if args.disk and not os.path.exists(args.file):
        text = _program_on_disk(args)
    else:
        text = _read_listing(args.file)
    if text is None:
        return EXIT_USAGE
    try:
        dialect = get_dialect(args.dialect) if args.dialect else detect_dialect(text)
    except ValueError as exc:
        print(f"basic: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if args.interactive:
        return _run_interactive(args, text, dialect)
    if not args.headless:
        return run_live(run_options(args), text, dialect)
    return run_headless(run_options(args), text, dialect)
