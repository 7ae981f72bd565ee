"""Which résumé format a file holds, told from its content, and reading it as such.

Two tables decide, in order. :data:`BYTE_FORMATS` recognises a file from its
bytes before any parser runs (a ZIP of LinkedIn's CSVs, a CSV, an
academicpages Markdown page); each row names its test and its importer, so a
new format is one more row. Everything else is parsed as JSON or YAML (the
file name only chooses the parser) and :func:`format_of` tells the schema
from the data, so a JSON Resume saved as ``cv.txt`` still imports, and a
random JSON object is refused with a message saying what it is not.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from .errors import DocumentError, FileProblem
from .interchange import ImportResult, type_name
from .native import parse, validate
from .reading import read_input, size_text, too_large


@dataclass(frozen=True)
class ByteFormat:
    """A format recognised from the raw bytes and file name, read by ``module:function``."""

    name: str
    matches: Callable[[bytes, str], bool]
    importer: str


def _is_zip(raw: bytes, filename: str) -> bool:
    return raw.startswith(b"PK\x03\x04") or raw.startswith(b"PK\x05\x06")


def _is_csv(raw: bytes, filename: str) -> bool:
    from .linkedin import looks_like_csv

    return looks_like_csv(raw, filename)


def _is_markdown(raw: bytes, filename: str) -> bool:
    from .academicpages import looks_like_markdown

    return looks_like_markdown(raw, filename)


def _is_pdf(raw: bytes, filename: str) -> bool:
    return b"%PDF-" in raw[:1024]


BYTE_FORMATS: tuple[ByteFormat, ...] = (
    ByteFormat("pdf", _is_pdf, "pdf_import:import_pdf"),
    ByteFormat("linkedin", _is_zip, "linkedin:import_linkedin_zip"),
    ByteFormat("linkedin-csv", _is_csv, "linkedin:import_linkedin_csv"),
    ByteFormat("academicpages", _is_markdown, "academicpages:import_academicpages"),
)
DATA_FORMATS: dict[str, str] = {
    "jsonresume": "jsonresume:import_jsonresume",
    "rendercv": "rendercv:import_rendercv",
    "reactive-resume": "reactive_resume:import_reactive_resume",
}
FORMATS: tuple[str, ...] = ("vitae", *DATA_FORMATS, *(row.name for row in BYTE_FORMATS))
KNOWN = "a Vitae, JSON Resume, RenderCV or Reactive Resume file"

MAX_IMPORT_BYTES = 64 * 1024 * 1024
"""The largest file any importer takes: a LinkedIn archive with its messages
can be tens of MB (only its few résumé CSVs are read, 8 MB at most)."""
MAX_PDF_BYTES = 25 * 1024 * 1024
"""A PDF carries its fonts and maybe a photo (the reader's own cap, :mod:`.pdf_import.limits`)."""
MAX_TEXT_BYTES = 5 * 1024 * 1024
"""Every other import is text (JSON, YAML, CSV, Markdown): the cap of every résumé file."""

_JSONRESUME_SECTIONS = {"work", "volunteer", "education", "awards", "certificates", "publications", "skills",
                        "languages", "interests", "references", "projects", "meta", "$schema"}
_JSONRESUME_BASICS = {"label", "url", "image", "summary", "name", "email", "phone", "location", "profiles"}
_VITAE_ONLY = {"schema_version", "sections", "design"}
_VITAE_BASICS = {"name", "headline", "website", "photo", "email", "phone", "location", "profiles"}
_PATH_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def read_import(path: str | Path) -> bytes:
    """The bytes of the regular file *path*, refused unread when no importable file is that large."""
    return read_input(path, MAX_IMPORT_BYTES)


def detect_format(raw: bytes, filename: str) -> str:
    """One of :data:`FORMATS`; :class:`DocumentError` when the file is none of them."""
    for row in BYTE_FORMATS:
        if row.matches(raw, filename):
            return row.name
    data, _ = parse(raw, filename)
    return format_of(data, filename)


def format_of(data: object, filename: str) -> str:
    if data is None:
        raise DocumentError.single(filename, "is empty")
    if not isinstance(data, dict):
        raise DocumentError.single(filename, f"holds {type_name(data)} at the top, not a résumé")
    keys = set(data)
    if isinstance(data.get("cv"), dict):
        return "rendercv"
    if isinstance(data.get("sections"), dict) and isinstance(data.get("basics"), dict):
        return "reactive-resume"  # Vitae's sections are a list; Reactive Resume's a mapping
    if keys & _VITAE_ONLY:
        return "vitae"
    if keys & _JSONRESUME_SECTIONS:
        return "jsonresume"
    basics = data.get("basics")
    if isinstance(basics, dict):
        if set(basics) & {"label", "url", "image", "summary"} or isinstance(basics.get("location"), dict):
            return "jsonresume"
        if set(basics) & {"headline", "website", "photo"} or "languages" in keys:
            return "vitae"
        if set(basics) & (_JSONRESUME_BASICS | _VITAE_BASICS):
            # Only a name and contact details: both formats read it the same way.
            return "jsonresume" if filename.lower().endswith(".json") else "vitae"
        found = ", ".join(sorted(map(str, basics))[:8]) or "nothing"
        raise DocumentError.single(filename, f"is not {KNOWN} (its basics hold: {found})")
    found = ", ".join(sorted(map(str, keys))[:8]) or "nothing"
    raise DocumentError.single(filename, f"is not {KNOWN} (its top level holds: {found})")


def import_cap(source: str | None) -> int:
    """The largest file format *source* is read from (None: a text format)."""
    return {"pdf": MAX_PDF_BYTES, "linkedin": MAX_IMPORT_BYTES}.get(source or "", MAX_TEXT_BYTES)


def import_file(raw: bytes, filename: str, source: str | None = None) -> ImportResult:
    """Read *raw* as *source* (detected when ``None``) into a Vitae résumé plus notes."""
    if len(raw) > MAX_IMPORT_BYTES:
        raise DocumentError.single(filename, too_large(len(raw), MAX_IMPORT_BYTES))
    if source is not None and source not in FORMATS:
        raise ValueError(f"unknown format {source!r}; expected one of {', '.join(FORMATS)}")
    rows = {row.name: row for row in BYTE_FORMATS}
    if source is None:
        source = next((row.name for row in BYTE_FORMATS if row.matches(raw, filename)), None)
    cap = import_cap(source)
    if len(raw) > cap:
        what = {"pdf": "a PDF résumé", "linkedin": "a LinkedIn export"}.get(source or "", "a résumé file")
        raise DocumentError.single(filename, f"is {size_text(len(raw))}; {what} may be at most {size_text(cap)}")
    if source in rows:
        return _run(rows[source].importer, raw, filename)
    repeated: list[str] = []
    data, lines = parse(raw, filename, repeated)
    source = source or format_of(data, filename)
    if source == "vitae":
        return ImportResult(validate(data, lines, filename), repeated)
    try:
        result = _run(DATA_FORMATS[source], data, filename)
    except DocumentError as error:
        named = _named_shape(data)
        if named is not None:  # a FRESH résumé's `skills: {sets: …}` is no JSON Resume error
            raise DocumentError.single(filename, f"is not {KNOWN}: it looks like {named}") from None
        raise DocumentError([_located(problem, lines) for problem in error.problems]) from None
    result = _not_empty(result, filename, data)
    return replace(result, notes=[*repeated, *result.notes]) if repeated else result


def _run(importer: str, data: object, filename: str) -> ImportResult:
    module, function = importer.split(":")
    return getattr(importlib.import_module(f"{__package__}.{module}"), function)(data, filename)


def _not_empty(result: ImportResult, filename: str, data: object) -> ImportResult:
    """A file that gave no entry and holds keys its format does not know (two or more),
    or not even a name, was in some other schema: refuse it, saying what it looks like."""
    resume = result.resume
    if any(section.entries for section in resume.sections):
        return result
    unknown = [note.split(":", 1)[0] for note in result.notes
               if re.match(r"^[^.\[:\s]+: not an? [\w ]+ (?:field|section)", note)]
    if resume.basics.name and len(unknown) < 2:
        return result
    looks = looks_like(data)
    maps = "only a name maps" if resume.basics.name else "nothing in it reads as a name or an entry"
    raise DocumentError.single(filename, f"is not {KNOWN}: it looks like {looks}; {maps}")


_SHAPES: tuple[tuple[Callable[[dict], bool], str], ...] = (
    (lambda d: "employment" in d or ("info" in d and "contact" in d), "a FRESH résumé"),
    (lambda d: "SkillsPassport" in d or "LearnerInfo" in d, "a Europass CV"),
    (lambda d: "dependencies" in d or "devDependencies" in d or "scripts" in d, "an npm package.json"),
    (lambda d: d.get("type") in ("FeatureCollection", "Feature"), "GeoJSON"),
    (lambda d: "openapi" in d or "swagger" in d, "an OpenAPI description"),
)


def _named_shape(data: object) -> str | None:
    if isinstance(data, dict):
        for matches, name in _SHAPES:
            if matches(data):
                return name
    return None


def looks_like(data: object) -> str:
    """What a file in an unknown schema seems to be: a known shape, else its top-level keys."""
    named = _named_shape(data)
    if named is not None:
        return named
    if isinstance(data, dict):
        keys = ", ".join(sorted(map(str, data))[:8]) or "nothing"
        return f"another schema (its top level holds: {keys})"
    return type_name(data)


def _located(problem: FileProblem, lines: dict) -> FileProblem:
    """*problem* with the line its path starts on, when the parser recorded one."""
    if problem.line is not None or not problem.path:
        return problem
    loc = tuple(int(index) if index else key for key, index in _PATH_PART.findall(problem.path))
    for end in range(len(loc), 0, -1):
        if loc[:end] in lines:
            return replace(problem, line=lines[loc[:end]])
    return problem
