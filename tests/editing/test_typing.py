from editor.editing.typing import caret_after, continues_at, edit_span


def test_edit_span_of_typing_deleting_and_replacing() -> None:
    assert edit_span("abc", "abxc") == (2, 2, 3)
    assert edit_span("abc", "ac") == (1, 2, 1)
    assert edit_span("abc", "abc!") == (3, 3, 4)
    assert edit_span("hell", "hello") == (4, 4, 5)
    assert edit_span("", "a") == (0, 0, 1)
    assert edit_span("abc", "xyz") == (0, 3, 3)


def test_typing_on_backspace_and_delete_continue_but_a_jump_does_not() -> None:
    caret = caret_after("Jane", "Jane ")
    assert caret == 5
    assert continues_at(caret, "Jane ", "Jane D")  # typing on
    assert continues_at(caret, "Jane ", "Jane")  # Backspace
    assert continues_at(0, "abc", "bc")  # Delete at the start
    assert not continues_at(caret, "Jane ", "XJane ")  # typing at the start: the caret moved
    assert not continues_at(caret, "Jane Doe", "Jne Doe")
