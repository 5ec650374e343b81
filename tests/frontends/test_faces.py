"""The machines' faces (basic.frontends.face): key maps, views, text streams,
and the live host driving a ZX81 and a C64 with a fake terminal."""
from __future__ import annotations

import io

import pytest

from basic.dialects import get_dialect
from basic.core.face import face_of
from basic.frontends.keymap import HeldKeys, TermKey
from basic.frontends.live import LiveHost
from basic.frontends.pacing import Pacer
from basic.frontends.runner import load
from basic.frontends.headless import HeadlessHost
from basic.dialects.c64.face import CbmTextStream, petscii_for
from basic.dialects.zx8x.face import Zx8xPrintStream
from basic.core.errors import BasicError
from basic.dialects.c64.text import decode
from test_live_host import FakeClock, FakeTerminal


def machine_of(dialect: str, host=None):
    return get_dialect(dialect).make_machine(host=host or HeadlessHost())


# -- every machine has a face ------------------------------------------------------

@pytest.mark.parametrize("dialect,title,rate,brk,size", [
    ("spectrum", "Spectrum", 50, "L", (32, 24)), ("zx80", "ZX80", 50, "D", (32, 24)),
    ("zx81", "ZX81", 50, "D", (32, 24)), ("c64", "C64", 60, "BREAK", (40, 24))])
def test_each_machine_has_a_face(dialect, title, rate, brk, size) -> None:
    face = face_of(machine_of(dialect))
    assert (face.title, face.frame_rate, face.break_code, face.min_size) == \
        (title, rate, brk, size)
    assert face.view(*size) is not None
    assert face.view(size[0] - 1, size[1]) is None
    assert face.view(size[0], size[1] - 1) is None


def test_pacer_follows_the_machines_frame_rate() -> None:
    now = [0.0]
    slept: list[float] = []
    pacer = Pacer(1.0, now=lambda: now[0], sleep=slept.append, frame_rate=60)
    pacer.start()
    pacer.pace(60)                       # 60 jiffies are one second of the C64's time
    assert slept == [pytest.approx(1.0)]
    now[0] = 2.0
    assert Pacer(None, now=lambda: now[0], frame_rate=60).realtime() == 0
    fast = Pacer(None, now=lambda: now[0], frame_rate=60)
    now[0] = 3.0
    assert fast.realtime() == 60


# -- keys --------------------------------------------------------------------------

@pytest.mark.parametrize("name,code", [
    ("a", 65), ("z", 90), ("A", 193), ("1", 49), ("!", 33), ("@", 64), ("£", 92), ("\\", 92),
    ("^", 94), ("_", 95), ("c-m", 13), ("c-h", 20), ("delete", 20), ("insert", 148),
    ("home", 19), ("s-home", 147), ("up", 145), ("down", 17), ("left", 157), ("right", 29),
    ("escape", 3), ("f1", 133), ("f3", 134), ("f8", 140), ("`", None), ("f12", None)])
def test_c64_keys_are_petscii(name: str, code) -> None:
    """The codes are the KERNAL's (basic.machine.cbm_keyboard's MATRIX and
    the petcat names of basic.syntax.cbm_text): e.g. RETURN and F1."""
    assert petscii_for(name) == code
    if code is not None and name in ("c-m", "f1", "f3", "f8", "home", "up", "escape"):
        words = {"c-m": "{return}", "f1": "{f1}", "f3": "{f3}", "f8": "{f8}",
                 "home": "{home}", "up": "{up}", "escape": "{stop}"}
        assert decode(words[name]) == chr(code)


