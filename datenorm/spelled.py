"""Years written in words, as digits: 'two thousand and twenty-two' -> '2022', 'nineteen eighty-four' -> '1984',
'mil novecientos ochenta y dos' -> '1982', 'en mil neuf cent huitante-deux' -> 'en 1982',
'neunzehnhundertneunundachtzig' -> '1989', 'millenovecentottantadue' -> '1982', 'dois mil e vinte' -> '2020'.

Legal and ceremonial text and older books write years so ('this 21st day of June in the year two thousand and
twenty-two'), in English, French, Spanish, Portuguese, Italian, German, Catalan, Galician, Dutch, Afrikaans, Danish,
Norwegian, Swedish and Icelandic alike ('dos mil dinou', 'dous mil dezanove', 'negentienhonderdnegenennegentig', 'to
tusind og nitten', 'tvåtusennitton'); a day in words before its month too ('le vingt-cinq décembre', ordinals: 'am
dritten Mai', 'de vijftiende juni', 'the twenty-second of October', 'den tredje maj', 'þriðja maí'), with a
deed's formula between them ('a los quince días del mes de agosto', 'op die derde dag van Mei'). Reading a number
from its words is exact arithmetic, so `vocab.normalize` does it by rule, as it does Chinese numerals, and the model
reads digits: the same for training, serving, heatmaps and evaluation. Only runs of number words worth 1000 to 2099
become years, and days only before their month; counts ('three hundred') and words beside a numeral ('3 mil
dólares') stay as written.
"""

from __future__ import annotations

import re
from functools import lru_cache


FIRST_YEAR, LAST_YEAR = 1000, 2099

_UNITS = {
    1: "one un une uno una um uma ein eins eine unha u een één",
    2: "two deux dos dois duas due zwei dous dúas duas twee to två tvö tveir",
    3: "three trois tres três tre tré drei drie þrír þrjú",
    4: "four quatre cuatro quatro quattro vier catro fire fyra fjórir fjögur",
    5: "five cinq cinco cinque fünf funf fuenf cinc vijf vyf fem fimm",
    6: "six seis sei sechs sis zes ses seks sex",
    7: "seven sept siete sete sette sieben set zeven sewe syv sju sjö",
    8: "eight huit ocho oito otto acht vuit agt otte åtte åtta átta",
    9: "nine neuf nueve nove neun nou negen nege ni nio níu",
    10: "ten dix diez dez dieci zehn deu tien ti tio tíu",
    11: "eleven onze once undici elf elleve elva ellefu",
    12: "twelve douze doce doze dodici zwölf zwolf zwoelf dotze twaalf tolv tólf",
    13: "thirteen treize trece treze tredici dreizehn tretze dertien tretten tretton þrettán",
    14: "fourteen quatorze catorce catorze quattordici vierzehn veertien fjorten fjorton fjórtán",
    15: "fifteen quinze quince quindici fünfzehn funfzehn fuenfzehn vijftien vyftien femten femton fimmtán",
    16: "sixteen seize dieciséis dieciseis dezesseis dezasseis sedici sechzehn setze dezaseis zestien sestien"
        " seksten sexton sextán",
    17: "seventeen diecisiete dezessete dezassete diciassette siebzehn disset dezasete zeventien sewentien"
        " sytten sjutton sautján",
    18: "eighteen dieciocho dezoito diciotto achtzehn divuit dezaoito achttien agtien atten arton átján",
    19: "nineteen diecinueve dezenove dezanove diciannove neunzehn dinou negentien nitten nitton nítján",
    20: "twenty vingt vingts veinte vinte venti vent zwanzig vint twintig tyve tjue tjugo tuttugu",
    21: "veintiuno veintiún veintiun ventuno",
    22: "veintidós veintidos", 23: "veintitrés veintitres", 24: "veinticuatro", 25: "veinticinco",
    26: "veintiséis veintiseis", 27: "veintisiete", 28: "veintiocho", 29: "veintinueve",
    30: "thirty trente treinta trinta trenta trent dreißig dreissig dertig tredive tretti trettio þrjátíu",
    40: "forty fourty quarante cuarenta quarenta quaranta quarant vierzig corenta veertig fyrre førti förti"
        " fyrtio fjörutíu",
    50: "fifty cinquante cincuenta cinquenta cinquanta cinquant fünfzig funfzig fuenfzig vijftig vyftig"
        " halvtreds femti femtio fimmtíu",
    60: "sixty soixante sesenta sessenta sessanta sessant sechzig seixanta zestig sestig seksti sextio sextíu",
    70: "seventy septante setenta settanta settant siebzig setanta zeventig sewentig halvfjerds sytti sjuttio sjötíu",
    80: "eighty huitante octante ochenta oitenta ottanta ottant achtzig vuitanta tachtig tagtig firs åtti"
        " åttio áttatíu",
    90: "ninety nonante noventa novanta novant neunzig noranta negentig halvfems nitti nittio níutíu",
    100: "hundred cent cents cien ciento cem cento hundert cen honderd hundrede hundre hundra hundrað hundruð",
    200: "doscientos duzentos douscentos", 300: "trescientos trezentos trescentos",
    400: "cuatrocientos quatrocentos catrocentos", 500: "quinientos quinhentos cincocentos",
    600: "seiscientos seiscentos",
    700: "setecientos setecentos", 800: "ochocientos oitocentos",
    900: "novecientos novecentos",
    1000: "thousand mil mille mila tausend duizend duisend tusind tusinde tusen þúsund",
}  # fmt: skip
_WORDS = {word: value for value, words in _UNITS.items() for word in words.split()}
# 'nineteen hundred', 'neuf cent', 'nove|cento', 'nitton|hundra'
_MULTIPLY = set(_UNITS[100].split()) - {"cien", "ciento", "cem", "cen"}  # (those write each hundred as its own word)
_THOUSAND = set(_UNITS[1000].split())
# 'two thousand and twenty', 'ochenta y dos', 'neun|und|achtzig', 'vint-i-dos', 'negen|en|negentig', 'to tusind og
# nitten', 'fem|og|halvfems'
_JOIN = {"and", "et", "y", "e", "und", "i", "en", "ën", "og"}
_OH = {"oh", "o"}  # 'nineteen oh five'
_LONGEST = max(map(len, _WORDS)) + 1

