from typing import Literal

from pydantic import Field

from ..base import empty_list
from ..dates import PartialDate
from ..text import LocalText
from .common import EntryBase, Url


class AwardEntry(EntryBase):
    """An award, scholarship or honour, possibly received in several years."""

    kind: Literal["award"] = "award"
    title: LocalText = Field(description="The award.", examples=["Dean's Scholarship"])
    issuer: LocalText | None = Field(None, description="Who gave it.")
    dates: list[PartialDate] = Field(default_factory=empty_list, description="When (one or several).", examples=[["2022", "2023"]])
    note: LocalText | None = Field(None, description="A remark, e.g. a ranking.", examples=["top 25%"])
    url: Url | None = Field(None, description="A page about the award.")
