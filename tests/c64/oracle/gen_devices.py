"""Regenerate tests/c64/golden/device_cases.json: the genuine BASIC ROM's
disk and printer statements (device_oracle.py, cases in device_cases.py).

    .venv/bin/python tests/c64/oracle/gen_devices.py   (a Python with py65 and d64)

Each case runs on a fresh folder and on a fresh .d64 (``DISK,00``); both
must print the same bytes, which are stored with the files left on the
disk and the bytes the printer got.
"""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import device_oracle  # noqa: E402
from device_cases import CASES  # noqa: E402
from basic.dialects.c64 import text as cbm_text  # noqa: E402
from basic.dialects.c64.drive import open_storage  # noqa: E402
from basic.dialects.c64.drive.image import blank_image  # noqa: E402


def run_case(listing: str, direct: bool, disk: str) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / ('disk' if disk == 'folder' else 'disk.d64')
        if disk == 'image':
            path.write_bytes(blank_image(b'DISK', b'00'))
        lines = listing.strip('\n').split('\n')
        petcat = cbm_text.listing_case(lines)
        typed = '\n'.join(cbm_text.decode(line, petcat) for line in lines)
        machine = device_oracle.DeviceBasic(path, direct)
        sent = []
        write = machine.printer.write
        machine.printer.write = lambda sa, data: (sent.append(list(data)), write(sa, data))[1]
        codes = machine.run(typed, [], '', run=not direct)
        if direct:                       # from the first READY. on, without the banner
            ready = [ord(c) for c in 'READY.'] + [13, 10]
            start = next(i for i in range(len(codes)) if codes[i:i + len(ready)] == ready)
            codes = codes[start + len(ready):]
        machine.drive.shutdown()
        storage = open_storage(path)
        files = {entry.name.decode('latin-1'): list(storage.read(entry))
                 for entry in storage.entries()}
        return {'codes': codes, 'files': files,
                'printer': [b for chunk in sent for b in chunk],
                'drive_status': machine.drive.status_text}


def main() -> None:
    out = {}
    for name, listing, direct in CASES:
        folder = run_case(listing, direct, 'folder')
        image = run_case(listing, direct, 'image')
        if folder != image:
            raise SystemExit('%s: the folder and the image differ:\n%s\n%s' % (
                name, device_oracle.c64oracle.as_text(folder['codes']),
                device_oracle.c64oracle.as_text(image['codes'])))
        out[name] = {'listing': listing, 'direct': direct, **folder}
        print('==', name)
        print(device_oracle.c64oracle.as_text(folder['codes']))
    path = ROOT / 'tests' / 'c64' / 'golden' / 'device_cases.json'
    path.write_text(json.dumps(out, indent=1) + '\n')


if __name__ == '__main__':
    main()
