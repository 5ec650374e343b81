"""The ``basic`` command: ``basic run FILE``, ``basic`` (the REPL), and friends.

The only module that reads the command line: it builds the front-ends'
:class:`~basic.frontends.options.RunOptions` from argparse's answers, finds
the dialect (basic.dialects) and hands both to a front-end.  The command word
may be left out, as ``basic`` alone opens the REPL: ``basic FILE`` is
``basic run FILE`` and ``basic --dialect c64`` is ``basic repl --dialect c64``
(:func:`with_command`).
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Optional, Sequence, Union

from . import __version__
from .core.formats import FormatError, ProgramImage
from .core.peripherals import Peripherals
from .core.romimage import RomImageError
from .core.sound import check_writable
from .dialects import (better_dialect, detect_dialect, get_dialect, header_dialect, names,
                       program_dialect, program_file_data, read_program, read_program_text)
from .frontends.options import RunOptions
from .frontends.pacing import parse_speed

EXIT_OK = 0
EXIT_REPORT = 1        # the program ended with an error report
EXIT_USAGE = 2
EXIT_INTERNAL = 70

#: the command words; anything else in their place is a FILE to run
COMMANDS = ("run", "repl", "convert")
#: the options that belong to ``basic`` itself rather than to a command
TOP_LEVEL = ("-h", "--help", "--version")

USAGE = """basic [OPTIONS] [FILE]
       basic {run,repl,convert} ..."""

EPILOG = """Without a command: `basic` opens the REPL (`basic repl`), with its options
(`basic --dialect c64`); `basic FILE [OPTIONS]` runs FILE as `basic run FILE` does.
A file named like a command is run with `basic run FILE` or `basic ./FILE`."""


def dialect_choices() -> str:
    """The dialect names for --dialect's help: spectrum, zx81, zx80, c64."""
    return ", ".join(names())


def _dialect_name(text: str) -> str:
    """--dialect: a dialect's name or alias (argparse refuses others, exit 2)."""
    try:
        get_dialect(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _count(least: int) -> Any:
    """An argparse type: a whole number, ``least`` or more (--frames 1,
    --idle-frames 0, where 0 is "never")."""
    def count(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if n < least:
            raise argparse.ArgumentTypeError(f"must be {least} or more, not {n}")
        return n
    return count


def _speed(text: str) -> str:
    """--speed: authentic, max or a positive factor (kept as typed)."""
    try:
        parse_speed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc).replace("--speed ", "", 1)) from None
    return text