# A run of letters (hyphens inside: 'quatre-vingt-deux') and the spaces between such runs.
_RUN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*(?:\s+[^\W\d_]+(?:-[^\W\d_]+)*)*")
# Cheap test for the words every spelled year holds: most texts skip the rest.
_ANY = re.compile(r"hundred|thousand|teen|mil|cent|tausend|hundert|zwanzig|twenty|honderd|duizend|duisend|twintig"
                  r"|tusen|tusind|þúsund|hundr|nitten|atten|sytten|seksten|femten")
_YEAR_BEFORE = re.compile(r"(?:^|\s)(?:l'an|an|año|ano|anno|year|jahr|jaar|år|året|l'any|any|árið|ári)\s*$")
_YEARS_AFTER = re.compile(r"(?:years?|jahren?|ans|années|años|anni|anos|jaar|jaren|år|vuotta)(?![^\W\d_])")
# ... and where a year of two thousands stands alone ('en deux mille', 'im Jahr zweitausend', 'since two thousand')
_IN_BEFORE = re.compile(r"(?:^|\s)(?:en|in|im|em|nel|del|de|of|since|depuis|desde|seit|sedan|siden|i|til|fra|from"
                        r"|until|till|dal|al|no|na|do|da|el|le|het|sinds|tot|vanaf|ab|bis)\s*$")


def _pieces(word: str) -> tuple[str, ...] | None:
    """A word cut into number words, as German and Italian write a number in one ('neunzehnhundertneun',
    'millenovecentottanta', with Italian's elisions: 'cent|ottanta'); None when it is not all number words."""
    if word in _JOIN or word in _OH:
        return (word,)
    return _compound(word)


_INNER_JOINS = ("und", "en", "ën", "og")  # 'neun|und|achtzig', 'negen|en|negentig': inside a word, never first or last


# Danish and Norwegian two, nine and ten: words of their own, never a piece of one ('sexto' is Spanish's sixth, no
# 'sex|to').
_ALONE_ONLY = {"to", "ti", "ni"}


# ... but they lead a thousand, a hundred or 'og' ('to|tusind', 'ni|og|fyrre') and end a ten ('tjue|to').
_ALONE_LEADS = ("tusind", "tusen", "hundrede", "hundre", "og")


