"""Ask the genuine 48K ROM (zxoracle, see tools/oracles.py) what a .tap file of a program
holds, and keep its answers as golden data for test_tap.py.

    .venv/bin/python tests/formats/regen_tap_golden.py [--oracle DIR]

Two kinds of answer go into tests/formats/golden/tap_rom.json:

``programs``
    For each listing of a corpus (listings/fortress.bas, a selection of the
    Spectrum golden cases in tests/golden/zx, and a few lines written here
    for the corners of the format), the program bytes the ROM stored when
    the lines were typed into its editor (``Spectrum.enter_line``: the ROM's
    own syntax check puts the hidden numbers and DEF FN slots in).  A line
    the ROM rejects refuses the case.

``saves``
    For a few programs, what ``SAVE "name" [LINE n]`` hands to SA-BYTES: the
    17-byte header the ROM builds (SA-TYPE-0) and the data block, caught at
    SA-BYTES (0x04C2) with IX = start, DE = length, A = flag.  The .tap file
    is these blocks with their lengths and XOR checksums.  One save is made
    after ``LET`` commands, so its data block has a variables area.

The listings are stored with the bytes, so the test does not depend on the
corpus files staying as they are.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO / "tools"))

from oracles import zxoracle  # noqa: E402

OUT = HERE / "golden" / "tap_rom.json"

#: Spectrum golden cases (tests/golden/zx/TOPIC/NAME.bas) whose programs
#: cover hidden numbers in every form, DEF FN slots, names with spaces and
#: digits, escapes in strings and REM, keywords in strings
ZX_CASES = [
    "deffn/conditions_and_and", "deffn/def_anywhere", "deffn/def_statement_skipped",
    "deffn/fn_in_fn", "deffn/globals_and_shadowing", "deffn/numeric", "deffn/string",
    "deffn/uppercase_names", "deffn/wrong_argument_count",
    "numbers/bin", "numbers/big_and_tiny", "numbers/literal_forms", "numbers/literal_values",
    "numbers/long_variable_names", "numbers/str_dollar", "numbers/val",
    "strings/udg_and_block_escapes", "strings/chr_code_len", "strings/embedded_codes",
    "strings/quotes_in_strings", "strings/tokens_in_strings", "strings/question_mark_codes",
    "syntax/comparison_tokens", "syntax/def_fn_spellings", "syntax/empty_statements",
    "syntax/goto_gosub_spellings", "syntax/keyword_after_digit",
    "syntax/keyword_not_inside_word", "syntax/line_order", "syntax/lowercase_keywords",
    "syntax/names_with_spaces", "syntax/rem_not_tokenized",
    "graphics/udg_redefine", "reports/error_after_rem",
]

#: corners of the format, typed here
EXTRA = {
    "spaces_after_numbers": [
        "10 PRINT 1 +2", '20 PRINT 1.5 ;"x";3 : PRINT 2', "30 LET a=1E 3: LET b=.5e-2",
        "40 PRINT 2 : REM 2 3 4",
    ],
    "bin_forms": ["10 LET a=BIN : PRINT a", "20 PRINT BIN 1 0 1 ;BIN 0", "30 PRINT BIN"],
    "names_with_digits": ["10 LET ab 1=2: LET x2y 3=4", "20 PRINT ab1+ab 1;x 2 y3"],
    "def_fn_slots": [
        "10 DEF FN a(x)=1", "20 DEF FN b$(a$,b)=a$", "30 DEF FN c(p,q,r)=p+q*r",
        "40 DEF FN d()=7", "50 PRINT FN a(0): DEF FN e(z)=z",
    ],
    "colour_codes": [
        '10 PRINT "\\{16}\\{2}red\\{16}\\{7} \\{17}\\{1}on blue\\{19}\\{1}bright"',
        '20 PRINT "\\{22}\\{5}\\{3}at\\{23}\\{9}\\{0}tab\\{18}\\{1}\\{20}\\{1}"',
        "30 REM \\{16}\\{4}green rem \\{21}\\{1}",
    ],
    "characters": [
        '10 PRINT "£©↑\\*\\\\@[UDG-A][UDG-U]\\a\\u"',
        "20 PRINT \"\\::\\.'\\' \\ .▘▝▀▖▌▞▛▗▚▐▜▄▙▟█\"",
        '30 PRINT "PRINT\\{245}\\{165}\\{255}"+CHR$ 127',
        "40 REM £©[UDG-C]\\::\\{0}\\{13}\\{14}\\{127}\\{128} keep  spaces  ",
        '50 PRINT """quoted"" ""x"""',
    ],
    "line_numbers": ["1 REM one", "9999 STOP", "255 GO TO 9999", "256 GO SUB 1"],
}

#: SAVE commands: (listing, direct commands before the SAVE, the SAVE)
SAVES = {
    "hello_line_10": (['10 PRINT "HELLO"', "20 GO TO 10"], [], 'SAVE "hello" LINE 10'),
    "no_autostart": (["10 REM x", "20 PRINT 1/3"], [], 'SAVE "third"'),
    "ten_char_name": (["10 DEF FN a(x)=x*x", "20 PRINT FN a(3)"], [], 'SAVE "squares 10" LINE 20'),
    "with_variables": (["10 PRINT a;b$", "20 STOP"], ["LET a=5", 'LET b$="hi"', "DIM c(2)"],
                       'SAVE "vars" LINE 10'),
}

SA_BYTES = 0x04C2


def listing_of_case(case_id: str) -> str:
    sys.path.insert(0, str(REPO / "tests" / "golden"))
    import zxgolden as zg
    case = zg.parse_case(REPO / "tests" / "golden" / "zx" / f"{case_id}.bas")
    assert not case.upper_keywords and not case.expect_rejected, case_id
    return "\n".join(line for line in case.program.splitlines() if line.strip()) + "\n"


def enter_program(zx, listing: str, tokenize_body) -> None:
    """Type every line into the ROM's editor; refuse a rejected line."""
    for raw in listing.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        m = re.match(r"\s*(\d+)\s?(.*)$", raw)
        ok, _ = zx.enter_line(m.group(1).encode() + tokenize_body(m.group(2), False))
        if not ok:
            raise SystemExit(f"regen_tap_golden: the ROM rejected {raw!r}")