class _Version(argparse.Action):
    """``--version``: the version and the native build's state (looked up only when asked)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        import os
        from . import native
        print(f"basic {__version__}\n{native.describe(os.path.dirname(__file__))}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="basic", usage=USAGE, epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Run BASIC listings of the ZX Spectrum, ZX81, ZX80 and Commodore 64 "
                    "as their ROMs ran them.")
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="show the version, and whether the native build is in use")
    sub = parser.add_subparsers(dest="command", metavar="{run,repl,convert}", prog="basic")

    run = sub.add_parser("run", help="run a listing (the command when FILE is given)")
    run.add_argument("file", help="a text listing (.bas), a program file (.tap .tzx .pzx .p .o "
                                  ".prg), a Spectrum snapshot (.z80 .sna .szx), a disk or "
                                  "tape image (.d64 .t64), or - for stdin")
    run.add_argument("name", nargs="?", default=None,
                     help="a program on the disk or tape image FILE (default: the first)")
    run.add_argument("--dialect", type=_dialect_name, metavar="NAME",
                     help=f"{dialect_choices()} (default: the listing's # dialect: header, "
                          "else spectrum)")
    run.add_argument("--strict", action="store_true",
                     help="refuse to run a listing with lines the machine would refuse "
                          "(exit 2); without it they are reported and left out")
    run.add_argument("--headless", action="store_true",
                     help="no terminal display: run with the key script and INPUT answers given")
    run.add_argument("--dump", choices=["text", "json"],
                     help="print the final screen as text rows or as JSON")
    run.add_argument("--keys", action="append", default=[], metavar="SCRIPT",
                     help="key script, e.g. 'inkey:2:5,+10:ENTER' (repeatable)")
    run.add_argument("--input", action="append", default=[], metavar="TEXT",
                     help="an answer typed at INPUT (repeatable, in order)")
    run.add_argument("--idle-frames", type=_count(0), default=50, metavar="N",
                     help="headless: stop after this many frames of waiting for a key "
                          "(0: never)")
    run.add_argument("--frames", type=_count(1), default=10000, metavar="N",
                     help="headless: stop after this many 50 Hz frames")
    run.add_argument("--upper-keywords", action="store_true",
                     help="only UPPERCASE words are keywords (for variables named at, to...)")
    # -- live terminal and stream mode (basic/frontends/live.py) --
    run.add_argument("--stream", action="store_true",
                     help="PRINT to stdout as lines, INPUT from stdin (the default when "
                          "stdin or stdout is not a terminal)")
    run.add_argument("--speed", metavar="authentic|max|N", type=_speed,
                     help="authentic (live default): the real machine's pace; max (stream "
                          "default): flat out; N: N times the real pace")
    run.add_argument("--png", metavar="FILE", help="write the final screen as a PNG")
    add_png_options(run)
    run.add_argument("--wav", metavar="FILE",
                     help="record the run's sound (the Spectrum's beeper, the C64's SID) as "
                          "a WAV file, in machine time")
    add_sound_options(run)
    run.add_argument("--gif", metavar="FILE",
                     help="record the screen as an animated GIF, in machine time")
    run.add_argument("--apng", metavar="FILE",
                     help="record the screen as an animated PNG, in machine time")
    run.add_argument("--window", action="store_true",
                     help="show the machine's screen in a window, pixel for pixel, with its "
                          "keyboard (docs/window.md)")
    run.add_argument("--joystick", type=int, choices=(1, 2), metavar="PORT",
                     help="the C64's joystick in PORT (1 or 2) from the keypad, and from "
                          "the cursor keys with Tab or End as fire (without it: the "
                          "keypad is joystick 2 where it is told from the digits)")
    run.add_argument("--run", dest="run_from_start", action="store_true",
                     help="a snapshot (.z80 .sna .szx): RUN its program from the start "
                          "(without it, the program goes on where the snapshot stopped)")
    run.add_argument("--snapshot-out", metavar="FILE",
                     help="at the end of the run, save the machine as a 48K snapshot "
                          "(.z80, .sna or .szx, by the suffix) that emulators load")
    add_device_options(run)
    add_repl_options(sub, run)
    convert = sub.add_parser(
        "convert", help="convert between text listings and .tap/.p/.o/.prg files",
        description="Convert a program between a text listing (.bas) and a machine's own "
                    "tokenized file: .tap (Spectrum), .p (ZX81), .o (ZX80), .prg (C64). "
                    "The suffixes choose.")
    convert.add_argument("source", help="the file to read (- : stdin)")
    convert.add_argument("target", nargs="+", metavar="[NAME] TARGET",
                         help="the file to write (- : the listing to stdout); before it, "
                              "a program on the disk or tape image SOURCE")
    convert.add_argument("--dialect", type=_dialect_name, metavar="NAME",
                         help=f"the listing's dialect: {dialect_choices()} (default: its "
                              "# dialect: header)")
    return parser


# -- the REPL (basic/frontends/repl/) -------------------------------------------------------

def add_repl_options(sub: "argparse._SubParsersAction", run: argparse.ArgumentParser) -> None:
    """``basic repl [--dialect D]`` and ``basic run -i FILE``."""
    run.add_argument("-i", "--interactive", action="store_true",
                     help="run the listing, then stay in the REPL with its program and "
                          "variables (as python -i)")
    repl = sub.add_parser("repl", help="type programs in, as on the machine (the default)")
    repl.add_argument("--dialect", default="spectrum", type=_dialect_name, metavar="NAME",
                      help=f"{dialect_choices()} (default spectrum)")
    repl.add_argument("--speed", metavar="authentic|max|N", type=_speed,
                      help="as for run: live screen authentic, text max by default")
    repl.add_argument("--display", choices=("auto", "live", "text", "screen"), default="auto",
                      help="where programs show their output: the live screen, scrolling "
                           "text, or chosen by what the program does (auto); screen: the "
                           "whole REPL on the machine's screen, with its own editor (C64)")
    repl.add_argument("--window", action="store_true",
                      help="the REPL in a window, on the machine's screen with its own "
                           "editor (docs/window.md)")
    repl.add_argument("--wav", metavar="FILE",
                      help="record the programs' sound as a WAV file (the REPL's WAV "
                           "command starts and stops a recording too)")
    add_sound_options(repl)
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
    parser.add_argument("--ram", type=int, metavar="K",
                        help="the RAM in K: the ZX81's 1, 2, 16 (default) or 32, the "
                             "ZX80's 1 or 16 (default)")
    parser.add_argument("--rom", metavar="FILE",
                        help="the ZX81's or ZX80's ROM image, for machine code that calls "
                             "the ROM (checked by its CRC32; also $BASIC_ZX81_ROM, "
                             "$BASIC_ZX80_ROM)")


def add_sound_options(parser: argparse.ArgumentParser) -> None:
    """Live sound (basic/frontends/audio.py)."""
    parser.add_argument("--mute", action="store_true",
                        help="no sound on the computer's audio device (the live display "
                             "plays the machine's sound when there is one)")


def ram_refused(args: argparse.Namespace, dialect: Any) -> bool:
    """--ram names a size the dialect's machine cannot have: say so (True)."""
    ram = getattr(args, "ram", None)
    if ram is None or ram in dialect.ram_sizes:
        return False
    if dialect.ram_sizes:
        sizes = ", ".join(str(k) for k in sorted(dialect.ram_sizes))
        print(f"basic: --ram {ram}: the {dialect.name.upper()} has {sizes}K", file=sys.stderr)
    else:
        print(f"basic: --ram is for the ZX80 and ZX81; the {dialect.name}'s RAM is fixed",
              file=sys.stderr)
    return True


