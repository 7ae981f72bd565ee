"""``vitae translations``: each field missing or outdated in a language, one line each,
and ``--accept``: the present translations recorded as made from the present sources.

What counts as missing or outdated is :mod:`editor.editing.translation`'s rule; this
module reads the file, says it line by line, and writes the record back through
:func:`editor.formats.native.save` (atomically, keeping a hand-written file's comments).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from ..editing.modelpath import ModelPath
from ..editing.translation import record_accepted, states, texts
from ..model import Resume
from .errors import DocumentError, printable


def path_text(path: ModelPath) -> str:
    """``("sections", 0, "entries", 1, "role")`` → ``sections[0].entries[1].role``, as problems name fields."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


def _line_of(lines: dict, path: ModelPath) -> int | None:
    for end in range(len(path), 0, -1):  # the field's own line, else its nearest parent's
        line = lines.get(path[:end])
        if line:
            return int(line)
    return None


def read(path: Path) -> tuple[Resume, dict]:
    """The résumé in *path* and the line of each of its fields."""
    from .native import parse, validate
    from .reading import read_input

    data, lines = parse(read_input(path), str(path))
    return validate(data, lines, str(path)), lines


def chosen_languages(resume: Resume, path: Path, lang: str | None) -> list[str]:
    """The languages to look at: *lang*, or all but the default. A language the résumé
    lacks is bad input, named in one line."""
    if lang is None:
        return [tag for tag in resume.languages if tag != resume.default_language]
    if lang not in resume.languages:
        raise DocumentError.single(path, f"has no {lang!r} text (its languages: {', '.join(resume.languages)})",
                                   path="languages")
    return [lang]


def report(resume: Resume, lines: dict, path: Path, languages: list[str]) -> Iterator[str]:
    """``cv.yaml:47: sections[0].entries[0].highlights[0]: de: outdated`` for each field,
    language by language in document order."""
    for field, lang, state in states(resume, languages):
        line = _line_of(lines, field)
        where = printable(str(path)) + (f":{line}" if line else "")
        yield f"{where}: {path_text(field)}: {lang}: {state}"


def accepted(resume: Resume, languages: list[str]) -> tuple[Resume, int]:
    """*resume* with the present translations in *languages* recorded as current, and how
    many were outdated before."""
    outdated = sum(1 for _, _, state in states(resume, languages) if state == "outdated")
    fields = [(field, lang) for lang in languages for field, _ in texts(resume)]
    result = resume.model_copy(update={"translated_from": record_accepted(resume, fields)})
    return result, outdated


def run(path: Path, lang: str | None, accept: bool, say: Callable[[str], None]) -> int:
    """The command: list, or accept and say how many were outdated."""
    resume, lines = read(path)
    languages = chosen_languages(resume, path, lang)
    if accept:
        from .native import save

        result, outdated = accepted(resume, languages)
        if result.translated_from != resume.translated_from:
            save(result, path)
        say(f"{printable(str(path))}: {outdated} outdated translation{'s' if outdated != 1 else ''} accepted; "
            f"every present translation in {', '.join(languages) or 'no other language'} is now current")
        return 0
    found = False
    for line in report(resume, lines, path, languages):
        say(line)
        found = True
    if not found:
        say(f"{printable(str(path))}: every field is translated and current in {', '.join(languages) or 'no other language'}")
    return 0
