"""The interface language: English or Simplified Chinese.

It follows the system locale unless the user picked one (View → Interface
Language), and it is independent of the résumé's content languages.

Vitae's own texts are translated from a catalogue, ``resources/translations/
zh.json``: each English text mapped to its Chinese one. A key holding ``{}``
is also a pattern, so ``"Opened {}."`` translates ``"Opened cv.yaml."``.
Qt's .ts/.qm files would need every text marked in the source, and many of
ours are built at run time (form labels come from model field names); a plain
mapping translates those too and stays reviewable. Qt's own texts (standard
buttons, file dialogs, the line-edit menu) come from Qt's shipped
translations through a ``QTranslator``.

Widgets keep their English text in the code. :func:`retranslate` walks a
widget tree and swaps in the translations, remembering each English source,
so switching back and forth at run time needs no rebuild.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from functools import cache, partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QSettings, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QDockWidget, QGroupBox, QLabel, QMenu, QTableWidget, QWidget,
)

from ..paths import RESOURCES

TRANSLATIONS = RESOURCES / "translations"
INTERFACE_LANGUAGES = ("en", "zh")
CHOICES = ("system", "en", "zh")
SETTING = "interface/language"
SKIP = "i18nSkip"
"""Dynamic property: a widget showing user text, which must never be translated."""

_MNEMONIC = re.compile(r"&(?!&)(.)")
_SEPARATOR = "\x00"  # between the English source and the text shown, in one property

_current = "en"
_qt_translator: QTranslator | None = None


class Catalogue:
    """English → translation, with ``{}`` patterns and ``&`` mnemonics."""

    def __init__(self, entries: dict[str, str]):
        self.exact = dict(entries)
        self.reverse = {target: source for source, target in entries.items()}
        patterns = sorted((key for key in entries if "{}" in key), key=len, reverse=True)
        self.patterns = [(re.compile(re.escape(key).replace(r"\{\}", "(.+?)")), entries[key])
                         for key in patterns]

    def translate(self, text: str, depth: int = 0) -> str:
        if not text:
            return text
        hit = self.exact.get(text)
        if hit is not None:
            return hit
        core = text.strip()
        if core != text and core:  # " Template " in a toolbar
            return text.replace(core, self.translate(core, depth))
        if text.endswith(" *") and len(text) > 2:  # a required field's label
            return self.translate(text[:-2], depth) + " *"
        mnemonic = _MNEMONIC.search(text)
        if mnemonic:  # a whole menu text of the catalogue ("Add &Language…") before a pattern ("Add {}")
            plain = text[:mnemonic.start()] + mnemonic.group(1) + text[mnemonic.end():]
            hit = self.exact.get(plain)
            if hit is not None:  # the same word in both languages ("PDF…") keeps its access key where it was
                return text if hit == plain else _with_mnemonic(hit, mnemonic.group(1))
        if depth < 2:  # before access keys: a file name in a message may hold "&"
            for pattern, template in self.patterns:
                match = pattern.fullmatch(text)
                if match:
                    return template.format(*(self._part(g, depth) for g in match.groups()))
        if mnemonic:
            plain = text[:mnemonic.start()] + mnemonic.group(1) + text[mnemonic.end():]
            hit = self.translate(plain, depth)
            # The same word in both languages ("PDF…") keeps its access key where it was.
            return text if hit == plain else _with_mnemonic(hit, mnemonic.group(1))
        return text

    def _part(self, text: str, depth: int) -> str:
        """A value filled into a pattern: translated when it is one of ours (a field name)."""
        for candidate in (text, text[:1].upper() + text[1:]):
            hit = self.translate(candidate, depth + 1)
            if hit != candidate:
                return hit
        return text

    def source_of(self, text: str) -> str:
        """The English text *text* is the translation of (itself if none)."""
        return self.reverse.get(text, text)


def _with_mnemonic(text: str, key: str) -> str:
    """Chinese menus show the access key after the text: 文件(&F), 打开(&O)…"""
    suffix = "…" if text.endswith("…") else ""
    return f"{text.removesuffix('…')}(&{key.upper()}){suffix}"


@cache
def catalogue(lang: str) -> Catalogue:
    """*lang*'s catalogue; the section headings come from the printed words'
    language file (:mod:`editor.model.l10n`), so each is written in one place."""
    path = TRANSLATIONS / f"{lang}.json"
    if lang == "en" or not path.exists():
        return Catalogue({})
    return Catalogue({**_headings(lang), **json.loads(path.read_text(encoding="utf-8"))})


def _headings(lang: str) -> dict[str, str]:
    """English heading → *lang*'s, for every section kind with one ("Education" → "教育背景")."""
    from ..model.l10n import locale_for

    english, own = locale_for("en").section_titles, locale_for(lang).section_titles
    return {title: own[kind] for kind, title in english.items() if title and own.get(kind)}


