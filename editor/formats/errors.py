"""The one error type every loader raises: a list of located problems.

A problem line never echoes unbounded input: quoted values are cut to about
80 characters, and control characters in a file name or a value (a newline,
an escape sequence) are shown escaped, so one line stays one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

QUOTE_LIMIT = 80
"""How much of a value a message quotes."""
LINE_LIMIT = 400
"""The most a field path or a message may take in one problem line."""
MAX_PROBLEMS = 50
"""A file with more problems than this is reported by its first ones and a count."""


def printable(text: str) -> str:
    """*text* with control characters (newlines, escapes, bidi overrides) shown as ``\\n``, ``\\x1b`` …"""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def shorten(value: object, limit: int = QUOTE_LIMIT) -> str:
    """*value* quoted for a message: ``repr`` of text, cut to about *limit* characters."""
    text = value if isinstance(value, str) else str(value)
    cut = len(text) > limit
    shown = printable(text[:limit])
    shown = repr(shown) if isinstance(value, str) else shown
    return shown + (f"… ({len(text):,} characters)" if cut else "")


def _bounded(text: str) -> str:
    text = printable(text)
    return text if len(text) <= LINE_LIMIT else text[:LINE_LIMIT] + "…"


@dataclass(frozen=True)
class FileProblem:
    file: str
    line: int | None
    path: str | None
    message: str

    def __post_init__(self) -> None:
        # Bounded and escaped once, here, so that every place showing a problem
        # (the command line, the window's dialogs) shows the same safe text.
        object.__setattr__(self, "message", _bounded(self.message))
        if self.path is not None:
            object.__setattr__(self, "path", _bounded(self.path))

    def __str__(self) -> str:
        where = printable(self.file) + (f":{self.line}" if self.line else "")
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"


class DocumentError(Exception):
    """A file could not be read as a résumé. ``problems`` says every reason."""

    def __init__(self, problems: list[FileProblem]):
        self.problems = problems
        super().__init__("\n".join(self.lines()))

    def lines(self) -> list[str]:
        """One line per problem; past :data:`MAX_PROBLEMS`, a count of the rest."""
        shown = [str(p) for p in self.problems[:MAX_PROBLEMS]]
        if len(self.problems) > MAX_PROBLEMS:
            first = self.problems[0]
            shown.append(f"{printable(first.file)}: … and {len(self.problems) - MAX_PROBLEMS:,} more problems")
        return shown

    @classmethod
    def single(cls, file: str | Path, message: str, line: int | None = None, path: str | None = None) -> "DocumentError":
        return cls([FileProblem(str(file), line, path, message)])


_OS_PROBLEMS = {
    "ENOENT": "no such file", "EACCES": "permission denied", "EPERM": "permission denied",
    "EISDIR": "is a folder, not a file", "ENOTDIR": "a part of the path is a file, not a folder",
    "ELOOP": "the path is a loop of symbolic links", "ENAMETOOLONG": "the file name is too long",
    "EROFS": "the disk is read-only", "ENOSPC": "the disk is full", "EDQUOT": "the disk quota is used up",
    "EEXIST": "already exists", "EXDEV": "is on another disk",
}


def os_problem(error: OSError) -> str:
    """What went wrong, in words, for an error from the operating system."""
    import errno

    reason = getattr(error, "reason", None)
    if reason:  # Vitae's own refusal says it in its own words
        return str(reason)
    name = errno.errorcode.get(error.errno or 0, "")
    text = error.strerror or str(error)
    return _OS_PROBLEMS.get(name) or text[:1].lower() + text[1:]
