"""Type a whole small CV into the window with the keyboard only, then check every character.

    .venv/bin/python benchmarks/keyboard_session.py                 # --delay 30, no window manager
    .venv/bin/python benchmarks/keyboard_session.py --delay 5 --wm openbox

Starts Xvfb on a free display (optionally a window manager), starts ``vitae``
there as a separate process with fresh settings (it opens the bundled example),
gives its window the keyboard focus once (``xdotool windowfocus``, or
``windowactivate`` under a window manager), and from then on sends only key
events with ``xdotool key`` / ``xdotool type --delay N``: File → New (Ctrl+N) →
Empty Résumé, the name, headline and e-mail, an Experience section from the Add
menu (Ctrl+Shift+N, then its access keys: S, X for Section ▸ Experience) with two entries
(organisation, role, dates, three bullets each with Enter between them and one
Backspace join each; the second by Ctrl+Shift+N and Return, the usual entry), an
Education section and a Skills section (Ctrl+Shift+N, S, E and S, S, from the last
field typed in), then Ctrl+S and the
path typed into the save dialog, and Ctrl+Q. No pauses between steps, except
that it waits for the save dialog to show before typing into it, as a person
looks before typing.

Then it reads the saved YAML and compares each field with what was typed, one
character at a time: every lost, added or changed character is printed with
the exact key steps that typed that field. ``--transcript FILE`` writes every
command sent; ``--upto N`` stops after step N and saves a picture of the screen
(``--shot``, also saved when the save dialog never shows). Exit status 0 when
nothing was lost.

``--repro menu`` runs, instead, the few keys that lose characters at
``--delay 5`` before the menu had access keys (Home in the outline, Add ▸
Section ▸ Education by its access keys, then the institution at once; see
:func:`repro`); ``--repro arrows`` reaches the same item by the arrow keys;
``--repro direct`` types the same into an entry added without the menu, for
comparison; ``--repro bare`` is the control: the same keys and typing against a
bare PySide6 window (a menu whose item blocks the GUI thread as long as Vitae's
add, then a new line edit), to tell keys xdotool or the X server lose from keys
Vitae loses.

Needs Linux, Xvfb and xdotool (``apt install xvfb xdotool``); ``--wm openbox``
needs openbox.
"""

from __future__ import annotations

import argparse
import difflib
import os
import shlex
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.xscreen import VirtualScreen, XConnection, find_window, person_env, start_vitae, stop  # noqa: E402


@dataclass
class Step:
    kind: str  # "key", "type", "wait_window"
    args: tuple[str, ...]
    field: tuple | None = None  # the saved field this step's characters belong to
    note: str = ""


@dataclass
class Session:
    steps: list[Step] = field(default_factory=list)
    expected: dict[tuple, str] = field(default_factory=dict)

    def key(self, *names: str, note: str = "", field: tuple | None = None) -> None:
        self.steps.append(Step("key", names, field, note))

    def type(self, text: str, field: tuple) -> None:
        self.steps.append(Step("type", (text,), field))

    def fill(self, field: tuple, text: str) -> None:
        """Type *text*, the whole of *field*."""
        self.type(text, field)
        self.expected[field] = text

    def date(self, field: tuple, year: str, month: str, stored: str) -> None:
        """The year, Tab, the month: a date field's two boxes, stored as *stored*."""
        self.type(year, field)
        self.key("Tab", note="the month")
        self.type(month, field)
        self.expected[field] = stored


E = ("sections", 0, "entries")  # Experience
ED = ("sections", 1, "entries", 0)  # Education
SK = ("sections", 2, "entries", 0)  # Skills


