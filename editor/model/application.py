"""Where a résumé went: applications recorded with the exact files sent.

"Which version did I send to them?" has an answer that matches the bytes: each
file is kept by name and SHA-256 fingerprint, with the variant, language and
letter it was made from, so a file found later can be checked against the record.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StringConstraints

from .base import VitaeModel, empty_list
from .dates import PartialDate
from .text import LangTag, Text
from .variant import Tag

Fingerprint = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]


class SentFile(VitaeModel):
    """One file that went with an application."""

    name: Text = Field(description="The file's name as it was written.", examples=["cv-industry-en.pdf"])
    sha256: Fingerprint = Field(description="The SHA-256 of the file's bytes, in lower-case hex.")
    language: LangTag = Field(description="The language it was made in.")
    variant: Tag | None = Field(None, description="The variant it was made from (the whole résumé when empty).")
    letter: Tag | None = Field(None, description="The cover letter it is, when it is one.")


class Application(VitaeModel):
    """One application: to whom, for what, when, and the files sent."""

    organisation: Text = Field(description="Where it went.", examples=["Acme Robotics"])
    role: Text | None = Field(None, description="The position applied for.", examples=["Staff Engineer"])
    date: PartialDate = Field(description="When it was sent.")
    files: list[SentFile] = Field(default_factory=empty_list, description="The files sent, fingerprinted.")
