"""The Spectrum's parser kept between runs (basic.core.lalr_cache): the cached
standalone parser gives what Lark gives, and a cache that cannot be written
changes nothing but the speed."""
from __future__ import annotations

import sys

import pytest

from basic.core import lalr_cache
from basic.dialects.spectrum import parser as zx_parser
from basic.dialects.spectrum.crunch import crunch

OPTIONS = {"start": ["line", "expr"], "lexer": "basic", "maybe_placeholders": True}
LINES = ['PRINT "OK"', "LET a=1+2*3^4: IF a>3 THEN GO TO 10",
         "FOR i=1 TO 10 STEP 2: PRINT AT i,0;a$(2 TO 5);: NEXT i",
         "DEF FN f(x)=SIN x*LN x", "PRINT 1+", 'PRINT "abc', "LET = 3"]


def _outcome(parser, builder, text):
    crunched = crunch(text)
    builder.cols = crunched.cols
    builder.line_number = 10
    try:
        return parser.parse(crunched.text, start="line")
    except parser.UnexpectedInput as exc:
        return type(exc).__name__, getattr(exc, "pos_in_stream", None)


def _load(folder, use_cache=True):
    builder = zx_parser.SpectrumBuilder()
    grammar = zx_parser.GRAMMAR_PATH.read_text(encoding="utf-8")
    return lalr_cache.load("spectrum", grammar, OPTIONS, builder, folder, use_cache), builder


@pytest.mark.slow
def test_the_cached_parser_parses_as_lark_does(tmp_path):
    lark_parser, lark_builder = _load(None, use_cache=False)
    first, _ = _load(tmp_path)                       # built with Lark, cache written
    files = list(tmp_path.glob("spectrum-*.marshal"))
    assert len(files) == 1
    for name in [n for n in sys.modules if n.startswith("basic._lalr_")]:
        del sys.modules[name]
    cached, cached_builder = _load(tmp_path)         # from the cache
    assert type(cached.parser).__module__.startswith("basic._lalr_")
    for text in LINES:
        assert _outcome(cached, cached_builder, text) == _outcome(lark_parser, lark_builder, text)


@pytest.mark.slow
def test_a_cache_that_cannot_be_written_is_no_cache(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    parser, builder = _load(blocked / "basic")
    assert not list(tmp_path.rglob("*.marshal"))
    assert _outcome(parser, builder, LINES[1])[0].__class__.__name__ == "Let"


@pytest.mark.slow
def test_a_damaged_cache_file_is_built_again(tmp_path):
    _load(tmp_path)
    (path,) = tmp_path.glob("spectrum-*.marshal")
    for name in [n for n in sys.modules if n.startswith("basic._lalr_")]:
        del sys.modules[name]
    path.write_bytes(b"\x00garbage")
    parser, builder = _load(tmp_path)
    assert _outcome(parser, builder, LINES[0])[0].__class__.__name__ == "Print"
    assert path.read_bytes() != b"\x00garbage"


@pytest.fixture(autouse=True)
def _keep_modules():
    before = {n: m for n, m in sys.modules.items() if n.startswith("basic._lalr_")}
    yield
    for name in [n for n in sys.modules if n.startswith("basic._lalr_")]:
        del sys.modules[name]
    sys.modules.update(before)


def test_the_standalone_parser_is_written_without_dataclasses_or_inspect():
    """The lines ``standalone_source`` replaces are in the Lark installed (so
    a Lark that writes them differently is noticed), and the stand-ins do
    what TextSlice and the Transformer need of the real ones."""
    import io
    from lark import Lark
    from lark.tools.standalone import gen_standalone

    out = io.StringIO()
    gen_standalone(Lark('start: "a"', parser="lalr"), out=out)
    source = lalr_cache.standalone_source(out.getvalue())
    imports = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
    assert not [line for line in imports if "dataclasses" in line or "inspect" in line
                or "logging" in line]
    space: dict = {"__name__": "standalone_probe"}
    exec(compile(source, "<probe>", "exec"), space)   # noqa: S102 -- Lark's code, as the cache runs it
    TextSlice = space["TextSlice"]
    piece = TextSlice("abcdef", -4, None)                 # __post_init__ makes them absolute
    assert (piece.start, piece.end, len(piece)) == (2, 6, 4)
    assert piece == TextSlice("abcdef", 2, 6) and hash(piece) == hash(TextSlice("abcdef", 2, 6))
    with pytest.raises(AttributeError):
        piece.start = 0
    assert space["getmro"](bool) == bool.__mro__
    members = space["getmembers"](TextSlice)
    assert [name for name, _ in members] == sorted(dir(TextSlice))
    parser = space["Lark_StandAlone"]()
    assert parser.parse("a").data == "start"