def test_zx81_symbols_are_shift_and_the_roms_key() -> None:
    machine = machine_of("zx81")
    face = face_of(machine)
    assert face.keys_for("-") == {"CS", "j"}
    assert face.keys_for("£") == {"CS", "SPACE"}
    assert face.keys_for(",") == {"CS", "SS"}
    assert face.keys_for("left") == {"CS", "5"} and face.keys_for("up") == {"CS", "7"}
    assert face.keys_for("Q") == face.keys_for("q") == {"q"}
    assert face.keys_for("c-m") == {"ENTER"} and face.keys_for("c-h") == {"CS", "0"}
    assert face.keys_for("[") is None
    face.hold(face.keys_for("-"))
    assert machine.inkey() == chr(22)                  # '-' in the ZX81's set
    assert machine.key_char(frozenset(machine.keyboard.held)) == "-"
    face.hold(frozenset({"CS", "w"}))
    assert machine.inkey() == chr(0xD9)                # the OR token on SHIFT + W
    face.hold(frozenset())
    assert machine.inkey() == ""


def test_zx80_symbols_are_shift_and_the_roms_key() -> None:
    """The ZX80's MAIN-KEYS: SHIFT + J gives the token for '-', SHIFT + Y
    the quote (code 1), SHIFT + NEWLINE is EDIT, SHIFT + 9 HOME."""
    machine = machine_of("zx80")
    face = face_of(machine)
    assert face.keys_for("-") == {"CS", "j"}
    assert face.keys_for('"') == {"CS", "y"} and face.keys_for("(") == {"CS", "i"}
    assert face.keys_for("escape") == {"CS", "ENTER"}                     # EDIT
    assert face.keys_for("home") == face.keys_for("f9") == {"CS", "9"}    # HOME
    assert face.keys_for("f1") == {"CS", "1"}                             # NOT
    assert face.keys_for("c-i") is None                # no FUNCTION key
    face.hold(face.keys_for("-"))
    assert machine.inkey() == chr(0xDC)                # the key gives the '-' token
    assert machine.key_char(frozenset(machine.keyboard.held)) == "-"
    face.hold(frozenset({"CS", "a"}))
    assert machine.key_char(frozenset(machine.keyboard.held)) == "▒"        # a shade


def test_zx81_editing_keys() -> None:
    face = face_of(machine_of("zx81"))
    assert face.keys_for("f1") == face.keys_for("escape") == {"CS", "1"}   # EDIT
    assert face.keys_for("f3") == {"CS", "3"}                              # THEN
    assert face.keys_for("f9") == {"CS", "9"}                              # GRAPHICS
    assert face.keys_for("f10") == {"CS", "0"}                             # RUBOUT
    assert face.keys_for("c-i") == {"CS", "ENTER"}                         # FUNCTION
    assert face.keys_for("home") is None


def test_held_keys_use_the_machines_map() -> None:
    face = face_of(machine_of("c64"))
    held = HeldKeys(keymap=face.keys_for)
    held.event(TermKey("A"), 0.0)
    assert held.update(0.01) == {"193"}


# -- the live host on other machines ---------------------------------------------------

def live(program: str, dialect: str, size=(80, 30), term=None):
    term = term or FakeTerminal(size)
    host = LiveHost(term, Pacer(None), now=FakeClock(0.005))
    machine, interp, _ = load(program, get_dialect(dialect), host)
    return term, host, machine, interp


def test_zx81_input_typed_in_the_live_terminal() -> None:
    term, host, machine, interp = live("10 INPUT A\n20 PRINT A*-2\n", "zx81")
    for i, key in enumerate(["2", "1", "c-m"]):
        term.type(key, after_calls=3 + 3 * i)
    report = interp.run()
    host.redraw(machine)
    assert (report.code, report.line) == ("0", 20)
    assert machine.screen_rows()[0].startswith("-42")
    assert "- 4 2" in term.text()                      # 2 columns a cell at 80x30
    assert "0 / 2 0" in term.text()


def test_c64_get_and_input_in_the_live_terminal() -> None:
    program = '10 GET K$:IF K$="" THEN 10\n20 INPUT N\n30 PRINT K$;N*2\n'
    term, host, machine, interp = live(decode(program), "c64")
    for i, key in enumerate(["q", "2", "1", "c-m"]):
        term.type(key, after_calls=3 + 4 * i)
    report = interp.run()
    host.redraw(machine)
    assert report.code == "0"
    rows = machine.screen_rows()
    assert rows[0].startswith("? 21") and rows[1].startswith("Q 42")
    view = host.view
    assert "Q 42" in term.text().splitlines()[view.top + view.view.top + 1]


