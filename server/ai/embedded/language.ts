import { eld } from 'eld/medium'
import { STOP, words } from './text.ts'
import { isSiteWord, mend } from './vocabulary.ts'

/**
 * The visitor's language, detected with eld (n-grams, good on short text), and what of a
 * non-English question the embedded assistant can still act on: its key terms, mapped to English.
 */
export interface Language {
  code: string
  /** The English words the question's recognisable terms stand for; empty when none is recognised. */
  english: string
  /** One short sentence in the visitor's language saying the answer is in English. */
  note: string
}

const NOTES: Record<string, string> = {
  es: 'Respondo en inglés, el idioma de este sitio.',
  fr: 'Je réponds en anglais, la langue de ce site.',
  de: 'Ich antworte auf Englisch, der Sprache dieser Website.',
  ar: 'أجيب باللغة الإنجليزية، لغة هذا الموقع.',
  pt: 'Respondo em inglês, o idioma deste site.',
  it: 'Rispondo in inglese, la lingua di questo sito.',
  nl: 'Ik antwoord in het Engels, de taal van deze site.',
  tr: 'Bu sitenin dili olan İngilizce yanıt veriyorum.',
  ru: 'Я отвечаю по-английски, на языке этого сайта.',
  pl: 'Odpowiadam po angielsku, w języku tej strony.',
  uk: 'Я відповідаю англійською, мовою цього сайту.',
  ja: 'このサイトの言語である英語でお答えします。',
  zh: '我用本网站的语言英语回答。',
}
const FALLBACK_NOTE = 'I answer in English, the language of this site.'

