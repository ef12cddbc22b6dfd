"""Number words, ordinals and the words around a date, per language, for `number_words`: Europe's languages here,
Asia's and Africa's in `number_tables_world`, the Indic ones in `number_tables_indic`. Where two languages share words
(Macedonian, Bulgarian, Serbian), the order of the tables is the order they are read in.

Each table is a dict of space-separated strings (case and Unicode form do not matter: they are folded as texts are):
- cardinals: 'word:value', values 0 to 99: every word for a unit, a teen and a ten, and for each number below a
  hundred that is one word of its own (Hindi's 'चौरासी' 84); forms a number takes inside a longer one too
  ('tizen' 1x, 'huszon' 2x in Hungarian);
- tens: 'word:10', words that multiply the unit before them by ten ('puluh', 'mươi', 'kymmentä');
- teens: 'word:10', words that add ten to the unit before them ('belas', 'toista', 'عشر');
- hundreds: 'word:100' multiplies the count before it ('yüz', 'sataa'); 'word:900' is a hundreds of its own
  ('εννιακόσια', 'devetsto');
- thousands: words for a thousand, which multiply all before them; 'word:2' a word for two thousand ('ألفين');
- joins: words for 'and' between number words ('ve', 'și', 'и', 'eta');
- ordinals: 'stem:value', with ordinal_endings the endings those stems take ('' always); days 1-31 and the
  ordinal forms that end a year ('деветнадесета'), where a compound ordinal's last word is the only ordinal;
- endings: case endings any number's last word may carry ('ben' in 'nyolcvannégyben');
- prefixes: clitics glued before a number word or a month ('ב', 'ו');
- months: the months' names or the stems their forms start with ('toukokuu' for 'toukokuuta');
- year_words, day_words, month_words: words right before (or, for a year, after) a year, a day or a month's number;
- years_before: words that make a number a year only before it ('साल 2000'; after it they count: 'दो हज़ार साल');
- whole_months: 'yes' where a month is only its whole name ('जून', not the 'जूनियर' it starts);
- links: words that may stand between a day and its month ('من', 'o', 'lá', 'de');
- days_after: words right after a day that make it one ('on beşinci günü': the fifteenth day);
- glued: 'yes' where a number's words are written as one ('tuhatyhdeksänsataa'); spaceless: 'yes' where a date's
  words are all written without spaces (Thai);
- dot: 'yes' where an ordinal in digits takes a dot ('3. toukokuuta');
- day_after_month: 'yes' where a cardinal day follows its month ('maiatzaren hiruan');
- post_multiply: 'yes' where a count follows its hundred or thousand ('elfu mbili');
- last_year: the latest year the language's own era gives (Thai's Buddhist years run to 2700).
"""

