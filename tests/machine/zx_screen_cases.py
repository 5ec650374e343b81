"""Screen cases: a BASIC program for the ROM, and the same program as calls on ZXScreen.

Each :class:`Case` pairs a listing (run on the genuine ROM by regen_golden.py,
whose answers are in golden/zx_screen.json) with ``drive(sc)``, which does to
our ZXScreen exactly what the ROM's statements do: the character codes that
PRINT-ITEM / PR-POSN send (strings as their codes, numbers as their digits,
``,`` 6, ``'`` 13, ``AT`` 22,r,c, ``TAB`` 23,lo,hi, colour items 16..21,v,
13 at the end unless a separator ends the PRINT), the colour statements, CLS,
INPUT's steps, PLOT.  test_zx_screen_golden.py runs both and compares screens.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from basic.dialects.spectrum.screen import ZXScreen
from basic.core.errors import StopRun

TOKEN_CODES = "".join(chr(c) for c in range(0xA5, 0x100))


class Driver:
    """The statements a test program uses, as the ROM performs them on the screen."""

    def __init__(self, screen: ZXScreen) -> None:
        self.screen = screen
        self.values: dict[str, object] = {}

    def print(self, *items: str | int, ch: str = "S", end: bool = True) -> None:
        """PRINT: CHAN-OPEN, TEMPS, the items' codes, CR unless ``end`` is False."""
        s = self.screen
        s.open_channel("S")                            # PRINT opens stream 2 ...
        s.temps()
        if ch == "K":
            s.open_channel("K")                        # ... then #1 opens K
        for item in items:
            if isinstance(item, int):
                s.out(item, ch)
            else:
                for c in item:
                    s.out(ord(c), ch)
        if end:
            s.out(13, ch)

    def perm(self, kind: str, value: int) -> None:
        self.screen.set_permanent(kind, value)

    def poke(self, addr: int, value: int) -> None:
        self.screen.memory.poke(addr, value)

    def plot(self, x: int, y: int, *colours: tuple[int, int]) -> None:
        """PLOT [colour items;] x,y (CLASS-09, PLOT-SUB, TEMPS)."""
        s = self.screen
        s.begin_graphics()
        for code, value in colours:
            s.colour_item(code, value)
        s.plot(x, y)
        s.temps()


def _p(*items: str | int, ch: str = "S", end: bool = True) -> Callable[[Driver], None]:
    return lambda sc: sc.print(*items, ch=ch, end=end)


@dataclass
class Case:
    name: str
    program: str
    drive: Callable[[Driver], None]
    oracle: dict = field(default_factory=dict)     # extra run_basic arguments
    special: str = ""                              # 'answer:CODE': this key answers scroll?


CASES: list[Case] = []


def case(name: str, program: str, drive: Callable[[Driver], None], special: str = "", **oracle) -> None:
    CASES.append(Case(name, program, drive, oracle, special))


def _seq(*fns: Callable[[Driver], None]) -> Callable[[Driver], None]:
    def run(sc: Driver) -> None:
        for f in fns:
            f(sc)
    return run


# --- PRINT positions ---------------------------------------------------------
case("at_tab", '10 PRINT AT 3,4;"AB";TAB 20;"C"', _p(22, 3, 4, "AB", 23, 20, 0, "C"))
case("comma_apostrophe", "10 PRINT \"hello\",1;\"x\"'\"y\"", _p("hello", 6, "1x", 13, "y"))
case("comma_edges",
     '10 PRINT ,"a",,"b"\n20 PRINT "0123456789abcdef","x"\n30 PRINT "0123456789abcde","y"\n'
     '40 PRINT "0123456789012345678901234567890","z"\n50 PRINT "01234567890123456789012345678901","w"',
     _seq(_p(6, "a", 6, 6, "b"), _p("0123456789abcdef", 6, "x"), _p("0123456789abcde", 6, "y"),
          _p("0123456789012345678901234567890", 6, "z"), _p("01234567890123456789012345678901", 6, "w")))
