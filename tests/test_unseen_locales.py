"""CLDR locales the shipped weights never read (`unseen_locales`): their forms are written as ones they read, and the
texts of the locales whose names stand in are left as they are."""

import pytest
from babel import Locale

from datenorm.vocab import normalize

SUNUWAR_JANUARY = "\U00011bcf\U00011bc8\U00011bcd\U00011bc8\U00011bc5\U00011bc4\U00011bc3"


@pytest.mark.parametrize("text, norm", [
    ("tenpo sike #1954 la tenpo tenpo mun #2 la tenpo suno #18", "tenpo mun #2 18, 1954"),  # Toki Pona, full
    ("sike #2025 la tenpo mun #1 la suno #27", "tenpo mun #1 27, 2025"),  # long
    ("sike #1973 ) #1 ) #14", "tenpo mun #1 14, 1973"),  # short
    ("2030ч Апр. 2", "2030 г. апр. 2"),  # Tuvan's year glued to its mark
    ("2030 ч", "2030 ч"), ("15ч 30м", "15ч 30м"),  # not glued to a year
    (f"1999 {SUNUWAR_JANUARY} 17", "1999 जनवरी 17"),  # Sunuwar's script, as Nepali names it
    ("2001 ၸၼ်ႇ 4 - ၽတ်း", "2001 ဇန်နဝါရီ 4 - ကြာသပတေး"), ("ဢေႃး 2038", "ဩဂုတ် 2038"),  # Shan, as Burmese
])
def test_forms_of_locales_the_weights_never_read_are_written_as_ones_they_read(text, norm):
    assert normalize(text) == norm


def test_burmese_and_nepali_names_are_left_as_they_are():
    for locale in ("my", "ne"):
        months = Locale.parse(locale).months
        for context in ("format", "stand-alone"):
            for width in ("wide", "abbreviated"):
                for name in months[context][width].values():
                    text = f"2001 {name} 4"
                    assert normalize(text) == text.casefold()