/** Key terms by language: a visitor's word (lower case, accents kept) -> the English the site uses. */
const TERMS: Record<string, Record<string, string>> = {
  es: {
    animar: 'animation',
    animación: 'animation',
    animado: 'animation',
    videos: 'video',
    páginas: 'website',
    webs: 'website',
    diseñan: 'design',
    remota: 'remote',
    remoto: 'remote',
    logos: 'logo',
    diseñas: 'design',
    diseñar: 'design',
    portafolio: 'portfolio',
    portfolio: 'portfolio',
    trabajos: 'portfolio',
    webdesign: 'web design',
    'diseño web': 'web design',
    cuesta: 'price',
    cuánto: 'price',
    cuanto: 'price',
    precio: 'price',
    precios: 'price',
    tarifa: 'price',
    tarifas: 'price',
    presupuesto: 'price',
    contacto: 'contact',
    contactar: 'contact',
    contactarte: 'contact',
    contactarlo: 'contact',
    correo: 'contact',
    email: 'contact',
    teléfono: 'contact',
    whatsapp: 'contact',
    servicios: 'services',
    servicio: 'services',
    ofreces: 'services',
    ofrece: 'services',
    dónde: 'where based',
    donde: 'where based',
    ubicado: 'location',
    ubicación: 'location',
    ubicada: 'location',
    ciudad: 'location',
    extranjero: 'abroad worldwide',
    fuera: 'abroad worldwide',
    otros: 'abroad',
    países: 'abroad worldwide',
    distancia: 'remote',
    mundo: 'worldwide',
    disponible: 'available',
    disponibilidad: 'available',
    boda: 'wedding',
    bodas: 'wedding',
    foto: 'photo',
    fotos: 'photo',
    fotografía: 'photography',
    logo: 'logo',
    logotipo: 'logo',
    web: 'website',
    sitio: 'website',
    página: 'website',
    vídeo: 'video',
    video: 'video',
    vídeos: 'video',
    herramientas: 'tools',
    herramienta: 'tools',
    ia: 'ai',
    experiencia: 'experience',
    familia: 'family',
    producto: 'product',
    comida: 'food',
    redes: 'social media',
    diseño: 'design',
    reservar: 'book',
    contestar: 'reply',
    responder: 'reply',
    responde: 'reply',
  },
  fr: {
    événement: 'event',
    événements: 'event',
    évènement: 'event',
    soirée: 'event',
    soirées: 'event',
    entreprise: 'corporate',
    musique: 'music',
    compétence: 'skill',
    compétences: 'skill',
    pourcentage: 'level',
    parfum: 'perfume',
    parfums: 'perfume',
    flacons: 'perfume bottles',
    flacon: 'perfume bottles',
    animer: 'animation',
    animation: 'animation',
    animé: 'animation',
    mariages: 'wedding',
    vidéos: 'video',
    sites: 'website',
    concevez: 'design',
    créez: 'design',
    distance: 'remote',
    logos: 'logo',
    portfolio: 'portfolio',
    travaux: 'portfolio',
    webdesign: 'web design',
    combien: 'price',
    coûte: 'price',
    coute: 'price',
    prix: 'price',
    tarif: 'price',
    tarifs: 'price',
    devis: 'price',
    contacter: 'contact',
    contact: 'contact',
    joindre: 'contact',
    email: 'contact',
    courriel: 'contact',
    services: 'services',
    service: 'services',
    proposez: 'services',
    propose: 'services',
    proposes: 'services',
    offrez: 'services',
    où: 'where based',
    basé: 'location',
    basée: 'location',
    situé: 'location',
    // 'des clients qui ne sont pas dans votre ville': where the owner works, asked of the town.
    ville: 'location',
    étranger: 'abroad worldwide',
    pays: 'abroad worldwide',
    monde: 'worldwide',
    disponible: 'available',
    disponibilité: 'available',
    mariage: 'wedding',
    photo: 'photo',
    photos: 'photo',
    photographie: 'photography',
    logo: 'logo',
    site: 'website',
    web: 'website',
    vidéo: 'video',
    outils: 'tools',
    outil: 'tools',
    ia: 'ai',
    créer: 'create',
    utilisez: 'use',
    expérience: 'experience',
    famille: 'family',
    produit: 'product',
    réserver: 'book',
  },
  de: {
    antwortest: 'reply',
    antwortet: 'reply',
    antworten: 'reply',
    animieren: 'animation',
    animiert: 'animation',
    animation: 'animation',
    hochzeiten: 'wedding',
    videos: 'video',
    fotografieren: 'photography',
    webseiten: 'website',
    hochzeitsfotos: 'wedding photos',
    logos: 'logo',
    entwerfen: 'design',
    gestalten: 'design',
    remote: 'remote',
    portfolio: 'portfolio',
    arbeiten: 'portfolio',
    webdesign: 'web design',
    kostet: 'price',
    kosten: 'price',
    preis: 'price',
    preise: 'price',
    angebot: 'price',
    kontakt: 'contact',
    kontaktieren: 'contact',
    erreichen: 'contact',
    email: 'contact',
    'e-mail': 'contact',
    dienstleistungen: 'services',
    leistungen: 'services',
    bieten: 'services',
    wo: 'where based',
    sitz: 'location',
    standort: 'location',
    stadt: 'location',
    städte: 'location',
    städten: 'location',
    ausland: 'abroad worldwide',
    ausländische: 'abroad worldwide',
    internationale: 'abroad worldwide',
    weltweit: 'worldwide',
    ferne: 'remote',
    ort: 'location',
    verfügbar: 'available',
    verfügbarkeit: 'available',
    frei: 'available',
    hochzeit: 'wedding',
    hochzeitsfotografie: 'wedding photography',
    foto: 'photo',
    fotos: 'photo',
    fotografie: 'photography',
    logo: 'logo',
    webseite: 'website',
    website: 'website',
    video: 'video',
    werkzeuge: 'tools',
    werkzeug: 'tools',
    welche: 'which',
    welcher: 'which',
    welches: 'which',
    gebaut: 'built',
    erfahrung: 'experience',
    familie: 'family',
    produkt: 'product',
    buchen: 'book',
    verlangen: 'price',
    verlangst: 'price',
    preisliste: 'price',
    visitenkarten: 'business cards',
    hintergrund: 'background',
    hintergründe: 'background',
    hintergründen: 'background',
    entfernen: 'removal',
    entfernung: 'removal',
    freigestellte: 'background removal',
    freigestellt: 'background removal',
    freistellen: 'background removal',
    prozent: 'level',
    visitenkarte: 'business cards',
  },
  ar: {
    تصمم: 'design',
    تصميم: 'design',
    تصاميم: 'design',
    رمضان: 'ramadan',
    برمضان: 'ramadan',
    لرمضان: 'ramadan',
    مواقع: 'website',
    المواقع: 'website',
    فيديوهات: 'video',
    صورة: 'photo',
    شعاري: 'logo',
    أسعارك: 'price',
    سعرك: 'price',
    سعر: 'price',
    السعر: 'price',
    الأسعار: 'price',
    تكلفة: 'price',
    يكلف: 'price',
    تكلف: 'price',
    التواصل: 'contact',
    تواصل: 'contact',
    اتصال: 'contact',
    الاتصال: 'contact',
    البريد: 'contact',
    واتساب: 'contact',
    خدمات: 'services',
    الخدمات: 'services',
    خدماتك: 'services',
    تقدم: 'services',
    أين: 'where based',
    مكان: 'location',
    موقعك: 'location',
    الخارج: 'abroad worldwide',
    خارج: 'abroad worldwide',
    بلدك: 'abroad',
    دولي: 'abroad worldwide',
    دوليين: 'abroad worldwide',
    // 'عن بعد' is 'remotely'; 'بعد' alone is 'after' ('after the wedding').
    عنبعد: 'remote',
    العالم: 'worldwide',
    متاح: 'available',
    متاحة: 'available',
    متوفر: 'available',
    زفاف: 'wedding',
    الزفاف: 'wedding',
    صور: 'photo',
    تصوير: 'photography',
    شعار: 'logo',
    شعارات: 'logo',
    موقع: 'website',
    فيديو: 'video',
    خبرة: 'experience',
    حجز: 'book',
    // The spoken Arabic of the Gulf, the Levant and Egypt: 'where', 'do you live', 'reply', 'photograph'.
    وين: 'where based',
    فين: 'where based',
    ساكن: 'where based',
    ساكنة: 'where based',
    تسكن: 'where based',
    ترد: 'contact',
    يرد: 'contact',
    رد: 'contact',
    راسلتك: 'contact',
    اراسلك: 'contact',
    أراسلك: 'contact',
    تصور: 'photography',
    يصور: 'photography',
    منتجات: 'product',
    منتج: 'product',
    عطور: 'perfume',
    عطر: 'perfume',
    أسعار: 'price',
    اسعار: 'price',
    بكم: 'price',
    // 'Projects', 'his experience', 'the CV'.
    مشاريع: 'projects',
    المشاريع: 'projects',
    خبرته: 'experience',
    خبرتك: 'experience',
    // 'When', 'the first': 'when do we get the first photos?'.
    متى: 'when',
    أول: 'first',
    السيرة: 'cv',
    سيرة: 'cv',
    سيرتك: 'cv',
  },
  pt: {
    ferramenta: 'tools',
    ferramentas: 'tools',
    ia: 'ai',
    vídeos: 'video',
    usas: 'use',
    usa: 'use',
    utilizas: 'use',
    evento: 'event',
    eventos: 'event',
    percentagem: 'level',
    porcentagem: 'level',
    comida: 'food',
    bebida: 'drinks',
    bebidas: 'drinks',
    cardápio: 'menu',
    custa: 'price',
    preço: 'price',
    quanto: 'price',
    contato: 'contact',
    contactar: 'contact',
    serviços: 'services',
    onde: 'where based',
    disponível: 'available',
    casamento: 'wedding',
    fotos: 'photo',
    logo: 'logo',
    site: 'website',
    vídeo: 'video',
  },
  pl: {
    wizytówki: 'business cards',
    wizytówek: 'business cards',
    usługi: 'services',
    usługa: 'services',
    usług: 'services',
    oferujesz: 'services',
    oferuje: 'services',
    oferta: 'services',
    robisz: 'services',
    strony: 'website',
    stron: 'website',
    strona: 'website',
    stronę: 'website',
    stronach: 'website',
    witryny: 'website',
    witryna: 'website',
    internetowe: 'website',
    internetową: 'website',
    www: 'website',
    cena: 'price',
    ceny: 'price',
    cennik: 'price',
    koszt: 'price',
    kosztuje: 'price',
    kosztów: 'price',
    ile: 'price',
    kontakt: 'contact',
    kontaktu: 'contact',
    skontaktować: 'contact',
    napisać: 'contact',
    mail: 'contact',
    'e-mail': 'contact',
    telefon: 'contact',
    numer: 'contact',
    gdzie: 'where based',
    zdalnie: 'remote',
    zdalna: 'remote',
    świat: 'worldwide',
    świecie: 'worldwide',
    zagranicą: 'worldwide',
    zagranicy: 'worldwide',
    dostępny: 'available',
    dostępna: 'available',
    dostępność: 'available',
    wolny: 'available',
    wolne: 'available',
    termin: 'available',
    ślub: 'wedding',
    ślubu: 'wedding',
    ślubne: 'wedding',
    wesele: 'wedding',
    zdjęcia: 'photo',
    zdjęć: 'photo',
    zdjęcie: 'photo',
    fotografia: 'photography',
    fotograf: 'photography',
    sesja: 'photography',
    logo: 'logo',
    logotyp: 'logo',
    wideo: 'video',
    filmy: 'video',
    film: 'video',
    filmów: 'video',
    narzędzia: 'tools',
    programy: 'tools',
    doświadczenie: 'experience',
    projekty: 'portfolio',
    portfolio: 'portfolio',
    prace: 'portfolio',
    rodzina: 'family',
    rodzinna: 'family',
    rodzinne: 'family',
    jedzenie: 'food',
  },
  uk: {
    послуги: 'services',
    послуга: 'services',
    пропонуєте: 'services',
    робите: 'services',
    сайт: 'website',
    сайти: 'website',
    сайту: 'website',
    вебсайт: 'website',
    ціна: 'price',
    ціни: 'price',
    скільки: 'price',
    вартість: 'price',
    коштує: 'price',
    контакт: 'contact',
    контакти: 'contact',
    "зв'язатися": 'contact',
    пошта: 'contact',
    телефон: 'contact',
    номер: 'contact',
    де: 'where based',
    віддалено: 'remote',
    дистанційно: 'remote',
    доступний: 'available',
    вільний: 'available',
    весілля: 'wedding',
    фото: 'photo',
    фотографії: 'photo',
    фотограф: 'photography',
    фотосесія: 'photography',
    логотип: 'logo',
    лого: 'logo',
    відео: 'video',
    інструменти: 'tools',
    програми: 'tools',
    досвід: 'experience',
    роботи: 'portfolio',
    портфоліо: 'portfolio',
  },
  ru: {
    услуги: 'services',
    услуга: 'services',
    предлагаете: 'services',
    делаете: 'services',
    сайт: 'website',
    сайты: 'website',
    сайта: 'website',
    вебсайт: 'website',
    цена: 'price',
    цены: 'price',
    сколько: 'price',
    стоимость: 'price',
    стоит: 'price',
    контакт: 'contact',
    контакты: 'contact',
    связаться: 'contact',
    почта: 'contact',
    телефон: 'contact',
    номер: 'contact',
    где: 'where based',
    удаленно: 'remote',
    удалённо: 'remote',
    дистанционно: 'remote',
    доступны: 'available',
    свободны: 'available',
    свадьба: 'wedding',
    свадьбы: 'wedding',
    свадебная: 'wedding',
    фото: 'photo',
    фотографии: 'photo',
    фотограф: 'photography',
    фотосессия: 'photography',
    логотип: 'logo',
    лого: 'logo',
    видео: 'video',
    инструменты: 'tools',
    программы: 'tools',
    опыт: 'experience',
    работы: 'portfolio',
    портфолио: 'portfolio',
  },
  tr: {
    kurumsal: 'corporate',
    etkinlik: 'event',
    etkinliği: 'event',
    etkinlikler: 'event',
    müzik: 'music',
    çekim: 'shoot',
    çekimi: 'shoot',
    araç: 'tools',
    yüzde: 'level',
    fiyat: 'price',
    fiyatınız: 'price',
    fiyatı: 'price',
    fiyatlar: 'price',
    ücret: 'price',
    ücreti: 'price',
    kaç: 'price',
    ulaşabilirim: 'contact',
    ulaşmak: 'contact',
    iletişim: 'contact',
    telefon: 'contact',
    nerede: 'where based',
    nerelisiniz: 'where based',
    hizmetler: 'services',
    hizmetleriniz: 'services',
    düğün: 'wedding',
    fotoğraf: 'photo',
    fotoğraflar: 'photo',
    fotoğrafları: 'photo',
    fotoğrafı: 'photo',
    fotoğrafçılık: 'photography',
    logo: 'logo',
    site: 'website',
    web: 'website',
    video: 'video',
    kartvizit: 'business cards',
    proje: 'projects',
    projeler: 'projects',
    deneyim: 'experience',
    tecrübe: 'experience',
  },
  nl: {
    prijs: 'price',
    kost: 'price',
    kosten: 'price',
    contact: 'contact',
    bereiken: 'contact',
    waar: 'where based',
    diensten: 'services',
    beschikbaar: 'available',
    bruiloft: 'wedding',
    trouwfoto: 'wedding',
    "foto's": 'photo',
    foto: 'photo',
    fotografie: 'photography',
    logo: 'logo',
    website: 'website',
    video: 'video',
    muziekvideo: 'music video',
    muziek: 'music',
    evenement: 'event',
    evenementen: 'event',
    bedrijfsevenement: 'corporate event',
    ervaring: 'experience',
    programma: 'program',
    gereedschap: 'tools',
    tools: 'tools',
    vaardigheden: 'skill',
    procent: 'level',
  },
  // Japanese and Chinese write no spaces: these are found inside the text, not word by word.
  ja: {
    ロゴ: 'logo',
    デザイン: 'design',
    スキル: 'skill',
    パーセント: 'level',
    料金: 'price',
    値段: 'price',
    価格: 'price',
    連絡: 'contact',
    メール: 'contact',
    写真: 'photo',
    撮影: 'photography',
    結婚式: 'wedding',
    ウェディング: 'wedding',
    動画: 'video',
    ビデオ: 'video',
    ウェブサイト: 'website',
    ツール: 'tools',
    経験: 'experience',
    プロジェクト: 'projects',
    どこ: 'where based',
    家族: 'family',
    商品: 'product',
    製品: 'product',
  },
  zh: {
    标志: 'logo',
    设计: 'design',
    技能: 'skill',
    价格: 'price',
    多少钱: 'price',
    费用: 'price',
    联系: 'contact',
    邮箱: 'contact',
    照片: 'photo',
    摄影: 'photography',
    婚礼: 'wedding',
    结婚: 'wedding',
    视频: 'video',
    网站: 'website',
    工具: 'tools',
    经验: 'experience',
    项目: 'projects',
    在哪: 'where based',
    家庭: 'family',
    产品: 'product',
  },
  it: {
    zona: 'location',
    remoto: 'remote',
    distanza: 'remote',
    costa: 'price',
    prezzo: 'price',
    quanto: 'price',
    contatto: 'contact',
    contattare: 'contact',
    servizi: 'services',
    dove: 'where based',
    disponibile: 'available',
    matrimonio: 'wedding',
    foto: 'photo',
    logo: 'logo',
    sito: 'website',
    video: 'video',
    // 'Enlarge them and make them sharp': what the site calls upscaling.
    ingrandire: 'upscale',
    ingrandirle: 'upscale',
    ingrandirla: 'upscale',
    ingrandirli: 'upscale',
    ingrandimento: 'upscale',
    nitide: 'sharp',
    nitido: 'sharp',
    nitida: 'sharp',
    nitidi: 'sharp',
    programma: 'program',
    strumento: 'tools',
    strumenti: 'tools',
    sgranate: 'low resolution',
    sgranata: 'low resolution',
    sgranato: 'low resolution',
    sgranati: 'low resolution',
    intelligenza: 'ai',
    artificiale: 'ai',
    usate: 'use',
    usa: 'use',
  },
}

