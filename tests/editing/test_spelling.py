"""Which words the spelling checker looks at, and what it flags."""

from __future__ import annotations

import pytest

from editor.editing.dictionary import dictionary_tags, open_dictionary
from editor.editing.spelling import (
    SpellChecker, is_english, misspelt_word_at, possessive_stem, words_to_check,
)


class WordList:
    """A dictionary of a few words, counting its look-ups."""

    def __init__(self, *words: str):
        self.words = set(words)
        self.lookups = 0

    def check(self, word: str) -> bool:
        self.lookups += 1
        return word in self.words

    def suggest(self, word: str) -> list[str]:
        return sorted(w for w in self.words if w[0] == word[0])


def _texts(text: str, **options) -> list[str]:
    return [word.text for word in words_to_check(text, **options)]


def test_english_words_are_checked_with_where_they_start() -> None:
    words = words_to_check("Led a teem of engineers")
    assert [(w.start, w.text) for w in words] == [(0, "Led"), (6, "teem"), (11, "of"), (14, "engineers")]


def test_chinese_japanese_korean_text_is_left_alone_even_next_to_english() -> None:
    assert _texts("负责训练平台 使用Pythn开发 データ 데이터") == ["Pythn"]
    assert _texts("基于 RDMA verbs 实现") == ["verbs"]


def test_addresses_and_link_targets_are_skipped_but_link_labels_are_checked() -> None:
    text = "see https://exmaple.com/teh and www.wrld.org, mail jane.doe@exmaple.org or [my sitte](https://foo.bar/wrld)"
    assert _texts(text) == ["see", "and", "mail", "or", "my", "sitte"]


def test_dotted_names_digits_acronyms_and_inner_capitals_are_skipped() -> None:
    assert _texts("node.js e.g. Python3 4th x86 GPUs NCCL PyTorch GitHub word_with") == []
    assert _texts("GPU and NCCL", skip_acronyms=False) == ["GPU", "and", "NCCL"]


def test_misspelt_words_are_flagged_and_accepted_or_ignored_ones_are_not() -> None:
    checker = SpellChecker(WordList("Led", "a", "team", "of", "engineers", "at"))
    assert [w.text for w in checker.misspelt("Led a teem of engineers at Okonkwo")] == ["teem", "Okonkwo"]
    checker.set_accepted(["okonkwo"])  # the document's words, whatever their case
    assert [w.text for w in checker.misspelt("Led a teem of engineers at Okonkwo")] == ["teem"]
    checker.ignore("teem")
    assert checker.misspelt("Led a teem of engineers at Okonkwo") == []


def test_a_possessive_is_right_when_its_word_is() -> None:
    checker = SpellChecker(WordList("team", "and"))
    checker.set_accepted(["Okonkwo"])
    assert checker.misspelt("Okonkwo's team and Okonkwo\u2019s team") == []
    assert [w.text for w in checker.misspelt("Adebayo's team")] == ["Adebayo's"]
    assert possessive_stem("Adebayo's") == "Adebayo" and possessive_stem("s's") == "s's"


def test_each_word_is_looked_up_once() -> None:
    dictionary = WordList("a", "team")
    checker = SpellChecker(dictionary)
    for _ in range(3):
        checker.misspelt("a team a teem")
    assert dictionary.lookups == 2  # team, teem (a single letter is never looked up)


def test_the_word_under_the_caret() -> None:
    checker = SpellChecker(WordList("a", "team"))
    assert misspelt_word_at(checker, "a teem", 4).text == "teem"
    assert misspelt_word_at(checker, "a teem", 6).text == "teem"  # just after it, as after typing
    assert misspelt_word_at(checker, "a teem", 0) is None


def test_typographic_apostrophes_are_looked_up_as_straight_ones() -> None:
    checker = SpellChecker(WordList("don't"))
    assert checker.misspelt("don\u2019t") == []


def test_english_is_any_english_tag() -> None:
    assert is_english("en") and is_english("en-GB") and not is_english("zh") and not is_english("eng")
    assert dictionary_tags("en-GB")[:2] == ["en_GB", "en_US"]


@pytest.fixture(scope="module")
def hunspell():
    opened = open_dictionary("en")
    if opened.dictionary is None:
        pytest.skip(opened.problem)  # scripts/install.sh installs it; only a bare machine lacks it
    return opened.dictionary


def test_hunspell_flags_an_english_misspelling_and_suggests_the_word(hunspell) -> None:
    checker = SpellChecker(hunspell)
    text = "Designed a distributed sheduler for 512 GPUs at https://exmaple.com; 负责调度"
    assert [w.text for w in checker.misspelt(text)] == ["sheduler"]
    assert "scheduler" in checker.suggestions("sheduler")
    assert len(checker.suggestions("sheduler", limit=2)) <= 2
