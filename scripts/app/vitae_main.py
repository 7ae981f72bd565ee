"""Entry point of the app folder (scripts/vitae.spec): the `vitae` console script.

With no arguments it opens the window; `vitae export FILE -o out.pdf`,
`vitae templates` and the other commands work as from a pip install.
"""

import sys

from editor.cli import main

if __name__ == "__main__":
    sys.exit(main())
