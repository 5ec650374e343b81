"""One case of a campaign: made from (seed, index) alone, so a worker makes
it where it runs and any case can be made again; and the ``basic`` command
line that runs it, with every file relative to the case's own folder.

A case is a JSON-able dict: ``kind`` (the front-end or reader), ``dialect``,
and its inputs: ``text`` (a listing, or REPL lines), ``data`` (a file's
bytes, base64) with its ``suffix``, ``inputs`` (INPUT answers), ``keys``
(key scripts), ``stdin`` and a few options.
"""
from __future__ import annotations

import base64
import random
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from .mutate import NON_ASCII, PROFILES, ByteMutator, Profile, TextMutator
from .seeds import DIALECTS, generated_program, machine_code_program, seed_programs, \
    z80_code_program

Case = dict[str, Any]

#: kind -> weight: where a case goes in ("input" and "keys" are runs whose
#: INPUT answers or key scripts are the mutated thing)
KINDS = {"run": 26, "dump": 7, "png": 2, "stream": 11, "repl": 10, "interactive": 3,
         "repl-file": 5, "file": 15, "convert": 9, "disk": 6, "input": 4, "keys": 4,
         "reader": 8}
#: the program file readers a "reader" case damages a file for (its kind is
#: ``reader-<name>``): the file's suffix, the dialect, and how it is named
#: ("noname": a C64 program without a suffix; "stdin": basic run -)
READERS = {"tap": ("spectrum", ".tap"), "tzx": ("spectrum", ".tzx"),
           "pzx": ("spectrum", ".pzx"), "p": ("zx81", ".p"), "o": ("zx80", ".o"),
           "prg": ("c64", ".prg"), "t64": ("c64", ".t64"), "d64": ("c64", ".d64"),
           "z80": ("spectrum", ".z80"), "sna": ("spectrum", ".sna"),
           "szx": ("spectrum", ".szx"), "noname": ("c64", ""), "stdin": ("zx81", "")}
#: the kinds a case runs as (what a report counts)
RUN_KINDS = tuple(kind for kind in KINDS if kind not in ("input", "keys"))
#: the share of cases run through a real ``python -m basic`` as well as in-process
SUBPROCESS_SHARE = 0.002
SUFFIX = {"spectrum": ".tap", "zx81": ".p", "zx80": ".o", "c64": ".prg"}
#: the other names basic reads a program file by
ALIAS = {".p": ".81", ".o": ".80"}
#: snapshot formats basic does not read (a one-line message each), and no
#: suffix (the bytes say what the file is)
FOREIGN = (".dsk", ".trd", ".tap.gz", "")
#: --ram sizes: the valid ones for the ZX8x, and a few that are not
RAM = {"zx81": ("1", "2", "16", "32"), "zx80": ("1", "16")}
BAD_RAM = ("0", "3", "64", "-1", "x", "1.5")
ANSWERS = ["1", "0", "-1", "", "A", "ABC", '"X"', "1+", "1E99", "1E400", "((1))", "1:2",
           "NOT 1", "PI", "A$", "\x00", ",", "STOP", "9" * 60, " 5 ", "X" * 300, "1E", "."]
KEYS = ["ENTER", "+5:A", "+1:Y,+1:N,+1:ENTER", "inkey:2:5", "inkey:q,inkey:a,inkey:SPACE",
        "10:BREAK", "?READY:ENTER", "wait:1,wait:ENTER", "+1:CS+5", "+1:SS+p",
        "+3:DELETE,+1:EDIT", "0:NONE"]
