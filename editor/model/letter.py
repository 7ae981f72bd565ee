"""Cover letters: kept beside the résumé they go with.

A letter shares the résumé's basics (its header prints the same name,
contact line and accent) and may be tied to a variant, whose template it
then takes. Like sections and entries it can be limited to languages; its
texts are :data:`LocalText`, so one letter holds its English and Chinese
wording. What a letter says by convention when the person leaves it empty
(the salutation, the closing, how the date reads) is per language, in
:mod:`editor.model.l10n`.
"""

from __future__ import annotations

from pydantic import Field

from .base import VitaeModel, empty_list
from .dates import PartialDate
from .text import LangTag, LocalText
from .variant import Tag


class Letter(VitaeModel):
    """One cover letter."""

    name: Tag = Field(description="The letter's short name; its files are <document>-letter-<name>-<lang>.pdf.",
                      examples=["acme"])
    variant: Tag | None = Field(None, description="The résumé variant this letter goes with (its template).")
    languages: list[LangTag] | None = Field(None, description="Write this letter only in these languages "
                                                              "(all of the résumé's when empty).")
    recipient: LocalText | None = Field(None, description="The person the letter goes to, when known.",
                                        examples=["Dr. Ada Example"])
    organisation: LocalText | None = Field(None, description="The company or institution it goes to.",
                                           examples=["Acme Robotics"])
    address: LocalText | None = Field(None, description="Their postal address; one line per line.",
                                      examples=["1 Harbour Road\nPortsmouth PO1 2AB"])
    date: PartialDate | None = Field(None, description="The letter's date (today's when empty).")
    subject: LocalText | None = Field(None, description="What the letter is about.",
                                      examples=[{"en": "Application for Staff Engineer", "zh": "应聘资深工程师"}])
    salutation: LocalText | None = Field(None, description="The greeting (the language's usual one when empty).",
                                         examples=[{"en": "Dear Dr. Example,", "zh": "尊敬的王经理："}])
    body: list[LocalText] = Field(default_factory=empty_list,
                                  description="The paragraphs; **bold**, *italic* and [links](https://…) as elsewhere.")
    closing: LocalText | None = Field(None, description="The closing (the language's usual one when empty: "
                                                        "\"Sincerely,\"; 此致 / 敬礼 in Chinese).")
    signature: LocalText | None = Field(None, description="The name signed (the résumé's name when empty).")