@lru_cache(maxsize=4096)
def _compound(word: str, inner: bool = False) -> tuple[str, ...] | None:
    if word in _WORDS and not (inner and word in _ALONE_ONLY):
        return (word,)
    for size in range(min(len(word) - 1, _LONGEST), 1, -1):
        head, tail = word[:size], word[size:]
        if (head in _WORDS and (head not in _ALONE_ONLY or tail.startswith(_ALONE_LEADS))) or (
                inner and head in _INNER_JOINS):  # ('entre': no 'en|tre')
            rest = _compound(tail, True)
            if rest is None and tail in _ALONE_ONLY and head in _WORDS and 20 <= _WORDS[head] <= 90 \
                    and _WORDS[head] % 10 == 0:
                rest = (tail,)
            if rest is not None:
                return (head, *rest)
    return None


def _value(tokens: list[str], halves: bool = True) -> int | None:
    """The number the words say, or None when they are no number: a hundred multiplies what comes before it in
    its thousand, a thousand what comes before it; 'quatre vingt' is 80; English's two halves ('nineteen
    eighty-four', 'twenty twenty', 'nineteen oh five') are a year, from thirteen on ('eleven thirty' is a time)."""
    words = [t for t in tokens if t not in _JOIN]
    if halves and len(words) >= 2 and 13 <= _WORDS.get(words[0], 0) <= 20 and len(words) == len(tokens) \
            and not set(words) & (_MULTIPLY | _THOUSAND):
        oh = words[1] in _OH
        low = _value(words[2:] if oh else words[1:])
        if low is not None and (1 <= low <= 9 if oh else 10 <= low <= 99):
            return 100 * _WORDS[words[0]] + low
    total = current = 0
    previous = None
    for word in words:
        if word in _OH:
            return None
        if word in _THOUSAND:
            total += (current or 1) * 1000
            current = 0
        elif word in _MULTIPLY:
            current = (current or 1) * 100
        elif _WORDS[word] == 20 and previous == "quatre":  # quatre-vingt(s): 80
            current += 76
        else:
            current += _WORDS[word]
        previous = word
    return total + current if words else None


def spelled_years(text: str) -> str:
    """A case-folded text with every year written in words as its digits (see the module's docstring)."""
    if not _ANY.search(text):
        return text
    return _RUN.sub(lambda m: _convert(text, m), text)


def _convert(text: str, m: re.Match) -> str:
    """A run of words with each stretch of number words worth a year as its digits."""
    run = m.group()
    words = [(w.start(), w.end(), w.group()) for w in re.finditer(r"[^\W\d_]+", run)]
    out, last, i = [], 0, 0
    while i < len(words):
        j = i
        while j < len(words) and _pieces(words[j][2]) is not None:
            j += 1
        # A stretch starts and ends with a number word: 'in the year two thousand and', 'o dois mil'
        a, b = i, j
        while a < b and words[a][2] in _JOIN | _OH:
            a += 1
        while b > a and words[b - 1][2] in _JOIN | _OH:
            b -= 1
        # A word that is a number in one language and a word in another may lead the stretch ('o cliente deu dois
        # mil e vinte': Portuguese's 'gave', Catalan's ten): the year is then what the words after it say.
        for a in range(a, b):
            if words[a][2] in _JOIN | _OH:
                continue
            if a > i and words[a - 1][2] not in _NOT_ALONE | _JOIN:
                break  # ('three thousand twenty' is no 'three' and 1020)
            tokens = [piece for _, _, w in words[a:b] for piece in _pieces(w)]
            value = _value(tokens, halves=b - a > 1 or len(tokens) > 2)  # ('siebzehn|ten' is no 1710)
            start, end = m.start() + words[a][0], m.start() + words[b - 1][1]
            if value is not None and FIRST_YEAR <= value <= LAST_YEAR and _stands_alone(text, start, end, tokens):
                out += [run[last : words[a][0]], str(value)]
                last = words[b - 1][1]
                break
        i = max(j, i + 1)
    return "".join(out) + run[last:]


def _stands_alone(text: str, start: int, end: int, tokens: list[str]) -> bool:
    """Whether a number of words is a year: no numeral beside it ('3 mil dólares'), and a bare word for a
    thousand only after a word for the year ("l'an mil"; 'mil gracias' is a thousand thanks)."""
    before, after = text[:start].rstrip(), text[end:].lstrip()
    if (before and before[-1].isdigit()) or (after and after[0].isdigit()):
        return False
    if _YEARS_AFTER.match(after):  # 'seit zweitausend Jahren', 'two thousand years ago': a count of years
        return False
    words = [t for t in tokens if t not in _JOIN]
    if len(words) == 2 and words[1] in _THOUSAND:  # 'deux mille manifestants', 'zweitausend Besucher': a count
        return _YEAR_BEFORE.search(text[:start]) is not None or _IN_BEFORE.search(text[:start]) is not None \
            or _MONTH.search(text[max(0, start - 20) : start] + " ") is not None
    return len(words) > 1 or _YEAR_BEFORE.search(text[:start]) is not None