# --- the language in use -----------------------------------------------------------

def tr(text: str) -> str:
    """*text* in the interface language."""
    return catalogue(_current).translate(text) if _current != "en" else text


def for_example(example: str) -> str:
    """A field's placeholder: "e.g. <example>" in the interface language. The model's
    examples are English; the catalogue gives each a Chinese one of its own."""
    return tr(f"e.g. {example}") if example else ""


def tr_problem(message: str) -> str:
    """A model's complaint about a value, in the interface language. A nested
    field's location before it (``[0].url: …``) is a path and stays as written."""
    where, colon, problem = message.partition(": ")
    if colon and where and " " not in where and tr(problem) != problem:
        return f"{where}: {tr(problem)}"
    return tr(message)


def current_language() -> str:
    """The language the interface speaks now ("en" or "zh")."""
    return _current


def system_language(locale: QLocale | None = None) -> str:
    locale = locale or QLocale.system()
    return "zh" if locale.language() == QLocale.Language.Chinese else "en"


def stored_choice(settings: QSettings) -> str:
    value = settings.value(SETTING, "system")
    return value if value in CHOICES else "system"


def store_choice(settings: QSettings, choice: str) -> None:
    if choice not in CHOICES:
        raise ValueError(f"unknown interface language {choice!r}")
    settings.setValue(SETTING, choice)


def resolve(choice: str) -> str:
    return system_language() if choice == "system" else choice


def set_language(lang: str) -> None:
    """Use *lang* for :func:`tr` and for Qt's own texts."""
    global _current, _qt_translator
    if lang not in INTERFACE_LANGUAGES:
        raise ValueError(f"the interface speaks {', '.join(INTERFACE_LANGUAGES)}, not {lang!r}")
    _current = lang
    app = QCoreApplication.instance()
    if app is None:
        return
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    if lang == "zh":
        translator = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if translator.load("qtbase_zh_CN", folder):
            app.installTranslator(translator)
            _qt_translator = translator


# --- translating widgets in place ------------------------------------------------------

def retranslate(root: QObject, *, force: bool = False) -> None:
    """Translate the texts of *root* and everything under it into the current language.

    Widgets are written in English, so in English there is nothing to do
    unless the language just changed (*force*).
    """
    if _current == "en" and not force:
        return
    objects: list[QObject] = [root, *root.findChildren(QObject)]
    seen = _skipped_ids(objects)
    for obj in objects:
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        _translate_object(obj)
        if isinstance(obj, QWidget):
            for action in obj.actions():
                if id(action) not in seen and not _flag(action, SKIP):
                    seen.add(id(action))
                    _translate_object(action)


def _property(obj: QObject, name: str) -> object:
    """A dynamic property, or None if it was never set.

    PySide6 6.12 on Python 3.11 loses a reference to None whenever a Qt call
    returns None (a void setter, a missing property, a null pointer); enough
    of them crash the interpreter. So missing properties are not asked for.
    """
    wanted = name.encode()
    if any(n.data() == wanted for n in obj.dynamicPropertyNames()):
        return obj.property(name)
    return None


def _flag(obj: QObject, name: str) -> bool:
    return bool(_property(obj, name))


def _skipped_ids(objects: list[QObject]) -> set[int]:
    """The ids of the objects flagged :data:`SKIP` and of everything under them.

    Found top-down: walking up with ``parentWidget()`` would ask Qt for the
    (None) parent of each top-level widget, which costs a None as above.
    """
    skipped: set[int] = set()
    for obj in objects:
        if id(obj) not in skipped and _flag(obj, SKIP):
            skipped |= {id(obj), *(id(child) for child in obj.findChildren(QObject))}
    return skipped


