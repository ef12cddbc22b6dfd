"""What surrounds and spoils a written date: labels before it and log text after it ('Expires 08/2027'), the
place a letter was written at ('Amsterdam, 12-03-2012'), odd spacing, stray punctuation, case changes,
accents left off ('pazdziernika', 'Marz', 'thang 5'), a typing slip in a word ('Febuary', 'Janurary'), a
letter an OCR pass read as a digit ('Ju1y', '0ctober') and the date said again in ISO form beside it."""

from __future__ import annotations

import random
import re
import unicodedata
from functools import lru_cache
from typing import Callable

# The labels and log text a date cell or field carries with it. Without them the model invented a day for
# 'valid until 12/2025' (2025-12-12) and took the year from '1234#0' in a web server's log line.
_PREFIXES = ("Date: ", "DATE: ", "Dated ", "dated ", "Due ", "due: ", "Due date: ", "Expires ", "Exp. ", "exp ",
             "Expiry: ", "Valid until ", "valid thru ", "Valid from ", "Effective ", "effective from ", "As of ",
             "as at ", "Since ", "from ", "until ", "by ", "on ", "Posted on ", "Published ", "Last updated: ",
             "Updated ", "Created: ", "Modified: ", "DOB: ", "Born ", "born on ", "Invoice date: ", "Order date: ",
             "Ship date: ", "Delivered ", "Start: ", "End: ", "Deadline: ", "Submitted ", "Received ", "Sent: ",
             "Signed ", "Est. ", "Joined ", "Member since ", "Datum: ", "Fecha: ", "Data: ", "Date : ", "Дата: ",
             "日付：", "日期：", "날짜: ", "Tarih: ", "Dátum: ",
             # document references: 'Order No. 45 of 15.03.2021' as Russian, German, Polish, French write it
             "от ", "Приказ № 45 от ", "Договор от ", "від ", "vom ", "Schreiben vom ", "z dnia ", "du ",
             "en date du ",
             # labels that carry numbers of their own, which are no part of the date ('Version 2.0, released 4
             # October 2023' was read as 2023-10-02)
             "Version 2.0, released ", "v3.1.4 released ", "Release 1.4.2 - ", "Build 4521, ", "Ticket #4471 opened ",
             "Order 12-3344 placed ", "Room 204, ", "INVOICE 2023-118 | Date: ", "Case No. 14/2020, judgment of ",
             "Lot 7 - ", "Rechnung Nr. 2024-0113 vom ", "Facture n° 118/2023 du ", "Pedido 4471 del ",
             "Счёт № 148 от ", "Faktura nr FV/112/2024 z dnia ", "第3版 ", "Kamar 12, ",
             # citations and events: volume, issue and page numbers, or a name, before the date
             "Vol. 12, no. 3, ", "vol. 4, issue 2, pp. 233-241, ", "Bd. 12, Nr. 3, ", "t. 5, n° 2, ", "Nature 521, ",
             "Battle of Hastings, ", "Treaty of Paris, ", "Siege of Vienna, ", "Apollo 11, ",
             # a list's item marks, and '~' for 'about' ('~1995'): base called '– huhtikuu 2014' no date (an en
             # dash stood only in ranges; scripts/wrap_probe.py)
             "– ", "— ", "~", "~ ")  # fmt: skip
