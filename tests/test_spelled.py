"""Years written in words, and days in words before their month, become digits before the model reads them;
other number words stay as written."""

import pytest

from datenorm.roman import roman_years
from datenorm.spelled import spelled_days, spelled_years
from datenorm.vocab import normalize


@pytest.mark.parametrize("text, expected", [
    ("this 21st day of june in the year two thousand and twenty-two", "this 21st day of june in the year 2022"),
    ("eighteen hundred and twelve", "1812"),
    ("in fourteen hundred ninety-two", "in 1492"),
    ("one thousand nine hundred and ninety-nine", "1999"),
    ("nineteen eighty-four", "1984"),
    ("nineteen oh five", "1905"),
    ("twenty twenty-one", "2021"),
    ("seventeen seventy-six", "1776"),
    ("mil neuf cent septante", "1970"),  # Swiss and Belgian tens
    ("en mil neuf cent huitante-deux", "en 1982"),
    ("dix-neuf cent quatre-vingt-quatre", "1984"),
    ("le vingt et un juin deux mille vingt-deux", "le vingt et un juin 2022"),
    ("l'an mil", "l'an 1000"),
    ("mil novecientos ochenta y dos", "1982"),
    ("mil ciento doce", "1112"),
    ("o ano de dois mil e dez", "o ano de 2010"),
    ("neunzehnhundertneunundachtzig", "1989"),  # one word: cut into its number words
    ("tausendachthundertzwölf", "1812"),
    ("zweitausendzwanzig", "2020"),
    ("nel millenovecentonovantanove", "nel 1999"),  # with Italian's elision: cent|ottanta
    ("duemilaventi", "2020"),
    ("dos mil dinou", "2019"), ("mil set-cents vuitanta-set", "1787"),  # Catalan
    ("dous mil dezanove", "2019"), ("mil novecentos corenta e catro", "1944"),  # Galician
    ("negentienhonderdnegenennegentig", "1999"), ("tweeduizend achttien", "2018"),  # Dutch
    ("tweeduisend en negentien", "2019"),  # Afrikaans
    ("o cliente deu dois mil e vinte reais", "o cliente deu 2020 reais"),  # 'deu': Portuguese's gave, Catalan's ten
    ("to tusind og nitten", "2019"), ("to tusen og nitten", "2019"), ("tvåtusennitton", "2019"),  # Nordic
    ("nittonhundrasextiosex", "1966"), ("nitten hundrede og femoghalvfems", "1995"), ("tvö þúsund og nítján", "2019"),
    ("from 1999 to two thousand five", "from 1999 to 2005"),  # Norwegian's two is English's 'to': never a year's
])
def test_a_year_in_words_becomes_its_digits(text, expected):
    assert spelled_years(text) == expected


@pytest.mark.parametrize("text", [
    "twenty one",  # a count, not a year
    "three hundred",
    "eleven thirty",  # a time: two halves are a year only from thirteen on
    "ten thirty",
    "3 mil dólares",  # beside a numeral: a count
    "mil gracias",  # a bare thousand only after a word for the year
    "the twenty-first of june",
    "cinquecento",
    "milay akçay",  # a word that only begins like one
    "percent of the century",
    "three thousand twenty",  # no year, and no 'three' with 1020 after it
    "and",
])
def test_other_number_words_and_look_alikes_stay(text):
    assert spelled_years(text) == text


@pytest.mark.parametrize("text, expected", [
    ("le sept mars 2021", "le 7 mars 2021"),  # 'sept' is seven here, not September's abbreviation
    ("le vingt et un juin 2022", "le 21 juin 2022"),
    ("le trente et un mars 2020", "le 31 mars 2020"),
    ("dix-sept août 1960", "17 août 1960"),
    ("le premier mai 2020", "le 1 mai 2020"),
    ("el veintiuno de septiembre de 2020", "el 21 de septiembre de 2020"),
    ("treinta y uno de diciembre de 1999", "31 de diciembre de 1999"),
    ("primero de mayo de 1886", "1 de mayo de 1886"),
    ("vinte e cinco de dezembro de 2020", "25 de dezembro de 2020"),
    ("venticinque dicembre 1999", "25 dicembre 1999"),
    ("am dreiundzwanzig märz 1999", "am 23 märz 1999"),
    # German ordinals, up to nineteen with 'te(n)' and from twenty with 'ste(n)'; 'sechsten' is no 'sechs|ten'
    ("am dritten mai 1999", "am 3 mai 1999"), ("den ersten januar 2000", "den 1 januar 2000"),
    ("am sechsten märz 2020", "am 6 märz 2020"), ("am siebten juni 1999", "am 7 juni 1999"),
    ("am einunddreissigsten dezember 2020", "am 31 dezember 2020"), ("am zwanzigsten juli 1944", "am 20 juli 1944"),
    # a deed's formula between the day and its month goes with the day's words
    ("a los quince días del mes de agosto de 2017", "a los 15 de agosto de 2017"),
    ("aos três dias do mês de maio de 2019", "aos 3 de maio de 2019"),
    ("il giorno quindici del mese di marzo 2022", "il giorno 15 marzo 2022"),
    ("le vingt-deux du mois de mars 1999", "le 22 mars 1999"),
    # Catalan and Galician
    ("a vint-i-u de desembre de 2017", "a 21 de desembre de 2017"),
    ("el primer de gener de 2020", "el 1 de gener de 2020"), ("a tres d'abril de 2019", "a 3 d'abril de 2019"),
    ("aos tres días do mes de maio de 2019", "aos 3 de maio de 2019"),
    # English ordinals before 'of' and the month, as deeds write them
    ("the twenty-first of june 2021", "the 21st of june 2021"), ("this twenty-second day of october, 2009",
                                                                  "this 22nd day of october, 2009"),
    ("the eighteenth of june", "the 18th of june"), ("the first of may 2020", "the 1st of may 2020"),
    # Dutch and Afrikaans: ordinals in 'de' and 'ste', 'dag van' between the day and its month
    ("op drie mei 1999", "op 3 mei 1999"), ("de vijftiende juni 2018", "de 15 juni 2018"),
    ("op de eenendertigste december 2020", "op de 31 december 2020"), ("de achtste maart 1990", "de 8 maart 1990"),
    ("op die derde dag van mei 2019", "op die 3 mei 2019"),
    # Danish, Norwegian, Swedish and Icelandic ordinals
    ("den tredje maj 2019", "den 3 maj 2019"), ("den enogtyvende juni 2020", "den 21 juni 2020"),
    ("tjugoförsta mars 1999", "21 mars 1999"), ("den tjueførste mai 2020", "den 21 mai 2020"),
    ("þriðja maí 2019", "3 maí 2019"), ("den ellevte marts 2020", "den 11 marts 2020"),
])
def test_a_day_in_words_before_its_month_becomes_its_digits(text, expected):
    assert spelled_days(text) == expected


