"""Training: the dataset pipeline, the Keras layers and network, and the training loop. The only wing that
imports TensorFlow or keras (dataset.py excepted, which is numpy only)."""
