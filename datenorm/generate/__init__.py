"""Synthetic (messy date string, ISO target) pairs from faker + babel, written as train/valid/test CSVs.

Mix of the date rows, by the weights in `FORMAT_FAMILIES` (generate/families.py, where each family says
what it writes): English templates (ordinals, weekdays, clock times, US and UK orders); locale-free numerals
and ISO forms (locale 'und'), compact and colon-separated ones included; CLDR standard formats, skeletons,
month names of every locale (format and stand-alone, wide and abbreviated, now and then with a two-digit
year) and date-times; Japanese/Chinese/Korean forms and hand-framed major languages; months in the case
that says 'in <month>' (cs, sk, pl, hr, ru, uk, fi, hu); other year counts and Chinese numerals (digit by
digit or read as a number); years 1-999 with an era ('AD 247', '85 n. Chr.') or in full ('0099-01-01');
partial dates at their real precision; and dates inside machine text (file names, log stamps, CJK
date-times). A share of rows with accented letters come without their accents ('pazdziernika').
`MONTH_END_SHARE` of the dates fall on their month's last day, `LEAP_DAY_SHARE` on 29 February of a leap
year, and `HISTORIC_SHARE` before the range (back to the year 1000, recent centuries likelier). Then
`negative_share` of all rows are non-dates (names, addresses, prices, times, version numbers, hexadecimal ids,
flight numbers, file names without a date ('IMG_4821.JPG'),
days no month has such as '35/02/2019' or 'May 40, 2019', day-month without a year, periods such as
'Q3 2015', 'spring 2015', 'FY2015', '2015-W11', 'the 1990s' or 'next Tuesday'). Held-out
data will mostly be English and major languages, so those are weighted up, while the uniform half of
the CLDR rows still reaches every locale. With `locales=[...]` the locale-dependent families draw
only from those locales: English templates need an en* locale in the list, CJK forms a ja/zh/ko one,
other year counts a ja/th/zh one, hand-framed forms their language; numerals are always drawn.
`FRAME_SHARE` of rows (dates and non-dates) get a label before them or log text after them ('Expires
08/2027', '2016/02/29 23:01:07 [error] 1234#0: ...'), and `MESS_SHARE` odd spacing, stray punctuation or
a case change on top. Two-digit AD years are written only where the pivot rule of datenorm.dates reads
them back, and every input is at most `MAX_INPUT_CHARS` once normalised.

Determinism: rows are made in chunks of `CHUNK` rows, each seeded from (seed, chunk index), so the
output does not depend on the number of workers, and `generate_examples(n)` is a prefix of
`generate_examples(m)` for n < m. Splits: each distinct normalised input belongs to one split, picked
by a stable hash of (seed, input) in proportion to the requested sizes; rows are taken in generation
order and dropped when their split is full or already holds them, so splits are disjoint and free of
duplicates as the model sees them.
"""

from datenorm.generate.draw import generate_examples
from datenorm.generate.splits import write_splits

__all__ = ["generate_examples", "write_splits"]