def cv_session(save_to: Path) -> Session:
    s = Session()
    s.key("ctrl+n", note="File → New: the start page (its first button, From the Example, has the focus)")
    s.key("Tab", "space", note="Empty Résumé (the caret goes to the outline)")
    s.key("Tab", note="outline → Name")
    s.fill(("basics", "name"), "Ada Quill")
    s.key("Tab")
    s.fill(("basics", "headline"), "Systems engineer, data platforms & reliability")
    s.key("Tab")
    s.fill(("basics", "email"), "ada.quill@example.org")

    s.key("ctrl+shift+n", note="Add: the menu")
    s.key("s", "x", note="Section ▸ Experience, by their access keys (caret in Organisation)")
    first = E + (0,)
    s.fill(first + ("organisation",), "Northwind Labs")
    s.key("Tab", "Tab", "Tab", note="URL, Team → Role")
    s.fill(first + ("role",), "Senior Software Engineer (Platform)")
    s.key("Tab", "Tab", note="Location → Start year")
    s.date(first + ("start",), "2021", "Mar", "2021-03")
    s.key("Tab", "Tab", "Tab", "space", note="End year, End month → present, ticked", field=first + ("end",))
    s.expected[first + ("end",)] = "present"
    s.key("Tab", "Tab", "Tab", "space", note="Expected, Summary → Bullet points' + Add, pressed")
    bullets = first + ("highlights",)
    s.type("Cut CI build times from 40 to 9 minutes", bullets + (0,))
    s.key("Return", note="Enter: the next bullet")
    s.type("Moved billing to event sourcing;", bullets + (1,))
    s.key("Return", note="Enter splits …")
    s.type("zero lost invoices since 2022", bullets + (1,))
    s.key("ctrl+Home", "BackSpace", note="… Backspace at the start joins it back (caret at the join)", field=bullets + (1,))
    s.type(" ", bullets + (1,))
    s.key("ctrl+End", "Return", note="end of the bullet; Enter: the next bullet", field=bullets + (1,))
    s.type("Mentored 4 engineers; 2 now lead teams", bullets + (2,))
    s.expected[bullets + (0,)] = "Cut CI build times from 40 to 9 minutes"
    s.expected[bullets + (1,)] = "Moved billing to event sourcing; zero lost invoices since 2022"
    s.expected[bullets + (2,)] = "Mentored 4 engineers; 2 now lead teams"

    s.key("ctrl+shift+n", "Return", note="Add: the menu's first item, an Experience entry after this one "
                                        "(caret in Organisation)")
    second = E + (1,)
    s.fill(second + ("organisation",), "Contoso Analytics")
    s.key("Tab", "Tab", "Tab")
    s.fill(second + ("role",), "Data Engineer")
    s.key("Tab", "Tab")
    s.date(second + ("start",), "2017", "Sep", "2017-09")
    s.key("Tab")
    s.date(second + ("end",), "2021", "Feb", "2021-02")
    s.key("Tab", "Tab", "Tab", "Tab", "space", note="present, Expected, Summary → + Add, pressed")
    bullets = second + ("highlights",)
    s.type("Built the nightly ETL in Python and SQL", bullets + (0,))
    s.key("Return")
    s.type("Halved warehouse costs", bullets + (1,))
    s.key("Return", "BackSpace", note="Enter, then Backspace in the empty bullet joins it back", field=bullets + (1,))
    s.type(" with partitioning", bullets + (1,))
    s.key("Return")
    s.type("Wrote the on-call runbook", bullets + (2,))
    s.expected[bullets + (0,)] = "Built the nightly ETL in Python and SQL"
    s.expected[bullets + (1,)] = "Halved warehouse costs with partitioning"
    s.expected[bullets + (2,)] = "Wrote the on-call runbook"

    s.key("ctrl+shift+n", "s", "e", note="Add ▸ Section ▸ Education, from the bullet")
    s.fill(ED + ("institution",), "University of Porto")
    s.key("Tab", "Tab", note="URL → Degree")
    s.fill(ED + ("degree",), "MSc")
    s.key("Tab")
    s.fill(ED + ("field",), "Computer Science")
    s.key("Tab", "Tab", note="Location → Start year")
    s.date(ED + ("start",), "2014", "Sep", "2014-09")
    s.key("Tab")
    s.date(ED + ("end",), "2016", "Jul", "2016-07")
    s.key("Tab", "Tab", "Tab", "space", note="present, Expected → + Add, pressed")
    s.fill(ED + ("highlights", 0), "Thesis: streaming joins over sliding windows")

    s.key("ctrl+shift+n", "s", "s", note="Add ▸ Section ▸ Skills, from the highlight")
    s.fill(SK + ("label",), "Programming")
    s.key("Tab", "Tab", "space", note="Details → Items' + Add, pressed")
    s.fill(SK + ("items", 0), "Python")
    s.key("Return")
    s.fill(SK + ("items", 1), "SQL")
    s.key("Return")
    s.fill(SK + ("items", 2), "Go")

    s.key("ctrl+s", note="Save: the file dialog")
    s.steps.append(Step("wait_window", ("Save résumé",), note="wait for the dialog to show"))
    s.key("ctrl+a", note="select the suggested name")
    s.type(str(save_to), ("file",))
    s.key("Return")
    return s


