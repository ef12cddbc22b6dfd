"""Month names with a case ending that CLDR does not give, as its own name: Estonian's after a day ('3. märtsil 2021',
on the third of March: the adessive; 'maist', 'juunini'), Hungarian's after a year ('1974 áprilisában', in its April;
'2019 márciusától', from March). CLDR writes Estonian's months in the nominative and Hungarian's bare, and the model
read a name with its ending beside other words as no date ('Saabunud 3. märtsil 2021', 'Megjelent 1974 áprilisában')
or, where the name is short, as another month ('3. mail 2021', in May, as April). Only after a day's number with its
dot (Estonian) or a year (Hungarian): elsewhere the endings make other words ('mail', 'mais').
"""

from __future__ import annotations

import re

# Estonian: nominative -> the stem its cases are built on (the genitive)
_ESTONIAN = {"jaanuar": "jaanuari", "veebruar": "veebruari", "märts": "märtsi", "aprill": "aprilli", "mai": "mai",
             "juuni": "juuni", "juuli": "juuli", "august": "augusti", "september": "septembri", "oktoober": "oktoobri",
             "november": "novembri", "detsember": "detsembri"}
_ESTONIAN_NOMINATIVE = {stem: name for name, stem in _ESTONIAN.items()}
# adessive, inessive, elative, terminative, allative, translative, essive, ablative
_ESTONIAN_CASE = re.compile(rf"(?<!\d)(\d{{1,2}}\.\s?)({'|'.join(_ESTONIAN.values())})(?:l|s|st|ni|le|ks|na|lt)(?![^\W\d_])")
_HUNGARIAN = ("január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember",
              "október", "november", "december")
# (its) in, from, until, onto, of: 'áprilisában', 'márciustól', 'májusig', 'októberi'
_HUNGARIAN_CASE = re.compile(rf"(?<!\d)(\d{{4}}\.?\s)({'|'.join(_HUNGARIAN)})"
                             r"(?:[áé]?(?:ban|ben|tól|től|ig|ra|re|nak|nek|ban)|i)(?![^\W\d_])")


def month_cases(text: str) -> str:
    """A case-folded text with those month names in their own form."""
    if "." in text:
        text = _ESTONIAN_CASE.sub(lambda m: m.group(1) + _ESTONIAN_NOMINATIVE[m.group(2)], text)
    return _HUNGARIAN_CASE.sub(r"\1\2", text)