case("tab_edges",
     '10 PRINT TAB 0;"a";TAB 31;"b";TAB 3;"c"\n20 PRINT "abcdef";TAB 2;"d"\n30 PRINT TAB 40;"e";TAB 300;"f"\n'
     '40 PRINT "0123456789012345678901234567890x";TAB 5;"g"',
     _seq(_p(23, 0, 0, "a", 23, 31, 0, "b", 23, 3, 0, "c"), _p("abcdef", 23, 2, 0, "d"),
          _p(23, 40, 0, "e", 23, 44, 1, "f"), _p("0123456789012345678901234567890x", 23, 5, 0, "g")))
case("at_corners", '10 PRINT AT 0,0;"a";AT 21,31;"b";AT 10,31;"cd";AT 0,30;"ef"',
     _p(22, 0, 0, "a", 22, 21, 31, "b", 22, 10, 31, "cd", 22, 0, 30, "ef"))
case("at_bottom_wrap", '10 PRINT AT 21,30;"abc"', _p(22, 21, 30, "abc"))
case("at_22_error", '10 PRINT AT 22,0;"x"', _p(22, 22, 0, "x"))
case("at_23_error", '10 PRINT AT 23,0;"x"', _p(22, 23, 0, "x"))
case("at_col_error", '10 PRINT AT 0,32;"x"', _p(22, 0, 32, "x"))
case("wrap_32", '10 PRINT "0123456789012345678901234567890123456789"\n20 PRINT "abcdefghijklmnopqrstuvwxyzABCDEF";"G"',
     _seq(_p("0123456789012345678901234567890123456789"), _p("abcdefghijklmnopqrstuvwxyzABCDEF", "G")))
case("backspace", '10 PRINT "abc";CHR$ 8;"d"\n20 PRINT AT 5,0;CHR$ 8;"e"\n30 PRINT AT 1,0;CHR$ 8;"f";AT 3,1;CHR$ 8;CHR$ 8;"g"',
     _seq(_p("abc", 8, "d"), _p(22, 5, 0, 8, "e"), _p(22, 1, 0, 8, "f", 22, 3, 1, 8, 8, "g")))
case("backspace_top", '10 PRINT AT 0,0;CHR$ 8;"x"', _p(22, 0, 0, 8, "x"))
case("cursor_right", '10 PRINT "ab";CHR$ 9;"c"\n20 PRINT PAPER 2;"x";CHR$ 9;AT 4,0;"y"',
     _seq(_p("ab", 9, "c"), _p(17, 2, "x", 9, 22, 4, 0, "y")))
case("question_marks", '10 FOR i=0 TO 31: IF i<>6 AND i<>8 AND i<>9 AND i<>13 AND (i<16 OR i>23) THEN PRINT CHR$ i;\n20 NEXT i',
     _p("".join(chr(i) for i in range(32) if i not in (6, 8, 9, 13) and not 16 <= i <= 23), "", end=False))
case("newlines", "10 PRINT '''\"x\"''", _p(13, 13, 13, "x", 13, 13, end=False))

# --- colours -----------------------------------------------------------------
case("colour_items", '10 PRINT INK 2;PAPER 6;"colour";FLASH 1;BRIGHT 1;"z"',
     _p(16, 2, 17, 6, "colour", 18, 1, 19, 1, "z"))
case("colour_8_9",
     '10 PRINT PAPER 1;INK 6;"ab"\n20 PRINT AT 0,0;INK 8;PAPER 2;"c";PAPER 8;INK 3;"d"\n'
     '30 PRINT PAPER 1;INK 9;"e";PAPER 6;"f";INK 2;PAPER 9;"g";INK 5;"h"\n'
     '40 PRINT FLASH 1;BRIGHT 1;"ij";AT 3,0;FLASH 8;BRIGHT 8;"k"',
     _seq(_p(17, 1, 16, 6, "ab"), _p(22, 0, 0, 16, 8, 17, 2, "c", 17, 8, 16, 3, "d"),
          _p(17, 1, 16, 9, "e", 17, 6, "f", 16, 2, 17, 9, "g", 16, 5, "h"),
          _p(18, 1, 19, 1, "ij", 22, 3, 0, 18, 8, 19, 8, "k")))
