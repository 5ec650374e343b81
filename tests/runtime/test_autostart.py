"""``# autostart: N`` (written by SAVE "name" LINE N) makes a run start at N,
as a program saved with LINE starts itself after LOAD on the machine."""
from basic.frontends.headless import run_source


def test_autostart_header_starts_the_run_at_its_line():
    result = run_source('# autostart: 20\n10 PRINT "ten"\n20 PRINT "twenty"\n')
    assert result["rows"][0].strip() == "twenty"
    assert result["report"] == "0 OK, 20:1"


def test_without_the_header_the_run_starts_at_the_first_line():
    result = run_source('10 PRINT "ten"\n20 PRINT "twenty"\n')
    assert [r.strip() for r in result["rows"][:2]] == ["ten", "twenty"]
