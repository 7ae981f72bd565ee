"""What renders remember about text, in one list that ``forget_text()`` empties.

Each cache of parsed paragraphs, line breaks, markup, script checks or font
subsets registers its ``clear`` here where it is defined, so a new cache
cannot be left out of "forget everything about text" (the benchmarks time a
document the process has never seen with it, and it gives the memory back).
A render that has no render after it to gain from them (a one-shot export)
adds no paragraph to them: :func:`kept`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import TypeVar

_CLEARS: list[Callable[[], object]] = []

Cache = TypeVar("Cache")


def remembers_text(cache: Cache) -> Cache:
    """Register *cache* (anything with ``cache_clear()`` or ``clear()``); return it unchanged."""
    clear = getattr(cache, "cache_clear", None) or getattr(cache, "clear")
    _CLEARS.append(clear)
    return cache


def on_forget(clear: Callable[[], object]) -> Callable[[], object]:
    """Register a function that forgets some remembered text (a decorator)."""
    _CLEARS.append(clear)
    return clear


def forget_all() -> None:
    for clear in _CLEARS:
        clear()


_keeping: ContextVar[bool] = ContextVar("keeping_text", default=True)


def keeping() -> bool:
    """Whether the render under way keeps what it makes of its paragraphs for later renders."""
    return _keeping.get()


@contextlib.contextmanager
def kept(keep: bool) -> Iterator[None]:
    """Renders inside keep what they make of their paragraphs for later renders, or not
    (``RenderRequest.remember_text``); per thread, so the preview's worker keeps its own."""
    token = _keeping.set(keep)
    try:
        yield
    finally:
        _keeping.reset(token)