def _translate_object(obj: QObject) -> None:
    if isinstance(obj, QAction):
        # Toolbar buttons show the icon text: "打开", not the menu's "打开(&O)…".
        _swap(obj, "icon", obj.iconText, obj.setIconText)
        _swap(obj, "text", obj.text, obj.setText)
        _swap(obj, "tip", obj.toolTip, obj.setToolTip)
        _swap(obj, "status", obj.statusTip, obj.setStatusTip)
        return
    if not isinstance(obj, QWidget):
        return
    if isinstance(obj, QMenu):
        _swap(obj, "title", obj.title, obj.setTitle)
    elif isinstance(obj, (QLabel, QAbstractButton)):
        _swap(obj, "text", obj.text, obj.setText)
    elif isinstance(obj, QGroupBox):
        _swap(obj, "title", obj.title, obj.setTitle)
    elif isinstance(obj, QDockWidget):  # a panel's title bar ("Review the import")
        _swap(obj, "title", obj.windowTitle, obj.setWindowTitle)
    elif isinstance(obj, QComboBox):
        for i in range(obj.count()):
            _swap(obj, f"item{i}", partial(obj.itemText, i), partial(obj.setItemText, i))
    elif isinstance(obj, QTableWidget):
        for i in range(obj.columnCount()):
            header = obj.horizontalHeaderItem(i)
            if header is not None:
                _swap(obj, f"header{i}", header.text, header.setText)
    _swap(obj, "tip", obj.toolTip, obj.setToolTip)


def _swap(obj: QObject, key: str, get: Callable[[], str], put: Callable[[str], None]) -> None:
    """Replace one text by its translation, remembering the English it came from.

    If the owner changed the text since the last swap, the new text is the
    new source.
    """
    current = get()
    name = f"i18n_{key}"
    remembered = _property(obj, name)
    source, _, shown = str(remembered).partition(_SEPARATOR) if remembered else (None, "", None)
    if source is None or current != shown:
        source = _english(current)
    text = tr(source)
    if text != current:
        put(text)
    # Only what changed is set: each call of a Qt setter costs a None (see _property).
    if remembered != f"{source}{_SEPARATOR}{text}":
        obj.setProperty(name, f"{source}{_SEPARATOR}{text}")


def _english(text: str) -> str:
    for lang in INTERFACE_LANGUAGES:
        if lang != "en":
            source = catalogue(lang).source_of(text)
            if source != text:
                return source
    return text


def untranslated(root: QObject, *, ignore: Iterable[str] = ()) -> list[str]:
    """Visible interface texts under *root* with no Chinese in them (for the coverage test)."""
    ignored = set(ignore)
    found: list[str] = []
    objects = [root, *root.findChildren(QObject)]
    skipped = _skipped_ids(objects)
    for obj in objects:
        if id(obj) in skipped or isinstance(obj, QWidget) and not obj.isVisibleTo(obj.window()):
            continue
        for text in _texts(obj):
            plain = _MNEMONIC.sub(r"\1", text).strip()
            if (plain and plain.removesuffix("…") not in ignored and not _has_cjk(plain)
                    and re.search(r"[A-Za-z]{2}", plain)):
                found.append(plain)
    return sorted(set(found))


def _texts(obj: QObject) -> list[str]:
    if isinstance(obj, QAction):
        return [obj.text()] if obj.isVisible() and not obj.isSeparator() else []
    if isinstance(obj, QMenu):
        return [obj.title()]
    if isinstance(obj, (QLabel, QAbstractButton)):
        return [obj.text()]
    if isinstance(obj, QGroupBox):
        return [obj.title()]
    if isinstance(obj, QDockWidget):
        return [obj.windowTitle()]
    if isinstance(obj, QTableWidget):
        return [header.text() for i in range(obj.columnCount())
                if (header := obj.horizontalHeaderItem(i)) is not None]
    return []


def _has_cjk(text: str) -> bool:
    return any("\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" for ch in text)


def catalogue_keys(lang: str = "zh") -> set[str]:
    return set(catalogue(lang).exact)


def catalogue_path(lang: str = "zh") -> Path:
    return TRANSLATIONS / f"{lang}.json"
