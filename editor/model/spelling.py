"""The document's own spelling words: names, acronyms and terms the dictionary lacks.

They travel with the résumé (a CV is full of names no dictionary knows), so
an accepted word is accepted on every machine that opens the file.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, Field, StringConstraints, field_validator

from .base import VitaeModel, empty_list

MAX_WORDS = 5000
"""More would be no list of names: a bound on what a file can make the editor hold."""

WORD_PATTERN = r"^\S{1,64}$"


def _one_word(text: str) -> str:
    if not re.fullmatch(WORD_PATTERN, text):
        raise ValueError(f"{text!r} is not one word (no spaces, at most 64 characters)")
    return text


Word = Annotated[str, AfterValidator(_one_word), Field(json_schema_extra={"pattern": WORD_PATTERN})]
"""One word: no spaces or line breaks, at most 64 characters."""


DICTIONARY_PATTERN = r"^[a-z]{2,3}(_[A-Z]{2})?$"
DictionaryName = Annotated[str, StringConstraints(pattern=DICTIONARY_PATTERN)]
"""A Hunspell dictionary's name: a language, and maybe a region (``en_GB``)."""


class Spelling(VitaeModel):
    """What the spelling checker accepts in this résumé, and the dictionary it checks with."""

    dictionary: DictionaryName | None = Field(
        None, description="The dictionary this résumé's English is checked with (en_GB: British, "
        "en_US: American); empty: the one its English content language names (en-GB), else American.",
        examples=["en_GB"])
    accepted: list[Word] = Field(default_factory=empty_list, max_length=MAX_WORDS,
                                 description="Words the spelling checker accepts in this résumé "
                                 "(names, acronyms, product names).",
                                 examples=[["Kubernetes", "Okonkwo"]])

    @field_validator("accepted")
    @classmethod
    def _each_once(cls, words: list[str]) -> list[str]:
        if len(set(words)) != len(words):
            raise ValueError("each word may be listed once")
        return words
