"""BASIC's disk and printer statements against the genuine ROM: every probe
of tests/c64/oracle/device_cases.py must print what the BASIC ROM printed
with the same KERNAL and drive (golden/device_cases.json, made by
oracle/gen_devices.py), leave the same files on the disk and send the same
bytes to the printer, on a folder and on a .d64 alike.  (The direct-mode
probes -- SAVE, LOAD, VERIFY, LOAD "$" typed as commands -- are checked in
the REPL by test_disk_cli.py.)"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.core.peripherals import Peripherals
from basic.dialects.c64.drive import open_storage
from basic.dialects.c64.drive.image import blank_image

from .helpers import as_text, run

GOLDEN = json.loads((Path(__file__).parent / "golden" / "device_cases.json").read_text())
PROGRAMS = sorted(name for name, case in GOLDEN.items() if not case["direct"])


def run_on_disk(listing: str, disk: Path, printer: Path):
    messages: list[str] = []
    peripherals = Peripherals(str(disk), str(printer), messages.append)
    sent: list[int] = []
    report, machine, host, reason = run(listing, stream_column=True, peripherals=peripherals,
                                        printer_bytes=sent)
    machine.devices.shutdown()
    storage = open_storage(disk)
    files = {entry.name.decode("latin-1"): list(storage.read(entry)) for entry in storage.entries()}
    return host.codes, files, sent, machine


@pytest.fixture(params=["folder", "image"])
def disk(request, tmp_path) -> Path:
    if request.param == "folder":
        return tmp_path / "disk"
    path = tmp_path / "disk.d64"
    path.write_bytes(blank_image(b"DISK", b"00"))
    return path


@pytest.mark.parametrize("name", PROGRAMS)
def test_does_what_the_rom_did(name: str, disk: Path, tmp_path: Path) -> None:
    case = GOLDEN[name]
    codes, files, sent, machine = run_on_disk(case["listing"], disk, tmp_path / "printer.txt")
    assert as_text(codes) == as_text(case["codes"])
    assert codes == case["codes"]
    assert files == case["files"]
    assert sent == case["printer"]
    drive = machine.devices.drive
    assert (drive.status_text if drive is not None else "73,CBM DOS V2.6 1541,00,00") \
        == case["drive_status"]


def test_the_folder_and_the_image_give_the_same_output(tmp_path: Path) -> None:
    """Issue 14's test: a SEQ file written with PRINT#, read with INPUT# and
    GET# until ST is 64, scratched, $ listed, the error channel read at each
    step -- on a folder and on a .d64, with the same output."""
    listing = GOLDEN["done_when"]["listing"]
    image = tmp_path / "disk.d64"
    image.write_bytes(blank_image(b"DISK", b"00"))
    on_folder = run_on_disk(listing, tmp_path / "disk", tmp_path / "p.txt")[0]
    on_image = run_on_disk(listing, image, tmp_path / "p.txt")[0]
    assert on_folder == on_image
    text = as_text(on_folder)
    assert "STATUS 1 FILES SCRATCHED 1  0" in text and "BLOCKS FREE." in text
    assert " 64 \n" in text                   # GET# until ST=64