def direct(zx, command: str, tokenize_body) -> None:
    zx.set_edit_line(tokenize_body(command, hidden_numbers=False))
    zx.inject_key(0x0D)
    zx.editor_wait()


def saved_blocks(zx, command: str, tokenize_body, decode_screen, frame_t: int) -> list:
    """Run a SAVE command; [(flag, bytes)] for the two SA-BYTES calls."""
    zx.set_edit_line(tokenize_body(command, hidden_numbers=False))
    zx.inject_key(0x0D)
    blocks = []
    pressed = False
    for _ in range(3000):
        if zx.run_until((zx.tstates // frame_t + 1) * frame_t, SA_BYTES) == 3:
            regs = zx.regs
            ix = regs[9] + 256 * regs[8]        # skoolkit: IXh 8, IXl 9, D 4, E 5, A 0
            de = regs[5] + 256 * regs[4]
            blocks.append([regs[0], bytes(zx.mem[ix:ix + de]).hex()])
            if len(blocks) == 2:
                return blocks
            zx.run_until(zx.tstates + 1)        # step off the breakpoint
        elif not pressed and decode_screen(zx.mem)[0][-1].startswith("Start tape"):
            zx.inject_key(0x20)                 # "then press any key"
            pressed = True
    raise SystemExit(f"regen_tap_golden: {command!r} did not reach SA-BYTES twice")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--oracle", help="the folder of zxoracle.py (default: $ZXORACLE_DIR, else /tmp/zxrom)")
    opts = ap.parse_args(argv)
    zxoracle(opts.oracle)
    from zxoracle import FRAME_T, Spectrum, decode_screen, tokenize_body

    listings = {"fortress": (REPO / "listings" / "fortress.bas").read_text(encoding="utf-8")}
    listings.update((cid, listing_of_case(cid)) for cid in ZX_CASES)
    listings.update((name, "\n".join(lines) + "\n") for name, lines in EXTRA.items())
    programs = {}
    for name, listing in listings.items():
        zx = Spectrum()
        zx.boot()
        enter_program(zx, listing, tokenize_body)
        programs[name] = {"listing": listing, "program_hex": zx.program_bytes().hex()}
    saves = {}
    for name, (lines, commands, save) in SAVES.items():
        zx = Spectrum()
        zx.boot()
        listing = "\n".join(lines) + "\n"
        enter_program(zx, listing, tokenize_body)
        for command in commands:
            direct(zx, command, tokenize_body)
        saves[name] = {"listing": listing, "before": commands, "save": save,
                       "blocks": saved_blocks(zx, save, tokenize_body, decode_screen, FRAME_T)}
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps({"programs": programs, "saves": saves}, indent=1,
                              ensure_ascii=False) + "\n", encoding="utf-8")
    size = sum(len(p["program_hex"]) // 2 for p in programs.values())
    print(f"wrote {OUT}: {len(programs)} programs ({size} bytes), {len(saves)} saves")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
