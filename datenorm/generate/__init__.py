"""Synthetic (messy date string, ISO target) pairs from faker + babel, written as train/valid/test CSVs.

Mix of the date rows, by the weights in `FORMAT_FAMILIES` (datenorm/families.py):
  28.5% English messy templates: ordinals, weekdays, abbreviations, clock times, US (MDY) and UK (DMY);
  19%  locale-free numerals and ISO forms (locale 'und');
  23.5% babel CLDR standard formats and skeletons; each row takes its locale half the time from ~40
       major locales (`MAJOR_LOCALES`) and half the time uniformly from every given locale;
   5%  Japanese/Chinese/Korean year-month-day forms, 4% hand-framed major languages ('le 3 mai 1999'),
       1% Roman-numeral months ('3.V.1999');
 3.5%  other year counts and numerals (datenorm/calendars.py): Japanese era, Thai Buddhist and Minguo
       years ('平成31年4月30日', '13 ตุลาคม 2559', '民國108年5月3日'), Chinese numerals ('二〇〇八年八月八日');
  10%  partial dates (month + year, year alone) at their real precision;
 5.5%  dates inside machine text (datenorm/stamps.py): file and folder names ('IMG_20190503_142211.jpg'),
       log timestamps ('[03/May/2019:14:22:01 -0700]'), CJK date-times ('2011年3月11日 14時46分');
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
