"""Unsaved work is never dropped without a word: unreadable recovery files, text the
model has not accepted yet, and autosave of a large document off the GUI thread."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from PySide6.QtWidgets import QApplication

import editor.ui.recovery as recovery
from editor.formats.native import loads
from tests.ui.conftest import activate
from tests.ui.keyboard import click_into, type_here


# --- recovery files that cannot be read ---------------------------------------------

def test_an_unreadable_recovery_file_is_reported_and_kept(make_window, cv_path: Path, prompts,
                                                          tmp_path: Path) -> None:
    folder = tmp_path / "appdata" / "recovery"
    folder.mkdir(parents=True)
    broken = folder / "broken.json"
    broken.write_text('{"original": null, "document": "basics: [unclosed"', encoding="utf-8")
    refused = folder / "refused.json"
    refused.write_text(json.dumps({"original": None, "saved_at": 1.0,
                                   "document": "basics:\n  name: A\n  start_typo: 1\n"}), encoding="utf-8")
    window = make_window(cv_path)
    assert len(prompts.errors) == 2
    assert all("could not be read" in error for error in prompts.errors)
    assert any(str(broken) in error for error in prompts.errors)
    assert any(str(refused) in error for error in prompts.errors)
    assert broken.exists() and refused.exists()  # kept for whoever can rescue it
    assert window.document.file_path == cv_path.resolve()  # and the start went on


# --- text not accepted yet -------------------------------------------------------------

def half_typed_email(window, qtbot) -> object:
    field = window.form.editor("email")
    click_into(qtbot, field.input)
    field.input.selectAll()
    type_here("jane@")
    assert field.error  # shown in red under the field
    assert window.document.resume.basics.email == "jane@example.org"  # not in the document
    return field


def test_closing_warns_about_unaccepted_text_and_goes_to_the_field(window, prompts, qtbot) -> None:
    activate(window, qtbot)
    field = half_typed_email(window, qtbot)
    window.outline.setFocus()
    prompts.unaccepted_choice = "go"
    assert window.close() is False
    assert window.isVisible()
    assert prompts.asked == ["unaccepted"]
    assert prompts.unaccepted[0][0].startswith("Basics: E-mail")
    qtbot.waitUntil(field.input.hasFocus, timeout=2000)
    prompts.unaccepted_choice = "continue"
    assert window.close() is True


def test_saving_warns_about_unaccepted_text(window, cv_path: Path, prompts, qtbot) -> None:
    half_typed_email(window, qtbot)
    window.document.set_text(("basics", "name"), "Renamed")
    before = cv_path.read_bytes()
    prompts.unaccepted_choice = "go"
    window.save_action.trigger()
    assert prompts.asked == ["unaccepted"]
    assert cv_path.read_bytes() == before
    prompts.unaccepted_choice = "continue"
    window.save_action.trigger()
    assert cv_path.read_bytes() != before


def test_quitting_with_nothing_unaccepted_asks_nothing(window, prompts) -> None:
    assert window.close() is True
    assert prompts.asked == []


# --- autosave off the GUI thread ---------------------------------------------------------

def test_autosave_writes_yaml_and_the_file_off_the_gui_thread(window, monkeypatch, qtbot) -> None:
    threads = []
    real_dump = recovery.dump_yaml
    real_write = recovery.atomic_write
    real_to_data = recovery.to_data

    def to_data(resume):
        threads.append(threading.current_thread())
        return real_to_data(resume)

    def dump(data):
        threads.append(threading.current_thread())
        return real_dump(data)

    def write(path, data, **options):
        threads.append(threading.current_thread())
        return real_write(path, data, **options)

    monkeypatch.setattr(recovery, "dump_yaml", dump)
    monkeypatch.setattr(recovery, "atomic_write", write)
    monkeypatch.setattr(recovery, "to_data", to_data)
    window.document.set_text(("basics", "name"), "Autosaved Elsewhere")
    qtbot.waitUntil(lambda: window.autosaver.saves >= 1, timeout=5000)
    assert len(threads) >= 3
    assert threading.main_thread() not in threads
    data = json.loads(window.autosaver.file.read_text(encoding="utf-8"))
    assert loads(data["document"], "r.yaml") == window.document.resume


def test_a_queued_autosave_does_not_come_back_after_a_save(window, monkeypatch, qtbot) -> None:
    gate = threading.Event()
    real_dump = recovery.dump_yaml

    def slow_dump(data):
        gate.wait(5)
        return real_dump(data)

    monkeypatch.setattr(recovery, "dump_yaml", slow_dump)
    window.document.set_text(("basics", "name"), "Saved Before Autosave")
    window.autosaver.save_now()  # held on the writer thread
    assert window.files.save()
    gate.set()
    window.autosaver._pool.waitForDone(5000)
    QApplication.processEvents()
    assert not window.autosaver.file.exists()