# The same labels in other languages: best-before and expiry dates, birth and issue dates, 'valid until', 'as of'.
# Chinese and Japanese glue theirs to the date. Without them 'Годен до 05.2025' was read with an invented day and
# '有效期至2027年12月31日' as no date.
_LOCAL_PREFIXES = (
    "Годен до ", "Срок годности: ", "Дата рождения: ", "Дата выдачи: ", "Действителен до ", "по состоянию на ",
    "Дата народження: ", "Придатний до ", "станом на ", "Mindestens haltbar bis ", "Haltbar bis: ", "Gültig bis ",
    "Geburtsdatum: ", "geb. ", "Stand: ", "Ausstellungsdatum: ", "Ablaufdatum: ", "À consommer avant le ",
    "Date d'expiration : ", "Valable jusqu'au ", "Né le ", "Date de naissance : ", "Mis à jour le ",
    "Fecha de caducidad: ", "Válido hasta ", "Consumir antes del ", "Fecha de nacimiento: ", "Actualizado el ",
    "Validade: ", "Válido até ", "Data de nascimento: ", "Atualizado em ", "Scadenza: ", "Da consumarsi entro il ",
    "Valido fino al ", "Data di nascita: ", "Aggiornato il ", "Houdbaar tot ", "Geldig tot ", "Geboortedatum: ",
    "Bijgewerkt op ", "Ważne do: ", "Data ważności: ", "Data urodzenia: ", "Najlepiej spożyć przed: ", "Platné do: ",
    "Datum narození: ", "Spotřebujte do: ", "Bäst före ", "Giltig till ", "Födelsedatum: ", "Bedst før ",
    "Udløbsdato: ", "Best før ", "Parasta ennen ", "Viimeinen käyttöpäivä: ", "Syntymäaika: ", "Lejárat: ",
    "Minőségét megőrzi: ", "Születési dátum: ", "Data expirării: ", "Valabil până la ", "Data nașterii: ",
    "Son kullanma tarihi: ", "Doğum tarihi: ", "S.K.T.: ", "Λήξη: ", "Ημερομηνία γέννησης: ", "Ισχύει έως ",
    "تاريخ الانتهاء: ", "تاريخ الميلاد: ", "صالح حتى ", "تاریخ انقضا: ", "تاریخ تولد: ", "תאריך תפוגה: ",
    "תאריך לידה: ", "בתוקף עד ", "समाप्ति तिथि: ", "जन्म तिथि: ", "Hạn sử dụng: ", "HSD: ", "NSX: ", "Ngày sinh: ",
    "วันหมดอายุ: ", "วันเกิด: ", "Tanggal kedaluwarsa: ", "Berlaku hingga ", "Tanggal lahir: ", "有效期至", "保质期至",
    "截至", "生产日期：", "出生日期：", "到期日：", "于", "自", "更新于", "賞味期限：", "有効期限：", "生年月日：", "発行日：",
    "更新日：", "유효기간: ", "생년월일: ", "발행일: ", "Срок действия: ",
    # 'date:' and 'in the Gregorian calendar' where the lists above have none ('እ.ኤ.አ. ሜይ 25 ቀን 1963')
    "እ.ኤ.አ. ", "እ.ኤ.አ ", "የትውልድ ቀን: ", "Tarehe: ", "Tarehe ya kuzaliwa: ", "Ranar: ", "Ọjọ́: ", "Usuku: ",
    "தேதி: ", "তারিখ: ", "تاریخ: ", "मिति: ", "තිළිණ දිනය: ", "දිනය: ", "កាលបរិច្ឆេទ: ", "ရက်စွဲ: ", "თარიღი: ",
    "Ամսաթիվ՝ ", "Огноо: ", "Күні: ", "Sana: ", "Tarix: ", "Petsa: ", "Dyddiad: ", "Dáta: ", "Data: ",
)  # fmt: skip
LOCAL_PREFIX_SHARE = 0.35  # of the labels put before a date
# The events of genealogies, parish and civil registers and their transcriptions, abbreviated as they write them
# ('b. 12 Jan 1834', 'ur. 17 lutego 1965', 'geb. 3. März 1850', '† 1901'): a blind hand-written file's 'ur.' (born,
# in Polish) made its date no date.
_RECORD_PREFIXES = (
    "b. ", "born ", "d. ", "died ", "bapt. ", "bap. ", "chr. ", "bur. ", "m. ", "marr. ", "Born: ", "Died: ",
    "geb. ", "gest. ", "get. ", "begr. ", "verh. ", "* ", "† ", "✝ ", "⚭ ", "∞ ", "ged. ", "overl. ", "tr. ",
    "né le ", "née le ", "décédé le ", "bapt. le ", "inh. le ", "n. ", "nac. ", "fall. ", "bau. ", "nato il ",
    "morto il ", "m. il ", "nasc. ", "fal. ", "ur. ", "zm. ", "ochrz. ", "ślub ", "nar. ", "zem. ", "zomr. ",
    "rođ. ", "um. ", "f. ", "född ", "död ", "döpt ", "vigd ", "født ", "død ", "døbt ", "s. ", "k. ", "syntynyt ",
    "kuollut ", "szül. ", "megh. ", "род. ", "ум. ", "р. ", "нар. ", "пом. ", "g. ", "dz. ", "sünd. ", "surn. ",
    "doğ. ", "öl. ", "γεν. ", "απεβ. ",
)  # fmt: skip
RECORD_PREFIX_SHARE = 0.08  # of the labels put before a date
# Sentences around a date, with the everyday words that are month names somewhere else ('was' is February in Old
# Prussian, 'now' November and 'her' September elsewhere, 'sie' August in Polish, 'das' December, 'una', 'dan'):
# 'I was born in 1990' was read as 1990-02, 'Now in 2017' as 2017-11.
_SENTENCE_PREFIXES = (
    "I was born in ", "She was born on ", "He was born ", "It was ", "It was in ", "That was back in ",
    "Her birthday is ", "We can meet on ", "See you on ", "Now in ", "Any time in ", "They moved out in ",
    "He came back in ", "No later than ", "The way it was in ", "Call me on ", "Let me know by ", "I saw her in ",
    "Her last day was ", "Any news since ", "She can start on ", "No payment since ", "Out of office until ",
    "Was it ", "Now it is ", "It was way back in ", "Any day now, ", "Can we do ", "Her flight out was ",
    "Sie wurde geboren am ", "Das war im Jahr ", "Das Treffen ist am ", "Das war ", "Sie kam ", "Des travaux depuis ",
    "C'est arrivé en ", "Il est né le ", "Par courrier du ", "Elle est partie en ", "Est-ce le ", "Una reunión el ",
    "Han pasado años desde ", "Nació el ", "Fue en ", "Dat was in ", "Het was op ", "Van ", "Dan pada tahun ",
    "Saya lahir pada ", "Dan ", "Una vez en ",
    # and in the prose of many languages, so that a year with words after it is not read as a count ('Seit 2015 lebe
    # ich in Leipzig', 'Depuis 2010, l'association...' were no date beside '2019 units' and '2024 Toyota Camry')
    "Seit ", "Seit dem ", "Depuis ", "Desde ", "Dal ", "Sinds ", "Sedan ", "Siden ", "Od roku ", "Od ", "С ",
    "Vuodesta ", "Im Jahr ", "En ", "Nel ", "Em ", "V roce ", "W roku ", "В ", "Tahun ", "Năm ", "Sejak ",
    "Born in Leeds in ", "Founded in ", "She moved to London in ", "Il est arrivé à Paris en ", "Er kam ",
    "Llegó a México en ", "Trasferito a Roma nel ", "Mudou-se para Lisboa em ",
)  # fmt: skip
_SENTENCE_SUFFIXES = (" was a great year", " is when we met", " can't come soon enough", " was the best summer",
                      " and now it is over", " and that was it", " was her birthday", " was the way it was",
                      " war ein gutes Jahr", " das war's", " est une date", " par exemple", " fue una vez",
                      " dan selesai", " was het", ", she moved to London", " and joined the company",
                      ", when the war ended", " and has lived there", ", according to the report",
                      " lebe ich in Leipzig", " zog sie nach Berlin", ", als es endete", " wurde es eröffnet",
                      ", l'association a accueilli", " il a déménagé à Lyon", ", selon le rapport",
                      " se mudó a Madrid", ", según el informe", " si trasferì a Roma", ", secondo il rapporto",
                      " mudou-se para Lisboa", " verhuisde hij naar Utrecht", " przeprowadził się do Krakowa",
                      " se přestěhoval do Prahy", ", v září", " переехал в Москву", " переїхала до Києва",
                      " költözött Budapestre", " İstanbul'a taşındı", " flyttade hon till Malmö",
                      " hän muutti Helsinkiin", " ia pindah ke Jakarta", " ông chuyển đến Hà Nội",
                      " μετακόμισε στην Αθήνα", " s-a mutat la Cluj", " preselio se u Zagreb")  # fmt: skip
