"""How long spell checking takes in a field (Hunspell through Enchant).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/spelling.py

A bullet is one paragraph, and Qt re-highlights the paragraph that changed,
so a keystroke re-reads the whole bullet; the checker's cache makes that a
look-up of one new word. Prints the median of each figure.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SENTENCE = ("Designed and shipped a distribted scheduler for 512 GPUs that cut training time by 30% "
            "for the recomendation team, working with Kubernetes, NCCL and https://example.com/docs. ")


def _median_ms(action, repeat: int = 15) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    from PySide6.QtGui import QTextCursor
    from PySide6.QtWidgets import QApplication, QTextEdit

    from editor.editing.spelling import SpellChecker
    from editor.ui.spelling.checking import english_dictionary
    from editor.ui.spelling.highlighter import SpellingHighlighter

    app = QApplication.instance() or QApplication([])
    opened_at = time.perf_counter()
    opened = english_dictionary()
    if opened.dictionary is None:
        raise SystemExit(opened.problem)
    print(f"open the dictionary (once per process, on a worker thread): "
          f"{(time.perf_counter() - opened_at) * 1000:.0f} ms")
    for label, text in (("a 200-character bullet", SENTENCE[:200]),
                        ("a 20,000-character bullet (the model's cap)", (SENTENCE * 120)[:20_000])):
        edit = QTextEdit()
        checker = SpellChecker(opened.dictionary)
        SpellingHighlighter(edit.document(), lambda c=checker: c)

        def cold(edit=edit, checker=checker, text=text) -> None:
            checker._cache.clear()
            edit.setPlainText(text)

        def keystroke(edit=edit) -> None:
            cursor = edit.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertText("x")

        print(f"{label}: highlight with an empty cache {_median_ms(cold):.2f} ms, "
              f"one keystroke {_median_ms(keystroke, 50):.2f} ms")
    del app


if __name__ == "__main__":
    main()
