"""What renders remember about text, in one list that ``forget_text()`` empties.

Each cache of parsed paragraphs, line breaks, markup, script checks or font
subsets registers its ``clear`` here where it is defined, so a new cache
cannot be left out of "forget everything about text" (the benchmarks time a
document the process has never seen with it, and it gives the memory back).
"""

from __future__ import annotations

from collections.abc import Callable
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
