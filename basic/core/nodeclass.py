"""``node``: a slotted record class made cheaply, for the syntax tree's many classes.

``dataclasses.dataclass(slots=True)`` writes three functions and builds the
class twice for each class; the syntax tree has some seventy classes, and
making them was the largest single part of ``basic``'s start-up.  ``node``
gives the same class (``__slots__``, an ``__init__`` taking the fields in
order with their defaults, ``__match_args__``, and from :class:`Record`
an ``__eq__`` and ``__repr__`` like a dataclass's), its ``__init__``
written (one small ``exec``) when the class makes its first node.

``record`` is the same for the plain data classes on the way to a run (a
program's options, the peripherals, a file's image...), whose instances
keep a ``__dict__``: importing ``dataclasses`` (and ``inspect`` with it) and
making two dozen classes with it took a fifth of a streamed run's start-up.
``record(frozen=True)`` makes records that cannot be changed and hash by
their fields, as a frozen dataclass's do.
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


class Field:
    """A field's options (:func:`field`): its default, and whether repr shows it."""
    __slots__ = ("default", "repr")

    def __init__(self, default: Any, repr: bool) -> None:
        self.default = default
        self.repr = repr


_NO_DEFAULT = object()


def field(*, default: Any = _NO_DEFAULT, default_factory: Any = None, repr: bool = True) -> Any:
    """A field with options, as dataclasses' ``field``: ``default_factory``
    makes its default afresh for each record, ``repr=False`` leaves it out
    of the record's repr."""
    value = Factory(default_factory) if default_factory is not None else default
    return value if repr else Field(value, repr)


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
        shown = getattr(self, "__repr_fields__", self.__fields__)
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{type(self).__qualname__}({inner})"


class _Frozen:
    """What a frozen record adds: no field changes, a hash of its fields."""

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of a frozen "
                             f"{type(self).__qualname__}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of a frozen "
                             f"{type(self).__qualname__}")

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, name) for name in self.__fields__))  # type: ignore[attr-defined]


def _declared(cls: Any) -> tuple[list[str], dict[str, Any], set[str]]:
    """The fields ``cls`` itself declares (annotated, not ClassVar), the
    defaults of all its fields (its bases' too; a :class:`Factory` for a
    default made afresh) and the fields its repr leaves out."""
    defaults: dict[str, Any] = dict(getattr(cls, "_node_defaults", {}))
    hidden: set[str] = set(getattr(cls, "_hidden_fields", ()))
    own = [name for name in cls.__dict__.get("__annotations__", {})
           if not str(cls.__annotations__[name]).startswith("ClassVar")]
    for name in own:
        if name in cls.__dict__:
            value = cls.__dict__[name]
            if isinstance(value, Field):
                if not value.repr:
                    hidden.add(name)
                value = value.default
            if value is not _NO_DEFAULT:
                defaults[name] = value
    return own, defaults, hidden


def _note_hidden(namespace: dict[str, Any], fields: tuple[str, ...], hidden: set[str]) -> None:
    """Keep the fields repr leaves out, for subclasses and for repr itself."""
    namespace["_hidden_fields"] = frozenset(hidden)
    if hidden:
        namespace["__repr_fields__"] = tuple(name for name in fields if name not in hidden)


@dataclass_transform(eq_default=True, field_specifiers=(field,))
def node(cls: T) -> T:
    """Make ``cls`` (annotated fields, defaults as class attributes or
    :func:`field`) a slotted record whose fields follow its bases'."""
    inherited: tuple[str, ...] = getattr(cls, "__fields__", ())
    own, defaults, hidden = _declared(cls)
    namespace = {key: value for key, value in cls.__dict__.items()
                 if key not in own and key not in ("__dict__", "__weakref__")}
    fields = inherited + tuple(own)
    _note_hidden(namespace, fields, hidden)
    if not issubclass(cls, Record):         # compares and prints as a dataclass
        for name in ("__eq__", "__repr__", "__hash__"):
            if name not in cls.__dict__ or (name == "__hash__" and cls.__dict__[name] is None):
                namespace[name] = Record.__dict__[name]
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


def _init_for(cls: type, fields: tuple[str, ...], defaults: dict[str, Any],
              frozen: bool = False) -> Any:
    """``cls``'s ``__init__``: the fields in order, with their defaults (a
    frozen record's set past its own ``__setattr__``)."""
    params, body = [], []
    env: dict[str, Any] = {}

    def assign(name: str, value: str) -> str:
        return f" _set(self,{name!r},{value})" if frozen else f" self.{name}={value}"

    for name in fields:
        if name not in defaults:
            params.append(name)
            body.append(assign(name, name))
        elif isinstance(defaults[name], Factory):
            env[f"_f_{name}"] = defaults[name].make
            params.append(f"{name}=_F")
            body.append(assign(name, f"_f_{name}() if {name} is _F else {name}"))
        else:
            env[f"_d_{name}"] = defaults[name]
            params.append(f"{name}=_d_{name}")
            body.append(assign(name, name))
    env["_F"] = Factory
    env["_set"] = object.__setattr__
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or " pass")
    exec(source, env)       # noqa: S102 -- the fields' names, from the class's own annotations
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


@dataclass_transform(eq_default=True, field_specifiers=(field,))
def record(cls: Any = None, /, *, frozen: bool = False) -> Any:
    """Make ``cls`` (annotated fields, defaults as class attributes or
    :func:`field`) a record like a dataclass's: ``__init__`` taking the
    fields in order (its bases' first), ``__eq__`` and ``__repr__`` by them
    unless the class writes its own; ``frozen``: unchangeable, and hashed
    by its fields.  Used as ``@record`` or ``@record(frozen=True)``."""
    def make(cls: Any) -> Any:
        inherited: tuple[str, ...] = getattr(cls, "__fields__", ())
        own, defaults, hidden = _declared(cls)
        for name in own:
            if name in cls.__dict__:            # as a dataclass: a plain default stays
                if name in defaults and not isinstance(defaults[name], Factory):
                    setattr(cls, name, defaults[name])  # as the class attribute
                else:
                    delattr(cls, name)
        fields = inherited + tuple(name for name in own if name not in inherited)
        cls.__fields__ = fields
        cls.__match_args__ = fields  # type: ignore[misc]
        cls._node_defaults = defaults
        extra: dict[str, Any] = {}
        _note_hidden(extra, fields, hidden)
        for key, value in extra.items():
            setattr(cls, key, value)
        for name in ("__eq__", "__repr__"):
            if name not in cls.__dict__:
                setattr(cls, name, Record.__dict__[name])
        if frozen:
            for name in ("__setattr__", "__delattr__", "__hash__"):
                setattr(cls, name, _Frozen.__dict__[name])
        elif cls.__dict__.get("__hash__") is None:     # mutable with eq: unhashable
            cls.__hash__ = None

        def first_init(self: Any, *args: Any, **kwargs: Any) -> None:
            init = _init_for(cls, fields, defaults, frozen)   # written when first used
            type.__setattr__(cls, "__init__", init)
            init(self, *args, **kwargs)

        cls.__init__ = first_init
        return cls

    return make if cls is None else make(cls)