case("inverse_over", '10 PRINT INVERSE 1;"inv";INVERSE 0;"n"\n20 PRINT AT 0,0;OVER 1;"___";AT 2,0;"XY";AT 2,0;OVER 1;"XY"',
     _seq(_p(20, 1, "inv", 20, 0, "n"), _p(22, 0, 0, 21, 1, "___", 22, 2, 0, "XY", 22, 2, 0, 21, 1, "XY")))
case("chr_colour_codes", '10 PRINT CHR$ 17;CHR$ 3;"x";CHR$ 16;CHR$ 9;"y";CHR$ 20;CHR$ 1;"z"',
     _p(17, 3, "x", 16, 9, "y", 20, 1, "z"))
case("ink_10_error", '10 PRINT "a";INK 10;"b"', _p("a", 16, 10, "b"))
case("flash_2_error", '10 PRINT FLASH 2;"b"', _p(18, 2, "b"))
case("over_2_error", '10 PRINT OVER 2;"b"', _p(21, 2, "b"))
case("chr_colour_error", '10 PRINT CHR$ 19;CHR$ 7;"x"', _p(19, 7, "x"))
case("permanent",
     '10 INK 2: PAPER 5: PRINT "x"\n20 BRIGHT 1: FLASH 1: PRINT "y";INK 0;"z"\n30 INVERSE 1: PRINT "inv"\n'
     '40 INVERSE 0: OVER 1: PRINT AT 0,0;"_"\n50 OVER 0: INK 9: PAPER 1: PRINT "w"',
     _seq(lambda sc: (sc.perm("INK", 2), sc.perm("PAPER", 5)), _p("x"),
          lambda sc: (sc.perm("BRIGHT", 1), sc.perm("FLASH", 1)), _p("y", 16, 0, "z"),
          lambda sc: sc.perm("INVERSE", 1), _p("inv"),
          lambda sc: (sc.perm("INVERSE", 0), sc.perm("OVER", 1)), _p(22, 0, 0, "_"),
          lambda sc: (sc.perm("OVER", 0), sc.perm("INK", 9), sc.perm("PAPER", 1)), _p("w")))
case("permanent_8_then_cls", '10 PAPER 1: INK 6: BRIGHT 1: CLS: PRINT "a"\n20 PAPER 8: INK 2: PRINT "b"',
     _seq(lambda sc: (sc.perm("PAPER", 1), sc.perm("INK", 6), sc.perm("BRIGHT", 1), sc.screen.cls()), _p("a"),
          lambda sc: (sc.perm("PAPER", 8), sc.perm("INK", 2)), _p("b")))
case("permanent_error", "10 INK 12", lambda sc: sc.perm("INK", 12))
case("border_dark", '10 BORDER 1: PRINT "x"', _seq(lambda sc: sc.screen.set_border(1), _p("x")))
case("border_light_cls", '10 BORDER 6: CLS: PRINT "y"',
     _seq(lambda sc: (sc.screen.set_border(6), sc.screen.cls()), _p("y")))
case("border_error", "10 BORDER 8", lambda sc: sc.screen.set_border(8))

# --- characters --------------------------------------------------------------
case("tokens_all", "10 FOR i=165 TO 255: PRINT CHR$ i;: NEXT i", _p(TOKEN_CODES, end=False))
case("token_spacing",
     '10 PRINT "a";CHR$ 234;"b"\n20 PRINT "a ";CHR$ 234;CHR$ 197;CHR$ 198;"x"\n'
     '30 PRINT CHR$ 165;CHR$ 166;CHR$ 167;"p";CHR$ 170;"q";CHR$ 199;"r";CHR$ 203;CHR$ 206',
     _seq(_p("a\xeab"), _p("a \xea\xc5\xc6x"), _p("\xa5\xa6\xa7p\xaaq\xc7r\xcb\xce")))
