"""A talk: printed as a generic entry (its row in ``model/kinds.py`` says which field is which)."""

from typing import Literal

from pydantic import Field

from ..dates import PartialDate
from ..text import LocalText
from .common import EntryBase, Url


class TalkEntry(EntryBase):
    """A talk, a presentation or a poster: its title, where and when it was given."""

    kind: Literal["talk"] = "talk"
    title: LocalText = Field(description="The talk's title.", examples=["Elastic training without restarts"])
    event: LocalText | None = Field(None, description="The conference, seminar or meetup.",
                                    examples=["Example Systems Meetup"])
    url: Url | None = Field(None, description="The slides or the recording.")
    location: LocalText | None = Field(None, description="City, country.")
    date: PartialDate | None = Field(None, description="When it was given.", examples=["2024-11"])
    summary: LocalText | None = Field(None, description="A sentence on what it covered.")