REPL_COMMANDS = ["RUN", "RUN", "LIST", "LIST 10", "NEW", "CLEAR", "CONT", "GO TO 10", "GOTO 10",
                 "SAVE \"T\"", "LOAD \"T\"", "VERIFY \"T\"", "MERGE \"T\"", "PRINT 1+1",
                 "HELP", "EDIT 10", "DISPLAY text", "10", "PRINT A", "LET A=5", "STOP",
                 "DELETE 10", "RENUM", "save \"t\"", "load \"t\"", "LIST 99999",
                 "SAVE \"t.tap\"", "SAVE \"t.p\"", "SAVE \"t.o\"", "SAVE \"t.prg\"",
                 "LOAD \"prog.tap\"", "LOAD \"prog.p\"", "LOAD \"prog.o\"", "LOAD \"prog.prg\"",
                 "MERGE \"prog.tap\"", "VERIFY \"prog.p\"", "LOAD \"t.tap\"", "LOAD \"\""]
#: C64 disk commands, for a REPL with --disk
DISK_COMMANDS = ["LOAD \"$\",8", "LIST", "LOAD \"PROG\",8", "LOAD \"*\",8,1", "RUN",
                 "SAVE \"NEW\",8", "VERIFY \"PROG\",8", "OPEN 1,8,2,\"NOTES,S,R\"",
                 "INPUT#1,A$:PRINT A$", "CLOSE 1", "OPEN 15,8,15,\"S:PROG\":CLOSE 15",
                 "OPEN 15,8,15,\"I\":CLOSE 15", "LOAD \"NOPE\",8", "SAVE \"@:PROG\",8"]
#: programs that read the keyboard, for the key-script cases
KEY_READERS = {
    "spectrum": ("10 LET K$=INKEY$\n20 IF K$<>\"\" THEN PRINT CODE K$\n30 GO TO 10\n",
                 "10 PAUSE 0\n20 PRINT INKEY$\n30 GO TO 10\n", "10 INPUT A$\n20 PRINT A$\n"),
    "zx81": ("10 LET K$=INKEY$\n20 IF K$<>\"\" THEN PRINT CODE K$\n30 GOTO 10\n",
             "10 PAUSE 4E4\n20 PRINT INKEY$\n30 GOTO 10\n", "10 INPUT A$\n20 PRINT A$\n"),
    "zx80": ("10 INPUT A$\n20 PRINT A$\n30 GO TO 10\n", "10 INPUT A\n20 PRINT A\n"),
    "c64": ("10 GET K$:IF K$<>\"\" THEN PRINT ASC(K$)\n20 GOTO 10\n",
            "10 INPUT A$\n20 PRINT A$\n30 GOTO 10\n", "10 WAIT 198,1:GET K$:PRINT K$\n"),
}
TRIGGERS = ["0", "1", "10", "+0", "+1", "+5", "+99999", "inkey", "wait", "?READY", "?OK", "?",
            "-1", "+", "x", "", "1E3", "+-1", "inkey:2", "??"]
KEY_NAMES = ["a", "Q", "z", "0", "9", "ENTER", "SPACE", "CS", "SS", "BREAK", "DELETE", "EDIT",
             "UP", "DOWN", "LEFT", "RIGHT", "CAPSLOCK", "GRAPHICS", "EXTEND", "COMMA", "COLON",
             "NONE", "CS+5", "SS+p", "CS+SS", "a+b+c", "F1", "F7", "POUND", "LARROW", "\u00a3",
             "\u2190", '"', "+", ",", ":", " ", "", "enter", "F9", "CS+", "\x00"]
HOLDS = ["", ":0", ":1", ":5", ":250", ":99999", ":-1", ":x", ":", ":1:2"]


def _rng(seed: int, index: int) -> random.Random:
    return random.Random(f"{seed}:{index}")


def _count(rng: random.Random) -> int:
    n = 1
    while n < 6 and rng.random() < 0.45:
        n += 1
    return n


def _program(rng: random.Random, dialect: str) -> str:
    """A seed listing of ``dialect`` (sometimes another's, sometimes made up)."""
    seeds = seed_programs()
    roll = rng.random()
    if roll < 0.15:
        return generated_program(rng, dialect)
    if dialect == "c64" and roll < 0.22:
        return machine_code_program(rng)
    if dialect != "c64" and roll < 0.22:
        return z80_code_program(rng, dialect)
    if roll < 0.25:
        return rng.choice(seeds[rng.choice(DIALECTS)])
    return rng.choice(seeds[dialect])