# Month names of the languages whose number words are above, case-folded, with and without their accents; a day in
# words is read only right before one (with 'de', 'del' or 'of' between): 'vingt-cinq décembre', 'primero de mayo'.
MONTH_NAMES = """january february march april may june july august september october november december
    janvier février fevrier mars avril mai juin juillet août aout septembre octobre novembre décembre decembre
    enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
    janeiro fevereiro março marco maio junho julho setembro outubro dezembro
    gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre
    januar jänner februar märz maerz juni juli oktober dezember
    gener febrer març maig juny juliol agost setembre desembre
    xaneiro febreiro xuño xuno xullo setembro novembro decembro
    januari februari maart mei augustus januarie februarie junie julie desember
    marts maj augusti janúar febrúar apríl maí júní júlí ágúst október nóvember desember"""
_MONTH = re.compile(r"(?<=\s)(?:(?:de|del|of|van)\s+|d['’])?(?:%s)(?![^\W\d_])"
                    % "|".join(sorted(set(MONTH_NAMES.split()), key=len, reverse=True)))
_FIRST = {"primero", "primer", "premier", "primeiro", "primo"}  # the first of a month, in words
_SHORT_YEAR = re.compile(r"((?<=\s)(?:%s)\s+del?\s+)([^\W\d_]+(?:\s+[ye]\s+[^\W\d_]+)?)(?=\s*[.,;!?)]|\s*$)"
                         % "|".join(sorted(set(MONTH_NAMES.split()), key=len, reverse=True)))
_DAY_WORDS = re.compile(r"[^\W\d_]+")
# Number words that are also common words of another of these languages, read as a day only inside a longer
# stretch: 'Due September 1st' (Italian's two), 'um' (Portuguese's one), Italian's elided tens.
_NOT_ALONE = {"due", "um", "sei", "elf", "cent", "cents", "vent", "trent", "quarant", "cinquant", "sessant",
              "settant", "ottant", "novant", "set", "sis", "nou", "deu", "cinc", "cen", "vint", "u", "een", "ses",
              "tien", "en", "to", "ti", "ni", "sex", "fire", "tio", "elva"}  # (the last: English, Spanish words)
# ... unless a word for 'the' or 'day' stands before it: 'il due giugno', 'no dia um de dezembro'
_ARTICLE_BEFORE = re.compile(r"(?:^|\s)(?:il|dal|al|del|dia|día|el|le)\s+$")
_MAX_DAY_WORDS = 4  # 'vingt et un', 'trinta e um', 'treinta y uno'
_DAY_REACH = 100  # characters before a month name where its day in words may stand
# Deeds and registers put a formula between the day and its month: 'a los quince días del mes de agosto', 'aos três
# dias do mês de maio', 'il giorno quindici del mese di marzo', 'le vingt-deux du mois de mars'. It goes with the
# day's words, so that the model reads the day before its month as everywhere else.
_DAY_OF_MONTH = re.compile(r"\s+(?:(?:d[ií]as?\s+)?(?:del|do|du|dello)\s+(?:mes|mês|mese|mois)(?:\s+di)?|dag)\s*$")
# German and Dutch write a day as an ordinal ('am dritten Mai', 'den einunddreißigsten Dezember', 'de vijftiende juni'):
# the cardinal and 'te(n)' (German) or 'de' (Dutch, Afrikaans) up to nineteen, 'ste(n)' from twenty; 'erst-', 'dritt-',
# 'sieb(en)t-', 'acht-', 'eerste', 'derde', 'achtste' and 'agste' as irregular.
_ORDINAL_ENDINGS = ("ste", "sten", "ster", "stes", "stem"), ("te", "ten", "ter", "tes", "tem", "de")
_ORDINAL_STEMS = {"er": 1, "drit": 3, "sieb": 7, "ach": 8, "eer": 1, "der": 3, "acht": 8, "ag": 8}


