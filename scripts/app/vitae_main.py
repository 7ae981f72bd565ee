"""Entry point of the app folder (scripts/vitae.spec): the `vitae` console script.

With no arguments it opens the window; `vitae export FILE -o out.pdf`,
`vitae templates` and the other commands work as from a pip install. The
window reads a PDF in a child process; a frozen app has no `python -m`, so
that child is this program again with the reader's own flag.
"""

import sys

if __name__ == "__main__":
    from editor.formats.pdf_import.bounded import CHILD_FLAG

    if len(sys.argv) > 1 and sys.argv[1] == CHILD_FLAG:
        from editor.formats.pdf_import.bounded import child_main

        sys.exit(child_main())
    from editor.cli import main

    sys.exit(main())