case("blocks_udgs", '10 FOR i=128 TO 164: PRINT CHR$ i;: NEXT i',
     _p("".join(chr(i) for i in range(128, 165)), end=False))
case("udg_poked", '10 FOR i=0 TO 7: POKE USR "a"+i,BIN 10101010: POKE USR "u"+i,i*32: NEXT i\n20 PRINT CHR$ 144;CHR$ 164;"A"',
     _seq(lambda sc: [(sc.poke(65368 + i, 0xAA), sc.poke(65368 + 160 + i, i * 32)) for i in range(8)],
          _p("\x90\xa4A")))
case("udg_moved", '10 POKE 23675,0: POKE 23676,61: PRINT CHR$ 144;CHR$ 145;CHR$ 160',
     _seq(lambda sc: (sc.poke(23675, 0), sc.poke(23676, 61)), _p("\x90\x91\xa0")))
case("chars_font",
     '10 FOR i=0 TO 767: POKE 60000+i,PEEK (15616+i): NEXT i\n20 FOR i=0 TO 7: POKE 60000+8*33+i,255-i: NEXT i\n'
     '30 POKE 23606,96: POKE 23607,233: PRINT "!A!"\n40 POKE 23606,0: POKE 23607,60: PRINT "!B"',
     _seq(lambda sc: [sc.poke(60000 + i, sc.screen.memory.peek(15616 + i)) for i in range(768)],
          lambda sc: [sc.poke(60000 + 8 * 33 + i, 255 - i) for i in range(8)],
          lambda sc: (sc.poke(23606, 96), sc.poke(23607, 233)), _p("!A!"),
          lambda sc: (sc.poke(23606, 0), sc.poke(23607, 60)), _p("!B")))
case("chars_shifted", '10 POKE 23607,61: PRINT "ABC": POKE 23607,60', _seq(lambda sc: sc.poke(23607, 61), _p("ABC"), lambda sc: sc.poke(23607, 60)))

# --- scrolling and the lower screen -----------------------------------------
case("scroll_30", "10 FOR i=1 TO 30: PRINT i: NEXT i", lambda sc: [sc.print(str(i)) for i in range(1, 31)])
case("scroll_colours", '10 PAPER 6: FOR i=1 TO 25: PRINT INK i-8*INT (i/8);i: NEXT i',
     _seq(lambda sc: sc.perm("PAPER", 6), lambda sc: [sc.print(16, i % 8, str(i)) for i in range(1, 26)]))
case("scroll_prompt", "10 FOR i=1 TO 23: PRINT i: NEXT i",
     lambda sc: [sc.print(str(i)) for i in range(1, 24)], auto_scroll=False)
for _key, _label in ((ord("n"), "n"), (ord("N"), "N"), (0x20, "space"), (0xE2, "stop"), (ord("q"), "q")):
    case(f"scroll_answer_{_label}", "10 FOR i=1 TO 23: PRINT i: NEXT i",
         lambda sc: [sc.print(str(i)) for i in range(1, 24)], special=f"answer:{_key}", auto_scroll=False)
case("scroll_long_line", '10 PRINT AT 20,0;: FOR i=1 TO 100: PRINT "x";: NEXT i',
     _seq(_p(22, 20, 0, end=False), lambda sc: [sc.print("x", end=False) for _ in range(100)]))
case("lower_print", "10 PRINT #1;\"a\"'\"b\"'\"c\": PAUSE 0", _p("a", 13, "b", 13, "c", ch="K"))
case("lower_print_wrap", '10 PRINT #1;"0123456789012345678901234567890123456789xyz": PAUSE 0',
     _p("0123456789012345678901234567890123456789xyz", ch="K"))
