"""Which résumé format a file holds, told from its content, and reading it as such.

The file name only chooses between the JSON and YAML parsers (as for
Vitae's own files); what the data holds decides the format, so a JSON Resume
saved as ``cv.txt`` still imports, and a random JSON object is refused with
a message saying what was found instead.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Literal

from .errors import DocumentError, FileProblem
from .interchange import ImportResult, type_name
from .native import parse, validate

Format = Literal["vitae", "jsonresume", "rendercv"]
FORMATS: tuple[str, ...] = ("vitae", "jsonresume", "rendercv")

_JSONRESUME_SECTIONS = {"work", "volunteer", "education", "awards", "certificates", "publications", "skills",
                        "languages", "interests", "references", "projects", "meta", "$schema"}
_JSONRESUME_BASICS = {"label", "url", "image", "summary"}
_VITAE_ONLY = {"schema_version", "sections", "design"}
_VITAE_BASICS = {"headline", "website", "photo"}
_PATH_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def detect_format(raw: bytes, filename: str) -> Format:
    """``vitae``, ``jsonresume`` or ``rendercv``; :class:`DocumentError` when it is none of them."""
    data, _ = parse(raw, filename)
    return format_of(data, filename)


def format_of(data: object, filename: str) -> Format:
    if data is None:
        raise DocumentError.single(filename, "is empty")
    if not isinstance(data, dict):
        raise DocumentError.single(filename, f"holds {type_name(data)} at the top, not a résumé")
    keys = set(data)
    if isinstance(data.get("cv"), dict):
        return "rendercv"
    if keys & _VITAE_ONLY:
        return "vitae"
    if keys & _JSONRESUME_SECTIONS:
        return "jsonresume"
    basics = data.get("basics")
    if isinstance(basics, dict):
        if set(basics) & _JSONRESUME_BASICS or isinstance(basics.get("location"), dict):
            return "jsonresume"
        if set(basics) & _VITAE_BASICS or "languages" in keys:
            return "vitae"
        # Only a name and contact details: both formats read it the same way.
        return "jsonresume" if filename.lower().endswith(".json") else "vitae"
    found = ", ".join(sorted(map(str, keys))[:8]) or "nothing"
    raise DocumentError.single(
        filename, f"is not a Vitae, JSON Resume or RenderCV résumé (its top level holds: {found})"
    )


def import_file(raw: bytes, filename: str, source: str | None = None) -> ImportResult:
    """Read *raw* as *source* (detected when ``None``) into a Vitae résumé plus notes."""
    data, lines = parse(raw, filename)
    source = source or format_of(data, filename)
    if source == "vitae":
        return ImportResult(validate(data, lines, filename), [])
    if source == "jsonresume":
        from .jsonresume import import_jsonresume as importer
    elif source == "rendercv":
        from .rendercv import import_rendercv as importer
    else:
        raise ValueError(f"unknown format {source!r}; expected one of {', '.join(FORMATS)}")
    try:
        return importer(data, filename)
    except DocumentError as error:
        raise DocumentError([_located(problem, lines) for problem in error.problems]) from None


def _located(problem: FileProblem, lines: dict) -> FileProblem:
    """*problem* with the line its path starts on, when the parser recorded one."""
    if problem.line is not None or not problem.path:
        return problem
    loc = tuple(int(index) if index else key for key, index in _PATH_PART.findall(problem.path))
    for end in range(len(loc), 0, -1):
        if loc[:end] in lines:
            return replace(problem, line=lines[loc[:end]])
    return problem