def rom_refused(args: argparse.Namespace, dialect: Any) -> bool:
    """--rom (or the dialect's environment variable) names a file that is
    not the ROM image the dialect's machine takes, or --rom is given to a
    machine that takes none: say so in one line (True)."""
    rom = getattr(args, "rom", None)
    image = dialect.rom_image
    if image is None:
        if rom:
            print(f"basic: --rom is for the ZX80 and ZX81; the {dialect.name} needs no ROM "
                  "image", file=sys.stderr)
            return True
        return False
    try:
        image.find(rom)
    except RomImageError as exc:
        print(f"basic: --rom {exc}" if rom else f"basic: {exc}", file=sys.stderr)
        return True
    return False


def _repl(args: argparse.Namespace) -> int:
    """``basic`` / ``basic repl``: open the REPL."""
    from .frontends.repl.session import start     # prompt_toolkit: loaded for the REPL only
    try:
        dialect = get_dialect(getattr(args, "dialect", None) or "spectrum")
    except ValueError as exc:
        print(f"basic: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if ram_refused(args, dialect) or rom_refused(args, dialect):
        return EXIT_USAGE
    if _wav_refused(args):
        return EXIT_USAGE
    return start(dialect, speed=getattr(args, "speed", None),
                 display=getattr(args, "display", "auto"), peripherals=_peripherals(args),
                 window=getattr(args, "window", False),
                 wav=getattr(args, "wav", None), mute=getattr(args, "mute", False))


def _peripherals(args: argparse.Namespace) -> Peripherals:
    return Peripherals(getattr(args, "disk", None), getattr(args, "printer", "printer.txt"),
                       getattr(args, "ram", None), rom=getattr(args, "rom", None))


def _run_interactive(args: argparse.Namespace, text: Union[str, ProgramImage],
                     dialect: Any) -> int:
    """``basic run -i FILE``: RUN the listing in the REPL, then stay there."""
    from .frontends.repl.session import start     # prompt_toolkit: loaded for the REPL only
    return start(dialect, speed=args.speed, listing=text, listing_name=args.file,
                 run_listing=True, peripherals=_peripherals(args),
                 record=args.gif or args.apng, window=args.window, wav=args.wav,
                 mute=args.mute)


def _snapshot_refused(args: argparse.Namespace, dialect: Any) -> bool:
    """``--snapshot-out FILE`` for a machine with no snapshot format, of a
    suffix it does not write, with ``-i``, or not writable: one line (True)."""
    path = getattr(args, "snapshot_out", None)
    if not path:
        return False
    suffix = os.path.splitext(path)[1].lower()
    if not dialect.snapshot_suffixes:
        problem = f"--snapshot-out: the {dialect.name} has no snapshot format basic writes"
    elif suffix not in dialect.snapshot_suffixes:
        problem = (f"--snapshot-out {path}: the suffix says which snapshot to write: "
                   f"{', '.join(dialect.snapshot_suffixes)}")
    elif args.interactive:
        problem = "--snapshot-out is for a run, not for -i (the REPL)"
    else:
        folder = os.path.dirname(path) or "."
        problem = (None if os.path.isdir(folder) and os.access(folder, os.W_OK)
                   and not os.path.isdir(path) else f"cannot write {path}")
    if problem:
        print(f"basic: {problem}", file=sys.stderr)
    return problem is not None


def _wav_refused(args: argparse.Namespace) -> bool:
    """``--wav FILE`` that cannot be written: one line, before anything runs."""
    path = getattr(args, "wav", None)
    if not path:
        return False
    problem = check_writable(path)
    if problem:
        print(f"basic: {problem}", file=sys.stderr)
    return problem is not None


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
                     help="--png, --gif, --apng: pixels per machine pixel (1-16, default 2)")
    run.add_argument("--flash-phase", type=int, choices=(0, 1), default=0,
                     help="--png: FLASH cells as printed (0, the default) or with ink "
                          "and paper swapped (1)")


