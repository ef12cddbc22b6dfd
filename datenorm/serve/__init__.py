"""Serving: the public API, the numpy engine, constrained decoding, helper processes, heatmaps and the
batch I/O of `datenorm translate`. Nothing here imports TensorFlow, keras, faker or click."""