def _answers(rng: random.Random, mutator: TextMutator, profile: Profile) -> list[str]:
    pool = ANSWERS + NON_ASCII if profile.non_ascii else ANSWERS
    answers = []
    for _ in range(rng.randint(0, 4)):
        answer = rng.choice(pool)
        if rng.random() < 0.3:
            answer = mutator.mutate(answer, 1).replace("\n", "")
        answers.append(answer)
    return answers


def key_script(rng: random.Random, mutator: TextMutator) -> str:
    """A key script, well formed or not: events from the grammar's pieces
    (the C64's keys and bad triggers, keys and holds among them), or a known
    script with its characters mutated."""
    if rng.random() < 0.25:
        return mutator.mutate(rng.choice(KEYS), _count(rng)).replace("\n", ",")
    events = [rng.choice(TRIGGERS) + ":" + rng.choice(KEY_NAMES) + rng.choice(HOLDS)
              for _ in range(rng.randint(1, 12))]
    return ",".join(events)


def _keys(rng: random.Random, mutator: TextMutator) -> list[str]:
    if rng.random() >= 0.3:
        return []
    return [rng.choice(KEYS) if rng.random() < 0.5 else key_script(rng, mutator)]


def _flags(rng: random.Random, dialect: str, repl: bool = False) -> list[str]:
    """The options a run or a REPL is given beside the usual ones."""
    flags: list[str] = []
    if dialect in RAM and rng.random() < 0.3:
        flags += ["--ram", rng.choice(RAM[dialect] * 4 + BAD_RAM)]
    elif rng.random() < 0.02:
        flags += ["--ram", rng.choice(("16", "1"))]          # a machine without --ram
    if not repl and rng.random() < 0.1:
        flags.append("--strict")
    if not repl and rng.random() < 0.1:
        flags.append("--upper-keywords")
    return flags


