"""Texts that hold a date's numbers but state no one day: a period (a season and its year, a part of a month or a
year), a match's score, a negative or overlong number, a word whose letters were lost on the way, round the clock
('24/7'), an age. `numbered` refuses a
reading made of them (`number_reading`), with the other numbers that are something else."""

from __future__ import annotations

import re

# A season and its year ('Summer 2020 Collection', 'Spring 2020 semester', 'l'été 2019', 'лето 2021'): no date, as every
# labelled file marks one (95 rows); the model read the year of two with a word after them.
SEASONS = (r"spring|summer|autumn|fall|winter|printemps|été|automne|hiver|frühling|frühjahr|sommer|herbst|primavera|"
           r"verano|otoño|invierno|estate|autunno|inverno|verão|outono|voorjaar|zomer|najaar|herfst|весна|лето|осень|"
           r"зима|весной|летом|осенью|зимой|wiosna|jesień|sommar|höst|vinter|kevät|kesä|syksy|talvi")
SEASON = re.compile(rf"(?<![^\W\d_])(?:{SEASONS})(?:\s+(?:of|de|del|di|du))?\s+(\d{{4}})(?![\d.,/:-]\d)"
                    rf"|(?<![\d.,/:-])(\d{{4}})\s+(?:{SEASONS})(?![^\W\d_])")
# A part of a month or year ('1ra. quincena de mayo 2024', 'first half of May 2024', 'второй декаде мая 2024',
# 'first week of May 2024'): a period, as the labelled files mark 'first half of 2021', not its first day.
PART = re.compile(r"(?<![^\W\d_])(?:(?:first|second|last|1st|2nd|1ra|1a|2da|2a|1ª|2ª|primera|segunda|última|primeira|"
                  r"première|premiere|seconde|deuxième|erste[nr]?|zweite[nr]?|letzte[nr]?|prima|seconda)\.?\s"
                  r"(?:half|week|semana|semaine|woche|hälfte|moitié|mitad|metade|metà|settimana|quincena|quinzena|"
                  r"quinzaine|fortnight)|quincena|quinzena|quinzaine|fortnight|декад[аеуы])(?![^\W\d_])"
                  r"[^\d]{0,24}?(?<!\d)(\d{4})(?!\d)")
# A negative number ('-2024', '-45415'), a run of digits too long for a date and its time ('20240503123456789012'),
# when it is the text's only number: no date.
NEGATIVE = re.compile(r"^[-−](\d+(?:[.,]\d+)?)$|(?<!\d)(\d{18,})(?!\d)")
# A word of question marks or replacement characters between a date's numbers or before its year ('3 ??? 2020', '??
# ???? 2021'): letters lost on the way, so no month can be read.
LOST = re.compile("(?<=\\d\\s)([?\ufffd]{2,})(?=\\s\\d)|([?\ufffd]{2,})(?=\\s\\d{4}(?!\\d))")
# A match's score between its sides' names, when it is the text's only number ('Cymru 12-10 Ffrainc', 'Bayern 3:1
# Dortmund'): no month and two-digit year.
SCORE = re.compile(r"(?<=[^\W\d_]\s)(\d{1,2}\s?[-–:]\s?\d{1,2})(?=\s[^\W\d_]{2})")
# An age: after its word ('aged 74', 'Age at death: 74y 3m 12d', 'AE 74-3-12', 'aetatis suae 63', '享年74', '향년 74세')
# or as years, months and days ('74 J. 3 M. 12 T.'), as registers and gravestones write it: read as 1974-03-12
_DURATION = (r"\d{1,3}\s?(?:y|yrs?|years?|j|jahre?|ans?|años?|lat)\.?\s+\d{1,2}\s?(?:m|mo|mos|months?|monate?|mois|meses)"
             r"\.?\s+\d{1,2}\s?(?:d|days?|t|tage?|jours?|días?)\.?")
AGE = re.compile(r"(?:(?<![^\W\d_])(?:aged?|age at death|ae|æt|aet|aetatis(?: suae)?|alter|im alter von|âgée?|edad|età|"
                 r"idade|возраст|в возрасте)\.?:?\s?|享年|향년\s?)"
                 rf"({_DURATION}|\d{{1,3}}(?:\s?[-/.]\s?\d{{1,2}}){{0,2}})(?!\d)|(?<!\d)({_DURATION})(?![^\W\d_])")
# Round the clock, every day ('24/7', 'خدمة ٢٤/٧', '24/365'): read as July 2024
ALWAYS = re.compile(r"(?<![\d/.-])(24\s?/\s?(?:7|365))(?![\d/.-])")


def vague_gates() -> dict[re.Pattern, tuple[str, ...]]:
    """What a text must hold for each pattern to be found in it (`numbered._GATES`)."""
    return {SEASON: (SEASONS,), SCORE: (r"[^\W\d_]\s\d{1,2}\s?[-–:]\s?\d",), NEGATIVE: (r"^[-−]\d|\d{18}",),
            LOST: ("[?\ufffd]{2}",), ALWAYS: (r"24\s?/\s?[73]",),
            AGE: (r"age|ae|æt|aet|alter|âg|edad|età|idade|возраст|享年|향년|\d\s?(?:y|j|an|añ|lat)",),
            PART: (r"half|week|semana|semaine|woche|hälfte|moitié|mitad|metade|metà|settimana|quincena|quinzena|"
                  r"quinzaine|fortnight|декад",)}