/** Names every language writes its own way: the platforms and the CV, in Latin letters and in Arabic script. */
const SHARED: Record<string, string> = {
  instagram: 'instagram profile',
  insta: 'instagram profile',
  إنستغرام: 'instagram profile',
  انستغرام: 'instagram profile',
  انستقرام: 'instagram profile',
  إنستقرام: 'instagram profile',
  انستا: 'instagram profile',
  linkedin: 'linkedin profile',
  لينكدإن: 'linkedin profile',
  لينكدان: 'linkedin profile',
  behance: 'behance profile',
  بيهانس: 'behance profile',
  whatsapp: 'contact',
  cv: 'cv',
  mail: 'contact',
  correo: 'contact',
  courriel: 'contact',
  international: 'worldwide',
  internacional: 'worldwide',
  internazionale: 'worldwide',
  internationaal: 'worldwide',
  internationale: 'worldwide',
  internacionales: 'worldwide',
  internationaux: 'worldwide',
  internationales: 'worldwide',
}

/**
 * Questions whose words would mean something else one by one ('combien' alone asks a price, 'combien de temps'
 * asks how long): each becomes an English question of its own, and its words are not looked up again.
 */
const ASKING_PHRASES: [RegExp, string][] = [
  [
    /(combien de temps|dure combien|elle dure|il dure|hoe lang|hoelang|cuánto tiempo|cuanto tiempo|cuánto dura|cuanto dura|combien dure|wie lange|wie schnell|quanto tempo|quanto dura|cuánto tarda|cuanto tarda|cuánto tardas|cuanto tardas|combien de temps|quanto demora|quanto tempo leva|ne kadar sürer|ne kadar sürüyor|kaç saniye|kaç dakika|كم من الوقت|كم مدة|كم ياخذ وقت|كم يأخذ وقت|كم وقت|قديش بياخد|قد ايه)/iu,
    'how long',
  ],
  [
    /(de qué año|de que año|en qué año|en que año|de quelle année|en quelle année|aus welchem jahr|in welchem jahr|welches jahr|di che anno|in che anno|de que ano|em que ano|hangi yıl|hangi yılda|hangi sene|من أي سنة|في أي سنة)/iu,
    'what year',
  ],
  [
    /(combien d'ann[ée]es|cuántos años|cuantos años|wie viele jahre|quanti anni|quantos anos|hoeveel jaar|kaç yıldır|kaç senedir|kaç yıllık|كم سنة|كم عام|كم سنوات)/iu,
    'how many years of experience',
  ],
  [
    /(combien de projets|cuántos proyectos|cuantos proyectos|wie viele projekte|quanti progetti|quantos projetos|hoeveel projecten|kaç proje|كم مشروع|كم عدد المشاريع|كم عدد مشاريع)/iu,
    'how many projects completed',
  ],
  [
    /(combien de photos|combien d'images|cuántas fotos|cuántas imágenes|wie viele bilder|wie viele fotos|quante foto|quantas fotos|كم صورة|كم صور|كم عدد التصاميم|كم عدد الصور|كم عدد التصميمات|كم تصميم)/iu,
    'how many images',
  ],
  [
    /(como se chama|cómo se llama|como se llama|comment s'appelle|comment il s'appelle|wie heißt|wie heisst|come si chiama|hoe heet|adı ne|ismi ne|ما اسم|شو اسم|ايش اسم)/iu,
    'what is the name of the designer',
  ],
  [
    /(quem é o designer|quem e o designer|quién es el diseñador|quien es el diseñador|qui est le designer|qui est le graphiste|wer ist der designer|wer ist die designerin|chi è il designer|chi e il designer|wie is de ontwerper|tasarımcı kim|من هو المصمم|من المصمم)/iu,
    'who is the designer',
  ],
  [
    /(an welche firma|welche firma|welches unternehmen|quelle entreprise|quelle société|qué empresa|que empresa|qual empresa|quale azienda|welk bedrijf|hangi şirket|hangi firmaya|أي شركة|لأي شركة)/iu,
    'which ai company processes my messages',
  ],
  [
    /(wie gut|qué tan bueno|que tan bueno|quão bom|quanto dominas|quanto domina|quanto è bravo|à quel point|ne kadar iyi|hoe goed|何パーセント|何％|百分之几|多少百分比)/iu,
    'how good',
  ],
  // 'وين ألقى السيرة الذاتية؟': where to find a thing, not where the designer lives.
  [/((وين|فين) (ألقى|القى|ألاقي|الاقي|الاقى|ألقا|القا|أحصل|احصل|أجد|اجد|ألقاها|القاها))/iu, 'where can i find'],
]

/** Phrases that ask about what the rest of the message names ('how many images' of the Ramadan designs). */
const WITH_SUBJECT = new Set(['how long', 'how many images', 'what year'])

/** Asking how to reach the owner is a request of its own; a price or a date stays with its subject ('how much is a logo'). */
const TOPICS = new Set(['contact', 'cv', 'instagram profile', 'linkedin profile', 'behance profile'])

const FUNCTION_WORDS = new Set(
  `pour par les des une avec sur dans aux est sont vous nous mon mes ton tes son ses leur qui que quoi aussi très
  por para con las los una unos unas del sus mis tus muy también
  für mit und der die das den dem ein eine auch sehr sind bist ist ich wir sie
  per con gli una uno anche molto sono e rendere renderle renderli renderla
  com uma uns umas dos das também muito são`.split(/\s+/),
)

const ENGLISH = new Set([
  ...STOP,
  ...'price cost logo website photo photos wedding video design contact email services tools hire book where based available'.split(' '),
])

/**
 * Arabic writes 'and', 'with', 'for', the article and 'your' onto the word: 'وبالمنتجات' is 'منتجات', 'سعرك' is 'سعر'.
 * The forms of a word with such letters taken off (the word itself first); a stem keeps two letters at least.
 */
const ARABIC_FRONTS = ['', 'و', 'ف'].flatMap((and) => [
  ...['', 'ب', 'ل', 'ك'].flatMap((to) => ['', 'ال'].map((the) => `${and}${to}${the}`.replace('لال', 'لل'))),
  // A verb's person ('أتواصل', I contact; 'نحجز', we book), and its future ('سأتواصل').
  ...['', 'س'].flatMap((will) => ['أ', 'ا', 'ت', 'ي', 'ن'].map((who) => `${and}${will}${who}`)),
])
function arabicStems(word: string): string[] {
  const found: string[] = []
  for (const front of ARABIC_FRONTS)
    for (const back of ['', 'ك', 'كم', 'ه', 'ها', 'هم', 'ي', 'نا', 'ات'])
      if (word.startsWith(front) && word.endsWith(back) && word.length - front.length - back.length >= 2)
        found.push(word.slice(front.length, word.length - back.length))
  return found
}

/** Where one question of a message in another language ends and the next begins: 'und', 'y', 'et', a comma. */
const CLAUSE_BREAK = /[,;?!.]+|\s(?:und|oder|y|o|et|ou|e|and)\s/iu

/**
 * 'Arbeiten Sie mit Kunden im Ausland, und bieten Sie Fotografie an?': the terms of each clause make one question
 * ('abroad worldwide', 'photography'), not one bag of all of them.
 */
function byClause(text: string, terms: readonly string[], map: (w: string) => string | undefined): string[] {
  const clauses = text
    .split(CLAUSE_BREAK)
    .map((c) => [...new Set(words(c).map(map))].filter((t): t is string => t !== undefined && terms.includes(t)))
  const placed = new Set(clauses.flat())
  const asked = [...clauses.map((c) => c.join(' ')), terms.filter((t) => !placed.has(t)).join(' ')].filter((q) => q.trim())
  return [...new Set(asked)]
}

/** Not English: eld says so with confidence, and few of the words are English or the site's own. */
export function detectLanguage(text: string): Language | undefined {
  const ws = words(text)
  if (ws.length === 0) return undefined
  const nonLatin =
    /[\p{Script=Arabic}\p{Script=Cyrillic}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hebrew}\p{Script=Devanagari}]/u.test(
      text,
    )
  const result = eld.detect(text)
  const code = result.language
  if (!code || code === 'en') return undefined
  const english = ws.filter((w) => ENGLISH.has(w) || isSiteWord(w)).length / ws.length
  const terms = TERMS[code] ?? {}
  const known = ws.filter((w) => terms[w] !== undefined || SHARED[w] !== undefined || terms[w.replace(/^و?ال/, '')] !== undefined).length
  const top = result.getScores()[code] ?? 0
  const confident = nonLatin || (result.isReliable() && english < 0.5) || (known > 0 && top > 0.7 && english <= 0.5)
  if (!confident) return undefined
  return glossed(code, code === 'ar' ? text.replace(/عن\s+بعد/gu, 'عنبعد') : text)
}

/** The English questions of a message in a language other than English, and the note to give in it. */
function glossed(code: string, text: string): Language {
  const ws = words(text)
  const terms = TERMS[code] ?? {}
  // Arabic writes the article and 'and' onto the word: 'التصوير' is 'تصوير'.
  // French and Italian write the article onto the word too: "l'étranger" is 'étranger'.
  const lookup = (w: string) =>
    terms[w] ??
    SHARED[w] ??
    (code === 'ar'
      ? arabicStems(w)
          .map((stem) => terms[stem])
          .find(Boolean)
      : (terms[w.replace(/^(l|d|j|qu|n|s|c|m|t|dell|all|dall|nell|sull)'/, '')] ??
        SHARED[w.replace(/^(l|d|j|qu|n|s|c|m|t|dell|all|dall|nell|sull)'/, '')]))
  // A word the site itself uses ('videos', 'logo') or one letter off one ('fotos') is a cognate worth trying,
  // unless it is a small word of the visitor's language that happens to be English too ('pour', 'die', 'con').
  const cognate = (w: string) => {
    if (FUNCTION_WORDS.has(w)) return undefined
    const plain = w.normalize('NFD').replace(/\p{M}/gu, '')
    const mended = mend(plain)
    return (ENGLISH.has(plain) || isSiteWord(plain)) && !STOP.has(plain)
      ? plain
      : mended !== plain && !STOP.has(mended)
        ? mended
        : undefined
  }
  const phrased = ASKING_PHRASES.filter(([re]) => re.test(text))
  const unphrased = phrased.length ? phrased.reduce((t, [re]) => t.replace(new RegExp(re.source, 'giu'), ' '), text) : text
  // Japanese and Chinese: the terms written inside the text, in the order they come.
  const rest =
    code === 'ja' || code === 'zh'
      ? Object.keys(terms)
          .filter((t) => unphrased.includes(t))
          .sort((a, b) => unphrased.indexOf(a) - unphrased.indexOf(b))
      : phrased.length
        ? words(unphrased)
        : ws
  const lookupOrCognate = (w: string) => lookup(w) ?? cognate(w)
  const mapped = [...new Set(rest.map(lookupOrCognate).filter((w): w is string => Boolean(w)))]
  // 'Services' or 'experience' next to a subject ('photography services') only frame it.
  // A question word ('welche': 'which') is no subject either, but it stays in the question.
  // 'Le designer' is the owner the question is about, no subject either.
  const framing = ['services', 'experience', 'portfolio', 'designer']
  // 'J'ai un bar à ongles à Lyon. Quels services proposez-vous ?': a subject is asked in a question, not told beside it.
  const questionsSaid = text
    .split(/(?<=[.!?？؟。])\s+/)
    .filter((sentence) => /[?？؟]\s*$/.test(sentence))
    .join(' ')
  const inQuestion = questionsSaid ? new Set(words(questionsSaid).map(lookupOrCognate)) : undefined
  const isAsked = (w: string) => !inQuestion || inQuestion.has(w)
  const subject = mapped.filter(
    (w) => !framing.includes(w) && !['which', 'what', 'how', 'who', 'where', 'when', 'why'].includes(w) && isAsked(w),
  )
  // 'Travaillez-vous à distance ? Et quels services proposez-vous ?': a question that asks only for the services asks for them.
  const servicesAlone = text
    .split(/(?<=[.!?？؟。])\s+/)
    .filter((sentence) => /[?？؟]\s*$/.test(sentence))
    .some((sentence) => {
      const said = words(sentence)
        .map(lookupOrCognate)
        .filter((w): w is string => Boolean(w) && !['which', 'what', 'how', 'who', 'where', 'when', 'why'].includes(w!))
      return said.length > 0 && said.every((w) => w === 'services')
    })
  const asked = subject.length ? mapped.filter((w) => !framing.includes(w)) : mapped.some(isAsked) ? mapped.filter(isAsked) : mapped
  // 'Photos for my restaurant; your e-mail?': how to reach, the price or the place is a question of its own.
  const own = asked.filter((w) => TOPICS.has(w))
  // What a phrase already asks ('cuántos años de experiencia') is not asked again.
  const others = asked.filter((w) => !TOPICS.has(w) && !phrased.some(([, q]) => q.includes(w)))
  // 'Combien de temps' asks how long of what the rest names; 'cuántos años' is a question of its own.
  const ofSubject = phrased.filter(([, q]) => WITH_SUBJECT.has(q)).map(([, q]) => q)
  const about = others.filter((w) => w !== 'price').join(' ')
  const asking = [
    ...phrased.filter(([, q]) => !WITH_SUBJECT.has(q)).map(([, q]) => q),
    ...(ofSubject.length ? ofSubject.map((q) => `${q} ${about}`) : byClause(text, others, lookupOrCognate)),
    ...own,
  ].filter((q) => q.trim())
  const questions = [
    ...asking,
    ...(subject.length && servicesAlone && !asking.some((q) => /\bservices\b/.test(q)) ? ['services'] : []),
  ].join('? ')
  return {
    code,
    english: questions && (own.length || phrased.length || questions.includes('? ') ? `${questions}?` : questions),
    note: NOTES[code] ?? FALLBACK_NOTE,
  }
}
