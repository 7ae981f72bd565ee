"""Import third-party modules without paying for the parts a résumé never uses.

Two costs of a cold ``vitae export`` come from libraries doing work at import
time that Vitae's PDFs never need:

* **Patterns.** reportlab and PyYAML compile a few patterns over wide
  Unicode ranges when their modules are imported: a case-insensitive URL
  pattern in reportlab's paragraph module alone costs 26 ms, a tenth of a
  whole ``vitae export``, and a résumé never uses it. Inside
  :func:`deferred_compiles`, ``re.compile`` of a pattern that spans
  characters beyond U+07FF returns a :class:`LazyPattern`, which compiles on
  its first use and then behaves exactly like the compiled pattern (the trick
  Bazaar used for its start-up time). Other patterns compile at once.
* **Plugin discovery.** The first time pydantic builds a validator it looks
  for plugins in every installed package's metadata, importing
  ``importlib.metadata`` and the ``email`` parser to do so (15–20 ms).
  Vitae's own program uses no pydantic plugins: :func:`without_pydantic_plugins`
  answers "none" without looking. Library users of ``editor`` keep theirs.
* **Pillow.** reportlab imports ``PIL.Image`` (9 ms with its EXIF tables) in
  case a document holds raster images; Vitae draws none. :func:`lean_imports`
  registers ``PIL.Image`` with the standard library's ``LazyLoader``, which
  runs the module the first time one of its attributes is used.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import sys
import threading
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_WIDE = "\u0800"
_compile_now = re.compile
_lock = threading.Lock()
_depth = 0
_deferring: dict[int, int] = {}
"""Thread id → how many deferred_compiles blocks that thread is inside."""


class LazyPattern:
    """Stands in for ``re.compile(pattern, flags)`` until an attribute is used."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._args = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        # Called only for attributes not yet copied here: after the first use
        # every attribute asked for is a plain instance attribute.
        compiled = self.__dict__.get("_compiled")
        if compiled is None:
            compiled = self._compiled = _compile_now(*self._args)
        value = getattr(compiled, name)
        setattr(self, name, value)
        return value

    def __repr__(self) -> str:
        return f"LazyPattern({self._args[0]!r}, {self._args[1]!r})"


def _compile_later(pattern: Any, flags: int = 0) -> Any:
    # The patch is process-wide (modules call re.compile through the module),
    # but only the threads inside a block defer: a window built on the GUI
    # thread while the render thread imports reportlab gets real patterns.
    if (threading.get_ident() in _deferring and isinstance(pattern, str)
            and max(pattern, default="\0") >= _WIDE):
        return LazyPattern(pattern, flags)
    return _compile_now(pattern, flags)


@contextmanager
def deferred_compiles() -> Iterator[None]:
    """Within the block, wide-range patterns passed to ``re.compile`` compile lazily.

    Meant to wrap ``import`` statements of third-party modules. Blocks may
    nest and may run in several threads at once: the patch stays in place
    until the last one ends, and only the threads inside a block defer.
    (The lock is never held across the block, so an import inside it cannot
    deadlock against another thread's import.)
    """
    from . import patches

    if not patches.applies("deferred-patterns"):
        yield
        return
    global _depth
    me = threading.get_ident()
    with _lock:
        _depth += 1
        _deferring[me] = _deferring.get(me, 0) + 1
        re.compile = _compile_later  # type: ignore[assignment]
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            _deferring[me] -= 1
            if not _deferring[me]:
                del _deferring[me]
            if not _depth:
                re.compile = _compile_now  # type: ignore[assignment]


def lazy_module(name: str) -> None:
    """Register module *name* so that it runs on first attribute access.

    Nothing happens when it is already imported or cannot be found; its
    parent package is imported now (the Python documentation's recipe).
    """
    if name in sys.modules:
        return
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        return
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent:
        setattr(sys.modules[parent], child, module)


@contextmanager
def lean_imports() -> Iterator[None]:
    """Wrap imports of reportlab and PyYAML: see the module's documentation."""
    lazy_module("PIL.Image")
    with deferred_compiles():
        yield


class _NoPydanticPlugins(types.ModuleType):
    """Stands in for ``pydantic.plugin._loader``: no plugins, found without a scan.

    Any other name a later pydantic asks of it comes from the real module.
    """

    @staticmethod
    def get_plugins() -> tuple:
        return ()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # the import system probing (__path__ …): a plain module
            raise AttributeError(name)
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return getattr(importlib.import_module(self.__name__), name)


def without_pydantic_plugins() -> None:
    """For the ``vitae`` program only, before the model is imported."""
    from . import patches

    name = "pydantic.plugin._loader"
    if name not in sys.modules and patches.applies("no-pydantic-plugins"):
        sys.modules[name] = _NoPydanticPlugins(name)
