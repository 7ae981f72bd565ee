"""Turn pydantic's validation errors into sentences a person can act on.

Each problem names the field path as written in the file
(``sections[2].entries[0].start``), the problem, and for an unknown key the
nearest known key (``hightlights`` → ``highlights``).
"""

from __future__ import annotations

import difflib
import typing
from dataclasses import dataclass

from pydantic import BaseModel, ValidationError

from .kinds import ENTRY_KINDS

Loc = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    loc: Loc
    message: str

    @property
    def path(self) -> str:
        return format_loc(self.loc)


def format_loc(loc: Loc) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            part = part if len(str(part)) <= QUOTE_LIMIT else f"{str(part)[:QUOTE_LIMIT]}…"
            out += f".{part}" if out else str(part)
    return out or "(top level)"


def _models_in(annotation: object) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found: list[type[BaseModel]] = []
    for arg in typing.get_args(annotation):
        found.extend(_models_in(arg))
    return found


def _model_at(root: type[BaseModel], loc: Loc) -> type[BaseModel] | None:
    """The model class holding the fields at *loc*; None where it cannot tell.

    Inside a list of entries pydantic puts the entry's kind in the loc after
    the index, which is how a tagged union is resolved here.
    """
    current: type[BaseModel] | None = root
    for part in loc:
        if isinstance(part, int):
            continue
        if part in ENTRY_KINDS and (current is None or part not in current.model_fields):
            current = ENTRY_KINDS[part]
            continue
        field = current.model_fields.get(part) if current else None
        models = _models_in(field.annotation) if field else []
        current = models[0] if len(models) == 1 else None
    return current


def _strip_tags(loc: Loc) -> Loc:
    """Drop the discriminator tag pydantic inserts after an entry index."""
    out: list[str | int] = []
    for i, part in enumerate(loc):
        if isinstance(part, str) and part in ENTRY_KINDS and i > 0 and isinstance(loc[i - 1], int):
            continue
        out.append(part)
    return tuple(out)


def _message(error: dict, root: type[BaseModel]) -> str:
    kind = error["type"]
    loc = error["loc"]
    if kind == "extra_forbidden":
        parent = _model_at(root, loc[:-1])
        known = list(parent.model_fields) if parent else []
        hint = difflib.get_close_matches(str(loc[-1]), known, n=1, cutoff=0.6)
        text = f"unknown key {_short(loc[-1])}"
        return text + (f" (did you mean {hint[0]!r}?)" if hint else "")
    if kind == "missing":
        return "is required"
    if kind == "union_tag_invalid":
        kinds = ", ".join(ENTRY_KINDS)
        return f"unknown kind {_short(error['input'].get('kind'))}; expected one of: {kinds}"
    if kind == "union_tag_not_found":
        return "needs a 'kind' (" + ", ".join(ENTRY_KINDS) + ")"
    if kind == "literal_error":  # the expected values keep their case: 'A4' or 'Letter', got 'a4'
        return f"{_lower_first(error['msg'])}, got {_short(error['input'])}"
    if kind == "too_long":
        most = error.get("ctx", {}).get("max_length")
        items = error.get("input")
        count = f"{len(items):,} items" if isinstance(items, (list, tuple, dict, str)) else "too many items"
        return f"has {count}; at most {most} are allowed"
    message = error["msg"]
    if message.startswith("Value error, "):
        message = message[len("Value error, "):]
    elif kind not in ("value_error", "assertion_error"):
        message = f"{_lower_first(message)}, got {_short(error.get('input'))}"
    return message


def _lower_first(message: str) -> str:
    return message[:1].lower() + message[1:]


QUOTE_LIMIT = 80
"""How much of a value a message quotes: a 2-million-character field is not echoed back."""


def _short(value: object) -> str:
    """*value* as a message quotes it: ``repr``, cut to about :data:`QUOTE_LIMIT` characters."""
    if isinstance(value, str) and len(value) > QUOTE_LIMIT:
        return repr(value[:QUOTE_LIMIT]) + f"… ({len(value):,} characters)"
    if isinstance(value, (list, tuple, dict)) and len(value) > 8:
        return f"{type(value).__name__} of {len(value):,} items"
    text = repr(value)
    return text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT] + "…"


def problems_from(error: ValidationError, root: type[BaseModel]) -> list[Problem]:
    problems = []
    for item in error.errors(include_url=False):
        loc = tuple(item["loc"])
        problems.append(Problem(_strip_tags(loc), _message(dict(item), root)))
    return problems