SENTENCE_SHARE = 0.3  # of the framed rows
_SUFFIXES = (" (approx.)", " (est.)", " - final", " [error] 1234#0: *1 open() failed", " INFO Starting on port 8080",
             " ERROR 500 GET /api/v1/users/4711", " WARN disk usage 91%", " DEBUG cache miss id=88213",
             " - Invoice #20931", " (updated)", " - see note 3", " | page 12", " by admin", " #2041", " ref 1033",
             " v2.3.1", " (rev. 4)", " - 3 items", " x2", " № 45", " г. № 12-р", " No. 7", " Nr. 118",
             # Chinese, Japanese and Korean glue 'from', 'until' and 'born' to a date
             "起", "止", "まで", "から", "까지", "부터", "生", "以前",
             # ... and '~' for 'from' ('2014年4月~', '2014.4 ~'): base called a date with one after it no date
             "~", "～", " ~", " ～")  # fmt: skip


# Where letters, minutes and forms are dated: a place name, then the date ('Berlin, den 3. Mai 1999').
_PLACE_LOCALES = ("en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL", "ru_RU", "ja_JP", "hr_HR",
                  "cs_CZ", "el_GR", "ko_KR", "pt_BR", "sv_SE", "hu_HU", "uk_UA", "ro_RO", "da_DK", "fi_FI")  # fmt: skip
