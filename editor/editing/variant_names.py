"""A variant's name from what a person types: "Industry Cut" names the files
``cv-industry-cut-en.pdf``, so it becomes ``industry-cut``.

A variant's name is a tag (lower-case letters, digits, ``-`` and ``_``; see
:data:`editor.model.variant.TAG_PATTERN`) because it goes into file names.
People type names as they say them; rather than refuse those, the window turns
them into the tag they stand for and shows it before it is used.
"""

from __future__ import annotations

import re
import unicodedata

from ..model.variant import TAG_PATTERN

MAX_NAME = 40
_TAG = re.compile(TAG_PATTERN)


def is_variant_name(name: str) -> bool:
    """Whether *name* may name a variant as it is."""
    return bool(_TAG.match(name))


def variant_name(text: str) -> str:
    """The variant name *text* stands for: accents dropped, lower case, every run of
    other characters one ``-`` ("Industry Cut" → ``industry-cut``, "Académie" →
    ``academie``); "" when nothing in it can name a file portably (行业版)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    name = re.sub(r"[^a-z0-9_-]+", "-", plain)
    name = re.sub(r"-{2,}", "-", name).strip("-_")
    return name[:MAX_NAME].rstrip("-_")