case("lower_print_end", "10 BORDER 1: PRINT #1;\"a\"'\"b\"'\"c\"'\"d\"",
     _seq(lambda sc: sc.screen.set_border(1), _p("a", 13, "b", 13, "c", 13, "d", ch="K")))
case("lower_pushes_upper",
     "10 FOR i=1 TO 20: PRINT i: NEXT i\n20 PRINT #1;\"a\"'\"b\"'\"c\"'\"d\"'\"e\": PAUSE 0",
     _seq(lambda sc: [sc.print(str(i)) for i in range(1, 21)],
          _p("a", 13, "b", 13, "c", 13, "d", 13, "e", ch="K")))
case("lower_at", '10 PRINT #1;AT 0,0;"top";AT 1,5;"bot": PAUSE 0', _p(22, 0, 0, "top", 22, 1, 5, "bot", ch="K"))
case("lower_at_grow", '10 PRINT "upper"\n20 PRINT #1;AT 4,2;"grown": PAUSE 0',
     _seq(_p("upper"), _p(22, 4, 2, "grown", ch="K")))
case("stop_report", '10 PRINT "x"\n20 STOP', _p("x"))
case("tvdata_across_channels", '10 PRINT CHR$ 22;: PRINT #1;"k";: PRINT CHR$ 1;CHR$ 2;"x"',
     _seq(_p(22, end=False), _p("k", ch="K", end=False), _p(1, 2, "x")))


# --- INPUT -------------------------------------------------------------------
def _input_prompted(*prompt: str | int, edit: str = "", cursor: int = 0) -> Callable[[Driver], None]:
    """INPUT: prompt items (as codes) to K, then ED-COPY of the empty edit
    line (``'""'`` with the cursor between the quotes for a string)."""
    def run(sc: Driver) -> None:
        s = sc.screen
        s.input_begin()
        for item in prompt:
            if isinstance(item, int):
                s.out(item, "K")
            else:
                for c in item:
                    s.out(ord(c), "K")
        s.input_show(edit, cursor, "L")
        raise StopRun("input-wait")
    return run


case("input_numeric", "10 INPUT a", _input_prompted())
case("input_string_prompt", '10 PRINT "hello"\n20 INPUT "Name? ";n$',
     _seq(_p("hello"), _input_prompted("Name? ", edit='""', cursor=1)))
case("input_line", "10 INPUT LINE a$", _input_prompted())
case("input_at", '10 INPUT AT 5,0;"x";a', _input_prompted(22, 5, 0, "x"))
case("input_long_prompt", '10 INPUT "This prompt is long enough to need two lines: ";a',
     _input_prompted("This prompt is long enough to need two lines: "))
case("input_colour_prompt", '10 BORDER 2: INPUT INK 6;PAPER 1;"col";a',
     _seq(lambda sc: sc.screen.set_border(2), _input_prompted(16, 6, 17, 1, "col")))
case("input_upper_full",
     "10 FOR i=1 TO 21: PRINT i: NEXT i\n20 INPUT \"one\"'\"two\"'\"three\";a",
     _seq(lambda sc: [sc.print(str(i)) for i in range(1, 22)], _input_prompted("one", 13, "two", 13, "three")))


def _mode(sc: Driver, letter: str) -> None:
    s = sc.screen
    s.input_begin()
    s.input_show('""', 1, "L")
    s.input_show('""', 1, letter)
    raise StopRun("input-wait")


case("input_mode_caps", "10 INPUT a$", lambda sc: _mode(sc, "C"), keys="+10:CAPSLOCK")
case("input_mode_graphics", "10 INPUT a$", lambda sc: _mode(sc, "G"), keys="+10:GRAPHICS")
case("input_mode_extend", "10 INPUT a$", lambda sc: _mode(sc, "E"), keys="+10:EXTEND")