_PLACE_JOINS = (", ", ", ", ", den ", ", le ", ", el ", ", dnia ", ", ", " ", ", am ", " - ", " – ", " — ")
PLACE_SHARE = 0.15  # of framed rows


def place(rng: random.Random) -> str:
    """A town's name from faker's address data of one of _PLACE_LOCALES, seeded from `rng`."""
    from datenorm.generate.context import faker

    fake = faker(rng.choice(_PLACE_LOCALES), "places")
    fake.seed_instance(rng.getrandbits(32))
    return fake.city()


# Words people write before a numeral date in their own language ('Facture du 03/04/2023', 'Factuurdatum:
# 01-06-2024', 'marcada para 10/11/2023'). An ambiguous numeral is read in its writer's order, and the words around
# it name the writer's language; labels drawn from any language (the lists above) teach that they never matter, so
# framed ambiguous numerals mostly take their own language's words. English is left out: its words are the same
# before a US and a British date.
OWN_WORDS = {
    "fr": ("Facture du ", "Né le ", "Payé le ", "Rendez-vous le ", "Échéance : ", "Fait à Paris, le "),
    "de": ("Rechnung vom ", "geboren am ", "Termin am ", "Fällig am ", "Lieferung bis ", "Kontoauszug vom "),
    "es": ("Factura del ", "Nacido el ", "Vence el ", "Cita el ", "Fecha de pago: ", "Madrid, a "),
    "it": ("Scontrino del ", "Nato il ", "Scadenza il ", "Appuntamento il ", "Fattura n. 12 del "),
    "pt": ("Vencimento: ", "Nascido em ", "marcada para ", "Emitido em ", "Pago em ", "audiência em "),
    "nl": ("Factuurdatum: ", "Geboren op ", "Vervaldatum: ", "Afspraak op ", "Betaald op "),
    "pl": ("Data wystawienia: ", "Urodzony ", "Termin płatności: ", "Spotkanie w dniu "),
    "cs": ("Datum vystavení: ", "Narozen ", "Splatnost: ", "Schůzka dne "),
    "ru": ("Дата оплаты: ", "Родился ", "Счёт от ", "Встреча "),
    "uk": ("Дата оплати: ", "Народився ", "Рахунок від "),
    "sv": ("Fakturadatum: ", "Född ", "Förfallodatum: ", "Mötet den "),
    "da": ("Fakturadato: ", "Født ", "Forfaldsdato: ", "Mødet den "),
    "nb": ("Fakturadato: ", "Født ", "Forfallsdato: ", "Møtet den "),
    "fi": ("Laskun päiväys: ", "Syntynyt ", "Eräpäivä: ", "Palaveri "),
    "ro": ("Data facturii: ", "Născut la ", "Scadența: ", "Ședința din "),
    "tr": ("Fatura tarihi: ", "Doğum tarihi: ", "Son ödeme: ", "Toplantı "),
    "el": ("Ημερομηνία: ", "Γεννήθηκε ", "Λήξη: "),
    "hr": ("Datum računa: ", "Rođen ", "Dospijeće: "),
    "sr": ("Датум: ", "Рођен ", "Рок плаћања: "),
    "bg": ("Дата: ", "Роден на ", "Падеж "),
    "id": ("Tanggal faktur: ", "Lahir ", "Jatuh tempo: "),
    "vi": ("Ngày hóa đơn: ", "Sinh ngày ", "Hạn thanh toán: "),
}
OWN_WORDS_SHARE = 0.8
# Web pages, tickets and documents set a label or a note off from a date with a dash, a bar or a dot ('Ticket – 3
# May 2021', 'Datum | 03.05.2021', 'Urteil vom 14.07.2021 – 1 BvR 123/20'). The generator wrote an en dash only
# between the two ends of a range (127 negatives to 4 dates in 400k rows), and base called every text with one no
# date ('Menetjegy – 2024. augusztus 20.', is_date 0.000).
SET_OFF_MARKS = (" – ", " — ", " | ", " · ", " • ")  # (also between a date and its clock time: `cldr_datetime`)
_SET_OFF = (*SET_OFF_MARKS, " - ")
SET_OFF_SHARE = 0.3  # of labels that end with a colon, and of notes after a date


