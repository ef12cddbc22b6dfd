# datenorm: every target that needs the virtual environment depends on it, so a fresh clone can run
# `make test` (or any other target) straight away.

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
DN     := $(VENV)/bin/datenorm
DATA   ?= data
RUN    ?= additive
SEED   ?= 0

# The shipped model's recipe (see datenorm/models/base/MODEL_CARD.md). It trains on splits of its own: four
# times `make data`'s rows in the same proportions, so with the same seed every string lands in the same split
# as there (`make evaluate` scores it on data/test.csv, which it never saw) while training sees four times the
# variety of one `make data`.
SHIP_EPOCHS ?= 8
SHIP_DECAY  ?= 3
SHIP_DATA   ?= $(DATA)/ship
SHIP_ROWS   ?= --train 1600000 --valid 20000 --test 80000
FAST_EPOCHS ?= 24
FAST_DECAY  ?= 6
FT_EPOCHS   ?= 4
FT_LR       ?= 5e-4

.PHONY: install data train evaluate coverage test bench compare scores find-eval ship ship-fast finetune lexicon clean demo

$(VENV)/.installed: setup.cfg pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet -e '.[train,dev]'
	touch $@

install: $(VENV)/.installed

demo: install
	$(DN) translate "3rd of May 1999" "le 3 mai 1999" "1999年5月3日" "Sat 8 Jun 2017" "03.05.99"

$(DATA)/train.csv: | install
	$(DN) generate --out $(DATA) --seed $(SEED)

data: $(DATA)/train.csv

train: install data
	$(DN) train --data $(DATA) --run $(RUN) --seed $(SEED)

evaluate: install data
	$(DN) evaluate $(DATA)/test.csv --name test

# CLDR coverage: every locale babel knows, every month, in nine of CLDR's forms -> reports/cldr/report.md, and
# again with each string's locale stated as --locale states it -> reports/cldr_locale/report.md
coverage: install
	$(DN) evaluate --cldr --name cldr
	$(DN) evaluate --cldr --locale-given --name cldr_locale

test: install
	$(PY) -m pytest -q

bench: install data
	$(PY) scripts/bench.py --data $(DATA)/test.csv

compare: install data
	$(PY) scripts/compare_peers.py --data $(DATA)

# `datenorm find` beside dateparser's search_dates: span P/R/F1, ISO exact match and texts/s on the generated texts
# of scripts/find_generated.jsonl and on the hand-written scripts/find_handwritten.jsonl and find_handwritten2.jsonl
# to find_handwritten9.jsonl.
find-eval: install
	$(PY) scripts/find_eval.py

scores: install data
	$(PY) scripts/compare_scores.py --data $(DATA)

# Held-out files the default --min-confidence of a shipped model is chosen on (scripts/calibrate.py), with the
# validation split of the model's own data: the first eight hand-written files (on the first three alone the
# fifteenth run was right on every answer at 0, and 0 would have been chosen).
CALIBRATE_ON = scripts/handwritten.csv scripts/handwritten2.csv scripts/handwritten3.csv scripts/handwritten4.csv \
	scripts/handwritten5.csv scripts/handwritten6.csv scripts/handwritten7.csv scripts/handwritten8.csv

$(SHIP_DATA)/train.csv: | install
	$(DN) generate --out $(SHIP_DATA) $(SHIP_ROWS) --seed $(SEED)

# Trains the shipped model's recipe from scratch (with the lexicon channel; 7-10 minutes an epoch of 1.6M rows
# on 2 CPU cores; a kill loses at most 200 batches: rerun the same command; no early stop, which could end the
# run before its learning rate falls over the last SHIP_DECAY epochs), then chooses its default
# --min-confidence and builds its formats.json (formats for the commonest input shapes of its training data).
ship: install data $(SHIP_DATA)/train.csv
	$(DN) train --data $(SHIP_DATA) --run ship --epochs $(SHIP_EPOCHS) --decay-epochs $(SHIP_DECAY) \
		--patience $(SHIP_EPOCHS) --seed $(SEED)
	rm -f datenorm/models/base/formats.json
	cp checkpoints/ship/bundle/model.json checkpoints/ship/bundle/weights.npz datenorm/models/base/
	$(PY) scripts/calibrate.py --model datenorm/models/base $(SHIP_DATA)/valid.csv $(CALIBRATE_ON) --write
	$(PY) scripts/build_formats.py --model datenorm/models/base --data $(SHIP_DATA)/train.csv

# The smaller shipped model's recipe from scratch (datenorm/models/fast/MODEL_CARD.md): BiLSTM 48, attention
# 32, the learning rate falling over the last FAST_DECAY epochs (no early stop before it), about a minute an
# epoch here (30 minutes in all); `--model fast` serves it.
ship-fast: install data
	$(DN) train --data $(DATA) --run ship-fast --units 48 --attn-units 32 --epochs $(FAST_EPOCHS) \
		--decay-epochs $(FAST_DECAY) --patience $(FAST_EPOCHS) --seed $(SEED)
	rm -f datenorm/models/fast/formats.json
	cp checkpoints/ship-fast/bundle/model.json checkpoints/ship-fast/bundle/weights.npz datenorm/models/fast/
	$(PY) scripts/calibrate.py --model datenorm/models/fast $(DATA)/valid.csv $(CALIBRATE_ON) --write
	$(PY) scripts/build_formats.py --model datenorm/models/fast --data $(DATA)/train.csv

# Fine-tunes the shipped model on today's `make data` (how the committed weights were last updated, see
# the model card); the result is checkpoints/finetune/bundle, to copy over datenorm/models/base.
finetune: install data
	$(DN) train --data $(DATA) --run finetune --init-from base --epochs $(FT_EPOCHS) \
		--learning-rate $(FT_LR) --seed $(SEED)

# The shipped models' lexicons with the names of the babel installed here that they lack (a newer CLDR's locales),
# their own phrases kept as trained; see scripts/extend_lexicon.py
lexicon: install
	$(PY) scripts/extend_lexicon.py --model datenorm/models/base
	$(PY) scripts/extend_lexicon.py --model datenorm/models/fast

clean:
	rm -rf $(DATA)/*.csv heatmaps reports/*/ .pytest_cache
