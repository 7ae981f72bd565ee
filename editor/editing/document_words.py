"""The words a résumé teaches its own spelling check: the names it is full of.

A person's name, the organisations they worked for, the venues they published
in, the places and the skills they list are names no dictionary knows ("Okonkwo",
"Hangzhou", "NeurIPS", "Slurm"). Written in those fields, they are right by
definition, so the checker accepts them wherever else the résumé uses them (a
bullet naming the team's organisation), without anyone adding them one by one.
"""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel

from ..model import Resume
from .spelling import words_to_check

NAME_FIELDS = frozenset({
    "name", "organisation", "institution", "team", "issuer", "venue", "venue_short", "location",
    "network", "username", "recipient", "signature",
})
"""Fields holding names wherever they are: a person's, an author's, a project's, a place's."""

SKILL_FIELDS = frozenset({"details", "items"})
"""A skill entry's fields listing tools and languages by name."""


def document_words(resume: Resume) -> frozenset[str]:
    """The words of *resume*'s names, organisations, venues, places and skills, in every language."""
    return frozenset(word.text for text in _name_texts(resume) for word in words_to_check(text))


def _name_texts(model: BaseModel) -> Iterator[str]:
    skill = getattr(model, "kind", None) == "skill"
    for field, value in model:
        if field in NAME_FIELDS or skill and field in SKILL_FIELDS:
            yield from _strings(value)
        elif isinstance(value, BaseModel):
            yield from _name_texts(value)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, BaseModel):
                    yield from _name_texts(item)


def _strings(value: object) -> Iterator[str]:
    """Every text of a field's value: a plain text, each language's, each item's."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        yield from (text for text in value.values() if isinstance(text, str))
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