def run_options(args: argparse.Namespace) -> RunOptions:
    """What ``basic run`` was asked to do, for the front-ends."""
    return RunOptions(file=args.file, keys=tuple(args.keys), inputs=tuple(args.input),
                      idle_frames=args.idle_frames, frames=args.frames,
                      upper_keywords=args.upper_keywords, stream=args.stream, speed=args.speed,
                      dump=args.dump, png=args.png, scale=args.scale,
                      flash_phase=args.flash_phase, disk=args.disk, printer=args.printer,
                      ram=args.ram, rom=args.rom, gif=args.gif, apng=args.apng,
                      window=args.window, wav=args.wav, mute=args.mute,
                      joystick=args.joystick, snapshot_out=args.snapshot_out)


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


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def _owners(option: str, commands: dict[str, argparse.ArgumentParser]
            ) -> dict[str, argparse.Action]:
    """The commands that have ``option`` (as typed: ``--dialect``, ``--dia``,
    ``-i``, ``--frames=5``), with its action in each."""
    option = option.split("=", 1)[0]
    found = {}
    for name, parser in commands.items():
        table = parser._option_string_actions
        hits = [o for o in table if o == option] or \
               [o for o in table if option.startswith("--") and o.startswith(option)]
        if hits:
            found[name] = table[hits[0]]
    return found


def with_command(argv: Sequence[str], parser: argparse.ArgumentParser) -> list[str]:
    """``argv`` with the command word the user may leave out: the first word
    that is not an option (nor an option's value) is a command, or else the
    FILE of ``run``; with no such word it is the REPL (or ``run``, to say
    FILE is missing, when an option only ``run`` has is given).  So ``basic
    FILE -i`` is ``basic run FILE -i``, ``basic --dialect c64`` is ``basic
    repl --dialect c64``, and ``basic --dialect c64 repl`` is ``basic repl
    --dialect c64``.  ``basic -h`` and ``basic --version`` stay ``basic``'s;
    a word that is not a file but is nearly a command (``rnu``) is a usage
    error that names the command."""
    words = list(argv)
    if not words or words[0] in COMMANDS or words[0] in TOP_LEVEL:
        return words
    commands = _subparsers(parser)
    run_only = False
    k = 0
    while k < len(words):
        word = words[k]
        if word == "--":
            return ["run", *words]
        if word.startswith("-") and word != "-":
            owners = _owners(word, commands)
            run_only = run_only or (bool(owners) and "repl" not in owners)
            takes_value = "=" not in word and any(a.nargs != 0 for a in owners.values())
            k += 2 if takes_value else 1
            continue
        if word in COMMANDS:
            return [word, *words[:k], *words[k + 1:]]
        import difflib
        near = difflib.get_close_matches(word, COMMANDS, n=1, cutoff=0.6)
        if near and not os.path.exists(word) and not any(c in word for c in "./"):
            parser.error(f"unknown command {word!r} (did you mean {near[0]!r}? "
                         f"a FILE to run must exist)")
        return ["run", *words]
    return ["run" if run_only else "repl", *words]