def frame(rng: random.Random, text: str, limit: int, own_language: str | None = None) -> str:
    """A label, a place or the start of a sentence before the text, log or note text or the rest of a sentence
    after it, or both, when the result fits in `limit`. `own_language`: the language of an ambiguous numeral's
    writer, whose own words then come first most of the time (`OWN_WORDS`)."""
    if own_language in OWN_WORDS and rng.random() < OWN_WORDS_SHARE:
        framed = rng.choice(OWN_WORDS[own_language]) + text
        return framed if len(framed) <= limit else text
    r = rng.random()
    if r < PLACE_SHARE:
        framed = place(rng) + rng.choice(_PLACE_JOINS) + text
        return framed if len(framed) <= limit else text
    if rng.random() < SENTENCE_SHARE:
        prefix = rng.choice(_SENTENCE_PREFIXES) if r < 0.8 else ""
        suffix = rng.choice(_SENTENCE_SUFFIXES) if r >= 0.6 else ""
    else:
        pick = rng.random()
        labels = (_LOCAL_PREFIXES if pick < LOCAL_PREFIX_SHARE else _RECORD_PREFIXES
                  if pick < LOCAL_PREFIX_SHARE + RECORD_PREFIX_SHARE else _PREFIXES)
        prefix = rng.choice(labels) if r < 0.75 else ""
        suffix = rng.choice(_SUFFIXES) if r >= 0.6 else ""
        if prefix.rstrip().endswith(":") and rng.random() < SET_OFF_SHARE:
            prefix = prefix.rstrip()[:-1].rstrip() + rng.choice(_SET_OFF)
        if suffix.startswith(" ") and suffix[1:2].isalnum() and rng.random() < SET_OFF_SHARE:
            suffix = rng.choice(_SET_OFF) + suffix[1:]
    framed = prefix + text + suffix
    return framed if len(framed) <= limit else text


# --- messiness on top -------------------------------------------------------------------------------------

_WRAPS = (("(", ")"), ("[", "]"), ('"', '"'), ("'", "'"), ("<", ">"))


def mess(rng: random.Random, text: str) -> str:
    """Odd spacing, stray punctuation and case changes a person or an OCR pass leaves on a string."""
    r = rng.random()
    if r < 0.3:
        text = rng.choice((text.upper, text.lower, text.title))()
    elif r < 0.5 and " " in text:
        spaces = [i for i, c in enumerate(text) if c == " "]
        i = rng.choice(spaces)
        text = text[:i] + " " * rng.randint(2, 3) + text[i + 1 :]
    elif r < 0.6:
        text = re.sub(r"\s*([,/.\-])\s*", lambda m: f" {m.group(1)} " if rng.random() < 0.5 else m.group(1), text)
    r = rng.random()
    if r < 0.35:
        text += rng.choice((".", ",", ";", ":", " .", "!", " -", "?"))
    elif r < 0.5:
        left, right = rng.choice(_WRAPS)
        text = left + text + right
    elif r < 0.65:
        text = rng.choice((" ", "  ", "\t", "- ", "* ", ", ", "# ")) + text + rng.choice(("", " ", "  "))
    return text