# Danish, Norwegian, Swedish and Icelandic write a day as an ordinal of its own ('den tredje maj', 'þriðja maí'); from
# twenty on Swedish and Norwegian glue the unit's ordinal to the ten ('tjugoförsta', 'tjueførste'), Danish the unit
# and 'og' to the ten's ordinal ('enogtyvende').
_NORDIC_ORDINALS = {word: day for day, words in enumerate((
    "første första fyrsta", "anden andre andra annan", "tredje þriðja", "fjerde fjärde fjórða", "femte fimmta",
    "sjette sjätte sjötta", "syvende sjuende sjunde sjöunda", "ottende åttende åttonde áttunda", "niende nionde níunda",
    "tiende tionde tíunda", "ellevte elfte ellefta", "tolvte tolfte tólfta", "trettende trettonde þrettánda",
    "fjortende fjortonde fjórtánda", "femtende femtonde fimmtánda", "sekstende sextonde sextánda",
    "syttende sjuttonde sautjánda", "attende artonde átjánda", "nittende nittonde nítjánda",
    "tyvende tjuende tjugonde tuttugasta"), start=1) for word in words.split()}
_NORDIC_ORDINALS |= dict.fromkeys("tredivte trettiende trettionde þrítugasta".split(), 30)
_NORDIC_ORDINALS |= {ten + unit: base + day for ten, base, units in (
    ("tjugo", 20, "första andra tredje fjärde femte sjätte sjunde åttonde nionde"),
    ("tjue", 20, "første andre tredje fjerde femte sjette sjuende åttende niende"),
    ("trettio", 30, "första"), ("tretti", 30, "første")) for day, unit in enumerate(units.split(), start=1)}
_NORDIC_ORDINALS |= {unit + "og" + ten: base + day for ten, base, units in (
    ("tyvende", 20, "en to tre fire fem seks syv otte ni"), ("tredivte", 30, "en"))
    for day, unit in enumerate(units.split(), start=1)}


@lru_cache(maxsize=4096)
def _ordinal_day(word: str) -> int | None:
    """The day a German, Dutch or Nordic ordinal names ('dritten' 3, 'zwanzigsten' 20, 'vijftiende' 15, 'tredje' 3),
    or None; never for a word that is a cardinal ('sechsten' is no 'sechs|ten'; 'sette' is seven)."""
    if word in _NORDIC_ORDINALS:
        return _NORDIC_ORDINALS[word]
    if word in _WORDS:
        return None
    for endings, low, high in ((_ORDINAL_ENDINGS[0], 20, 31), (_ORDINAL_ENDINGS[1], 2, 19)):
        for ending in endings:
            if not word.endswith(ending):
                continue
            stem = word[: -len(ending)]
            if stem in _ORDINAL_STEMS:
                return _ORDINAL_STEMS[stem]
            pieces = _compound(stem) if stem else None
            value = _value(list(pieces)) if pieces and pieces[-1] not in _JOIN else None
            if value is not None and low <= value <= high:
                return value
    return None


# English deeds and invitations write the day as an ordinal in words before 'of' and the month ('this
# twenty-second day of October', 'the eighteenth of June'): as '22nd', '18th', which the model reads inside longer
# texts too (a blind file's deeds of 85 characters and more were searched, and their day in words never found).
_EN_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
                "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
                "twentieth": 20, "thirtieth": 30}
_EN_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
_EN_ORDINAL_DAY = re.compile(rf"(?<![^\W\d_])(?<!-)(?:(twenty|thirty)[- ]?)?({'|'.join(_EN_ORDINALS)})(?![^\W\d_])"
                             rf"(?=\s+(?:day\s+)?of\s+(?:the\s+month\s+of\s+)?(?:{_EN_MONTHS})(?![^\W\d_]))")
_SUFFIX = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}


def _en_ordinal(m: re.Match) -> str:
    unit = _EN_ORDINALS[m.group(2)]
    value = {"twenty": 20, "thirty": 30, None: 0}[m.group(1)] + unit
    if value > 31 or (m.group(1) and unit > 9):  # 'thirty-second', 'twenty tenth': no day
        return m.group()
    return f"{value}{_SUFFIX.get(value, 'th')}"


def english_ordinal_days(text: str) -> str:
    """A case-folded text with an English ordinal day in words before 'of' and its month as digits ('the
    twenty-first of june' -> 'the 21st of june')."""
    return _EN_ORDINAL_DAY.sub(_en_ordinal, text) if " of " in text else text


