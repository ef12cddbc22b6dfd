"""datenorm: messy human-written dates in any language to ISO-8601.

The public API is small and imports nothing heavy (no TensorFlow):

    >>> from datenorm import Normalizer
    >>> Normalizer.load().normalize("3rd of May 1999").iso
    '1999-05-03'
"""

__version__ = "0.1.0"

__all__ = ["Normalizer", "Prediction", "column_order", "normalize", "normalize_series", "__version__"]

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what type checkers and editors see; at run time the names below load on first use
    from datenorm.readings import column_order
    from datenorm.serve.api import Normalizer, normalize, normalize_series
    from datenorm.serve.prediction import Prediction

# name -> the module that owns it; imported on first use so that `import datenorm` (and the CLI's --help)
# stays cheap.
_LAZY = {"Normalizer": "datenorm.serve.api", "normalize": "datenorm.serve.api",
         "normalize_series": "datenorm.serve.api", "Prediction": "datenorm.serve.prediction",
         "column_order": "datenorm.readings"}


def __getattr__(name):
    if name in _LAZY:
        from importlib import import_module

        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'datenorm' has no attribute {name!r}")
