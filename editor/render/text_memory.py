"""What renders remember about text, in one list that ``forget_text()`` empties.

Each cache of parsed paragraphs, line breaks, markup, script checks or font
subsets registers its ``clear`` here where it is defined, so a new cache
cannot be left out of "forget everything about text" (the benchmarks time a
document the process has never seen with it, and it gives the memory back).
A render that has no render after it to gain from them (a one-shot export)
keeps only the paragraphs that repeat in it: :func:`kept`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable, Iterator
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


_seen: ContextVar[set[int] | None] = ContextVar("text_seen", default=None)
"""In a render that keeps only repeats (:func:`kept`): the hashes of the paragraphs it has made."""


def worth_keeping(key: Hashable) -> bool:
    """Whether what the render under way made of the paragraph *key* is kept for the
    paragraphs and renders after it: always, or, in a render that keeps only repeats,
    once *key* comes a second time (a hash seen before: a rare clash only keeps one more)."""
    seen = _seen.get()
    if seen is None:
        return True
    digest = hash(key)
    if digest in seen:
        return True
    seen.add(digest)
    return False


@contextlib.contextmanager
def kept(everything: bool) -> Iterator[None]:
    """Renders inside keep what they make of every paragraph, or only of those that come
    again (``RenderRequest.remember_text``); per thread, so the preview's worker has its own."""
    token = _seen.set(None if everything else set())
    try:
        yield
    finally:
        _seen.reset(token)
