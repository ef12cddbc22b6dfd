"""Number words, ordinals and the words around a date, per language, for `number_words`.

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
    "tr": {
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
        "glued": "yes",
    },
    "fi": {
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
        "ordinal_endings": "nen sen ntena nnen nteen ntenä s",
        "endings": "na nä",
        "months": "tammikuu helmikuu maaliskuu huhtikuu toukokuu kesäkuu heinäkuu elokuu syyskuu lokakuu marraskuu"
                  " joulukuu",
        "year_words": "vuonna vuoden vuosi",
        "links": "päivänä päivä",
        "glued": "yes",
        "dot": "yes",
    },
    "vi": {
        "cardinals": "không:0 linh:0 lẻ:0 một:1 mốt:1 hai:2 ba:3 bốn:4 tư:4 năm:5 lăm:5 sáu:6 bảy:7 tám:8 chín:9"
                     " mười:10 mươi:10",
        "tens": "mươi:10",
        "hundreds": "trăm:100",
        "thousands": "nghìn ngàn",
        "day_words": "ngày mùng mồng",
        "month_words": "tháng",
        "year_words": "năm",
        "ordinals": "giêng:1 chạp:12",
    },
    "id": {  # Indonesian and Malay
        "cardinals": "nol:0 kosong:0 satu:1 se:1 dua:2 tiga:3 empat:4 lima:5 enam:6 tujuh:7 delapan:8 lapan:8"
                     " sembilan:9 sepuluh:10 sebelas:11",
        "tens": "puluh:10",
        "teens": "belas:10",
        "hundreds": "ratus:100 seratus:100",
        "thousands": "ribu seribu",
        "ordinals": "pertama:1 kedua:2 ketiga:3 keempat:4 kelima:5 keenam:6 ketujuh:7 kedelapan:8 kesembilan:9"
                    " kesepuluh:10",
        "day_words": "tanggal tgl hari",
        "links": "haribulan hb",
        "year_words": "tahun",
        "months": "januari februari maret mac april mei juni jun juli julai agustus ogos september oktober november"
                  " nopember desember disember",
    },
    "el": {
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
    },
    "hu": {
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
    },
    "ro": {
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
                    " sedamnaest:17 osamnaest:18 devetnaest:19 dvadeset:20 trideset:30 hiljadit:1000"
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
    "he": {
        "cardinals": "אפס:0 אחת:1 אחד:1 שתיים:2 שתים:2 שניים:2 שני:2 שתי:2 שלוש:3 שלושה:3 שלושת:3 ארבע:4 ארבעה:4"
                     " ארבעת:4 חמש:5 חמישה:5 חמשת:5 שש:6 שישה:6 ששת:6 שנים:2 שבע:7 שבעה:7 שבעת:7 שמונה:8 שמונת:8 תשע:9"
                     " תשעה:9 תשעת:9 עשרים:20 שלושים:30 ארבעים:40 חמישים:50 שישים:60 שבעים:70 שמונים:80"
                     " תשעים:90 ראשון:1 הראשון:1",
        "teens": "עשר:10 עשרה:10",
        "hundreds": "מאה:100 מאות:100 מאתיים:200",
        "thousands": "אלף אלפים אלפיים:2",
        "joins": "ו",
        "prefixes": "ו ב ל ה מ וב",
        "months": "ינואר פברואר מרץ מרס אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר",
        "year_words": "שנת בשנת שנה",
        "day_words": "יום ביום",
    },
    "ar": {
        "cardinals": "صفر:0 واحد:1 واحدة:1 أحد:1 احد:1 إحدى:1 احدى:1 اثنان:2 اثنين:2 إثنين:2 اثنا:2 اثني:2 اثنتا:2"
                     " اثنتي:2 ثلاثة:3 ثلاث:3 أربعة:4 اربعة:4 أربع:4 اربع:4 خمسة:5 خمس:5 ستة:6 ست:6 سبعة:7 سبع:7"
                     " ثمانية:8 ثماني:8 ثمان:8 تسعة:9 تسع:9 عشرون:20 عشرين:20 ثلاثون:30 ثلاثين:30 أربعون:40"
                     " أربعين:40 اربعين:40 خمسون:50 خمسين:50 ستون:60 ستين:60 سبعون:70 سبعين:70 ثمانون:80"
                     " ثمانين:80 تسعون:90 تسعين:90",
        "teens": "عشر:10 عشرة:10",
        "hundreds": "مائة:100 مئة:100 مائتان:200 مائتين:200 مئتين:200 مئتان:200 ثلاثمائة:300 ثلاثمئة:300"
                    " أربعمائة:400 أربعمئة:400 اربعمائة:400 خمسمائة:500 خمسمئة:500 ستمائة:600 ستمئة:600"
                    " سبعمائة:700 سبعمئة:700 ثمانمائة:800 ثمانمئة:800 تسعمائة:900 تسعمئة:900",
        "thousands": "ألف الف آلاف ألفين:2 الفين:2 ألفان:2 الفان:2",
        "joins": "و",
        "prefixes": "و ال ب",
        "ordinals": "الأول:1 الاول:1 أول:1 فاتح:1 الفاتح:1 الحادي:1 الحادية:1 الثاني:2 الثانية:2 الثالث:3"
                    " الثالثة:3 الرابع:4 الرابعة:4 الخامس:5 الخامسة:5 السادس:6 السادسة:6 السابع:7 السابعة:7"
                    " الثامن:8 الثامنة:8 التاسع:9 التاسعة:9 العاشر:10 العاشرة:10",
        "months": "يناير فبراير مارس أبريل ابريل إبريل مايو يونيو يونيه يوليو يوليه أغسطس اغسطس سبتمبر أكتوبر"
                  " اكتوبر نوفمبر ديسمبر كانون شباط آذار اذار نيسان أيار ايار حزيران تموز آب أيلول ايلول تشرين"
                  " جانفي فيفري أفريل ماي جوان جويلية أوت",
        "links": "من",
        "year_words": "عام سنة العام",
    },
    "fa": {
        "cardinals": "صفر:0 یک:1 دو:2 سه:3 چهار:4 پنج:5 شش:6 شیش:6 هفت:7 هشت:8 نه:9 ده:10 یازده:11 دوازده:12"
                     " سیزده:13 چهارده:14 پانزده:15 پونزده:15 شانزده:16 شونزده:16 هفده:17 هیفده:17 هجده:18"
                     " هیجده:18 نوزده:19 بیست:20 سی:30 چهل:40 پنجاه:50 شصت:60 هفتاد:70 هشتاد:80 نود:90",
        "hundreds": "صد:100 یکصد:100 دویست:200 سیصد:300 چهارصد:400 پانصد:500 ششصد:600 هفتصد:700 هشتصد:800"
                    " نهصد:900",
        "thousands": "هزار",
        "joins": "و",
        "ordinals": "یکم:1 اول:1 دوم:2 سوم:3 چهارم:4 پنجم:5 ششم:6 هفتم:7 هشتم:8 نهم:9 دهم:10 یازدهم:11"
                    " دوازدهم:12 سیزدهم:13 چهاردهم:14 پانزدهم:15 شانزدهم:16 هفدهم:17 هجدهم:18 هیجدهم:18"
                    " نوزدهم:19 بیستم:20 سیام:30 سی‌ام:30",
        "months": "ژانویه فوریه مارس آوریل مه می ژوئن ژوئیه جولای اوت آگوست سپتامبر اکتبر نوامبر دسامبر فروردین"
                  " اردیبهشت خرداد تیر مرداد شهریور مهر آبان آذر دی بهمن اسفند",
        "year_words": "سال",
    },
    "th": {
        "cardinals": "ศูนย์:0 หนึ่ง:1 เอ็ด:1 สอง:2 ยี่:2 สาม:3 สี่:4 ห้า:5 หก:6 เจ็ด:7 แปด:8 เก้า:9",
        "tens": "สิบ:10",
        "hundreds": "ร้อย:100",
        "thousands": "พัน",
        "months": "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน"
                  " ธันวาคม",
        "day_words": "วันที่ ที่",
        "year_words": "พ.ศ. พ.ศ ปี ค.ศ. ค.ศ",
        "spaceless": "yes",
        "last_year": "2700",
    },
}  # fmt: skip
