"""Taking a section or entry into a variant, or leaving it out, by its tags.

A variant decides by tags (:func:`editor.model.content.in_variant`), so a
click on "Leave out of academic" writes tags, never a separate list that
could drift from them: the item gets the variant's exclusion tag
(``not-academic``, added to the variant's ``exclude`` if new), and "Include"
takes the variant's exclusion tags off the item again (and gives a tagged
item one of the tags the variant includes). Each change is a (path, new
value) pair that the window applies as one undoable step.
"""

from __future__ import annotations

from typing import Any

from ..model import Resume
from ..model.content import in_variant, variant_named
from ..model.variant import Variant
from .modelpath import ModelPath, value_at

Change = tuple[ModelPath, Any]


def exclusion_tag(variant: Variant) -> str:
    """The tag that leaves an item out of *variant*: its first exclusion tag, or ``not-<name>``."""
    return variant.exclude[0] if variant.exclude else f"not-{variant.name}"[:40]


def in_current(resume: Resume, path: ModelPath, variant: Variant) -> bool:
    """Whether the section or entry at *path* prints in *variant* (an entry only if its section does)."""
    if not in_variant(value_at(resume, path), variant):
        return False
    return len(path) <= 2 or in_variant(value_at(resume, path[:2]), variant)


def toggle_changes(resume: Resume, path: ModelPath, variant_name: str) -> list[Change]:
    """The edits that flip whether the section or entry at *path* is in the variant."""
    index = next(i for i, v in enumerate(resume.variants) if v.name == variant_name)
    variant = variant_named(resume, variant_name)
    if in_current(resume, path, variant):
        return _leave_out(path, value_at(resume, path), variant, index)
    changes: list[Change] = []
    for owner in ((path[:2], path) if len(path) > 2 else (path,)):
        item = value_at(resume, owner)
        if not in_variant(item, variant):
            changes.append((owner + ("tags",), _taken_in(list(item.tags), variant)))
    return changes


def _leave_out(path: ModelPath, item: Any, variant: Variant, index: int) -> list[Change]:
    tag = exclusion_tag(variant)
    changes: list[Change] = [(path + ("tags",), [*item.tags, tag])]
    if tag not in variant.exclude:
        changes.append((("variants", index, "exclude"), [*variant.exclude, tag]))
    return changes


def _taken_in(tags: list[str], variant: Variant) -> list[str]:
    kept = [tag for tag in tags if tag not in variant.exclude]
    if variant.include and kept and not set(kept) & set(variant.include):
        kept.append(variant.include[0])
    return kept
