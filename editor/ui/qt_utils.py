"""Small Qt helpers shared by the panels."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject


@contextmanager
def signals_blocked(*objects: QObject) -> Iterator[None]:
    """Update widgets from the model without their signals echoing back as edits."""
    previous = [obj.blockSignals(True) for obj in objects]
    try:
        yield
    finally:
        for obj, was_blocked in zip(objects, previous):
            obj.blockSignals(was_blocked)
