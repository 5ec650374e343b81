"""Talking to a Drive as the KERNAL does, for the drive tests."""
from __future__ import annotations


def status(drive) -> bytes:
    """Channel 15 read up to its CR (with EOI)."""
    out = bytearray()
    while True:
        byte, eoi = drive.read(15)
        out.append(byte)
        if eoi:
            return bytes(out)


def command(drive, text: bytes) -> bytes:
    drive.write(15, text + b'\r')
    drive.unlisten()
    return status(drive)


def read_file(drive, secondary: int) -> bytes:
    out = bytearray()
    while True:
        got = drive.read(secondary)
        if got is None:
            return bytes(out)
        out.append(got[0])
        if got[1]:
            return bytes(out)


def load(drive, name: bytes) -> tuple[bytes, bytes]:
    """(the file's bytes, the status after) for LOAD "name",8."""
    drive.open(0, name)
    data = read_file(drive, 0)
    drive.close(0)
    return data, status(drive)


def save(drive, name: bytes, data: bytes) -> bytes:
    drive.open(1, name)
    drive.write(1, data)
    drive.close(1)
    return status(drive)