def make_case(seed: int, index: int, profile_name: str = "full") -> Case:
    """The case ``index`` of the campaign ``seed``.  ``readers:z80,sna``
    is the readers profile for those readers alone."""
    profile_name, _, only = profile_name.partition(":")
    readers = only.split(",") if only else list(READERS)
    profile = PROFILES[profile_name]
    rng = _rng(seed, index)
    kind = rng.choices(list(KINDS), list(KINDS.values()))[0]
    if profile_name == "readers":
        kind = "reader"
    dialect = rng.choice(DIALECTS)
    donors = seed_programs()[dialect]
    mutator = TextMutator(rng, dialect, profile, donors)
    case: Case = {"kind": kind, "dialect": dialect, "seed": seed, "index": index}
    if rng.random() < SUBPROCESS_SHARE:
        case["subprocess"] = True
    text = _program(rng, dialect)
    if kind != "file" and kind != "disk" or rng.random() < 0.7:
        text = mutator.mutate(text, _count(rng))
    if kind in ("run", "dump", "png", "stream", "input"):
        case["text"] = text
        case["frames"] = rng.choice((20, 100, 300, 600))
        case["inputs"] = _answers(rng, mutator, profile)
        case["keys"] = _keys(rng, mutator)
        case["flags"] = _flags(rng, dialect)
        if kind == "dump":
            case["dump"] = rng.choice(("text", "json"))
        if kind == "input":              # the INPUT answer is the mutated thing
            case["kind"] = rng.choice(("run", "stream"))
            case["text"] = rng.choice(("10 INPUT A\n20 PRINT A\n", "10 INPUT A$\n20 PRINT A$\n",
                                       "10 INPUT A,B$\n20 PRINT A;B$\n"))
            case["inputs"] = [mutator.mutate(rng.choice(ANSWERS), _count(rng)).replace("\n", "")
                              for _ in range(rng.randint(1, 3))]
    elif kind == "keys":                 # the key scripts are the mutated thing
        case.update(kind="run", text=rng.choice(KEY_READERS[dialect]), inputs=[],
                    keys=[key_script(rng, mutator) for _ in range(rng.randint(1, 3))],
                    frames=rng.choice((100, 300)), flags=[])
    elif kind in ("repl", "interactive", "repl-file"):
        commands = DISK_COMMANDS if dialect == "c64" and rng.random() < 0.3 else REPL_COMMANDS
        lines = [rng.choice(commands) for _ in range(rng.randint(1, 4))]
        if kind == "repl-file":          # a (damaged) program file LOADed, MERGEd, VERIFYd
            native = rng.choice(DIALECTS) if rng.random() < 0.1 else dialect
            data = tokenized(text, native) or tokenized("10 PRINT 1\n", native) or b""
            data = ByteMutator(rng).mutate(data, _count(rng)) if rng.random() < 0.8 else data
            word = rng.choice(("LOAD", "LOAD", "MERGE", "VERIFY"))
            lines = [f'{word} "prog{SUFFIX[native]}"'] + lines
            case.update(data=_b64(data), suffix=SUFFIX[native])
        elif kind == "repl" or rng.random() < 0.5:
            lines = text.split("\n") + lines
            rng.shuffle(lines) if rng.random() < 0.2 else None
        if kind == "interactive":        # basic run -i: the program, then the REPL
            case["program"] = mutator.mutate(_program(rng, dialect), _count(rng))
        case["text"] = "\n".join(lines) + "\n"
        case["flags"] = _flags(rng, dialect, repl=True)
        if dialect == "c64" and rng.random() < 0.3:
            case["disk"] = _b64(_damaged(rng, disk_image(tokenized(text, "c64") or
                                                          b"\x01\x08\x00\x00"), 0.5))
    elif kind == "convert":
        case["text"] = text
        case["suffix"] = rng.choice((SUFFIX[dialect],) * 3 + tuple(SUFFIX.values()) + (".bas",))
    elif kind == "file":
        native = rng.choice(DIALECTS) if rng.random() < 0.1 else dialect
        data = tokenized(text, native) or tokenized("10 PRINT 1\n", native) or b""
        data = ByteMutator(rng).mutate(data, _count(rng)) if rng.random() < 0.9 else data
        suffix = SUFFIX[native]
        roll = rng.random()
        if roll < 0.1:
            suffix = rng.choice(FOREIGN)
        elif roll < 0.2:
            suffix = ALIAS.get(suffix, suffix)
        target = rng.choice((".bas",) * 3 + tuple(SUFFIX.values()) + FOREIGN[:1])
        case.update(data=_b64(data), suffix=suffix, dialect=native, target=target,
                    action=rng.choice(("run", "run", "list", "convert")), frames=100)
    elif kind == "reader":
        # the readers profile gives each reader the same share, in turn
        turn = readers[index % len(readers)] if profile_name == "readers" else None
        return _reader_case(rng, case, text, turn, split=profile_name == "readers")
    elif kind == "disk":
        case["dialect"] = "c64"
        image = _damaged(rng, disk_image(tokenized(text, "c64") or b"\x01\x08\x00\x00"), 0.85)
        case.update(data=_b64(image), suffix=".d64", frames=100,
                    name=rng.choice(("*", "PROG", "prog", "$", "NOPE", "P*", "?")))
    return case