# --- running ---------------------------------------------------------------------------


def command(step: Step, delay: int) -> list[str]:
    if step.kind == "key":
        return ["xdotool", "key", "--delay", str(delay), *step.args]
    return ["xdotool", "type", "--delay", str(delay), step.args[0]]


def run(session: Session, env: dict[str, str], delay: int, transcript: list[str], upto: int | None = None) -> None:
    for number, step in enumerate(session.steps[:upto], start=1):
        if step.kind == "wait_window":
            found = find_window(env, step.args[0], timeout_s=20)
            transcript.append(f"[{number}] (wait for the window {step.args[0]!r}: {found})")
            continue
        argv = command(step, delay)
        transcript.append(f"[{number}] {shlex.join(argv)}" + (f"    # {step.note}" if step.note else ""))
        subprocess.run(argv, env=env, check=True)


def value_at(data: object, path: tuple) -> object:
    for part in path:
        data = data[part]  # type: ignore[index]
    return data


def text_of(value: object) -> str:
    if isinstance(value, dict):  # {en: …}
        return str(value.get("en", ""))
    return "" if value is None else str(value)


def compare(session: Session, saved: dict, delay: int) -> list[str]:
    """What differs between *saved* and what was typed, one line per character run."""
    problems = []
    for path, want in session.expected.items():
        try:
            got = text_of(value_at(saved, path))
        except (KeyError, IndexError, TypeError):
            got = None
        if got == want:
            continue
        steps = [f"[{n}] {shlex.join(command(st, delay))}" for n, st in enumerate(session.steps, start=1)
                 if st.field == path]
        where = ".".join(map(str, path))
        if got is None:
            problems.append(f"{where}: missing from the file (typed {want!r}) — steps {', '.join(steps)}")
            continue
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, want, got, autojunk=False).get_opcodes():
            if op == "equal":
                continue
            what = {"delete": f"lost {want[i1:i2]!r}", "insert": f"added {got[j1:j2]!r}",
                    "replace": f"{want[i1:i2]!r} became {got[j1:j2]!r}"}[op]
            problems.append(f"{where}: {what} at character {i1} (typed {want!r}, saved {got!r}) — "
                            f"steps {'; '.join(steps)}")
    return problems


def extra_texts(saved: object, session: Session, path: tuple = ()) -> list[str]:
    """Texts in the file that nobody typed into that field (characters that landed elsewhere)."""
    found = []
    if isinstance(saved, dict) and not (set(saved) <= {"en"} and saved):
        for key, value in saved.items():
            found += extra_texts(value, session, path + (key,))
    elif isinstance(saved, list):
        for index, value in enumerate(saved):
            found += extra_texts(value, session, path + (index,))
    elif isinstance(saved, (str, dict)) and path not in session.expected and text_of(saved).strip():
        known = {("schema_version",), ("languages", 0), ("design", "template")}
        if path not in known and path[-1:] != ("kind",) and path[:1] != ("design",):
            found.append(f"{'.'.join(map(str, path))} = {text_of(saved)!r} (not typed there)")
    return found


REPRO_START = """basics:
  name: Ada
sections:
- kind: experience
  entries:
  - kind: experience
    organisation: Northwind Labs
"""


BARE_PROGRAM = """
import sys, time
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu, QVBoxLayout, QWidget
out, stall_ms = sys.argv[1], int(sys.argv[2])
app = QApplication(sys.argv[:1])
window = QWidget(); window.setWindowTitle("bare — Vitae"); window.resize(600, 400)
layout = QVBoxLayout(window); edits = [QLineEdit(window)]; layout.addWidget(edits[0])
def add():  # as long as Vitae's add, on the GUI thread; then a new field takes the caret
    time.sleep(stall_ms / 1000)
    edit = QLineEdit(window); layout.addWidget(edit); edits.append(edit); edit.setFocus()
menu = QMenu(window); menu.addAction("New Experience section"); menu.addMenu("&Entry").addAction("&Project")
section = menu.addMenu("&Section"); section.addAction("&About"); section.addAction("&Education").triggered.connect(add)
QShortcut(QKeySequence("Ctrl+Shift+N"), window, lambda: menu.popup(window.mapToGlobal(window.rect().topLeft())))
def save():
    open(out, "w", encoding="utf-8").write(edits[-1].text()); app.quit()
QShortcut(QKeySequence("Ctrl+S"), window, save)
window.show(); edits[0].setFocus(); app.exec()
"""


