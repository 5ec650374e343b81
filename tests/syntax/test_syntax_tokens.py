"""The keyword table comes from the ROM, and LIST's spacing rule from PO-TABLE."""
from basic.dialects.spectrum import tokens as zx_tokens


def test_the_table_has_every_48k_keyword_spelled_as_the_rom():
    names = zx_tokens.token_names()
    assert sorted(names) == list(range(0xA5, 0x100))
    assert names[0xA5] == "RND" and names[0xFF] == "COPY"
    assert names[0xEC] == "GO TO" and names[0xED] == "GO SUB"
    assert names[0xCE] == "DEF FN" and names[0xD3] == "OPEN #" and names[0xD4] == "CLOSE #"
    assert names[0xC7] == "<=" and names[0xC8] == ">=" and names[0xC9] == "<>"
    assert names[0xAA] == "SCREEN$" and names[0xE8] == "CONTINUE" and names[0xF9] == "RANDOMIZE"
    assert zx_tokens.keyword_codes()["PRINT"] == 0xF5
    assert zx_tokens.token_chars()["LET"] == "\xf1"


def test_token_classes():
    assert zx_tokens.is_token("\xa5") and not zx_tokens.is_token("\xa4")
    assert zx_tokens.is_statement_token("\xce") and not zx_tokens.is_statement_token("\xcd")
    assert zx_tokens.name_of("\xf5") == "PRINT"


def test_list_spacing_flags():
    lead = {n for c, n in zx_tokens.token_names().items() if zx_tokens.leading_space(c)}
    trail = {n for c, n in zx_tokens.token_names().items() if zx_tokens.trailing_space(c)}
    assert {"SIN", "BIN", "NOT", "FN", "<=", "AT"}.isdisjoint(lead)
    assert {"OR", "AND", "LINE", "THEN", "TO", "PRINT", "GO TO"} <= lead
    assert {"RND", "INKEY$", "PI", "<=", "OPEN #", "CLOSE #"}.isdisjoint(trail)
    assert {"SCREEN$", "STR$", "AT", "SIN", "PRINT", "THEN"} <= trail
