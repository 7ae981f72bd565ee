"""The one error the renderer raises for bad input (not for its own bugs), and
the word it stops with when the caller no longer wants the render."""


class RenderError(Exception):
    """An unknown template, font or style name, or a theme value that makes no sense.

    The message is a sentence meant for the person who wrote the résumé or the
    theme file: it names the bad value and what would have been accepted.
    """


class RenderSuperseded(Exception):
    """The render's :attr:`~editor.request.RenderRequest.should_stop` said a
    newer one replaces it (the window's preview, typing on): it stopped early."""
