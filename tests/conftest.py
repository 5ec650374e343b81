"""What every test shares: a run's disk and printer (basic.core.peripherals)
are in a temporary folder unless the test gives its own, so no test writes
disk/ or printer.txt into the directory the tests are run from."""
from __future__ import annotations

import pytest

from basic.core.host import Host
from basic.core.peripherals import Peripherals


@pytest.fixture(autouse=True, scope="session")
def _peripherals_in_a_temporary_folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("peripherals")
    saved = Host.peripherals
    Host.peripherals = Peripherals(str(folder / "disk"), str(folder / "printer.txt"))
    yield
    Host.peripherals = saved
