"""CI's slice of the live front-end fuzz (tools/fuzz/live.py): one session of
each game and each REPL in tmux, at a random size, with random keys, resizes
and Ctrl-C; none may show an internal error or a traceback, or keep running
once asked to end.  The campaign itself: ``tools/fuzz_campaign.py --live``
(docs/testing.md)."""
import json

import pytest

from fuzz.live import BAD, TARGETS, make_session, one_of_each_target, run_live_campaign

#: slow (docs/testing.md): a fuzz slice, eight terminal sessions (tmux must be
#: installed: without it the sessions fail to start, saying so)
pytestmark = pytest.mark.slow

SLICE_SEED = 25


def test_every_game_and_repl_survives_random_keys_resizes_and_ctrl_c():
    # at 80x24 (the C64 one row short) and 40x12 (too small for every machine)
    only = one_of_each_target(SLICE_SEED, sizes=((80, 24), (40, 12)))
    summary = run_live_campaign(SLICE_SEED, len(only), workers=4, only=only, progress=None)
    assert summary["sessions"] == len(TARGETS)
    assert set(summary["by_target"]) == set(TARGETS)
    assert summary["bad"] == 0, json.dumps(summary["failures"], indent=1)[:4000]


def test_a_session_is_made_again_from_its_seed_and_index():
    assert make_session(3, 77) == make_session(3, 77)
    assert make_session(3, 77) != make_session(3, 78)
    steps = [step[0] for i in range(40) for step in make_session(3, i).steps]
    assert {"keys", "text", "resize", "wait"} <= set(steps)
    assert ("keys", "C-c") in [step for i in range(40) for step in make_session(3, i).steps]
    assert set(BAD) == {"internal", "traceback", "stuck"}