@pytest.mark.parametrize("dialect,program,code", [
    ("zx81", "10 GOTO 10\n", "D"), ("zx80", "10 GO TO 10\n", "D"),
    ("c64", "10 GOTO 10\n", "BREAK")])
def test_ctrl_c_is_the_machines_break(dialect: str, program: str, code: str) -> None:
    term, host, machine, interp = live(program, dialect)
    term.type("c-c", after_calls=10)
    report = interp.run()
    assert (report.code, report.line) == (code, 10)
    assert machine.report_text in ("D/10", "BREAK IN 10")


def test_c64_escape_is_run_stop() -> None:
    term, host, machine, interp = live("10 GOTO 10\n", "c64")
    term.type("escape", after_calls=10)
    assert interp.run().code == "BREAK"
    assert machine.report_text == "BREAK IN 10"


def test_a_terminal_too_small_for_the_c64_says_what_it_needs() -> None:
    term = FakeTerminal((40, 12))
    term.sizes = [(40, 12), (40, 12), (44, 27)]
    term, host, machine, _ = live("10 PRINT 1\n", "c64", term=term)
    host.frame(machine)
    message = " ".join(term.messages[0])
    assert "C64's screen: it needs 40x24" in message and "40x12" in message


def test_the_c64_in_an_80x24_terminal_shows_24_rows_following_the_cursor() -> None:
    """80 x 24, the commonest terminal, plays the C64: the row the cursor is
    on (the last one printed) is always among the 24 shown."""
    program = ('10 PRINT "{clr}TOP"\n20 FOR I=1 TO 30:PRINT "ROW";I:NEXT\n'
               '30 GET K$:IF K$="" THEN 30\n')
    term, host, machine, interp = live(program, "c64", size=(80, 24))
    term.type("x", after_calls=400)
    interp.run()
    rows = [row.strip() for row in machine.screen_rows()]
    assert rows[0] == "ROW 9" and rows[23] == "READY." and machine.screen.tblx == 24
    host.redraw(machine, force_size=True)
    shown = [line.strip() for line in term.text().splitlines()]
    assert not term.messages                              # not too small
    assert shown == rows[1:]                              # down to the cursor's row


def test_the_c64_view_scrolls_back_up_when_the_cursor_goes_home() -> None:
    program = ('10 FOR I=1 TO 30:PRINT "ROW";I:NEXT\n'
               '20 PRINT "{home}HOME";\n30 GET K$:IF K$="" THEN 30\n')
    term, host, machine, interp = live(program, "c64", size=(80, 24))
    term.type("x", after_calls=400)
    interp.run()
    host.redraw(machine, force_size=True)
    lines = [line.strip() for line in term.text().splitlines()]
    assert lines[0].startswith("HOME") and lines[1] == "READY."    # row 0 shown again
    assert lines[23] == "ROW 30"                          # row 23 shown, row 24 not


def test_screenshot_key_writes_each_machines_picture(tmp_path) -> None:
    from PIL import Image
    for dialect, size in (("zx81", (640, 512)), ("c64", (768, 528))):
        term, host, machine, _ = live("10 PRINT 1\n", dialect)
        host.screenshot_dir = str(tmp_path / dialect)
        (tmp_path / dialect).mkdir()
        term.type("f12")
        host.frame(machine)
        assert Image.open(host.screenshots[0]).size == size


# -- views --------------------------------------------------------------------------