def _rejected(typed: str, error_at: int) -> Callable[[Driver], None]:
    def run(sc: Driver) -> None:
        s = sc.screen
        s.input_begin()
        for k in range(len(typed) + 1):
            s.input_show(typed[:k], k, "L")
        s.input_show(typed, len(typed), "L", error_at=error_at)
        raise StopRun("input-wait")
    return run


case("input_rejected_end", "10 INPUT a", _rejected("1+", 2), inputs=["1+"])
case("input_rejected_mid", "10 INPUT a", _rejected("2)3", 1), inputs=["2)3"])


def _two_items_numeric_first(sc: Driver) -> None:
    s = sc.screen
    s.input_begin()
    s.out(ord("a"), "K")
    s.input_show("", 0, "L")
    s.input_show("5", 1, "L")
    s.input_accept("5")
    s.out(ord("b"), "K")
    s.input_show('""', 1, "L")
    raise StopRun("input-wait")


def _two_items_string_first(sc: Driver) -> None:
    s = sc.screen
    s.input_begin()
    s.out(ord("a"), "K")
    for text, cur in (('""', 1), ('"x"', 2), ('"xy"', 3)):
        s.input_show(text, cur, "L")
    s.input_accept('"xy"')
    s.out(ord("b"), "K")
    s.input_show("", 0, "L")
    raise StopRun("input-wait")


case("input_two_items_a", '10 INPUT "a";a;"b";b$', _two_items_numeric_first, inputs=["5"])
case("input_two_items_b", '10 INPUT "a";a$;"b";b', _two_items_string_first, inputs=["xy"])


TYPED = "well, there is a line longer than one line"


def _typing(sc: Driver) -> None:
    s = sc.screen
    s.input_begin()
    for c in "Say: ":
        s.out(ord(c), "K")
    text = ""
    s.input_show('""', 1, "L")
    for ch in TYPED:
        text += ch
        s.input_show('"' + text + '"', len(text) + 1, "L")
    raise StopRun("input-wait")


case("input_typing_long", '10 INPUT "Say: ";s$', _typing,
     keys=",".join("+10:" + ("SPACE" if c == " " else "COMMA" if c == "," else c) for c in TYPED))


def _typing_delete(sc: Driver) -> None:
    s = sc.screen
    s.input_begin()
    s.input_show("", 0, "L")
    text = ""
    for ch in "123456789012345678901234567890123456":
        text += ch
        s.input_show(text, len(text), "L")
    for _ in range(8):
        text = text[:-1]
        s.input_show(text, len(text), "L")
    raise StopRun("input-wait")


case("input_typing_delete", "10 INPUT a", _typing_delete,
     keys=",".join(["+10:" + c for c in "123456789012345678901234567890123456"] + ["+10:DELETE"] * 8))


def _input_then_print(sc: Driver) -> None:
    s = sc.screen
    s.input_begin()
    s.out(ord("a"), "K")
    s.input_show("", 0, "L")
    s.input_show("4", 1, "L")
    s.input_show("42", 2, "L")
    s.input_accept("42")
    s.input_end()
    sc.print("42")


case("input_then_print", '10 PRINT AT 21,0;"bottom"\n20 INPUT "a";a: PRINT a',
     _seq(_p(22, 21, 0, "bottom"), _input_then_print), inputs=["42"])


# --- PLOT and the screen functions -----------------------------------------
def _plots(sc: Driver) -> None:
    s = sc.screen
    sc.plot(0, 0)
    sc.plot(255, 175)
    sc.plot(100, 100, (16, 2))
    sc.plot(101, 100, (17, 5), (19, 1))
    sc.perm("OVER", 1)
    sc.plot(0, 0)
    sc.plot(1, 1)
    sc.perm("OVER", 0)
    sc.perm("INVERSE", 1)
    sc.plot(255, 175)
    sc.perm("INVERSE", 0)
    sc.print(22, 10, 10, "A", 20, 1, "B", 17, 2, "C")
    sc.print(22, 12, 0, 144, 0x8F, 0x85)
    v = sc.values
    v["p"] = s.point(100, 100)
    v["q"] = s.point(0, 0)
    v["r"] = s.point(1, 1)
    v["a"] = s.attr_of(9, 12)
    v["b"] = s.attr_of(10, 12)
    v["c"] = s.attr_of(24, 3)
    v["d"] = s.attr_of(0, 33)
    for name, (r, c) in {"s$": (10, 10), "t$": (10, 11), "u$": (10, 12), "v$": (12, 0),
                         "w$": (12, 1), "x$": (12, 2), "y$": (5, 5), "z$": (9, 12)}.items():
        v[name] = s.screen_str(r, c)


