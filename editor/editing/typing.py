"""When keystrokes stop being one undo step: a pause, or typing somewhere else.

Qt merges consecutive commands with the same ``id``; these rules say when the
next keystroke continues the step being typed. Without them one Ctrl+Z took
back everything typed into a field since it was entered (about 150 characters
in two bursts, in one afternoon's use).
"""

from __future__ import annotations

TYPING_PAUSE_S = 1.0  # a pause this long starts a new undo step


def edit_span(old: str, new: str) -> tuple[int, int, int]:
    """Where *new* differs from *old*: (start, end in old, end in new).

    Inserting "x" at 3 gives (3, 3, 4); Backspace before 3 gives (2, 3, 2).
    """
    limit = min(len(old), len(new))
    start = 0
    while start < limit and old[start] == new[start]:
        start += 1
    tail = 0
    while tail < limit - start and old[len(old) - 1 - tail] == new[len(new) - 1 - tail]:
        tail += 1
    return start, len(old) - tail, len(new) - tail


def continues_at(caret: int, old: str, new: str) -> bool:
    """Whether the edit from *old* to *new* touches *caret* (where the last one ended):
    typing on, Backspace or Delete there. An edit anywhere else means the caret moved."""
    start, old_end, _new_end = edit_span(old, new)
    return start <= caret <= old_end


def caret_after(old: str, new: str) -> int:
    """Where the caret is after typing *old* → *new*: the end of the changed stretch."""
    return edit_span(old, new)[2]
