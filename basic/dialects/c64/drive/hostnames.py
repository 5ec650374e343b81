"""PETSCII file names to host file names and back, for a folder as disk.

A 1541 name is up to 16 PETSCII bytes.  On the host it becomes the name of
a file with a suffix for its type (``.prg``, ``.seq``, ``.usr``, ``.rel``,
``.del``):

* the unshifted letters ($41-$5A, shown upper case on a C64 at power-on)
  are written in lower case, as VICE and most archives spell them;
* digits, space and the punctuation every host file system takes stand for
  themselves;
* every other byte is ``%`` and two hex digits (``%C1`` for a shifted A,
  ``%2A`` for ``*``), as are a leading dot or space and a trailing dot or
  space, which some systems drop or hide.

So :func:`host_name` of a name is a plain file name, and :func:`petscii_name`
gives the name back.  The other way round host names are read generously:
letters of either case are the unshifted letters (``GAME.PRG`` and
``game.prg`` are both ``GAME``), ``%`` not followed by two hex digits is a
per cent sign, and a character PETSCII lacks reads as ``?``.

A name with ``/`` in it is refused: the folder is the whole disk, and no
name reaches outside it.
"""
from __future__ import annotations

from .names import DEL, PRG, REL, SEQ, USR

SUFFIXES = {PRG: '.prg', SEQ: '.seq', USR: '.usr', REL: '.rel', DEL: '.del'}
_TYPE_OF_SUFFIX = {suffix: file_type for file_type, suffix in SUFFIXES.items()}
# Punctuation that Windows, macOS and Linux all take in a file name.
_PLAIN = set(b" !#$&'()+,-.;=@[]^_0123456789")
_HEX = '0123456789abcdefABCDEF'


def host_name(name: bytes, file_type: int) -> str | None:
    """The host file name for a 1541 name, or None if it has a ``/``."""
    if b'/' in name or not name:
        return None
    return host_stem(name) + SUFFIXES.get(file_type, '.seq')


def host_stem(name: bytes) -> str:
    """A C64 name spelt as a host file name, without a type suffix (the
    datasette's files in the REPL are named this way too)."""
    out = []
    last = len(name) - 1
    for index, byte in enumerate(name):
        if 0x41 <= byte <= 0x5A:
            out.append(chr(byte + 32))
        elif byte in _PLAIN and not (byte in b'. ' and index in (0, last)):
            out.append(chr(byte))
        else:
            out.append('%%%02X' % byte)
    return ''.join(out)


def split_host_name(filename: str) -> tuple[bytes, int] | None:
    """The 1541 name (at most 16 bytes) and type of a host file, or None
    for a file that is not one of ours (no type suffix, hidden)."""
    stem, dot, suffix = filename.rpartition('.')
    if not dot or not stem or stem.startswith('.'):
        return None
    file_type = _TYPE_OF_SUFFIX.get('.' + suffix.lower())
    if file_type is None:
        return None
    return petscii_name(stem)[:16], file_type


def petscii_name(stem: str) -> bytes:
    """The PETSCII bytes a host name stands for."""
    out = bytearray()
    index = 0
    while index < len(stem):
        char = stem[index]
        digits = stem[index + 1:index + 3]
        if char == '%' and len(digits) == 2 and all(c in _HEX for c in digits):
            out.append(int(digits, 16))
            index += 3
            continue
        code = ord(char)
        if 'a' <= char <= 'z':
            out.append(code - 32)
        elif 0x20 <= code <= 0x5F:
            out.append(code)
        else:
            out.append(0x3F)
        index += 1
    return bytes(out)
