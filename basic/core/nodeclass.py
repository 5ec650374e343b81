"""``node``: a slotted record class made cheaply, for the syntax tree's many classes.

``dataclasses.dataclass(slots=True)`` writes three functions and builds the
class twice for each class; the syntax tree has some seventy classes, and
making them was the largest single part of ``basic``'s start-up.  ``node``
gives the same class (``__slots__``, an ``__init__`` taking the fields in
order with their defaults, ``__match_args__``, and from :class:`Record`
an ``__eq__`` and ``__repr__`` like a dataclass's), its ``__init__``
written (one small ``exec``) when the class makes its first node.
"""
from __future__ import annotations

from typing import Any, Callable, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)
V = TypeVar("V")


class Factory:
    """A field's default made afresh for each record (``field(default_factory=...)``)."""
    __slots__ = ("make",)

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make


def field(*, default_factory: Callable[[], V]) -> V:
    """A field whose default is a new object each time (as dataclasses' ``field``)."""
    return Factory(default_factory)  # type: ignore[return-value]


class Record:
    """The base of every ``node`` class: compares and prints by its fields."""
    __slots__ = ()
    __fields__: tuple[str, ...] = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__fields__)

    __hash__ = None     # type: ignore[assignment]   # mutable, as a dataclass with eq is

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__fields__)
        return f"{type(self).__qualname__}({inner})"


@dataclass_transform(eq_default=True, field_specifiers=(field,))
def node(cls: T) -> T:
    """Make ``cls`` (annotated fields, defaults as class attributes or
    :func:`field`) a slotted record whose fields follow its bases'."""
    inherited: tuple[str, ...] = getattr(cls, "__fields__", ())
    defaults: dict[str, Any] = dict(getattr(cls, "_node_defaults", {}))
    own = [name for name in cls.__dict__.get("__annotations__", {})
           if not str(cls.__annotations__[name]).startswith("ClassVar")]
    namespace = {key: value for key, value in cls.__dict__.items()
                 if key not in own and key not in ("__dict__", "__weakref__")}
    for name in own:
        if name in cls.__dict__:
            defaults[name] = cls.__dict__[name]
    fields = inherited + tuple(own)
    namespace["__slots__"] = tuple(own)
    namespace["__fields__"] = fields
    namespace["__match_args__"] = fields
    namespace["_node_defaults"] = defaults
    made = type(cls)(cls.__name__, cls.__bases__, namespace)
    made.__qualname__ = cls.__qualname__

    def first_init(self: Any, *args: Any, **kwargs: Any) -> None:
        init = _init_for(made, fields, defaults)    # written when the class is first used
        made.__init__ = init    # type: ignore[misc]
        init(self, *args, **kwargs)

    made.__init__ = first_init  # type: ignore[misc]
    return made


def _init_for(cls: type, fields: tuple[str, ...], defaults: dict[str, Any]) -> Any:
    """``cls``'s ``__init__``: the fields in order, with their defaults."""
    params, body = [], []
    env: dict[str, Any] = {}
    for name in fields:
        if name not in defaults:
            params.append(name)
            body.append(f" self.{name}={name}")
        elif isinstance(defaults[name], Factory):
            env[f"_f_{name}"] = defaults[name].make
            params.append(f"{name}=_F")
            body.append(f" self.{name}=_f_{name}() if {name} is _F else {name}")
        else:
            env[f"_d_{name}"] = defaults[name]
            params.append(f"{name}=_d_{name}")
            body.append(f" self.{name}={name}")
    env["_F"] = Factory
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or " pass")
    exec(source, env)       # noqa: S102 -- the fields' names, from the class's own annotations
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init
