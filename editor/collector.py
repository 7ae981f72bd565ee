"""Python's cycle collector, paused while Vitae builds what lives on."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def collector_paused(*, freeze: bool) -> Iterator[None]:
    """Run the block without the cycle collector, then give it back as it was.

    A one-shot command or a window's start builds a few hundred thousand
    long-lived objects (modules, pydantic validators, font tables, widgets)
    and almost no garbage cycles, so the collector's passes over them are pure
    overhead: about a tenth of a cold `vitae export`, 10–25 ms a pass while a
    window is built. Memory barely moves without it (a 40-page CV rendered
    three times: +7 MiB); the one steady source of cycles, reportlab drawing
    paragraphs, is collected where pages are laid out (every few pages of a
    long CV: ``render/pdf_file.py``). With *freeze*, what the block built is frozen
    first, so no later collection walks it again: for a process that ends
    with the command (nor does its shutdown), or for the objects a window
    keeps as long as it runs.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            gc.freeze()
        if was_enabled:
            gc.enable()
