from typing import Any, Literal

from pydantic import Field, model_serializer, model_validator

from ..base import VitaeModel, empty_list
from ..dates import PartialDate
from ..text import SAME_IN_EVERY_LANGUAGE, LocalText
from .common import EntryBase, Link, Url


class Author(VitaeModel):
    """One author. Written as a plain name unless a flag is set."""

    name: LocalText = Field(description="As printed in the paper.", examples=["J. Doe"],
                            json_schema_extra=SAME_IN_EVERY_LANGUAGE)
    me: bool = Field(False, description="This author is the résumé's owner (printed bold).")
    equal: bool = Field(False, description="Equal contribution (marked with *).")

    @model_validator(mode="before")
    @classmethod
    def _from_name(cls, value: Any) -> Any:
        return {"name": value} if isinstance(value, str) else value

    @model_serializer(mode="wrap")
    def _as_name(self, handler: Any) -> Any:
        if not self.me and not self.equal and isinstance(self.name, str):
            return self.name
        return handler(self)


class PublicationEntry(EntryBase):
    """A paper, preprint or article."""

    kind: Literal["publication"] = "publication"
    title: LocalText = Field(description="The paper's title.")
    authors: list[Author] = Field(default_factory=empty_list, description="In the paper's order.")
    venue: LocalText | None = Field(
        None, description="Journal or conference, in full.", examples=["IEEE/ACM Transactions on Networking"]
    )
    venue_short: LocalText | None = Field(None, description="Short venue name.", examples=["ToN'24", "OSDI 2025"],
                                          json_schema_extra=SAME_IN_EVERY_LANGUAGE)
    date: PartialDate | None = Field(None, description="Publication year or date.", examples=["2024"])
    status: LocalText | None = Field(None, description="accepted, preprint, under review…", examples=["preprint"])
    note: LocalText | None = Field(None, description="A ranking or remark.", examples=["Best Paper Award"])
    url: Url | None = Field(None, description="The paper's page.")
    links: list[Link] = Field(default_factory=empty_list, description="Extra links (PDF, code, slides).")
    summary: LocalText | None = Field(None, description="A sentence about the paper.")