TABLES: dict[str, dict[str, str]] = {
    "tr": {  # Turkish
        "cardinals": "sıfır:0 bir:1 iki:2 üç:3 uc:3 dört:4 dort:4 beş:5 bes:5 altı:6 alti:6 yedi:7 sekiz:8 dokuz:9"
                     " on:10 yirmi:20 otuz:30 kırk:40 kirk:40 elli:50 altmış:60 altmis:60 yetmiş:70 yetmis:70"
                     " seksen:80 doksan:90",
        "hundreds": "yüz:100 yuz:100",
        "thousands": "bin",
        "ordinals": "birinci:1 ilk:1 ikinci:2 üçüncü:3 dördüncü:4 beşinci:5 altıncı:6 yedinci:7 sekizinci:8"
                    " dokuzuncu:9 onuncu:10 yirminci:20 otuzuncu:30",
        "endings": "'da 'de 'ta 'te da de ta te nda nde ında inde unda ünde",
        "months": "ocak şubat subat mart nisan mayıs mayis haziran temmuz ağustos agustos eylül eylul ekim kasım"
                  " kasim aralık aralik",
        "year_words": "yılında yılı yıl yilinda yili",
        "days_after": "günü gunu",
        "day_words": "ayının ayinin",  # ('ocak ayının on beşinde': on the fifteenth of the month of January)
        "glued": "yes",
    },
    "fi": {  # Finnish
        "cardinals": "nolla:0 yksi:1 kaksi:2 kolme:3 neljä:4 viisi:5 kuusi:6 seitsemän:7 kahdeksan:8 yhdeksän:9"
                     " kymmenen:10 yksitoista:11",
        "tens": "kymmentä:10",
        "teens": "toista:10",
        "hundreds": "sata:100 sataa:100",
        "thousands": "tuhat tuhatta",
        "ordinals": "ensimmäi:1 toi:2 kolma:3 neljä:4 viide:5 kuude:6 seitsemä:7 kahdeksa:8 yhdeksä:9 kymmene:10"
                    " yhdestoi:11 kahdestoi:12 kolmastoi:13 neljästoi:14 viidestoi:15 kuudestoi:16"
                    " seitsemästoi:17 kahdeksastoi:18 yhdeksästoi:19 kahdeskymmene:20 kolmaskymmene:30"
                    " ensimmäinen:1 toinen:2 kolmas:3 neljäs:4 viides:5 kuudes:6 seitsemäs:7 kahdeksas:8"
                    " yhdeksäs:9 kymmenes:10 yhdestoista:11 kahdestoista:12 kolmastoista:13 neljästoista:14"
                    " viidestoista:15 kuudestoista:16 seitsemästoista:17 kahdeksastoista:18 yhdeksästoista:19"
                    " kahdeskymmenes:20 kolmaskymmenes:30 yhdes:1 kahdes:2",
        "ordinal_endings": "nen sen senä sena ntena nnen nteen ntenä s",
        "endings": "na nä",
        "months": "tammikuu helmikuu maaliskuu huhtikuu toukokuu kesäkuu heinäkuu elokuu syyskuu lokakuu marraskuu"
                  " joulukuu",
        "year_words": "vuonna vuoden vuosi",
        "links": "päivänä päivä",
        "glued": "yes",
        "dot": "yes",
    },
    "et": {  # Estonian
        "cardinals": "null:0 üks:1 ühe:1 kaks:2 kahe:2 kolm:3 kolme:3 neli:4 nelja:4 viis:5 viie:5 kuus:6 kuue:6"
                     " seitse:7 seitsme:7 kaheksa:8 üheksa:9 kümme:10",
        "tens": "kümmend:10 kümne:10",
        "teens": "teist:10 teistkümne:10",
        "hundreds": "sada:100 saja:100",
        "thousands": "tuhat tuhande",
        "ordinals": "esimene:1 esimese:1 esimesel:1 esimest:1 esimeseks:1 teine:2 teise:2 teisel:2 teiseks:2 kolma:3"
                    " nelja:4 viie:5 kuue:6 seitsme:7 kaheksa:8 üheksa:9 kümne:10 üheteistkümne:11 kaheteistkümne:12"
                    " kolmeteistkümne:13 neljateistkümne:14 viieteistkümne:15 kuueteistkümne:16 seitsmeteistkümne:17"
                    " kaheksateistkümne:18 üheksateistkümne:19 kahekümne:20 kolmekümne:30 neljakümne:40 viiekümne:50"
                    " kuuekümne:60 seitsmekümne:70 kaheksakümne:80 üheksakümne:90",
        "ordinal_endings": "s nda ndal ndat ndaks ndas ndast ndale ndani ndana",
        "months": "jaanuar veebruar märts aprill mai juuni juuli august septemb oktoob novemb detsemb",
        "year_words": "aastal aastast aastani",
        "glued": "yes",
        "dot": "yes",
    },
    "hu": {  # Hungarian
        "cardinals": "nulla:0 egy:1 kettő:2 két:2 három:3 négy:4 öt:5 hat:6 hét:7 nyolc:8 kilenc:9 tíz:10 tiz:10"
                     " tizen:10 húsz:20 husz:20 huszon:20 harminc:30 negyven:40 ötven:50 hatvan:60 hetven:70"
                     " nyolcvan:80 kilencven:90",
        "hundreds": "száz:100 szaz:100",
        "thousands": "ezer",
        "ordinals": "első:1 elseje:1 elsején:1 második:2 harmadik:3 negyedik:4 ötödik:5 hatodik:6 hetedik:7"
                    " nyolcadik:8 kilencedik:9 tizedik:10 huszadik:20 harmincadik:30 egyedik:1 kettedik:2"
                    " másodika:2 harmadika:3 negyedike:4 ötödike:5 hatodika:6 hetedike:7 nyolcadika:8"
                    " kilencedike:9 tizedike:10 huszadika:20 harmincadika:30 egyedike:1 kettedike:2",
        "ordinal_endings": "n a e án én",
        "endings": "ben ban ban-ben ig tól től",
        "months": "január február március április május június július augusztus szeptember október november"
                  " december",
        "year_words": "évben év évi",
        "glued": "yes",
        "dot": "yes",
        "year_dot": "yes",
        "day_after_month": "yes",
        "days_after": "napján napja",  # ('május hó tizedik napján': on the tenth day)
    },
    "el": {  # Greek
        "cardinals": "μηδέν:0 ένα:1 μία:1 μια:1 ένας:1 δύο:2 δυο:2 τρία:3 τρεις:3 τέσσερα:4 τέσσερις:4 πέντε:5 έξι:6"
                     " επτά:7 εφτά:7 οκτώ:8 οχτώ:8 εννέα:9 εννιά:9 δέκα:10 έντεκα:11 ένδεκα:11 δώδεκα:12"
                     " δεκατρία:13 δεκατρείς:13 δεκατέσσερα:14 δεκατέσσερις:14 δεκαπέντε:15 δεκαέξι:16 δεκάξι:16"
                     " δεκαεπτά:17 δεκαεφτά:17 δεκαοκτώ:18 δεκαοχτώ:18 δεκαεννέα:19 δεκαεννιά:19 είκοσι:20"
                     " τριάντα:30 σαράντα:40 πενήντα:50 εξήντα:60 εβδομήντα:70 ογδόντα:80 ενενήντα:90",
        "hundreds": "εκατό:100 εκατόν:100 διακόσια:200 τριακόσια:300 τετρακόσια:400 πεντακόσια:500 εξακόσια:600"
                    " επτακόσια:700 εφτακόσια:700 οκτακόσια:800 οχτακόσια:800 εννιακόσια:900 εννεακόσια:900",
        "thousands": "χίλια χιλιάδες",
        "ordinals": "πρώτ:1 δεύτερ:2 τρίτ:3 τέταρτ:4 πέμπτ:5 έκτ:6 έβδομ:7 όγδο:8 ένατ:9 δέκατ:10 ενδέκατ:11"
                    " δωδέκατ:12 εικοστ:20 τριακοστ:30",
        "ordinal_endings": "η ης ο ου α ή ής ό ού ά",
        "months": "ιανουαρ φεβρουαρ μαρτ απριλ μαΐ μαι μάι ιουν ιουλ αυγουστ σεπτεμβρ οκτωβρ νοεμβρ δεκεμβρ",
        "year_words": "έτος έτους το του",
        "glued": "yes",  # ('εικοσιπέντε')
    },
    "ro": {  # Romanian
        "cardinals": "zero:0 unu:1 una:1 o:1 un:1 doi:2 două:2 doua:2 trei:3 patru:4 cinci:5 șase:6 sase:6 şase:6"
                     " șapte:7 sapte:7 şapte:7 opt:8 nouă:9 noua:9 zece:10 unsprezece:11 doisprezece:12"
                     " douăsprezece:12 treisprezece:13 paisprezece:14 patrusprezece:14 cincisprezece:15"
                     " șaisprezece:16 saisprezece:16 şaisprezece:16 șaptesprezece:17 saptesprezece:17"
                     " optsprezece:18 nouăsprezece:19 nouasprezece:19 douăzeci:20 douazeci:20 treizeci:30"
                     " patruzeci:40 cincizeci:50 șaizeci:60 saizeci:60 şaizeci:60 șaptezeci:70 saptezeci:70"
                     " optzeci:80 nouăzeci:90 nouazeci:90",
        "hundreds": "sută:100 suta:100 sute:100",
        "thousands": "mie mii",
        "joins": "și si şi",
        "ordinals": "întâi:1 intai:1 întâia:1",
        "months": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie",
        "year_words": "anul anului",
    },
    "sq": {  # Albanian
        "cardinals": "zero:0 një:1 dy:2 tre:3 tri:3 katër:4 pesë:5 gjashtë:6 shtatë:7 tetë:8 nëntë:9 dhjetë:10"
                     " njëmbëdhjetë:11 dymbëdhjetë:12 trembëdhjetë:13 katërmbëdhjetë:14 pesëmbëdhjetë:15"
                     " gjashtëmbëdhjetë:16 shtatëmbëdhjetë:17 tetëmbëdhjetë:18 nëntëmbëdhjetë:19 njëzet:20"
                     " tridhjetë:30 dyzet:40 pesëdhjetë:50 gjashtëdhjetë:60 shtatëdhjetë:70 tetëdhjetë:80"
                     " nëntëdhjetë:90",
        "hundreds": "qind:100 njëqind:100 dyqind:200 treqind:300 katërqind:400 pesëqind:500 gjashtëqind:600"
                    " shtatëqind:700 tetëqind:800 nëntëqind:900",
        "thousands": "mijë",
        "joins": "e dhe",
        "months": "janar shkurt mars prill maj qershor korrik gusht shtator tetor nëntor dhjetor",
        "year_words": "vitin viti vitit",
    },
    "mk": {  # Macedonian
        "cardinals": "нула:0 еден:1 една:1 едно:1 два:2 две:2 три:3 четири:4 пет:5 шест:6 седум:7 осум:8 девет:9"
                     " десет:10 единаесет:11 дванаесет:12 тринаесет:13 четиринаесет:14 петнаесет:15 шеснаесет:16"
                     " седумнаесет:17 осумнаесет:18 деветнаесет:19 дваесет:20 триесет:30 четириесет:40 педесет:50"
                     " шеесет:60 седумдесет:70 осумдесет:80 деведесет:90 двадесет:20 тридесет:30",
        "hundreds": "сто:100 стотини:100 двесте:200 триста:300 четиристотини:400 петстотини:500 шестотини:600"
                    " седумстотини:700 осумстотини:800 деветстотини:900",
        "thousands": "илјада илјади",
        "joins": "и",
        "ordinals": "прв:1 втор:2 трет:3 четврт:4 петт:5 шест:6 седм:7 осм:8 деветт:9 десетт:10 единаесетт:11"
                    " дванаесетт:12 тринаесетт:13 четиринаесетт:14 петнаесетт:15 шеснаесетт:16 седумнаесетт:17"
                    " осумнаесетт:18 деветнаесетт:19 дваесетт:20 триесетт:30 четириесетт:40 педесетт:50 шеесетт:60"
                    " седумдесетт:70 осумдесетт:80 деведесетт:90 илјадит:1000 двеилјадит:2000",
        "ordinal_endings": "и а о иот ата ото ите",
        "months": "јануари февруари март април мај јуни јули август септември октомври ноември декември",
        "year_words": "година годината год",
    },
    "bg": {  # Bulgarian
        "cardinals": "нула:0 едно:1 един:1 една:1 две:2 два:2 три:3 четири:4 пет:5 шест:6 седем:7 осем:8 девет:9"
                     " десет:10 единадесет:11 единайсет:11 дванадесет:12 дванайсет:12 тринадесет:13 тринайсет:13"
                     " четиринадесет:14 четиринайсет:14 петнадесет:15 петнайсет:15 шестнадесет:16 шестнайсет:16"
                     " седемнадесет:17 седемнайсет:17 осемнадесет:18 осемнайсет:18 деветнадесет:19 деветнайсет:19"
                     " двадесет:20 двайсет:20 тридесет:30 трийсет:30 четиридесет:40 четирийсет:40 петдесет:50"
                     " шестдесет:60 седемдесет:70 осемдесет:80 деветдесет:90",
        "hundreds": "сто:100 двеста:200 триста:300 четиристотин:400 петстотин:500 шестстотин:600"
                    " седемстотин:700 осемстотин:800 деветстотин:900",
        "thousands": "хиляда хиляди",
        "joins": "и",
        "ordinals": "първ:1 втор:2 трет:3 четвърт:4 пет:5 шест:6 седм:7 осм:8 девет:9 десет:10 единадесет:11"
                    " дванадесет:12 тринадесет:13 четиринадесет:14 петнадесет:15 шестнадесет:16 седемнадесет:17"
                    " осемнадесет:18 деветнадесет:19 двадесет:20 тридесет:30 хиляд:1000 двехиляд:2000",
        "ordinal_endings": "и а о ата ия ият ото ен на ната ния ният ното",
        "months": "януари февруари март април май юни юли август септември октомври ноември декември",
        "year_words": "година годината г",
    },
    "sh": {  # Serbian (both scripts), Croatian, Bosnian, Montenegrin
        "cardinals": "nula:0 jedan:1 jedna:1 jedno:1 dva:2 dve:2 dvije:2 tri:3 četiri:4 cetiri:4 pet:5 šest:6"
                     " sest:6 sedam:7 osam:8 devet:9 deset:10 jedanaest:11 dvanaest:12 trinaest:13 četrnaest:14"
                     " cetrnaest:14 petnaest:15 šesnaest:16 sesnaest:16 sedamnaest:17 osamnaest:18 devetnaest:19"
                     " dvadeset:20 trideset:30 četrdeset:40 cetrdeset:40 pedeset:50 šezdeset:60 sezdeset:60"
                     " sedamdeset:70 osamdeset:80 devedeset:90"
                     " нула:0 један:1 једна:1 једно:1 два:2 две:2 три:3 четири:4 пет:5 шест:6 седам:7 осам:8"
                     " девет:9 десет:10 једанаест:11 дванаест:12 тринаест:13 четрнаест:14 петнаест:15"
                     " шеснаест:16 седамнаест:17 осамнаест:18 деветнаест:19 двадесет:20 тридесет:30"
                     " четрдесет:40 педесет:50 шездесет:60 седамдесет:70 осамдесет:80 деведесет:90",
        "hundreds": "sto:100 stotinu:100 dvesta:200 dvjesto:200 tristo:300 četiristo:400 petsto:500 šeststo:600"
                    " šesto:600 sedamsto:700 osamsto:800 devetsto:900 сто:100 двеста:200 триста:300"
                    " четиристо:400 петсто:500 шесто:600 седамсто:700 осамсто:800 деветсто:900",
        "thousands": "hiljadu hiljada hiljade tisuću tisuća tisuće хиљаду хиљада хиљаде",
        "joins": "i и",
        "ordinals": "prv:1 drug:2 treć:3 trec:3 četvrt:4 cetvrt:4 pet:5 šest:6 sest:6 sedm:7 osm:8 devet:9"
                    " deset:10 jedanaest:11 dvanaest:12 trinaest:13 četrnaest:14 petnaest:15 šesnaest:16"
                    " sedamnaest:17 osamnaest:18 devetnaest:19 dvadeset:20 trideset:30 četrdeset:40 pedeset:50"
                    " šezdeset:60 sedamdeset:70 osamdeset:80 devedeset:90 hiljadit:1000"
                    " dvehiljadit:2000 dvijetisućit:2000"
                    " прв:1 друг:2 трећ:3 четврт:4 пет:5 шест:6 седм:7 осм:8 девет:9 десет:10 једанаест:11"
                    " дванаест:12 тринаест:13 четрнаест:14 петнаест:15 шеснаест:16 седамнаест:17 осамнаест:18"
                    " деветнаест:19 двадесет:20 тридесет:30 хиљадит:1000 двехиљадит:2000",
        "ordinal_endings": "i og oga om ome a e u oj ih im eg ega em emu ем и ог ога ом оме а е у ој их им ег ега",
        "months": "januar februar mart april maj jun jul avgust august septemb oktob novemb decemb siječ veljač"
                  " ožuj travanj travnj svib lipanj lipnj srpanj srpnj kolovoz rujan rujn studen prosin"
                  " јануар фебруар март април мај јун јул август септемб октоб новемб децемб",
        "year_words": "godine godina godini g године година години г",
        "dot": "yes",
    },
    "sk": {  # Slovak
        "cardinals": "nula:0 jeden:1 jedna:1 jedno:1 dva:2 dve:2 tri:3 štyri:4 styri:4 päť:5 pat:5 šesť:6 sest:6"
                     " sedem:7 osem:8 deväť:9 devat:9 desať:10 desat:10 jedenásť:11 dvanásť:12 trinásť:13"
                     " štrnásť:14 pätnásť:15 šestnásť:16 sedemnásť:17 osemnásť:18 devätnásť:19 dvadsať:20"
                     " tridsať:30 štyridsať:40 päťdesiat:50 šesťdesiat:60 sedemdesiat:70 osemdesiat:80"
                     " deväťdesiat:90",
        "hundreds": "sto:100 dvesto:200 tristo:300 štyristo:400 päťsto:500 šesťsto:600 sedemsto:700 osemsto:800"
                    " deväťsto:900",
        "thousands": "tisíc tisic",
        "ordinals": "prv:1 druh:2 tret:3 štvrt:4 piat:5 šiest:6 siedm:7 ôsm:8 deviat:9 desiat:10 jedenást:11"
                    " dvanást:12 trinást:13 štrnást:14 pätnást:15 šestnást:16 sedemnást:17 osemnást:18"
                    " devätnást:19 dvadsiat:20 tridsiat:30",
        "ordinal_endings": "ý ého ému om ým á ej ou é í ieho iemu ím eho emu y a e u i",
        "months": "január januar február februar marec marc apríl april máj maj jún jun júl jul august septemb"
                  " októb oktob novemb decemb",
        "year_words": "roku rok roka r",
        "glued": "yes",
        "dot": "yes",
    },
    "sl": {  # Slovenian
        "cardinals": "nič:0 ena:1 en:1 eno:1 dva:2 dve:2 tri:3 štiri:4 stiri:4 pet:5 šest:6 sest:6 sedem:7 osem:8"
                     " devet:9 deset:10 enajst:11 dvanajst:12 trinajst:13 štirinajst:14 petnajst:15 šestnajst:16"
                     " sedemnajst:17 osemnajst:18 devetnajst:19 dvajset:20 trideset:30 štirideset:40 petdeset:50"
                     " šestdeset:60 sedemdeset:70 osemdeset:80 devetdeset:90",
        "hundreds": "sto:100 dvesto:200 tristo:300 štiristo:400 petsto:500 šeststo:600 sedemsto:700 osemsto:800"
                    " devetsto:900",
        "thousands": "tisoč tisoc",
        "joins": "in",
        "ordinals": "prv:1 drug:2 tretj:3 četrt:4 pet:5 šest:6 sedm:7 osm:8 devet:9 deset:10 enajst:11 dvanajst:12"
                    " trinajst:13 štirinajst:14 petnajst:15 šestnajst:16 sedemnajst:17 osemnajst:18"
                    " devetnajst:19 dvajset:20 trideset:30",
        "ordinal_endings": "i ega emu em im a e o ih",
        "months": "januar februar marec marc april maj junij julij avgust septemb oktob novemb decemb",
        "year_words": "leta leto letu l",
        "glued": "yes",
        "dot": "yes",
    },
    "lt": {  # Lithuanian
        "cardinals": "nulis:0 vienas:1 viena:1 du:2 dvi:2 dviejų:2 trys:3 trijų:3 keturi:4 keturios:4 penki:5"
                     " penkios:5 šeši:6 šešios:6 septyni:7 septynios:7 aštuoni:8 aštuonios:8 devyni:9 devynios:9 dešimt:10"
                     " vienuolika:11 dvylika:12 trylika:13 keturiolika:14 penkiolika:15 šešiolika:16 septyniolika:17"
                     " aštuoniolika:18 devyniolika:19 dvidešimt:20 trisdešimt:30 keturiasdešimt:40 penkiasdešimt:50"
                     " šešiasdešimt:60 septyniasdešimt:70 aštuoniasdešimt:80 devyniasdešimt:90",
        "hundreds": "šimtas:100 šimtai:100 šimtų:100 šimtą:100",
        "thousands": "tūkstantis tūkstančiai tūkstančių tūkstantį",
        "ordinals": "pirm:1 antr:2 treči:3 ketvirt:4 penkt:5 šešt:6 septint:7 aštunt:8 devint:9 dešimt:10"
                    " vienuolikt:11 dvylikt:12 trylikt:13 keturiolikt:14 penkiolikt:15 šešiolikt:16 septyniolikt:17"
                    " aštuoniolikt:18 devyniolikt:19 dvidešimt:20 trisdešimt:30 keturiasdešimt:40 penkiasdešimt:50"
                    " šešiasdešimt:60 septyniasdešimt:70 aštuoniasdešimt:80 devyniasdešimt:90 tūkstant:1000"
                    " dvitūkstant:2000",
        "ordinal_endings": "as a o ą ame oje ai ų ui us os asis oji ojo osios ąjį ąją ajame ojoje ieji ųjų iesiems"
                           " osioms uosius ąsias aisiais osiomis uosiuose osiose ajam ajai",
        "months": "sausio sausis sausį vasario vasaris vasarį kovo kovas kovą baland geguž biržel liepos liepa liepą"
                  " rugpjū rugsėj spalio spalis spalį lapkri gruod",
        "year_words": "metais metai",
        "day_after_month": "yes",
    },
    "lv": {  # Latvian
        "cardinals": "nulle:0 viens:1 viena:1 divi:2 divas:2 trīs:3 četri:4 četras:4 pieci:5 piecas:5 seši:6 sešas:6"
                     " septiņi:7 septiņas:7 astoņi:8 astoņas:8 deviņi:9 deviņas:9 desmit:10 vienpadsmit:11"
                     " divpadsmit:12 trīspadsmit:13 četrpadsmit:14 piecpadsmit:15 sešpadsmit:16 septiņpadsmit:17"
                     " astoņpadsmit:18 deviņpadsmit:19 divdesmit:20 trīsdesmit:30 četrdesmit:40 piecdesmit:50"
                     " sešdesmit:60 septiņdesmit:70 astoņdesmit:80 deviņdesmit:90",
        "hundreds": "simts:100 simt:100 simti:100 simtu:100 divsimt:200 trīssimt:300 četrsimt:400 piecsimt:500"
                    " sešsimt:600 septiņsimt:700 astoņsimt:800 deviņsimt:900",
        "thousands": "tūkstotis tūkstoš tūkstoši tūkstošu tūkstoša divtūkstoš:2",
        "ordinals": "pirm:1 otr:2 treš:3 ceturt:4 piekt:5 sest:6 septīt:7 astot:8 devīt:9 desmit:10 vienpadsmit:11"
                    " divpadsmit:12 trīspadsmit:13 četrpadsmit:14 piecpadsmit:15 sešpadsmit:16 septiņpadsmit:17"
                    " astoņpadsmit:18 deviņpadsmit:19 divdesmit:20 trīsdesmit:30 četrdesmit:40 piecdesmit:50"
                    " sešdesmit:60 septiņdesmit:70 astoņdesmit:80 deviņdesmit:90 tūkstoš:1000 divtūkstoš:2000",
        "ordinal_endings": "ais ā ajam o ajā ās ajai ie ajiem ajās ajos as",
        "months": "janvār februār mart aprīl maij jūnij jūlij august septembr oktobr novembr decembr",
        "year_words": "gadā gada gads",
        "dot": "yes",
    },
    "eu": {  # Basque
        "cardinals": "zero:0 huts:0 bat:1 bi:2 hiru:3 lau:4 bost:5 sei:6 zazpi:7 zortzi:8 bederatzi:9 hamar:10"
                     " hamaika:11 hamabi:12 hamahiru:13 hamalau:14 hamabost:15 hamasei:16 hamazazpi:17 hemezortzi:18"
                     " hamazortzi:18 hemeretzi:19 hogei:20 hogeita:20 berrogei:40 berrogeita:40 hirurogei:60"
                     " hirurogeita:60 laurogei:80 laurogeita:80",
        "hundreds": "ehun:100 berrehun:200 hirurehun:300 laurehun:400 bostehun:500 seiehun:600 zazpiehun:700"
                    " zortziehun:800 bederatziehun:900",
        "thousands": "mila",
        "joins": "eta",
        "endings": "ko eko reko an ean rean n a ea ra etik tik",
        "months": "urtarril otsail martxo apiril maiatz ekain uztail abuztu irail urri azaro abendu",
        "year_words": "urtean urtea",
        "day_after_month": "yes",
    },
    "ga": {  # Irish
        "cardinals": "náid:0 aon:1 haon:1 dó:2 dhá:2 dá:2 trí:3 ceathair:4 ceithre:4 cheithre:4 cúig:5 chúig:5 sé:6"
                     " seacht:7 ocht:8 hocht:8 naoi:9 deich:10 dheich:10 fiche:20 tríocha:30 daichead:40 ceathracha:40"
                     " caoga:50 seasca:60 seachtó:70 ochtó:80 nócha:90 chéad:1 dara:2 tríú:3 ceathrú:4 cúigiú:5 séú:6"
                     " seachtú:7 ochtú:8 naoú:9 deichiú:10 aonú:1 fichiú:20 tríochadú:30",
        "teens": "déag:10 dhéag:10",
        "hundreds": "céad:100 gcéad:100",
        "thousands": "míle mhíle",
        "joins": "a is agus lá",
        "links": "lá la de mí mi mhí mhi meán mean deireadh",
        "months": "eanáir d'eanáir d’eanáir feabhra fheabhra d'fheabhra d’fheabhra márta mhárta aibreá d'aibreá"
                  " d’aibreá bealtaine bhealtaine meitheamh mheitheamh iúil d'iúil d’iúil lúnasa mheán fómhair"
                  " dheireadh samhain shamhain samhna shamhna nollaig nollag",
        "year_words": "bhliain",
    },
    "cy": {  # Welsh
        "cardinals": "dim:0 un:1 dau:2 ddau:2 dwy:2 ddwy:2 tri:3 dri:3 thri:3 tair:3 dair:3 thair:3 pedwar:4 bedwar:4"
                     " phedwar:4 pedair:4 bedair:4 phedair:4 pump:5 bump:5 phump:5 pum:5 bum:5 phum:5 chwech:6 chwe:6"
                     " saith:7 wyth:8 naw:9 deuddeg:12 ddeuddeg:12 pymtheg:15 deunaw:18 ddeunaw:18 ugain:20 hugain:20"
                     " cyntaf:1 gyntaf:1 unfed:1 ail:2 trydydd:3 drydydd:3 trydedd:3 drydedd:3 pedwerydd:4 bedwerydd:4"
                     " pedwaredd:4 bedwaredd:4 pumed:5 bumed:5 chweched:6 seithfed:7 wythfed:8 nawfed:9 degfed:10"
                     " ddegfed:10 deuddegfed:12 ddeuddegfed:12 pymthegfed:15 bymthegfed:15 deunawfed:18 ddeunawfed:18"
                     " ugeinfed:20",
        "tens": "deg:10 ddeg:10 deng:10",
        "hundreds": "cant:100 gant:100 chant:100",
        "thousands": "mil fil",
        "joins": "a ac ar",
        "links": "o fis mis",
        "months": "ionawr chwefror mawrth fawrth ebrill mehefin fehefin gorffennaf orffennaf awst fedi hydref"
                  " tachwedd dachwedd rhagfyr ragfyr",
        "year_words": "blwyddyn flwyddyn",
    },
    "la": {  # Latin: charters and registers ('anno domini millesimo quadringentesimo nonagesimo secundo')
        "cardinals": "unus:1 una:1 unum:1 duo:2 duae:2 tres:3 tria:3 quattuor:4 quinque:5 sex:6 septem:7 octo:8"
                     " novem:9 decem:10 undecim:11 duodecim:12 tredecim:13 quattuordecim:14 quindecim:15"
                     " sedecim:16 septendecim:17 duodeviginti:18 undeviginti:19 viginti:20 triginta:30"
                     " quadraginta:40 quinquaginta:50 sexaginta:60 septuaginta:70 octoginta:80 nonaginta:90"
                     " primo:1 secundo:2 tertio:3 quarto:4 quinto:5 sexto:6 septimo:7 octavo:8 nono:9 decimo:10"
                     " undecimo:11 duodecimo:12 tertio-decimo:13 decimo-tertio:13 vicesimo:20 vigesimo:20"
                     " trigesimo:30 tricesimo:30 quadragesimo:40 quinquagesimo:50 sexagesimo:60 septuagesimo:70"
                     " octogesimo:80 nonagesimo:90"
                     # (and feminine, as registers also write the day: 'die vigesima Maii', 'die tertia Martii')
                     " prima:1 secunda:2 tertia:3 quarta:4 quinta:5 sexta:6 septima:7 octava:8 nona:9 decima:10"
                     " undecima:11 duodecima:12 vicesima:20 vigesima:20 trigesima:30 tricesima:30",
        "hundreds": "centum:100 centesimo:100 ducentesimo:200 trecentesimo:300 quadringentesimo:400"
                    " quingentesimo:500 sexcentesimo:600 septingentesimo:700 octingentesimo:800 nongentesimo:900"
                    " ducenti:200 trecenti:300 quadringenti:400 quingenti:500 sescenti:600 septingenti:700"
                    " octingenti:800 nongenti:900",
        "thousands": "mille millesimo",
        "joins": "et",
        "months": "ianuar januar februar martii martius aprili maii maius iunii junii iunius junius iulii julii"
                  " iulius julius augusti septembr octobr novembr decembr",
        "year_words": "anno domini",
        "day_words": "die",
        "days_after": "die",
        "links": "mensis",
    },
    "mt": {  # Maltese: 'wieħed u għoxrin ta' Settembru' (one and twenty of September)
        "cardinals": "żero:0 wieħed:1 waħda:1 tnejn:2 żewġ:2 tlieta:3 tliet:3 erbgħa:4 erba':4 ħamsa:5 ħames:5"
                     " sitta:6 sitt:6 sebgħa:7 seba':7 tmienja:8 tmien:8 disgħa:9 disa':9 għaxra:10 għaxar:10"
                     " ħdax:11 tnax:12 tlettax:13 erbatax:14 ħmistax:15 sittax:16 sbatax:17 tmintax:18 dsatax:19"
                     " għoxrin:20 tletin:30 erbgħin:40 ħamsin:50 sittin:60 sebgħin:70 tmenin:80 disgħin:90",
        "hundreds": "mija:100 mitt:100 mitejn:200",
        "thousands": "elf elfejn:2",
        "joins": "u",
        "months": "jannar frar marzu april mejju ġunju lulju awwissu settembru ottubru novembru diċembru",
        "links": "ta'",
        "year_words": "sena",
    },
}  # fmt: skip
