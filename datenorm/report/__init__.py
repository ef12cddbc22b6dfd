"""Reports: evaluation of a model on labelled rows, its metrics and what it writes."""