def repro(kind: str, runs: int, delay: int, wm: str | None) -> int:
    """The sequence that lost keys at ``--delay 5`` when the Add menu had no access keys:
    outline on the entry, then Home (Basics, whose form is rebuilt), Ctrl+Shift+N, S, E
    (Add ▸ Section ▸ Education) and at once the institution. ``arrows``: Down Down Right
    Down Return instead of S, E (the first item no longer hides on Basics, so the arrows
    reach the same item wherever the selection is). ``direct``: Ctrl+Shift+N, Return on
    the entry (the usual entry) and the same typed. ``bare``: the control, Ctrl+Shift+N,
    S, E and the same typed into a bare PySide6 window whose Education item blocks the
    GUI thread 400 ms: what it loses is lost by xdotool or the X server, not by Vitae."""
    typed = "University of Porto"
    bad = 0
    with VirtualScreen(wm=wm) as screen:
        for run_number in range(1, runs + 1):
            with tempfile.TemporaryDirectory() as scratch:
                folder = Path(scratch)
                env = screen.env(person_env(os.environ, folder))
                cv = folder / "cv.yaml"
                cv.write_text(REPRO_START)
                if kind == "bare":
                    app = subprocess.Popen([sys.executable, "-c", BARE_PROGRAM, str(folder / "typed.txt"), "400"],
                                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
                else:
                    app = start_vitae([str(cv)], env, log=folder / "vitae.out")
                try:
                    window = find_window(env, "— Vitae$", timeout_s=60)
                    time.sleep(1.5)
                    focus = ["windowactivate", "--sync"] if wm else ["windowfocus", "--sync"]
                    subprocess.run(["xdotool", *focus, str(window)], env=env, check=True)
                    if kind != "bare":
                        subprocess.run(["xdotool", "key", "Down", "Down"], env=env, check=True)  # outline: the entry
                    time.sleep(1.0)
                    keys = {"direct": ["ctrl+shift+n", "Return"], "bare": ["ctrl+shift+n", "s", "e"],
                            "arrows": ["Home", "ctrl+shift+n", "Down", "Down", "Right", "Down", "Return"],
                            }.get(kind, ["Home", "ctrl+shift+n", "s", "e"])
                    subprocess.run(["xdotool", "key", "--delay", str(delay), *keys], env=env, check=True)
                    subprocess.run(["xdotool", "type", "--delay", str(delay), typed], env=env, check=True)
                    time.sleep(1.0)
                    subprocess.run(["xdotool", "key", "ctrl+s"], env=env, check=True)
                    if kind == "bare":
                        app.wait(10)
                        saved: dict = {"sections": [{"entries": [{}]}, {"entries": [
                            {"institution": (folder / "typed.txt").read_text(encoding="utf-8")}]}]}
                    else:
                        time.sleep(1.5)
                        saved = yaml.safe_load(cv.read_text(encoding="utf-8"))
                finally:
                    stop(app)
            sections = saved.get("sections", [])
            if kind == "direct":
                got = [e.get("organisation") for e in sections[0]["entries"][1:]]
            else:
                got = [e.get("institution") for s in sections[1:] for e in s["entries"]]
            ok = got == [typed]
            bad += not ok
            elsewhere = "" if kind == "bare" or saved == yaml.safe_load(REPRO_START) or ok else \
                f" (the file: {saved['basics']}, {[(s['kind'], s['entries']) for s in sections]})"
            print(f"run {run_number}: {'as typed' if ok else 'LOST'}: {got}{elsewhere if not ok else ''}", flush=True)
    print(f"{kind}, xdotool --delay {delay}, wm={wm or 'none'}: {bad} of {runs} runs lost keys")
    return 1 if bad else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--delay", type=int, default=30, help="ms between key events (xdotool --delay)")
    parser.add_argument("--wm", default=None, help="a window manager to run, e.g. openbox")
    parser.add_argument("--size", default="1600x1000x24")
    parser.add_argument("--transcript", type=Path, help="write every command sent to this file")
    parser.add_argument("--keep", type=Path, help="copy the saved YAML here")
    parser.add_argument("--upto", type=int, help="send only the first UPTO steps, then save a picture of the "
                                                 "screen (--shot) and stop: to see where keys went")
    parser.add_argument("--shot", type=Path, default=Path("keyboard_session.ppm"),
                        help="the picture of the screen (PPM) saved with --upto or when the session stops")
    parser.add_argument("--repro", choices=("menu", "arrows", "direct", "bare"), help="instead of the session: the short sequence "
                        "that loses keys after the Add menu (see repro()), or the same without the menu")
    parser.add_argument("--runs", type=int, default=8, help="with --repro: how many starts")
    args = parser.parse_args()
    if args.repro:
        return repro(args.repro, args.runs, args.delay, args.wm)

    transcript: list[str] = []
    with tempfile.TemporaryDirectory() as scratch, VirtualScreen(args.size, wm=args.wm) as screen:
        folder = Path(scratch)
        env = screen.env(person_env(os.environ, folder))
        save_to = folder / "typed-cv.yaml"
        session = cv_session(save_to)
        app = start_vitae([], env, log=folder / "vitae.out")
        try:
            window = find_window(env, "— Vitae$", timeout_s=60)
            time.sleep(1.5)  # the first preview: a person looks at the window before typing
            focus = ["windowactivate", "--sync"] if args.wm else ["windowfocus", "--sync"]
            subprocess.run(["xdotool", *focus, str(window)], env=env, check=True)
            transcript.append(f"[0] xdotool {' '.join(focus)} {window}    # the only non-key event")
            started = time.perf_counter()
            try:
                run(session, env, args.delay, transcript, args.upto)
            except TimeoutError as error:  # the save dialog never showed: keys went elsewhere
                XConnection(screen.display).save_ppm(args.shot)
                print(f"wm={args.wm or 'none'} delay={args.delay} ms: STOPPED: {error}; the screen: {args.shot}")
                print("\n".join(transcript[-8:]))
                return 2
            if args.upto is not None:
                time.sleep(1.0)
                XConnection(screen.display).save_ppm(args.shot)
                print("\n".join(transcript))
                print(f"the screen after step {args.upto}: {args.shot}")
                return 0
            end = time.monotonic() + 20
            while not save_to.exists() and time.monotonic() < end:
                time.sleep(0.1)
            took = time.perf_counter() - started
            if save_to.exists():
                subprocess.run(["xdotool", "key", "ctrl+q"], env=env, check=True)
                transcript.append("[end] xdotool key ctrl+q")
                try:
                    app.wait(15)
                except subprocess.TimeoutExpired:
                    transcript.append("(the window did not close after Ctrl+Q)")
        finally:
            stop(app)
        keys = sum(len(st.args[0]) if st.kind == "type" else len(st.args) for st in session.steps)
        print(f"wm={args.wm or 'none'} delay={args.delay} ms: {len(session.steps)} steps, {keys} key presses, "
              f"{took:.1f} s")
        if args.transcript:
            args.transcript.write_text("\n".join(transcript) + "\n")
        out = (folder / "vitae.out").read_text(errors="replace").strip()
        log = folder / "xdg_state_home" / "vitae" / "vitae.log"
        for line in (out.splitlines() + (log.read_text(errors="replace").splitlines() if log.exists() else [])):
            if any(word in line for word in ("Traceback", "Error", "ERROR", "WARNING")):
                print(f"  log: {line}")
        if not save_to.exists():
            print("NOT SAVED: the file never appeared")
            print("\n".join(transcript[-15:]))
            return 2
        if args.keep:
            args.keep.write_bytes(save_to.read_bytes())
        saved = yaml.safe_load(save_to.read_text(encoding="utf-8"))
    problems = compare(session, saved, args.delay) + extra_texts(saved, session)
    typed = sum(len(v) for v in session.expected.values())
    if problems:
        print(f"{len(problems)} differences in {len(session.expected)} fields ({typed} characters expected):")
        for problem in problems:
            print("  " + problem)
        return 1
    print(f"no character lost: {len(session.expected)} fields, {typed} characters, all as typed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
