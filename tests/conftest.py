"""What every test shares: a run's disk and printer (basic.core.peripherals)
are in a temporary folder unless the test gives its own, so no test writes
disk/ or printer.txt into the directory the tests are run from; and every
test of a module named ``test_*_tmux.py`` is marked ``slow`` (it drives a
real terminal in tmux, seconds a test), so ``pytest -m "not slow"``, the
fast loop of docs/testing.md, leaves the tmux sessions out however many
there are.  Other slow tests carry ``@pytest.mark.slow`` themselves."""
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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.name.startswith("test_") and item.path.name.endswith("_tmux.py"):
            item.add_marker(pytest.mark.slow)
