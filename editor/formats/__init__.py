"""Reading and writing résumés: the native file, and other formats."""

from .errors import DocumentError, FileProblem
from .native import dumps, load, loads, save

__all__ = ["DocumentError", "FileProblem", "dumps", "load", "loads", "save"]
