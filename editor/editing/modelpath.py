"""Addressing values inside a résumé by path, and validated replacement.

A path is a tuple of field names and list indexes, read from the root::

    ("basics", "email")
    ("sections", 2, "entries", 0, "highlights", 1)

The model is mutable (pydantic ``validate_assignment``), but a failing
``model_validator(mode="after")`` still leaves the bad value assigned. So a new
value is first tried on a shallow copy of its parent (:func:`validated`), and
only a value that passed is written to the live model (:func:`assign`).
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ValidationError

from ..model import Resume
from ..model.errors import problems_from

ModelPath = tuple[str | int, ...]


_PART = re.compile(r"\.?([A-Za-z_][A-Za-z0-9_-]*)|\[(\d+)\]")


def parse_path(text: str) -> ModelPath | None:
    """``sections[2].entries[0].start`` → ``("sections", 2, "entries", 0, "start")``;
    None when *text* is not a path in that form (the form problems and notes use)."""
    parts: list[str | int] = []
    position = 0
    while position < len(text):
        match = _PART.match(text, position)
        if match is None or (match.group(0).startswith(".") and not parts):
            return None
        name, index = match.groups()
        parts.append(int(index) if index is not None else name)
        position = match.end()
    return tuple(parts) or None


def index_at(path: ModelPath, position: int) -> int:
    """The list index at *position* of *path* (``("sections", 2, …)`` at 1 → 2)."""
    part = path[position]
    if not isinstance(part, int):
        raise TypeError(f"{path!r} has no list index at {position}")
    return part


class EditRejected(ValueError):
    """A value the model does not accept; the message is a sentence for the user."""


def value_at(root: Resume, path: ModelPath) -> Any:
    node: Any = root
    for part in path:
        node = node[part] if isinstance(part, int) else getattr(node, part)
    return node


def exists(root: Resume, path: ModelPath) -> bool:
    try:
        value_at(root, path)
    except (IndexError, AttributeError, TypeError):
        return False
    return True


def validated(root: Resume, path: ModelPath, value: Any) -> Any:
    """*value* as the model would store it at *path*; raise :class:`EditRejected`.

    Nothing in *root* changes, whether the value passes or not.
    """
    if not path:
        return _validated_root(value)
    parent = value_at(root, path[:-1])
    last = path[-1]
    if isinstance(last, int):
        items = list(parent)
        items[last] = value
        return validated(root, path[:-1], items)[last]
    trial = parent.model_copy()
    try:
        setattr(trial, last, value)
    except ValidationError as error:
        raise EditRejected(_sentence(error, type(parent))) from None
    return getattr(trial, last)


def replaced(root: Resume, path: ModelPath, value: Any) -> Resume:
    """*root* with an already :func:`validated` *value* at *path*, as a new root: the
    models and lists along the path are copied (shallowly), everything off it is shared,
    and nothing is changed in place, so a résumé handed to another thread stays as it was."""
    if not path:
        return value
    parent = value_at(root, path[:-1])
    last = path[-1]
    if isinstance(last, int):
        items = list(parent)
        items[last] = value
        return replaced(root, path[:-1], items)
    return replaced(root, path[:-1], parent.model_copy(update={last: value}))


def assign(root: Resume, path: ModelPath, value: Any) -> None:
    """Write an already :func:`validated` value into the live model."""
    parent = value_at(root, path[:-1])
    last = path[-1]
    if isinstance(last, int):
        items = list(parent)
        items[last] = value
        assign(root, path[:-1], items)
    else:
        setattr(parent, last, value)


def _validated_root(value: Any) -> Resume:
    if isinstance(value, Resume):
        return value
    try:
        return Resume.model_validate(value)
    except ValidationError as error:
        raise EditRejected(_sentence(error, Resume)) from None


def _sentence(error: ValidationError, model: type[BaseModel]) -> str:
    problems = problems_from(error, model)
    if not problems:
        return "this value is not valid"
    problem = problems[0]
    # The field itself is what the user is editing; name only nested locations.
    where = problem.path if len(problem.loc) > 1 else ""
    return f"{where}: {problem.message}" if where else problem.message