def one_dash_option(words: Sequence[str], parser: argparse.ArgumentParser) -> Optional[str]:
    """The first word that is a long option typed with one dash (``-headless``,
    ``-dialect=c64``), as its ``--`` spelling; None when there is none.  argparse
    would take ``-headless`` for ``-h`` with the argument ``eadless``, or call
    ``-strict`` unrecognized; the user meant the option.  Option values and
    the words after ``--`` are not options."""
    commands = _subparsers(parser)
    k = 0
    while k < len(words):
        word = words[k]
        if word == "--":
            return None
        if word.startswith("--"):
            owners = _owners(word, commands)
            takes_value = "=" not in word and any(a.nargs != 0 for a in owners.values())
            k += 2 if takes_value else 1
            continue
        if word.startswith("-") and len(word) > 2 and word[1].isalpha():
            long = "-" + word
            if _owners(long, commands) or long.split("=", 1)[0] in TOP_LEVEL:
                return long
        k += 1
    return None


def _parse(parser: argparse.ArgumentParser, words: list[str]) -> argparse.Namespace:
    """argparse's answers; words left over are refused by the command's own
    parser, so its usage is the one shown."""
    args, extra = parser.parse_known_args(words)
    if extra:
        command = _subparsers(parser).get(args.command or "", parser)
        command.error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def _main(argv: Optional[Sequence[str]]) -> int:
    parser = build_parser()
    words = list(sys.argv[1:] if argv is None else argv)
    meant = one_dash_option(words, parser)
    if meant is not None:   # before argparse, which reads -headless as -h eadless
        command = _subparsers(parser).get(words[0], parser)
        command.error(f"unknown option {meant[1:]!r} (did you mean {meant!r}?)")
    args = _parse(parser, with_command(words, parser))
    if args.command in (None, "repl"):
        return _repl(args)
    if args.command == "run":
        return _run(args)
    if args.command == "convert":
        return _convert(args)
    parser.print_help()
    return EXIT_USAGE


def _shown(path: str) -> str:
    return "stdin" if path == "-" else path


def _read_listing(path: str, name: Optional[str] = None) -> Optional[str]:
    """A text listing, or a tokenized program file decoded to one (by its
    suffix: basic.dialects.format_for); None (after saying why) when it
    cannot be had."""
    try:
        return read_program_text(path, name)
    except OSError as exc:
        print(f"basic: cannot read {path}: {exc.strerror}", file=sys.stderr)
    except FormatError as exc:
        print(f"basic: {_shown(path)}: {exc}", file=sys.stderr)
    return None


def _read_program(path: str, name: Optional[str] = None) -> Union[str, ProgramImage, None]:
    """What ``basic run`` runs: a text listing, or a program file's image as
    LOAD leaves it (basic.dialects.read_program); None (after saying why)
    when it cannot be had."""
    try:
        return read_program(path, name)
    except OSError as exc:
        print(f"basic: cannot read {path}: {exc.strerror}", file=sys.stderr)
    except FormatError as exc:
        print(f"basic: {_shown(path)}: {exc}", file=sys.stderr)
    return None


