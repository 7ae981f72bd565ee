"""The one error type every loader raises: a list of located problems."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class FileProblem:
    file: str
    line: int | None
    path: str | None
    message: str

    def __str__(self) -> str:
        where = self.file + (f":{self.line}" if self.line else "")
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"


class DocumentError(Exception):
    """A file could not be read as a résumé. ``problems`` says every reason."""

    def __init__(self, problems: list[FileProblem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))

    @classmethod
    def single(cls, file: str | Path, message: str, line: int | None = None) -> "DocumentError":
        return cls([FileProblem(str(file), line, None, message)])
