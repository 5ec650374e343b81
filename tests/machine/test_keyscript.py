"""The key-script grammar and scheduler (the oracle's README defines both)."""
import pytest

from basic.core.keyscript import KeyScheduler, KeyScriptError, keys_for, parse_script


def test_single_characters_map_to_the_keys_a_person_presses():
    assert keys_for("a") == {"a"}
    assert keys_for("Q") == {"CS", "q"}
    assert keys_for('"') == {"SS", "p"}
    assert keys_for("1") == {"1"}
    assert keys_for(" ") == {"SPACE"}


def test_names_and_chords():
    assert keys_for("ENTER") == {"ENTER"}
    assert keys_for("BREAK") == {"CS", "SPACE"}
    assert keys_for("DELETE") == {"CS", "0"}
    assert keys_for("CS+5") == {"CS", "5"}
    assert keys_for("SS+p") == {"SS", "p"}
    assert keys_for("NONE") == frozenset()


def test_parse_triggers_and_hold():
    events = parse_script("inkey:2:5,+10:ENTER,300:q,?SCORE:y:7,wait:a")
    assert [(e.trigger, e.value, e.hold) for e in events] == [
        ("inkey", None, 5), ("rel", 10, 5), ("abs", 300, 5), ("text", "SCORE", 7), ("wait", None, 5)]


@pytest.mark.parametrize("bad", ["inkey", "x:a", "inkey:a:b", "inkey:NOSUCHKEY", "1:a:2:3"])
def test_bad_scripts_are_refused(bad):
    with pytest.raises(KeyScriptError):
        parse_script(bad)


def test_inkey_trigger_waits_for_two_polling_frames_and_holds_until_read():
    s = KeyScheduler(parse_script("inkey:k:2"))
    assert s.frame(1, True, False, str) == (None, False)       # one polling frame
    keys, release = s.frame(2, True, False, str)               # second: fire
    assert keys == {"k"} and not release
    # held 2 frames but never read while down: keeps holding
    assert s.frame(3, False, False, str) == (None, False)
    assert s.frame(4, False, False, str) == (None, False)
    assert s.frame(5, True, False, str) == (None, True)        # read, then released
    assert s.idle


def test_relative_and_absolute_triggers_count_from_release():
    s = KeyScheduler(parse_script("3:a:1,+4:b:1"))
    assert s.frame(2, False, False, str) == (None, False)
    assert s.frame(3, False, False, str)[0] == {"a"}
    assert s.frame(4, False, False, str) == (None, True)       # released at frame 4
    assert s.frame(7, False, False, str) == (None, False)
    assert s.frame(8, False, False, str)[0] == {"b"}


def test_text_trigger_looks_at_the_screen():
    s = KeyScheduler(parse_script("?GAME OVER:y"))
    assert s.frame(1, False, False, lambda: "SCORE 10") == (None, False)
    assert s.frame(2, False, False, lambda: "GAME OVER")[0] == {"y"}