def _reader_case(rng: random.Random, case: Case, text: str, name: Optional[str] = None,
                 split: bool = False) -> Case:
    """A damaged file for one of the readers (READERS): made from a program
    by the project's writers (and SkoolKit-readable tape blocks: text,
    archive info, a turbo block now and then), then mutated 9 times in 10."""
    name = name or rng.choice(list(READERS))
    dialect, suffix = READERS[name]
    program = tokenized(text, dialect) or tokenized("10 PRINT 1\n", dialect) or b""
    data = reader_file(name, program, rng)
    if rng.random() < 0.9:
        data = ByteMutator(rng).mutate(data, _count(rng))
    # the readers profile counts each reader as a kind of its own
    case.update(kind=f"reader-{name}" if split else "reader", reader=name, dialect=dialect,
                data=_b64(data), suffix=suffix,
                action=rng.choice(("run", "run", "list", "convert")), frames=20,
                name=rng.choice((None, None, "*", "PROG", "NOPE")) if name in ("t64", "d64")
                else None)
    return case


def reader_file(name: str, program: bytes, rng: random.Random) -> bytes:
    """An undamaged file of reader ``name`` holding ``program`` (the
    dialect's own program file)."""
    if name == "tzx":
        from basic.dialects.spectrum.tzx import tzx_of_tap
        data = tzx_of_tap(program)
        extra = [b"\x30\x05hello", b"\x32\x09\x00\x02\x00\x05GAMES\x02\x00",
                 b"\x20\xe8\x03", b"\x21\x04GRP1\x22"]
        if rng.random() < 0.1:                          # a turbo block: refused
            extra.append(b"\x11" + bytes(15) + b"\x03\x00\x00\xff\x00\xff")
        for block in rng.sample(extra, rng.randint(0, len(extra))):
            at = 10 if rng.random() < 0.5 else len(data)
            data = data[:at] + block + data[at:]
        return data
    if name == "pzx":
        from basic.dialects.spectrum.pzx import pzx_of_tap
        return pzx_of_tap(program)
    if name == "t64":
        from basic.dialects.c64.t64 import build
        return build([(b"PROG", program), (b"OTHER", b"\x01\x08\x00\x00")][:rng.randint(1, 2)])
    if name == "d64":
        return disk_image(program)
    if name in ("z80", "sna", "szx"):
        if rng.random() < 0.3:
            return running_snapshot(program, name, rng.randint(1, 60))
        from basic.dialects.spectrum.snapshots import snapshot_of_tap
        return snapshot_of_tap(program, name)
    return program


def running_snapshot(program: bytes, kind: str, frames: int) -> bytes:
    """A snapshot of the .tap ``program`` run for ``frames`` frames
    (``--snapshot-out``): mid-run, after a report, or inside machine code."""
    import tempfile
    from basic.core.peripherals import Peripherals
    from basic.dialects.spectrum import tap
    from basic.frontends.headless import headless_run
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"run.{kind}"
        try:
            devices = Peripherals(str(Path(folder) / "disk"), str(Path(folder) / "printer.txt"))
            headless_run(tap.load(program), frames=frames, idle_frames=5, peripherals=devices,
                         snapshot_out=str(path))
            return path.read_bytes()
        except Exception:                 # a program that cannot run: the plain snapshot
            from basic.dialects.spectrum.snapshots import snapshot_of_tap
            return snapshot_of_tap(program, kind)


def _damaged(rng: random.Random, data: bytes, share: float) -> bytes:
    """``data`` mutated, ``share`` of the time."""
    return ByteMutator(rng).mutate(data, _count(rng)) if rng.random() < share else data


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def case_bytes(case: Case) -> bytes:
    return base64.b64decode(case.get("data", ""))


@lru_cache(maxsize=512)
def tokenized(text: str, dialect: str) -> Optional[bytes]:
    """``text`` as the dialect's program file, or None when it cannot be one."""
    from basic.dialects import program_file_data
    try:
        data = program_file_data("prog" + SUFFIX[dialect], text, dialect)
    except Exception:                     # a mutated listing may not tokenize: no seed then
        return None
    return data if isinstance(data, bytes) else None


