"""What a printed résumé is made of, as plain data: a line is a named style,
styled runs on its left and runs after a right tab (dates, places). Every
backend typesets the same lines (Word today); none of them chooses words.

No drawing library is imported here: a line names styles only by name."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Run:
    """A piece of a line's text with one look."""

    text: str
    bold: bool = False
    italic: bool = False
    url: str | None = None
    style: str | None = None
    """A character style: ``entry_meta``/``entry_meta_sub`` (the right-hand
    column's), ``contact_separator``, or ``contact_label`` (a word that stands
    where the PDF draws a contact icon; a backend that draws icons drops it)."""


def link_groups(runs: list[Run]) -> list[tuple[str | None, list[Run]]]:
    """*runs* in order, neighbours with the same link taken together: one link
    each in every backend (a bold word inside a linked title stays one link)."""
    groups: list[tuple[str | None, list[Run]]] = []
    for run in runs:
        if run.url and groups and groups[-1][0] == run.url:
            groups[-1][1].append(run)
        else:
            groups.append((run.url, [run]))
    return groups


@dataclass(frozen=True)
class Line:
    style: str
    """The paragraph style's key (a theme style name: ``entry_title``, ``bullet``…)."""
    left: list[Run]
    right: list[Run] = field(default_factory=list)
    hanging: list[Run] | None = None
    """Text in a hanging column before a tab (profile's news dates)."""
    numbered: int | None = None
    """The numbering instance of a numbered list (publications): numbers restart for each."""
    keep: bool = False
    """Kept on the page of the next line (a heading, an entry's head)."""
    space_before: float | None = None
    indent_chars: int = 0
    """A first-line indent of this many characters (a Chinese paragraph's two)."""
    half: bool = False
    """The right-hand runs start half-way across (jianli's details, two to a row)."""
    rule: str | None = None
    """An empty line drawn as a rule of this colour (``#rrggbb``): the letter's accent rule."""


@dataclass(frozen=True)
class Block:
    """An entry's lines: ``head`` is kept with the first of ``body``."""

    head: list[Line]
    body: list[Line] = field(default_factory=list)
    spaced: bool = True
    """Whether the theme's entry gap separates it from the entry before."""


def meta(text: str, style: str = "entry_meta") -> list[Run]:
    """The right-hand column's runs (dates): never parsed as markup."""
    return [Run(text, style=style)] if text else []


def row(left: list[Run], right: list[Run], style: str = "entry_title") -> Line:
    return Line(style, left, right)
