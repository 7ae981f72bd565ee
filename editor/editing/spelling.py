"""Which words of a text the spelling checker looks at, and which of them are misspelt.

Only English words in Latin letters are checked. Left alone: Chinese, Japanese
and Korean text (and every other script), web and e-mail addresses, the target
of an inline link ``[label](url)``, dotted names (``node.js``, ``e.g.``), words
touching a digit (``Python3``, ``4th``), all-caps acronyms (``GPU``) and
words with a capital inside (``PyTorch``, ``GitHub``): a CV is full of them,
and flagging them would bury the real mistakes.

The dictionary is anything with ``check(word)`` and ``suggest(word)``; see
:mod:`editor.editing.dictionary` for the Hunspell one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

_LATIN = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
# One pass: at each place a skipped span (tried first) or a word. A word
# never starts inside a skipped span, so none is checked twice or half.
_TOKENS = re.compile(
    r"(?P<skip>\]\([^)]*\)"                         # an inline link's target: [label](url)
    r"|(?:[a-z][a-z0-9+.-]*://|www\.)\S+"            # a web address
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"                 # an e-mail address
    r"|\w+(?:\.\w+)+\.?)"                            # dotted names: node.js, e.g., example.com
    rf"|(?P<word>[{_LATIN}]+(?:['\u2019][{_LATIN}]+)*)",
    re.IGNORECASE,
)
_ACRONYM = re.compile(r"[A-Z\u00c0-\u00de]{2,}s?$")  # GPU, GPUs
_CAPITAL_INSIDE = re.compile(r"[a-z\u00df-\u00ff].*[A-Z\u00c0-\u00de]")
MAX_CACHED = 50_000
"""Words remembered with their verdict; a long session of typing stays bounded."""
MAX_CHECKED_CHARS = 100_000
"""A field longer than this (no CV sentence is) is checked only this far."""


class Dictionary(Protocol):
    def check(self, word: str) -> bool: ...

    def suggest(self, word: str) -> list[str]: ...


@dataclass(frozen=True)
class Word:
    start: int
    text: str

    @property
    def end(self) -> int:
        return self.start + len(self.text)


def words_to_check(text: str, *, skip_acronyms: bool = True) -> list[Word]:
    """The English words of *text* worth looking up, with where they start."""
    text = text[:MAX_CHECKED_CHARS]
    words = []
    for match in _TOKENS.finditer(text):
        word = match.group("word")
        if word is None or len(word) < 2:
            continue
        start, end = match.span()
        if _touches_digit(text, start, end):
            continue
        if skip_acronyms and _ACRONYM.match(word):
            continue
        if _CAPITAL_INSIDE.search(word):
            continue
        words.append(Word(start, word))
    return words


def _touches_digit(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    return before.isdigit() or after.isdigit() or before == "_" or after == "_"


def possessive_stem(word: str) -> str:
    """*word* without a possessive ending: the word to add to the document's words."""
    for ending in ("'s", "\u2019s"):
        if word.endswith(ending) and len(word) > len(ending) + 1:
            return word[:-len(ending)]
    return word


def lookup_form(word: str) -> str:
    """The word as the dictionary spells it: a typographic apostrophe is a straight one."""
    return word.replace("\u2019", "'")


class SpellChecker:
    """A dictionary plus the document's accepted words, the words of its names
    (:mod:`editor.editing.document_words`) and the session's ignored ones.

    Verdicts are cached per word, so re-checking a paragraph after one
    keystroke looks up only the word being typed.
    """

    def __init__(self, dictionary: Dictionary, *, skip_acronyms: bool = True):
        self._dictionary = dictionary
        self.skip_acronyms = skip_acronyms
        self._accepted: frozenset[str] = frozenset()
        self._names: frozenset[str] = frozenset()
        self._ignored: set[str] = set()
        self._cache: dict[str, bool] = {}

    def set_accepted(self, words: Iterable[str]) -> None:
        """The document's own words (compared without regard to case)."""
        self._accepted = frozenset(word.casefold() for word in words)

    def set_document_words(self, words: Iterable[str]) -> bool:
        """The words of the document's names (compared without regard to case);
        False if they are the ones already known."""
        names = frozenset(word.casefold() for word in words)
        if names == self._names:
            return False
        self._names = names
        return True

    def ignore(self, word: str) -> None:
        """Stop flagging *word* for this session (not saved with the document)."""
        self._ignored.add(word.casefold())

    def is_correct(self, word: str) -> bool:
        stem = possessive_stem(word)
        if stem != word and self.is_correct(stem):
            return True  # Okonkwo's is right when Okonkwo is
        folded = word.casefold()
        if folded in self._accepted or folded in self._names or folded in self._ignored:
            return True
        known = self._cache.get(word)
        if known is None:
            if len(self._cache) >= MAX_CACHED:
                self._cache.clear()
            known = self._cache[word] = self._dictionary.check(lookup_form(word))
        return known

    def misspelt(self, text: str) -> list[Word]:
        return [word for word in words_to_check(text, skip_acronyms=self.skip_acronyms)
                if not self.is_correct(word.text)]

    def suggestions(self, word: str, limit: int = 5) -> list[str]:
        seen: list[str] = []
        for suggestion in self._dictionary.suggest(lookup_form(word)):
            if suggestion != word and suggestion not in seen:
                seen.append(suggestion)
            if len(seen) == limit:
                break
        return seen


def misspelt_word_at(checker: SpellChecker, text: str, position: int) -> Word | None:
    """The misspelt word at *position* of *text* (the caret or a click), if there is one."""
    return next((word for word in checker.misspelt(text) if word.start <= position <= word.end), None)


def is_english(lang: str) -> bool:
    """Whether a content language tag is English (``en``, ``en-GB``…)."""
    return lang.lower() == "en" or lang.lower().startswith("en-")
