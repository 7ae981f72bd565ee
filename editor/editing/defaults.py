"""Blank sections and entries for the "Add" actions."""

from __future__ import annotations

import datetime
import typing

from ..model import ENTRY_KINDS, SECTION_KIND_TABLE, EntryBase, Section

DEFAULT_ENTRY_KIND = {row.name: row.entry for row in SECTION_KIND_TABLE}
"""Each section kind's first entry kind (``model/kinds.py``)."""


def default_entry_kind(section_kind: str) -> str:
    return DEFAULT_ENTRY_KIND.get(section_kind, "generic")


def new_entry(kind: str, *, today: datetime.date | None = None) -> EntryBase:
    """An entry of *kind* with every required field blank (dates: this year)."""
    model = ENTRY_KINDS[kind]
    data: dict[str, object] = {"kind": kind}
    for name, field in model.model_fields.items():
        if not field.is_required():
            continue
        if name == "date":
            data[name] = str((today or datetime.date.today()).year)
        elif typing.get_origin(field.annotation) is list:
            data[name] = []
        else:
            data[name] = ""
    return model.model_validate(data)


def new_section(kind: str) -> Section:
    return Section(kind=kind, entries=[new_entry(default_entry_kind(kind))])

