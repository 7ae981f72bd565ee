"""Where a dragged or nudged section/entry lands, as plain index arithmetic.

Kept apart from the widgets so the rules are testable without a mouse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..model import Resume
from .defaults import default_entry_kind
from .labels import entry_kind_label, is_entry_path, is_section_path, section_title_text
from .modelpath import ModelPath, index_at

# Entry kinds that print alike (a title, a line under it, dates, bullets): one may sit in
# another's section. Every other kind prints its own way: a publication in Experience
# would print as a numbered "2." among the jobs.
_TITLED = {"education", "experience", "project", "award", "generic"}
_OPEN_SECTIONS = {"custom", "misc"}  # "Other": whatever the user puts there


class Movable(Protocol):
    """What a move needs of the document it edits (the window's ``Document``)."""

    @property
    def resume(self) -> Resume: ...

    def move(self, list_path: ModelPath, source: int, target: int, *, text: str | None = None) -> None: ...

    def move_across(self, source_list: ModelPath, source: int, target_list: ModelPath,
                    target: int, *, text: str | None = None) -> None: ...


@dataclass(frozen=True)
class Move:
    source_list: ModelPath
    source: int
    target_list: ModelPath
    insert_at: int
    """Index in the target list, counted before the source item is taken out."""

    @property
    def final_path(self) -> ModelPath:
        index = self.insert_at
        if self.source_list == self.target_list and self.insert_at > self.source:
            index -= 1
        return self.target_list + (index,)


def drop_move(source: ModelPath, target: ModelPath, after: bool) -> Move | None:
    """The move for dropping *source* before/after *target* in the outline."""
    if is_section_path(source):
        i = index_at(source, 1)
        if target == ("basics",):
            return Move(("sections",), i, ("sections",), 0)
        if not target or target[0] != "sections":
            return None
        k = index_at(target, 1)
        if is_section_path(target):
            insert_at = k + 1 if after else k
        else:  # on one of a section's entries: beside that section, on the side it came from
            insert_at = k + 1 if k > i else k
        return Move(("sections",), i, ("sections",), insert_at)
    if is_entry_path(source):
        source_list, j = source[:3], index_at(source, 3)
        if is_entry_path(target):
            return Move(source_list, j, target[:3], index_at(target, 3) + (1 if after else 0))
        if is_section_path(target):  # onto a heading: first entry of that section
            return Move(source_list, j, target + ("entries",), 0)
    return None


def step_move(document: Movable, path: ModelPath, step: int) -> Move | None:
    """Move up (-1) or down (+1); an entry at the edge of its section crosses into the next one."""
    if is_section_path(path):
        target = index_at(path, 1) + step
        if 0 <= target < len(document.resume.sections):
            return Move(("sections",), index_at(path, 1), ("sections",), target + (1 if step > 0 else 0))
        return None
    if not is_entry_path(path):
        return None
    k, j = index_at(path, 1), index_at(path, 3)
    count = len(document.resume.sections[k].entries)
    if 0 <= j + step < count:
        return Move(path[:3], j, path[:3], j + step + (1 if step > 0 else 0))
    neighbour = k + step
    if not 0 <= neighbour < len(document.resume.sections):
        return None
    insert_at = len(document.resume.sections[neighbour].entries) if step < 0 else 0
    return Move(path[:3], j, ("sections", neighbour, "entries"), insert_at)


def apply_move(document: Movable, move: Move) -> ModelPath | None:
    """Do *move* as one undo step; return where the item ended up (None: nothing moved)."""
    final = move.final_path
    if move.source_list == move.target_list:
        if final[-1] == move.source:
            return None
        document.move(move.source_list, move.source, index_at(final, -1))
    else:
        document.move_across(move.source_list, move.source, move.target_list, move.insert_at)
    return final


def fits(entry_kind: str, section: object) -> bool:
    """Whether an entry of *entry_kind* belongs in *section* (it prints like its neighbours)."""
    section_kind = getattr(section, "kind", "custom")
    if section_kind in _OPEN_SECTIONS:
        return True
    usual = default_entry_kind(section_kind)
    kinds = {usual, *(e.kind for e in getattr(section, "entries", []))}
    return entry_kind in kinds or entry_kind in _TITLED and bool(kinds & _TITLED)


def refusal(resume: Resume, move: Move) -> str | None:
    """Why *move* makes no sense (a sentence for the status bar), or None if it does."""
    if move.source_list == move.target_list or move.target_list == ("sections",):
        return None
    entry = resume.sections[index_at(move.source_list, 1)].entries[move.source]
    section = resume.sections[index_at(move.target_list, 1)]
    if fits(entry.kind, section):
        return None
    title = section_title_text(section, resume.default_language, resume.default_language)
    return f"A {entry_kind_label(entry.kind).lower()} entry does not belong in {title}"

