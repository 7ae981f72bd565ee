"""Compile a library's costly regular expressions when first used, not on import.

reportlab and PyYAML compile a few patterns over wide Unicode ranges when
their modules are imported: a case-insensitive URL pattern in reportlab's
paragraph module alone costs 26 ms, a tenth of a whole ``vitae export``, and
a résumé never uses it. Inside :func:`deferred_compiles`, ``re.compile`` of a
pattern that spans characters beyond U+07FF returns a :class:`LazyPattern`,
which compiles on its first use and then behaves exactly like the compiled
pattern (the trick Bazaar used for its start-up time). Other patterns compile
at once, as usual.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_WIDE = "\u0800"
_compile_now = re.compile
_lock = threading.Lock()
_depth = 0


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
    if isinstance(pattern, str) and max(pattern, default="\0") >= _WIDE:
        return LazyPattern(pattern, flags)
    return _compile_now(pattern, flags)


@contextmanager
def deferred_compiles() -> Iterator[None]:
    """Within the block, wide-range patterns passed to ``re.compile`` compile lazily.

    Meant to wrap ``import`` statements of third-party modules. Blocks may
    nest and may run in several threads at once: the patch stays in place
    until the last one ends. (The lock is never held across the block, so an
    import inside it cannot deadlock against another thread's import.)
    """
    global _depth
    with _lock:
        _depth += 1
        re.compile = _compile_later  # type: ignore[assignment]
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if not _depth:
                re.compile = _compile_now  # type: ignore[assignment]