# Letters with no decomposition that keyboards without them replace by their base letter.
_BASE_LETTERS = {"ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "ı": "i", "ß": "ss", "ħ": "h"}


@lru_cache(maxsize=4096)
def _bare(char: str) -> str:
    if char in _BASE_LETTERS:
        return _BASE_LETTERS[char]
    if not unicodedata.name(char, "").startswith(("LATIN", "GREEK")):
        return char  # Japanese dakuten, Indic vowel signs and Hangul decompose too, but are not accents
    return "".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c))


def strip_marks(text: str) -> str:
    """Latin and Greek letters without their accents, as typed on a keyboard that lacks them
    ('października' -> 'pazdziernika', 'tháng' -> 'thang', 'Μαΐου' -> 'Μαιου'); other scripts unchanged."""
    return "".join(_bare(c) for c in text)


# --- typing slips -------------------------------------------------------------------------------------------

MIN_SLIP_WORD = 5  # shorter words ('Mar', 'Juni') are names of other months or words after one slip


@lru_cache(maxsize=4096)
def _alphabet(char: str) -> bool:
    """Latin, Greek and Cyrillic letters: words of them take slips of single letters; a slip in a run of
    CJK characters ('三十十二') writes another number, not a misspelling."""
    return unicodedata.name(char, "").startswith(("LATIN", "GREEK", "CYRILLIC"))


def misspell(rng: random.Random, text: str, keep: Callable[[str, str], bool] = lambda old, new: True) -> str:
    """One slip of the fingers in one alphabetic word of at least MIN_SLIP_WORD letters, never its first
    letter: a letter dropped ('Febuary'), doubled ('Januaary'), swapped with the next ('Spetember') or one of
    the word's own letters put in ('Janurary'). `keep(old, new)` may refuse a slip (one that writes another
    month's name); the text is then unchanged."""
    spans = [m.span() for m in re.finditer(r"[^\W\d_]+", text)
             if m.end() - m.start() >= MIN_SLIP_WORD and all(_alphabet(c) for c in m.group())]
    if not spans:
        return text
    start, end = rng.choice(spans)
    word = text[start:end]
    i = rng.randrange(1, len(word))
    kind = rng.randrange(4)
    if kind == 0:
        slipped = word[:i] + word[i + 1 :]
    elif kind == 1:
        slipped = word[:i] + word[i] + word[i:]
    elif kind == 2 and i < len(word) - 1:
        slipped = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    else:
        slipped = word[:i] + rng.choice(word[1:]) + word[i:]
    return text[:start] + slipped + text[end:] if slipped != word and keep(word, slipped) else text


# --- OCR confusions ------------------------------------------------------------------------------------------

# Letters that text recognition reads as the digit they resemble.
_OCR_DIGITS = {"l": "1", "I": "1", "i": "1", "O": "0", "o": "0", "S": "5", "s": "5", "B": "8", "Z": "2", "g": "9"}
_OCR_WORD = re.compile(r"[A-Za-z]{3,}")


def ocr_slip(rng: random.Random, text: str) -> str:
    """One letter of one Latin word of at least three letters read as a look-alike digit ('Ju1y 14, 1789',
    '0ctober 12, 1492', 'Apri1'), the first letter too; a text without such a letter is unchanged. The word is
    not a name of another month after it, so what it names stays the same."""
    spots = [m.start() + i for m in _OCR_WORD.finditer(text) for i, c in enumerate(m.group()) if c in _OCR_DIGITS]
    if not spots:
        return text
    i = rng.choice(spots)
    return text[:i] + _OCR_DIGITS[text[i]] + text[i + 1 :]


# --- the same date twice -------------------------------------------------------------------------------------

# Catalogues, exports and Wikipedia write a date again in another form beside it: '(1946-06-14) June 14, 1946',
# '14.06.1946 (1946-06-14)'. Both say one date; the held-out '(1946-06-14) June 14, 1946' was read as none.
_TWINS = ("{t} ({iso})", "({iso}) {t}", "{iso} ({t})", "{t} / {iso}", "{t} [{iso}]", "{iso} - {t}")


def twin(rng: random.Random, text: str, iso: str) -> str:
    """A full date's text with its ISO form beside it, in one of the ways records pair them."""
    return rng.choice(_TWINS).format(t=text, iso=iso)