case("plot_point_attr_screen",
     "10 PLOT 0,0: PLOT 255,175: PLOT INK 2;100,100: PLOT PAPER 5;BRIGHT 1;101,100\n"
     "20 OVER 1: PLOT 0,0: PLOT 1,1: OVER 0: INVERSE 1: PLOT 255,175: INVERSE 0\n"
     '30 PRINT AT 10,10;"A";INVERSE 1;"B";PAPER 2;"C"\n40 PRINT AT 12,0;CHR$ 144;CHR$ 143;CHR$ 133\n'
     "50 LET p=POINT (100,100): LET q=POINT (0,0): LET r=POINT (1,1)\n"
     "60 LET a=ATTR (9,12): LET b=ATTR (10,12): LET c=ATTR (24,3): LET d=ATTR (0,33)\n"
     "70 LET s$=SCREEN$ (10,10): LET t$=SCREEN$ (10,11): LET u$=SCREEN$ (10,12): LET v$=SCREEN$ (12,0)\n"
     "80 LET w$=SCREEN$ (12,1): LET x$=SCREEN$ (12,2): LET y$=SCREEN$ (5,5): LET z$=SCREEN$ (9,12)",
     _plots)
case("plot_error", "10 PLOT 10,176", lambda sc: sc.plot(10, 176))
case("plot_ink9_after_cls", "10 PAPER 1: CLS: PLOT INK 9;50,50: PLOT PAPER 6;INK 9;60,60",
     _seq(lambda sc: (sc.perm("PAPER", 1), sc.screen.cls()), lambda sc: sc.plot(50, 50, (16, 9)),
          lambda sc: sc.plot(60, 60, (17, 6), (16, 9))))


def _screen_chars(sc: Driver) -> None:
    s = sc.screen
    sc.poke(23607, 61)
    sc.print(22, 0, 0, "ABC")
    v = sc.values
    v["a$"] = s.screen_str(0, 0)
    sc.poke(23607, 60)
    v["b$"] = s.screen_str(0, 0)


case("screen_str_font", '10 POKE 23607,61: PRINT AT 0,0;"ABC": LET a$=SCREEN$ (0,0): POKE 23607,60: LET b$=SCREEN$ (0,0)',
     _screen_chars)

# the colourful screen the PNG test renders (border 2, bright, flash)
case("png_screen",
     '10 BORDER 2: PAPER 1: INK 7: CLS\n20 PRINT BRIGHT 1;INK 6;"BRIGHT";FLASH 1;" FLASH ";BRIGHT 0;PAPER 4;INK 0;"norm"\n'
     "30 FOR i=0 TO 7: PRINT PAPER i;INK 9;\" \";i;\" \";: NEXT i\n40 PLOT 0,0: PLOT 255,175",
     _seq(lambda sc: (sc.screen.set_border(2), sc.perm("PAPER", 1), sc.perm("INK", 7), sc.screen.cls()),
          _p(19, 1, 16, 6, "BRIGHT", 18, 1, " FLASH ", 19, 0, 17, 4, 16, 0, "norm"),
          lambda sc: [sc.print(17, i, 16, 9, " ", str(i), " ", end=False) for i in range(8)],
          lambda sc: (sc.plot(0, 0), sc.plot(255, 175))))
