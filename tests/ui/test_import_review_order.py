"""The import's review panel lists what the reader is least sure of first, and says how sure it is."""

from __future__ import annotations

from editor.ui.import_review import ImportReview

NOTES = [
    "unsure: sections[1].entries[0]: no dates found for this entry (confidence 0.60)",
    "unsure: basics.name: no name found at the top of the first page (confidence 0.00)",
    "unsure: sections[0]: heading 'Stuff' is no known section name; read as custom (confidence 0.50)",
    "a note with no confidence",
]


def test_the_least_sure_notes_come_first_with_how_sure(qtbot):
    review = ImportReview()
    qtbot.addWidget(review)
    review.show_notes("cv.pdf", NOTES)
    texts = [review.list.item(i).text() for i in range(review.list.count())]
    assert texts == [
        "0% sure · unsure: basics.name: no name found at the top of the first page",
        "50% sure · unsure: sections[0]: heading 'Stuff' is no known section name; read as custom",
        "60% sure · unsure: sections[1].entries[0]: no dates found for this entry",
        "a note with no confidence",
    ]
