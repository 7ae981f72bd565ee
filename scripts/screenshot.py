"""Draw the editor window on the bundled example into docs/images/window.png.

Runs without a display (Qt's offscreen platform) and without touching the
user's settings or recovery files: everything goes to a temporary folder.

    python scripts/screenshot.py [--out docs/images/window.png] [--lang en] [--interface zh]

A dark scheme comes from the desktop, as for a user: on an X display, with
``QT_QPA_PLATFORM=xcb QT_QPA_PLATFORMTHEME=gtk3 GTK_THEME=Adwaita:dark`` set,
Qt takes GTK's dark palette (``--dark`` sets the last two).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def wait(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def has_ink(image) -> bool:
    """Whether *image* holds anything darker than paper (text on a page)."""
    return any(image.pixelColor(x, y).lightness() < 100
               for y in range(0, image.height(), 6) for x in range(0, image.width(), 6))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images" / "window.png")
    parser.add_argument("--file", type=Path, default=None, help="résumé to show (default: the bundled example)")
    parser.add_argument("--lang", default=None, help="content language to show (default: the résumé's first)")
    parser.add_argument("--select", default="sections,2,entries,0",
                        help="outline item to select, as a path (default: the first experience entry)")
    parser.add_argument("--size", default="1400x860")
    parser.add_argument("--translation", action="store_true", help="with the translation view (F7) open")
    parser.add_argument("--variant", default=None, help="the variant to preview (default: the whole résumé)")
    parser.add_argument("--template", default=None, help="the template to show (default: the résumé's own)")
    parser.add_argument("--interface", choices=("en", "zh"), default="en", help="the interface's language")
    parser.add_argument("--dark", action="store_true",
                        help="ask GTK's dark theme (needs an X display: QT_QPA_PLATFORM=xcb)")
    args = parser.parse_args()
    if args.dark:
        os.environ["QT_QPA_PLATFORMTHEME"] = "gtk3"
        os.environ["GTK_THEME"] = "Adwaita:dark"

    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from editor.ui.app import register_fonts
    from editor.ui.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    register_fonts()
    with tempfile.TemporaryDirectory() as scratch:
        settings = QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("interface/language", args.interface)
        window = MainWindow(settings=settings, data_dir=Path(scratch), preview_debounce_ms=0)
        width, height = (int(n) for n in args.size.split("x"))
        window.resize(width, height)
        loop = QEventLoop()
        window.preview.rendered.connect(loop.quit)
        window.preview.render_failed.connect(loop.quit)
        QTimer.singleShot(15_000, loop.quit)
        window.start(args.file)
        window.show()
        loop.exec()
        if args.lang:
            window.document.set_language(args.lang)
            loop.exec()
        if args.variant:
            window.document.set_variant(args.variant)
            loop.exec()
        if args.template:
            window.document.set_value(("design", "template"), args.template)
            loop.exec()
        path = tuple(int(p) if p.isdigit() else p for p in args.select.split(","))
        window.outline.select(path)
        if path[0] == "letters":  # the preview shows the letter
            loop.exec()
        if args.translation:
            window.translation.view_action.setChecked(True)
        wait(800)  # the pages settle (a glance, then the whole story)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        # Grab until the preview shows ink (a render may still be on its way).
        shot = window.grab()
        for _ in range(8):
            if has_ink(window.preview.view.viewport().grab().toImage()):
                shot = window.grab()
                break
            wait(300)
        if not shot.save(str(args.out)):
            print(f"could not write {args.out}", file=sys.stderr)
            return 1
        window.document.undo_stack.setClean()
        window.close()
    del app
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