def test_zx8x_view_shows_characters_inverse_and_graphics() -> None:
    machine = machine_of("zx81")
    cs = machine.charset
    for code in (cs.code_of["A"], 128 + cs.code_of["B"], 8, 128 + 8, 3):
        machine.screen.put(code)
    machine.screen.set_code(1, 0, 128)                  # inverse space: a black cell
    face = face_of(machine)
    one = face.view(32, 24)
    runs = one.changes(0)
    assert runs[0][:3] == (0, 0, "A") and runs[0][3:] == ("000000", "ffffff")
    inverse = next(r for r in runs if r[2] == "B")
    assert inverse[3:] == ("ffffff", "000000")         # inverse video: white on black
    assert any(r[2].startswith("▒🮐▀ ") for r in runs)   # the shade, its inverse, a quadrant
    assert (1, 0, " ", "ffffff", "000000") in runs
    assert one.changes(0) == []                         # nothing changed since
    machine.screen.put(cs.code_of["C"])
    assert [r[:3] for r in one.changes(0)] == [(0, 5, "C")]
    two = face.view(80, 24)
    lay = two.layout
    row = "".join(r[2] for r in sorted(two.changes(0)) if r[0] == lay.top and r[1] >= lay.left)
    assert row.startswith("A B ▒▒🮐🮐▀▀C ")           # 2 columns a cell


def test_c64_view_is_centred_in_its_border() -> None:
    machine = machine_of("c64", HeadlessHost())
    machine.out_text(decode("{clr}HI"))
    view = face_of(machine).view(60, 31)
    runs = view.changes(0)
    # a border of 2 rows and 4 columns (29 x 48), centred in 31 x 60
    assert (view.top, view.left) == (1, 6)
    assert any(r[0] == 1 and r[1] == 6 and r[3] == r[4] for r in runs)   # the border
    hi = [r for r in runs if r[2].startswith("HI")]
    assert hi and (hi[0][0], hi[0][1]) == (1 + 2, 6 + 4)


# -- text streams -------------------------------------------------------------------------

def zx81_stream(program: str) -> str:
    from basic.frontends.stream import StreamHost
    out = io.StringIO()
    host = StreamHost(io.StringIO(), out, Pacer(None))
    machine, interp, _ = load(program, get_dialect("zx81"), host)
    interp.run()
    host.stream.close()
    return out.getvalue()


def test_zx81_stream_follows_the_print_position() -> None:
    assert zx81_stream('10 PRINT "A";TAB 5;"B";AT 3,2;"C"\n20 PRINT "D","E"\n') == \
        "A    B\n\n\n  C\nD               E\n"
    # CLS: the next line starts afresh; SCROLL: printing goes on a line below
    assert zx81_stream('10 PRINT "X"\n20 CLS\n30 PRINT "Y"\n40 SCROLL\n50 PRINT "Z"\n') == \
        "X\nY\nZ\n"
    assert zx81_stream('10 PRINT AT 21,0;"P"\n20 SCROLL\n30 PRINT "Q"\n') == \
        "\n" * 21 + "P\nQ\n"


def test_zx8x_stream_starts_where_the_machine_prints() -> None:
    machine = machine_of("zx81")
    machine.screen.move_to(5, 3)
    out = io.StringIO()
    stream = Zx8xPrintStream(out, machine)
    machine._printed = lambda codes, channel: stream.write(codes, channel)
    machine.emit(machine.charset.code_of["K"])
    stream.close()
    assert out.getvalue() == "K\n"


def test_c64_stream_drops_the_echo_the_terminal_showed() -> None:
    machine = machine_of("c64")
    out = io.StringIO()
    stream = CbmTextStream(out, machine)
    stream.write("?\x1d", "S")
    stream.prompt_done("12", echo=False)
    stream.write("12", "S")                    # the machine's echo ...
    stream.write("\r", "S")                    # ... and its RETURN
    stream.write(" 24\x1d\r", "S")
    # "? " then (the terminal's own "12" and line end, not ours) " 24 "
    assert out.getvalue() == "? " + " 24 \n"
    stream.prompt_done("5", echo=True)         # echoing: the machine's echo is kept
    stream.write("5", "S")
    stream.close()
    assert out.getvalue().endswith(" 24 \n5\n")


def test_stream_host_breaks_with_the_machines_report() -> None:
    from basic.frontends.stream import StreamHost
    host = StreamHost(io.StringIO(), io.StringIO(), Pacer(None))
    machine, interp, _ = load("10 GOTO 10\n", get_dialect("zx81"), host)
    assert host.break_code == "D"               # the machine attached itself
    host.break_requested = True
    with pytest.raises(BasicError) as err:
        host.frame(machine)
    assert err.value.code == "D"