@lru_cache(maxsize=64)
def disk_image(program: bytes) -> bytes:
    """A .d64 holding ``program`` as PROG (and a SEQ file), made by our drive."""
    import tempfile
    from basic.dialects.c64.drive.image import ImageStorage, blank_image
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "disk.d64"
        path.write_bytes(blank_image(b"FUZZ", b"FZ"))
        storage = ImageStorage(path)
        storage.write(b"PROG", 2, program)           # PRG
        storage.write(b"NOTES", 1, b"LINE 1\rLINE 2\r")  # SEQ
        return path.read_bytes()


def command(case: Case, folder: Path) -> tuple[list[str], Optional[str]]:
    """Write the case's files into ``folder``; the ``basic`` arguments (paths
    relative to ``folder``) and the text for stdin (None: none)."""
    kind, dialect = case["kind"], case["dialect"]
    devices = ["--printer", "printer.txt", *case.get("flags", ())]
    if case.get("disk"):
        (folder / "disk.d64").write_bytes(base64.b64decode(case["disk"]))
        devices += ["--disk", "disk.d64"]
    if kind in ("run", "dump", "png", "stream"):
        _write_text(folder / "prog.bas", case["text"])
        argv = ["run", "--dialect", dialect, *devices, "prog.bas"]
        for answer in case.get("inputs", ()):
            argv += ["--input", answer] if kind != "stream" else []
        for script in case.get("keys", ()):
            argv += ["--keys", script]
        if kind == "stream":
            return argv[:1] + ["--stream"] + argv[1:], "".join(a + "\n" for a in case["inputs"])
        argv[1:1] = ["--headless", "--frames", str(case.get("frames", 300)), "--idle-frames", "5"]
        if kind == "dump":
            argv[1:1] = ["--dump", case.get("dump", "text")]
        if kind == "png":
            argv[1:1] = ["--png", "out.png", "--scale", "1"]
        return argv, None
    if kind == "repl-file":
        (folder / ("prog" + case["suffix"])).write_bytes(case_bytes(case))
    if kind in ("repl", "repl-file"):
        return ["repl", "--dialect", dialect, "--display", "text", *devices], case["text"]
    if kind == "interactive":
        _write_text(folder / "prog.bas", case["program"])
        return ["run", "-i", "--dialect", dialect, *devices, "prog.bas"], case["text"]
    if kind == "convert":
        _write_text(folder / "prog.bas", case["text"])
        return ["convert", "--dialect", dialect, "prog.bas", "out" + case["suffix"]], None
    if kind == "file":
        name = "prog" + case["suffix"]
        (folder / name).write_bytes(case_bytes(case))
        action = case.get("action", "run")
        if action == "list":
            return ["convert", name, "-"], None
        if action == "convert":
            return ["convert", name, "out" + case.get("target", ".bas")], None
        return ["run", "--headless", "--frames", str(case.get("frames", 100)),
                "--idle-frames", "5", *devices, name], None
    if kind.startswith("reader"):
        reader = case.get("reader", kind.partition("-")[2])
        name = "-" if reader == "stdin" else ("HYPO" if reader == "noname"
                                              else "prog" + case["suffix"])
        stdin = None
        if name == "-":
            stdin = case_bytes(case).decode("latin-1")
        else:
            (folder / name).write_bytes(case_bytes(case))
        chosen = [case["name"]] if case.get("name") else []
        action = case.get("action", "run")
        if action == "list":
            return ["convert", name, *chosen, "-"], stdin
        if action == "convert":
            return ["convert", name, *chosen, "out.bas"], stdin
        return ["run", "--headless", "--frames", str(case.get("frames", 20)),
                "--idle-frames", "5", "--printer", "printer.txt", name, *chosen], stdin
    if kind == "disk":
        (folder / "disk.d64").write_bytes(case_bytes(case))
        return ["run", "--headless", "--frames", str(case.get("frames", 100)), "--idle-frames",
                "5", "--disk", "disk.d64", *devices, case.get("name", "*")], None
    raise ValueError(f"unknown case kind {kind!r}")


def _write_text(path: Path, text: str) -> None:
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
