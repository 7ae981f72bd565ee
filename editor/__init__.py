"""Vitae: a desktop résumé editor.

A small scripting API (imports stay lazy so ``vitae export`` starts fast)::

    import editor
    resume = editor.load("cv.yaml")
    pdf = editor.export_pdf(resume, "cv-en.pdf", template="academic", lang="en")
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import Resume

__version__ = "0.1.0"


def load(path: str | Path) -> "Resume":
    """Read a Vitae file (YAML or JSON). Raises ``editor.formats.DocumentError``."""
    from .formats import load as _load

    return _load(path)


def save(resume: "Resume", path: str | Path) -> None:
    """Write a Vitae YAML file atomically; over a file written by hand, its comments,
    key order and quoting stay where the content did not change."""
    from .formats import save as _save

    _save(resume, path)


def export_pdf(resume: "Resume", out: str | Path | None = None, *, template: str | None = None,
               lang: str | None = None) -> bytes:
    """Render *resume* to PDF bytes; also write them atomically to *out* if given.

    *out* is refused (``editor.formats.atomic.OutputRefused``, an ``OSError``)
    when it is the file *resume* was loaded from, or not a regular file."""
    from .render import render_pdf

    if out is not None:
        from .formats.atomic import output_target, refuse_same_file
        from .formats.native import source_of

        source = source_of(resume)
        refuse_same_file(out, [source] if source else [])
        output_target(out)
    data = render_pdf(resume, template=template, lang=lang)
    if out is not None:
        from .formats.atomic import atomic_write

        atomic_write(out, data)
    return data