def _short_year(m: re.Match) -> str:
    pieces = [p for w in m.group(2).split() for p in (_pieces(w) or ("",))]
    value = _value(pieces, halves=False) if "" not in pieces else None
    return f"{m.group(1)}{value:02d}" if value is not None and 10 <= value <= 99 else m.group()


def spelled_days(text: str) -> str:
    """A case-folded text with a day written in words before its month as digits: 'le vingt-cinq décembre 1999'
    -> 'le 25 décembre 1999', 'primero de mayo de 1886' -> '1 de mayo de 1886', 'le sept mars 2021' -> 'le 7 mars
    2021' (which the model, knowing 'sept' as September's abbreviation, read as 2021-09). The number words of
    `spelled_years`, worth 1 to 31, or a word for 'first'; a stretch of them beside a numeral ('3 mil') stays.
    English ordinals before 'of' and a month too (`english_ordinal_days`)."""
    text = english_ordinal_days(text)
    if not _MONTH.search(text):
        return text
    if " de" in text:  # a year's last two digits after its month ('el 2 de octubre del sesenta y ocho')
        text = _SHORT_YEAR.sub(_short_year, text)
    out, last = [], 0
    for m in _MONTH.finditer(text):
        formula = _DAY_OF_MONTH.search(text, max(last, m.start() - 40), m.start())
        end = formula.start() if formula else m.start()
        # (a bounded look back: a long text with many month names stays linear)
        words = list(_DAY_WORDS.finditer(text, max(last, end - _DAY_REACH), end))
        stretch: list[re.Match] = []  # the words right before the month, joined by spaces or hyphens
        ordinal = None
        for w in reversed(words):
            gap = text[w.end() : (stretch[0].start() if stretch else end)]
            if len(stretch) == _MAX_DAY_WORDS or gap.strip(" -"):
                break
            if not stretch and (ordinal := _ordinal_day(w.group())) is not None:
                stretch = [w]  # an ordinal is a day of its own ('sechsten', not 'sechs|ten')
                break
            if _pieces(w.group()) is None and w.group() not in _FIRST:
                break
            stretch.insert(0, w)
        while stretch and (stretch[0].group() in _JOIN or stretch[0].group() in _OH):
            stretch.pop(0)
        if not stretch or stretch[-1].group() in _JOIN or stretch[-1].group() in _OH:
            continue  # 'Sept and November 1959': no day joined to the month
        words = [w.group() for w in stretch]
        if len(words) == 1 and words[0] in _NOT_ALONE and not _ARTICLE_BEFORE.search(text, 0, stretch[0].start()):
            continue
        if set(words) & _FIRST:  # 'primero' alone; never inside a longer number
            value = 1 if len(words) == 1 else None
        elif ordinal is not None:
            value = ordinal
        else:
            value = _value([p for w in words for p in _pieces(w)])
        if value is None or not 1 <= value <= 31 or text[: stretch[0].start()].rstrip()[-1:].isdigit():
            continue
        first = stretch[0]
        out += [text[last : first.start()], str(value), " "]
        last = m.start()
        if (formula and "mois" in formula.group()) or text.startswith("van ", last):  # French and Dutch write no
            last += len(re.match(r"(?:de\s+|d['’]|van\s+)?", text[last:]).group())  # word between day and month
    return "".join(out) + text[last:]


_LETTERS = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")


@lru_cache(maxsize=256)  # (find asks it of one text for each of its windows and dates)
def writes_numbers(text: str) -> bool:
    """Whether a text writes a year, or a day before its month, in words that `spelled_years` and `spelled_days` read
    as digits: only then are its number words worth looking at one by one (`is_number_word`)."""
    folded = text.casefold()
    if not _ANY.search(folded) and not _MONTH.search(folded):
        return False
    return _DIGIT.subn("", spelled_days(spelled_years(folded)))[1] > _DIGIT.subn("", folded)[1]


def is_number_word(word: str) -> bool:
    """Whether a word (its punctuation aside) is a number in words that `spelled_years` or `spelled_days` may read
    ('Twenty-two,', 'eighteenth', 'vingt', 'dritten'): `find` reads a window only from a numeral on, and a date in
    words holds no digit until it is normalised ('the eighteenth of June, two thousand twenty-two')."""
    for run in _LETTERS.findall(word.casefold()):
        if run in _JOIN or run in _OH or run in _NOT_ALONE:
            continue
        if run in _EN_ORDINALS or run in _FIRST or _compound(run) is not None or _ordinal_day(run) is not None:
            return True
    return False