def _convert(args: argparse.Namespace) -> int:
    """``basic convert IN [NAME] OUT``: between text listings and the
    machines' tokenized files, each way chosen by the file's suffix (NAME:
    a program on the disk or tape image IN)."""
    if len(args.target) > 2:
        print("basic: convert takes SOURCE [NAME] TARGET", file=sys.stderr)
        return EXIT_USAGE
    name = args.target[0] if len(args.target) == 2 else None
    args.target = args.target[-1]
    text = _read_listing(args.source, name)
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
        from .frontends.repl.files import atomic_write
        atomic_write(args.target, data)
    except OSError as exc:
        print(f"basic: cannot write {args.target}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    print(f"wrote {args.target}")
    return EXIT_OK


def _program_to_run(args: argparse.Namespace) -> Union[str, ProgramImage, None]:
    """FILE (and NAME) of ``basic run``.  With ``--disk``, FILE names a
    program on the disk, as LOAD "FILE",8 finds it, even when a host file of
    that name exists; only a FILE the disk does not hold is a host file."""
    if args.disk and args.name is None:
        try:
            return get_dialect(args.dialect or "c64").program_on_disk(args.disk, args.file)
        except ValueError as exc:
            if not os.path.isfile(args.file) or "not on the disk" not in str(exc):
                print(f"basic: {exc}", file=sys.stderr)
                return None
    return _read_program(args.file, args.name)


def _say_dialect_doubts(args: argparse.Namespace, text: str, dialect: Any) -> None:
    """Say when a listing seems to be in another dialect than it is run in:
    ``--dialect`` against the listing's own header, or many lines the
    dialect refuses that another reads (a Commodore listing run as the
    default Spectrum)."""
    named = header_dialect(text)
    if args.dialect and named is not None:
        try:
            header = get_dialect(named)
        except ValueError:
            header = None
        if header is not None and header.name != dialect.name:
            print(f"basic: warning: {_shown(args.file)} says # dialect: {named}; "
                  f"running it as {dialect.name} (--dialect)", file=sys.stderr)
        return
    if args.dialect or named is not None:
        return
    better = better_dialect(text, dialect, upper_keywords=args.upper_keywords)
    if better is not None:
        other, refused = better
        print(f"basic: {_shown(args.file)}: {refused} lines are not {dialect.title}: it looks "
              f"like {other.title}: try --dialect {other.name}", file=sys.stderr)


def _refused_lines(args: argparse.Namespace, text: str, dialect: Any) -> bool:
    """``--strict``: say which lines the machine would refuse, if any, and
    that the listing is not run for them."""
    errors = dialect.parse_listing(text, upper_keywords=args.upper_keywords).errors
    from .frontends.runner import left_out
    for message in left_out(args.file, errors):
        print(f"basic: {message}", file=sys.stderr)
    if errors:
        print(f"basic: {args.file}: not run (--strict): {len(errors)} "
              f"line{'s' if len(errors) != 1 else ''} refused", file=sys.stderr)
    return bool(errors)


def _not_a_listing(args: argparse.Namespace, text: str) -> bool:
    """A text file none of whose lines starts with a line number (a letter,
    a web page, /etc/passwd) is no program at all: say so (True), rather
    than leave every line out and run nothing.  An empty file, or one of
    ``#`` comments alone, is an empty program, as NEW leaves."""
    lines = [line.strip() for line in text.splitlines()]
    content = [line for line in lines if line and not line.startswith("#")]
    if not content or any(line[:1].isdigit() for line in content):
        return False
    print(f"basic: {_shown(args.file)}: not a BASIC listing: no line starts with a line "
          f"number (a listing's lines look like 10 PRINT \"HELLO\")", file=sys.stderr)
    return True


def _run(args: argparse.Namespace) -> int:
    text = _program_to_run(args)
    if text is None:
        return EXIT_USAGE
    if isinstance(text, str) and _not_a_listing(args, text):
        return EXIT_USAGE
    try:
        dialect = get_dialect(args.dialect) if args.dialect else program_dialect(text)
    except ValueError as exc:
        print(f"basic: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if isinstance(text, str):
        _say_dialect_doubts(args, text, dialect)
    if ram_refused(args, dialect) or rom_refused(args, dialect):
        return EXIT_USAGE
    if args.strict and isinstance(text, str) and _refused_lines(args, text, dialect):
        return EXIT_USAGE
    if _wav_refused(args) or _snapshot_refused(args, dialect):
        return EXIT_USAGE
    if isinstance(text, ProgramImage):
        if args.run_from_start:
            text.resume = None              # RUN, not CONTINUE
        for caution in text.cautions:
            print(f"basic: {_shown(args.file)}: {caution}", file=sys.stderr)
    try:
        if args.interactive:
            return _run_interactive(args, text, dialect)
        if args.window and not args.headless:
            from .frontends.window import run_window     # pygame: loaded for the window only
            return run_window(run_options(args), text, dialect)
        if not args.headless:
            from .frontends.live import run_live
            return run_live(run_options(args), text, dialect)
        from .frontends.headless import run_headless
        return run_headless(run_options(args), text, dialect)
    except FormatError as exc:          # a program bigger than the machine's RAM
        print(f"basic: {args.file}: {exc}", file=sys.stderr)
        return EXIT_USAGE
