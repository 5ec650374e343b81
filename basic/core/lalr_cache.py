"""An LALR parser from a Lark grammar, kept between runs as compiled code.

Importing Lark and loading a grammar (even from Lark's own cache) was about a
third of ``basic``'s start-up.  The first run writes Lark's *standalone*
parser for the grammar (its runtime and the parse tables, no grammar
compiler) as a marshalled code object into the user's cache directory; later
runs execute that and never import Lark.  The file's name carries a hash of
the grammar, the options and this Python's bytecode tag, so an edited grammar
or another Python makes a new one.  Where the cache cannot be written or read
the parser is built with Lark, as before.
"""
from __future__ import annotations

import marshal
import os
import sys
import zlib
from pathlib import Path
from types import ModuleType
from typing import Any, Optional

#: what a parser's errors are, whichever way it was made
ERROR_NAMES = ("UnexpectedInput", "UnexpectedToken", "UnexpectedCharacters", "UnexpectedEOF")

#: bump when the way the cached code is made changes
FORMAT = 3

#: Lark's logger without the logging module (a loaded parser only logs
#: while building tables, which the cached one never does): half the
#: cost of importing the standalone code
QUIET_LOGGING = """
class logging:
    CRITICAL = 50

    class Logger:
        def __getattr__(self, name):
            return lambda *args, **kwargs: None

    @staticmethod
    def getLogger(name):
        return logging.Logger()

    @staticmethod
    def StreamHandler():
        return None
"""


#: Lark's one dataclass (TextSlice: three fields, frozen, a ``__post_init__``)
#: and its two uses of ``inspect`` (a Transformer's members and MRO), without
#: the ``dataclasses`` and ``inspect`` modules, which cost a listing's start-up
#: about 6 ms to import
NO_DATACLASSES = """
def dataclass(frozen=False):
    def make(cls):
        names = tuple(cls.__dict__.get('__annotations__', {}))

        def __init__(self, *args, **kwargs):
            values = dict(zip(names, args))
            values.update(kwargs)
            for name in names:
                object.__setattr__(self, name, values[name])
            post = getattr(self, '__post_init__', None)
            if post is not None:
                post()

        def __eq__(self, other):
            if other.__class__ is not self.__class__:
                return NotImplemented
            return all(getattr(self, n) == getattr(other, n) for n in names)

        def __repr__(self):
            fields = ', '.join(f'{n}={getattr(self, n)!r}' for n in names)
            return f'{cls.__name__}({fields})'

        cls.__init__, cls.__eq__, cls.__repr__ = __init__, __eq__, __repr__
        if frozen:
            def __setattr__(self, name, value):
                raise AttributeError(f'cannot assign to field {name!r}')
            cls.__setattr__ = __setattr__
            cls.__hash__ = lambda self: hash(tuple(getattr(self, n) for n in names))
        return cls
    return make
"""
NO_INSPECT = """
def getmro(cls):
    return cls.__mro__


def getmembers(obj):
    members = []
    for key in dir(obj):
        try:
            members.append((key, getattr(obj, key)))
        except AttributeError:
            continue
    members.sort(key=lambda pair: pair[0])
    return members
"""


def standalone_source(source: str) -> str:
    """Lark's standalone parser made lighter to load: no ``logging``,
    ``dataclasses`` or ``inspect`` (stand-ins for the little of them it
    uses), its tables not compressed."""
    source = source.replace("\nimport logging\n", QUIET_LOGGING, 1)
    source = source.replace("\nfrom dataclasses import dataclass\n", NO_DATACLASSES, 1)
    source = source.replace("\nfrom inspect import getmembers, getmro\n", NO_INSPECT, 1)
    return source.replace("\nimport pickle, zlib, base64\n", "\n", 1)    # data not compressed


class LalrParser:
    """A Lark LALR parser and the classes of the errors it raises."""

    def __init__(self, parser: Any, errors: Any) -> None:
        self.parser = parser
        for name in ERROR_NAMES:
            setattr(self, name, getattr(errors, name))

    def parse(self, text: str, start: str) -> Any:
        return self.parser.parse(text, start=start)


def cache_dir() -> Optional[Path]:
    """Where ``basic`` keeps what it builds once: ``$XDG_CACHE_HOME/basic``,
    else ``~/.cache/basic``; None when there is no home to put it in."""
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        home = os.path.expanduser("~")
        if home == "~":
            return None
        base = os.path.join(home, ".cache")
    return Path(base) / "basic"


def cache_file(name: str, grammar: str, options: dict[str, Any],
               folder: Optional[Path]) -> Optional[Path]:
    """The cached parser's file for this grammar, these options and this Python."""
    if folder is None:
        return None
    key = zlib.crc32(f"{FORMAT}{sorted(options.items())!r}{grammar}".encode())
    return folder / f"{name}-{key:08x}.{sys.implementation.cache_tag}.marshal"


def load(name: str, grammar: str, options: dict[str, Any], transformer: Any,
         folder: Optional[Path] = None, use_cache: bool = True) -> LalrParser:
    """The parser for ``grammar`` with Lark ``options`` (``parser="lalr"`` is
    implied) and ``transformer`` inline: from the cache when it holds it,
    else built with Lark and, when it can be, written to the cache."""
    path = cache_file(name, grammar, options, folder if folder is not None else cache_dir()) \
        if use_cache else None
    if path is not None:
        loaded = _from_cache(path, transformer)
        if loaded is not None:
            return loaded
    from lark import Lark, exceptions

    parser = Lark(grammar, parser="lalr", transformer=transformer, **options)
    if path is not None:
        _write_cache(path, Lark(grammar, parser="lalr", **options))
    return LalrParser(parser, exceptions)


def _from_cache(path: Path, transformer: Any) -> Optional[LalrParser]:
    name = f"basic._lalr_{path.name.partition('.')[0].replace('-', '_')}"
    try:
        code = marshal.loads(path.read_bytes())
        module = sys.modules.get(name)
        if module is None:
            module = ModuleType(name)       # a module, as its dataclasses need one
            sys.modules[name] = module
            exec(code, module.__dict__)     # noqa: S102 -- code this module wrote from Lark's
        return LalrParser(module.Lark_StandAlone(transformer=transformer), module)
    except Exception:   # missing, unreadable, truncated or from elsewhere: build it again
        sys.modules.pop(name, None)
        return None


def _write_cache(path: Path, lark: Any) -> None:
    import io
    from lark.tools.standalone import gen_standalone

    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        out = io.StringIO()
        gen_standalone(lark, out=out)
        code = compile(standalone_source(out.getvalue()), f"<{path.name}>", "exec")
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(marshal.dumps(code))
        os.replace(temporary, path)
    except Exception:   # a read-only or full disk, or a Lark without the tool: no cache
        try:
            temporary.unlink()
        except OSError:
            pass
