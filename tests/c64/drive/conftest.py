import pytest

from basic.dialects.c64.drive import Drive, FolderStorage, ImageStorage
from basic.dialects.c64.drive.image import blank_image


@pytest.fixture(params=['folder', 'image'])
def drive(request, tmp_path):
    """A fresh drive with an empty disk: a folder named DISK or a .d64
    formatted as DISK,00 (the same header), and the messages it reported."""
    messages = []
    if request.param == 'folder':
        storage = FolderStorage(tmp_path / 'disk')
    else:
        path = tmp_path / 'disk.d64'
        path.write_bytes(blank_image(b'DISK', b'00'))
        storage = ImageStorage(path)
    drive = Drive(storage, messages.append)
    drive.messages = messages
    return drive
