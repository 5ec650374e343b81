"""basic.core.nodeclass's ``record``: the plain data classes on the way to a
run behave as the dataclasses they replace (fields in order, defaults made
afresh, equality, repr, frozen records unchangeable and hashable), without
importing ``dataclasses``."""
from __future__ import annotations

import dataclasses
from typing import Optional

import pytest

from basic.core.nodeclass import field, node, record


@record
class Point:
    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)
    cache: Optional[str] = field(default=None, repr=False)


@record
class Point3(Point):
    z: int = 5


@record(frozen=True)
class Key:
    name: str
    code: int = 1


@dataclasses.dataclass
class DPoint:
    x: int
    y: int = 0
    tags: list[str] = dataclasses.field(default_factory=list)
    cache: Optional[str] = dataclasses.field(default=None, repr=False)


def test_a_record_takes_its_fields_as_a_dataclass_does() -> None:
    for make in (Point, DPoint):
        p = make(1)
        assert (p.x, p.y, p.tags, p.cache) == (1, 0, [], None)
        q = make(2, y=3, tags=["a"], cache="c")
        assert (q.x, q.y, q.tags, q.cache) == (2, 3, ["a"], "c")
        with pytest.raises(TypeError):
            make()                                   # x is needed
        with pytest.raises(TypeError):
            make(1, nonsense=2)


def test_each_record_has_its_own_default_list() -> None:
    a, b = Point(1), Point(2)
    a.tags.append("mine")
    assert b.tags == [] and "tags" not in vars(Point)


def test_repr_and_equality_are_a_dataclasss() -> None:
    assert repr(Point(1, 2, ["t"], "hidden")) == "Point(x=1, y=2, tags=['t'])"
    assert repr(Point(1, 2, ["t"], "hidden")).replace("Point", "DPoint") \
        == repr(DPoint(1, 2, ["t"], "hidden"))
    assert Point(1, 2) == Point(1, 2) and Point(1, 2) != Point(1, 3)
    assert Point(1) != DPoint(1)                       # another class is never equal
    with pytest.raises(TypeError):
        hash(Point(1))                                 # mutable: unhashable, as with eq


def test_a_subclass_adds_its_fields_after_its_bases() -> None:
    p = Point3(1, 2, [], None, 9)
    assert (p.x, p.y, p.z) == (1, 2, 9)
    assert Point3.__fields__ == ("x", "y", "tags", "cache", "z")
    assert repr(Point3(1)) == "Point3(x=1, y=0, tags=[], z=5)"


def test_a_frozen_record_cannot_change_and_hashes_by_its_fields() -> None:
    k = Key("a")
    with pytest.raises(AttributeError):
        k.code = 2                                     # type: ignore[misc]
    assert hash(k) == hash(Key("a", 1)) and {k: 1}[Key("a")] == 1
    assert Key("a") != Key("a", 2)


def test_node_is_slotted() -> None:
    @node
    class Leaf:
        value: int
        kids: list[int] = field(default_factory=list)
        note: str = field(default="", repr=False)

    leaf = Leaf(3)
    assert leaf.kids == [] and leaf.note == "" and not hasattr(leaf, "__dict__")
    assert leaf == Leaf(3, [])
    assert repr(Leaf(3, [1], "hidden")).endswith(".Leaf(value=3, kids=[1])")
