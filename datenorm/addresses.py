"""House numbers that a reading may be made of: after a street's name and kind ('ul. Marszałkowska 12/14',
'Hauptstraße 12') or a flat's word ('شقة 12/05'), before a street's name and kind as English-speaking countries write
an address ('1600 Pennsylvania Avenue'), and after a street named for a date ('ул. 8 Марта, д. 15'). `numbered`
looks for them with the other numbers that are something else."""

from __future__ import annotations

import re

# A house number (and a flat's) after a street's name and its kind written before it ('ul. Marszałkowska 12/14' was
# 2014-12, 'calle Mayor 12', 'rue de Rivoli 99') or glued after it ('Hauptstraße 12', 'Keizersgracht 123').
HOUSE = re.compile(r"(?:\b(?:ul|ulica|al|aleja|calle|avda|avenida|rua|via|viale|corso|rue|boulevard|улица|ул|"
                   r"вул|вулиця|проспект)\.?\s(?:[^\W\d_][\w'’-]*\.?\s){1,3}"
                   r"|[^\W\d_]{2,}(?:straße|strasse|gasse|platz|allee|straat|laan|gracht|gatan|vägen|gade|vej|veien|"
                   r"katu|utca)\s"
                   # ... or a flat's number after its word ('شقة 12/05', 'Apt. 12/3', 'кв. 12/1')
                   r"|(?<![^\W\d_])(?:apt|apartment|flat|appartement|wohnung|квартира|кв|شقة|شقه|דירה)\.?\s?"
                   r"(?:no\.?\s?|n°\s?|#\s?)?)(\d{1,4})(?:\s?[/-]\s?(\d{1,4}))?(?![\d/.-])")
# A house number on a street named for a date ('ул. 8 Марта, д. 15', 'οδός 28ης Οκτωβρίου 12', 'calle 12 de Octubre
# 45'): the day and month name the street, and the number after them is no year.
STREET_DATE = re.compile(r"(?<![^\W\d_])(?:ул|улица|вул|вулиця|пр|просп|проспект|пл|площадь|οδ[οό]σ|οδ|calle|avenida|"
                         r"av|avda|rua|rue|via|viale|piazza|praça|plac|ulica|ul|aleja|al)\.?\s(\d{1,2})[^\W\d_]{0,3}"
                         r"\.?\s(?:de\s)?[^\W\d_]{3,}\.?,?\s(?:д\.?\s?|дом\s|no\.?\s?|nr\.?\s?|n°\s?|№\s?)?"
                         r"(\d{1,3})(?![\d/.-])")
# A house number before a street's name and kind, as English-speaking countries write an address, at the start of
# a text or of a field ('1600 Pennsylvania Avenue NW', 'Apt 12B, 1600 Pennsylvania Ave', '1847 Route 9'), or a
# Hungarian postcode before its street ('Budapest, 1051 Arany János u. 5.'): blind writers of four hand-written
# files wrote them as non-dates; a year-only reading took the number for a year.
STREET = re.compile(r"(?:^|[,;] *)(\d{1,5})[A-Z]? +(?:(?:[A-ZÀ-Ý][\w'.-]* +){1,3}(?:Avenue|Ave|Street|St|Road|Rd|"
                    r"Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Terrace|Square|Sq|Circle|"
                    r"Highway|Hwy|u\.|utca|út|tér|körút|krt\.)(?!\w)"
                    r"|(?:Route|Rte|Highway|Hwy|County Road|State Route) +\d)")


def address_gates() -> dict[re.Pattern, tuple[str, ...]]:
    """What a text must hold for each pattern to be found in it (`numbered._GATES`)."""
    return {
        HOUSE: (r"(?:ul|ulica|al|aleja|calle|avda|avenida|rua|via|viale|corso|rue|boulevard|улица|ул|вул|вулиця|"
                r"проспект)\.?\s|(?:straße|strasse|gasse|platz|allee|straat|laan|gracht|gatan|vägen|gade|vej|veien|katu|utca)\s"
                r"|apt|apartment|flat|appartement|wohnung|квартира|кв|شق|דירה",),
        STREET_DATE: (r"(?:ул|вул|пр|пл|οδ|calle|av|rua|rue|via|piazza|praça|plac|ul|al)[^\s\d]{0,6}\s\d",),
    }


def house_number(text: str, iso: str) -> str | None:
    """The house number and street a reading's year was made of ('1600 Pennsylvania Avenue'; '1847 Route 9' was read
    as 1847-09-09), if any; `text` as written. A reading with a month takes it from the street only when the text
    starts with it ('8 January, 1990 Wa5 The Way It Was' is a date)."""
    m = STREET.search(text)
    if m is None or m.group(1) != iso[:4].lstrip("0") or (len(iso) > 4 and m.start() > 0):
        return None
    return m.group(0).lstrip(",; ")