@pytest.mark.parametrize("text", [
    "due september 1st 2076",  # Italian's two is an English word: alone it is no day
    "between sept and november 1959",  # no day joined to the month
    "sept 7 2021",  # no month after it
    "3 mil de mayo",  # beside a numeral
    "thirty-two march 2020",  # no day of a month
    "the second of two options", "the thirty-second of june",  # English ordinals only before a month's day
    "twnety-ninth of march 1922",  # nor the half of a misspelt one
    "set may 2021", "deadline set may 2021", "u maig 2020",  # Catalan's seven and one are other words alone
    "die karten mai 2020", "monte mai 2020",  # words that end like an ordinal
    "entre novembre et décembre 2020",  # a word that starts like 'en|tre'
    "to may 2019", "ni mai 2019", "sexto de mayo",  # Nordic two and nine alone, or a piece of a word ('sex|to')
])
def test_what_is_no_day_in_words_stays(text):
    assert spelled_days(text) == text


def test_normalize_reads_years_in_words_in_any_case_and_script_mix():
    assert normalize("This 21st Day of June, Two Thousand and Twenty-Two") == "this 21st day of june, 2022"
    assert normalize("NEUNZEHNHUNDERTNEUNUNDACHTZIG") == "1989"
    assert normalize("le 3 mai mil neuf cent nonante-neuf") == "le 3 mai 1999"
    assert normalize("Le vingt-cinq Décembre mil neuf cent quatre-vingt-dix-neuf") == "le 25 décembre 1999"


@pytest.mark.parametrize("text, expected", [
    ("Anno MDCCLXXVI", "Anno 1776"),
    ("Anno Domini MDCCCLXXX", "Anno Domini 1880"),
    ("MCMLXXXIV", "1984"),
    ("A.D. MCMV", "A.D. 1905"),  # four letters, after a word for the year
    ("© MMXIV", "© 2014"),
    ("Datum Romae, die XV mensis Maii anno MDCCCXCI", "Datum Romae, die 15 mensis Maii anno 1891"),
    ("die xxi mensis Martii anno 1655", "die 21 mensis Martii anno 1655"),  # the day of Latin's 'die ... mensis'
    ("die XL mensis Maii", "die XL mensis Maii"),  # no day
    ("April MMX", "April 2010"), ("mai MMXIX", "mai 2019"),  # a short numeral after a month's name
])
def test_a_roman_numeral_year_becomes_its_digits(text, expected):
    assert roman_years(text) == expected


@pytest.mark.parametrize("text", [
    "MIX", "MI 06372", "5 MM", "MDCC", "Louis MDC",  # short numerals alone (or after a name) are words and codes
    "grad MMXX",  # 'ad' inside a word is no word for the year
    "Louis XIV", "XII.1850",  # below 1000: the model reads them
    "MCLMLXXXVI", "MIM",  # not written the one right way
    "anno mcmxcix",  # lower case: the model reads it
])
def test_what_is_no_roman_year_stays(text):
    assert roman_years(text) == text


def test_normalize_reads_roman_years_before_case_folding():
    assert normalize("Anno Domini MDCCLXXVI") == "anno domini 1776"


@pytest.mark.parametrize("text", [
    "deux mille manifestants", "zweitausend besucher", "beløbet to tusind kroner", "tvåtusen kronor",
    "two thousand people", "seit zweitausend jahren", "two thousand years ago",
])
def test_a_count_of_thousands_in_two_words_stays(text):
    assert spelled_years(text) == text  # (read as a year, the model took '2000 kronor' for one)


@pytest.mark.parametrize("text, expected", [
    ("l'an deux mille", "l'an 2000"), ("en deux mille", "en 2000"), ("im jahr zweitausend", "im jahr 2000"),
    ("i året totusind", "i året 2000"), ("in het jaar tweeduizend", "in het jaar 2000"),
])
def test_a_year_of_thousands_in_two_words_is_read_where_a_year_stands(text, expected):
    assert spelled_years(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("el dos de octubre del sesenta y ocho", "el 2 de octubre del 68"),  # a year's last two digits after its month
    ("nací el veintitrés de junio del noventa y ocho", "nací el 23 de junio del 98"),
    ("vendido en marzo de dos", "vendido en marzo de dos"),  # no year
])
def test_a_short_year_in_words_after_its_month(text, expected):
    assert spelled_days(spelled_years(text)) == expected
