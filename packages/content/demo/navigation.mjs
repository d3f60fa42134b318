// Menu labels per path: [path, en, sv, de, fr].
const labelRows = [
  ['/equipment', 'Equipment', 'Utrustning', 'Ausrüstung', 'Équipement'],
  [
    '/configurator-options',
    'Configure your own',
    'Konfigurera själv',
    'Selbst konfigurieren',
    'Configurez le vôtre',
  ],
  ['/equipment/free-weights', 'Free weights', 'Fria vikter', 'Freie Gewichte', 'Poids libres'],
  ['/equipment/bars', 'Bars', 'Stänger', 'Stangen', 'Barres'],
  [
    '/equipment/bars/weightlifting',
    'Weightlifting bars',
    'Tyngdlyftningsstänger',
    'Gewichtheberstangen',
    'Barres d’haltérophilie',
  ],
  [
    '/equipment/bars/powerlifting',
    'Powerlifting bars',
    'Styrkelyftsstänger',
    'Kraftdreikampfstangen',
    'Barres de force athlétique',
  ],
  ['/equipment/bars/hybridbars', 'Hybrid bars', 'Hybridstänger', 'Hybridstangen', 'Barres hybrides'],
  ['/equipment/bars/specialty', 'Specialty bars', 'Specialstänger', 'Spezialstangen', 'Barres spéciales'],
  [
    '/equipment/bars/experience',
    'Bar experience',
    'Upplev stängerna',
    'Stangen erleben',
    'L’expérience des barres',
  ],
  ['/equipment/barbell-collars', 'Barbell collars', 'Stånglås', 'Hantelverschlüsse', 'Colliers de serrage'],
  ['/equipment/plates', 'Plates', 'Viktskivor', 'Hantelscheiben', 'Disques'],
  [
    '/equipment/plates/weightlifting',
    'Weightlifting plates',
    'Tyngdlyftningsskivor',
    'Gewichtheberscheiben',
    'Disques d’haltérophilie',
  ],
  [
    '/equipment/plates/powerlifting',
    'Powerlifting plates',
    'Styrkelyftsskivor',
    'Kraftdreikampfscheiben',
    'Disques de force athlétique',
  ],
  ['/equipment/plates/fitness', 'Fitness plates', 'Träningsskivor', 'Fitnessscheiben', 'Disques de fitness'],
  ['/equipment/liftingsets', 'Lifting sets', 'Lyftset', 'Hantelsets', 'Kits d’haltérophilie'],
  ['/equipment/dumbbells', 'Dumbbells', 'Hantlar', 'Kurzhanteln', 'Haltères'],
  ['/equipment/dumbbells/fixed', 'Fixed dumbbells', 'Fasta hantlar', 'Feste Kurzhanteln', 'Haltères fixes'],
  [
    '/equipment/dumbbells/rotating',
    'Rotating dumbbells',
    'Roterande hantlar',
    'Drehbare Kurzhanteln',
    'Haltères rotatifs',
  ],
  ['/equipment/kettlebells', 'Kettlebells', 'Kettlebells', 'Kettlebells', 'Kettlebells'],
  ['/equipment/strength-systems', 'Strength systems', 'Styrkesystem', 'Kraftsysteme', 'Systèmes de force'],
  [
    '/equipment/racks-and-rigs',
    'Racks and rigs',
    'Ställningar och riggar',
    'Racks und Rigs',
    'Racks et structures',
  ],
  ['/equipment/racks-and-rigs/racks', 'Racks', 'Ställningar', 'Racks', 'Racks'],
  ['/equipment/racks-and-rigs/rigs', 'Rigs', 'Riggar', 'Rigs', 'Structures'],
  [
    '/equipment/racks-and-rigs/fitness-attachments',
    'Fitness attachments',
    'Träningstillbehör',
    'Fitness-Anbauteile',
    'Accessoires de fitness',
  ],
  [
    '/equipment/racks-and-rigs/storage-attachments',
    'Storage attachments',
    'Förvaringstillbehör',
    'Aufbewahrungs-Anbauteile',
    'Accessoires de rangement',
  ],
  ['/equipment/racks-and-rigs/outdoor', 'Outdoor', 'Utomhus', 'Outdoor', 'Extérieur'],
  [
    '/equipment/racks-and-rigs/experience',
    'Rack experience',
    'Upplev ställningarna',
    'Racks erleben',
    'L’expérience des racks',
  ],
  ['/equipment/cables', 'Cables', 'Kabelmaskiner', 'Kabelzüge', 'Poulies'],
  ['/equipment/cables/stations', 'Cable stations', 'Kabelstationer', 'Kabelstationen', 'Stations à poulies'],
  [
    '/equipment/cables/attachments',
    'Cable attachments',
    'Kabeltillbehör',
    'Kabelzubehör',
    'Accessoires de poulie',
  ],
  [
    '/equipment/cables/experience',
    'Cable experience',
    'Upplev kabelmaskinerna',
    'Kabelzüge erleben',
    'L’expérience des poulies',
  ],
  ['/equipment/machines', 'Machines', 'Maskiner', 'Maschinen', 'Machines'],
  ['/equipment/machines/selectorized', 'Selectorized', 'Viktmagasin', 'Steckgewichte', 'À charge guidée'],
  ['/equipment/machines/plate-loaded', 'Plate loaded', 'Skivbelastade', 'Scheibenbeladen', 'À disques'],
  ['/equipment/machines/multi-station', 'Multi-station', 'Multistationer', 'Multistationen', 'Multistations'],
  ['/equipment/benches', 'Benches', 'Bänkar', 'Bänke', 'Bancs'],
  [
    '/equipment/benches/workout',
    'Workout benches',
    'Träningsbänkar',
    'Trainingsbänke',
    'Bancs d’entraînement',
  ],
  [
    '/equipment/benches/competition',
    'Competition benches',
    'Tävlingsbänkar',
    'Wettkampfbänke',
    'Bancs de compétition',
  ],
  ['/equipment/platforms', 'Platforms', 'Lyftarflak', 'Plattformen', 'Plateformes'],
  [
    '/equipment/platforms/freestanding',
    'Freestanding platforms',
    'Fristående flak',
    'Freistehende Plattformen',
    'Plateformes autonomes',
  ],
  [
    '/equipment/platforms/sound-reduction',
    'Sound reduction',
    'Ljuddämpning',
    'Schalldämpfung',
    'Réduction du bruit',
  ],
  ['/equipment/flooring', 'Flooring', 'Golv', 'Bodenbeläge', 'Revêtements de sol'],
  ['/equipment/storage', 'Storage', 'Förvaring', 'Aufbewahrung', 'Rangement'],
  [
    '/equipment/storage/free-standing',
    'Free-standing storage',
    'Fristående förvaring',
    'Freistehende Aufbewahrung',
    'Rangement autonome',
  ],
  [
    '/equipment/storage/wall-mounted',
    'Wall-mounted storage',
    'Väggmonterad förvaring',
    'Wandaufbewahrung',
    'Rangement mural',
  ],
  [
    '/equipment/storage/prestera',
    'Prestera storage',
    'Prestera-förvaring',
    'Prestera-Aufbewahrung',
    'Rangement Prestera',
  ],
  [
    '/equipment/storage/competition',
    'Competition storage',
    'Tävlingsförvaring',
    'Wettkampf-Aufbewahrung',
    'Rangement de compétition',
  ],
  ['/equipment/accessories', 'Accessories', 'Tillbehör', 'Zubehör', 'Accessoires'],
  [
    '/equipment/accessories/training',
    'Training accessories',
    'Träningstillbehör',
    'Trainingszubehör',
    'Accessoires d’entraînement',
  ],
  [
    '/equipment/accessories/competition',
    'Competition accessories',
    'Tävlingstillbehör',
    'Wettkampfzubehör',
    'Accessoires de compétition',
  ],
  ['/equipment/cardio', 'Cardio', 'Kondition', 'Cardio', 'Cardio'],
  ['/equipment/cardio/bikes', 'Bikes', 'Cyklar', 'Räder', 'Vélos'],
  ['/equipment/cardio/rowers', 'Rowers', 'Roddmaskiner', 'Rudergeräte', 'Rameurs'],
  ['/equipment/cardio/treadmills', 'Treadmills', 'Löpband', 'Laufbänder', 'Tapis de course'],
  [
    '/equipment/cardio/cross-trainers',
    'Cross trainers',
    'Crosstrainers',
    'Crosstrainer',
    'Vélos elliptiques',
  ],
  ['/equipment/cardio/climbers', 'Climbers', 'Klättermaskiner', 'Kletterer', 'Simulateurs d’escalade'],
  ['/equipment/cardio/ski-ergs', 'Ski ergs', 'Skidergometrar', 'Ski-Ergometer', 'Ergomètres de ski'],
  ['/outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet'],
  ['/competition', 'Competition', 'Tävling', 'Wettkampf', 'Compétition'],
  ['/quote', 'Request a quote', 'Begär offert', 'Angebot anfordern', 'Demander un devis'],
  [
    '/partner-portfolio',
    'Partner portfolio',
    'Partnerportfölj',
    'Partnerportfolio',
    'Portefeuille partenaires',
  ],
  ['/design', 'Design services', 'Designtjänster', 'Design-Service', 'Services de conception'],
  [
    '/design-your-gym',
    'Design your gym',
    'Designa ditt gym',
    'Planen Sie Ihr Studio',
    'Concevez votre salle',
  ],
  ['/gear', 'Gear', 'Personlig utrustning', 'Bekleidung & Zubehör', 'Équipement personnel'],
  ['/gear/featured', 'Featured gear', 'Utvalt', 'Empfohlen', 'À la une'],
  ['/gear/liftinggear', 'Lifting gear', 'Lyftutrustning', 'Hebe-Ausrüstung', 'Équipement de levage'],
  ['/gear/liftinggear/belts', 'Belts', 'Bälten', 'Gürtel', 'Ceintures'],
  ['/gear/liftinggear/straps', 'Straps', 'Dragremmar', 'Zughilfen', 'Sangles'],
  ['/gear/liftinggear/knee-support', 'Knee support', 'Knästöd', 'Kniebandagen', 'Genouillères'],
  [
    '/gear/liftinggear/wrist-wraps',
    'Wrist wraps',
    'Handledslindor',
    'Handgelenkbandagen',
    'Bandes de poignet',
  ],
  ['/gear/apparel', 'Apparel', 'Kläder', 'Bekleidung', 'Vêtements'],
  ['/gear/apparel/tops', 'Tops', 'Överdelar', 'Oberteile', 'Hauts'],
  ['/gear/apparel/bottoms', 'Bottoms', 'Underdelar', 'Hosen', 'Bas'],
  ['/gear/apparel/singlets', 'Singlets', 'Lyftardräkter', 'Einteiler', 'Combinaisons'],
  ['/gear/accessories', 'Gear accessories', 'Accessoarer', 'Accessoires', 'Accessoires'],
  ['/stories', 'Stories', 'Berättelser', 'Geschichten', 'Articles'],
  [
    '/stories/beginners-guide-to-lifting-belts',
    'A beginner’s guide to lifting belts',
    'Nybörjarguide till lyftbälten',
    'Einsteigerguide für Gewichthebergürtel',
    'Guide des ceintures de levage pour débutants',
  ],
  [
    '/stories/guide-to-knee-sleeves',
    'Guide to knee sleeves',
    'Guide till knästöd',
    'Ratgeber Kniebandagen',
    'Guide des genouillères',
  ],
  [
    '/stories/deep-dive-into-lifting-belts',
    'A deep dive into lifting belts',
    'Fördjupning i lyftbälten',
    'Gewichthebergürtel im Detail',
    'Les ceintures de levage en profondeur',
  ],
  ['/education', 'Education', 'Utbildning', 'Ausbildung', 'Formation'],
  ['/markets', 'Markets', 'Marknader', 'Zielgruppen', 'Marchés'],
  ['/markets/competition', 'Competition', 'Tävling', 'Wettkampf', 'Compétition'],
  [
    '/markets/sports-performance',
    'Sports performance',
    'Idrottsprestation',
    'Leistungssport',
    'Performance sportive',
  ],
  [
    '/markets/commercial-fitness',
    'Commercial fitness',
    'Kommersiella gym',
    'Fitnessstudios',
    'Salles de sport commerciales',
  ],
  [
    '/markets/functional-training',
    'Functional training',
    'Funktionell träning',
    'Funktionelles Training',
    'Entraînement fonctionnel',
  ],
  [
    '/markets/military-first-responders',
    'Military and first responders',
    'Försvar och räddningstjänst',
    'Militär und Einsatzkräfte',
    'Armée et premiers secours',
  ],
  [
    '/markets/campus-recreation',
    'Campus recreation',
    'Campusträning',
    'Hochschulsport',
    'Sport universitaire',
  ],
  ['/markets/home-gym', 'Home gym', 'Hemmagym', 'Heimstudio', 'Salle à domicile'],
  ['/case-studies', 'Case studies', 'Kundcase', 'Referenzprojekte', 'Études de cas'],
  ['/financing', 'Financing', 'Finansiering', 'Finanzierung', 'Financement'],
  [
    '/financing/affirm',
    'Financing with Affirm',
    'Finansiering med Affirm',
    'Finanzierung mit Affirm',
    'Financement avec Affirm',
  ],
  [
    '/financing/klarna',
    'Financing with Klarna',
    'Finansiering med Klarna',
    'Finanzierung mit Klarna',
    'Financement avec Klarna',
  ],
  ['/explore', 'Explore', 'Utforska', 'Entdecken', 'Explorer'],
  ['/about', 'About Ironmark', 'Om Ironmark', 'Über Ironmark', 'À propos d’Ironmark'],
  ['/news', 'News', 'Nyheter', 'Neuigkeiten', 'Actualités'],
  ['/a-stronger-world', 'A stronger world', 'En starkare värld', 'Eine stärkere Welt', 'Un monde plus fort'],
  ['/guides', 'Guides', 'Guider', 'Ratgeber', 'Guides'],
  ['/cart', 'Cart', 'Varukorg', 'Warenkorb', 'Panier'],
  ['/contact-sales', 'Contact sales', 'Kontakta säljare', 'Vertrieb kontaktieren', 'Contacter les ventes'],
  ['/contact-us', 'Contact us', 'Kontakta oss', 'Kontakt', 'Nous contacter'],
  ['/contact', 'Customer service', 'Kundtjänst', 'Kundenservice', 'Service client'],
  ['/shipping', 'Shipping', 'Frakt', 'Versand', 'Livraison'],
  ['/iwf', 'IWF certified', 'IWF-certifierat', 'IWF-zertifiziert', 'Certifié IWF'],
  ['/ipf', 'IPF approved', 'IPF-godkänt', 'IPF-anerkannt', 'Approuvé IPF'],
  ['/wppo', 'WPPO approved', 'WPPO-godkänt', 'WPPO-anerkannt', 'Approuvé WPPO'],
  ['/company', 'Company', 'Företaget', 'Unternehmen', 'Entreprise'],
];

const texts = {
  featureEquipment: [
    'Build a platform that lasts decades',
    'Bygg ett flak som håller i decennier',
    'Eine Plattform für Jahrzehnte',
    'Une plateforme pour des décennies',
  ],
  featureGear: [
    'Find the right belt',
    'Hitta rätt bälte',
    'Den richtigen Gürtel finden',
    'Trouver la bonne ceinture',
  ],
  featureStories: [
    'Read the knee sleeve guide',
    'Läs guiden om knästöd',
    'Zum Kniebandagen-Ratgeber',
    'Lire le guide des genouillères',
  ],
  featureMarkets: [
    'Plan your facility with us',
    'Planera er anläggning med oss',
    'Planen Sie Ihre Anlage mit uns',
    'Planifiez votre salle avec nous',
  ],
  featureCompany: [
    'Meet the people behind the steel',
    'Möt människorna bakom stålet',
    'Die Menschen hinter dem Stahl',
    'Les personnes derrière l’acier',
  ],
  altEquipment: [
    'A loaded weightlifting bar on a competition platform',
    'En lastad tyngdlyftningsstång på ett tävlingsflak',
    'Eine beladene Gewichtheberstange auf einer Wettkampfplattform',
    'Une barre chargée sur une plateforme de compétition',
  ],
  altGear: [
    'A leather lifting belt on a bench',
    'Ett lyftbälte i läder på en bänk',
    'Ein Ledergürtel auf einer Bank',
    'Une ceinture en cuir posée sur un banc',
  ],
  altStories: [
    'A pair of knee sleeves',
    'Ett par knästöd',
    'Ein Paar Kniebandagen',
    'Une paire de genouillères',
  ],
  altMarkets: [
    'A university weight room with three racks',
    'Ett universitetsgym med tre ställningar',
    'Ein Hochschul-Kraftraum mit drei Racks',
    'Une salle universitaire avec trois racks',
  ],
  altCompany: [
    'The Ironmark workshop floor',
    'Ironmarks verkstadsgolv',
    'Die Ironmark-Werkstatt',
    'L’atelier Ironmark',
  ],
  allEquipment: ['All equipment', 'All utrustning', 'Alle Ausrüstung', 'Tout l’équipement'],
  shippingMessage: [
    'Free shipping on orders over $500',
    'Fri frakt på beställningar över 5 000 kr',
    'Kostenloser Versand ab 500 €',
    'Livraison gratuite dès 500 € d’achat',
  ],
  quoteMessage: [
    'Outfitting a facility? A Strength Expert will quote your whole list',
    'Ska ni utrusta en anläggning? En Strength Expert offererar hela listan',
    'Sie statten eine Anlage aus? Ein Strength Expert erstellt ein Angebot für Ihre Liste',
    'Vous équipez une salle ? Un Strength Expert chiffre toute votre liste',
  ],
  storyMessage: [
    'New: the beginner’s guide to lifting belts',
    'Nytt: nybörjarguiden till lyftbälten',
    'Neu: der Einsteigerguide für Gewichthebergürtel',
    'Nouveau : le guide des ceintures pour débutants',
  ],
  financingMessage: [
    'Spread the cost with financing',
    'Dela upp kostnaden med finansiering',
    'Kosten mit Finanzierung verteilen',
    'Étalez le coût avec un financement',
  ],
  findStore: ['Find a store', 'Hitta en butik', 'Händler finden', 'Trouver un magasin'],
  service: [
    'Service and parts',
    'Service och reservdelar',
    'Service und Ersatzteile',
    'Service et pièces détachées',
  ],
  ariaMain: [
    'Open the equipment menu',
    'Öppna utrustningsmenyn',
    'Ausrüstungsmenü öffnen',
    'Ouvrir le menu équipement',
  ],
};

export const languageIndex = { en: 0, sv: 1, de: 2, fr: 3 };
const labelOf = new Map(labelRows.map(([path, ...labels]) => [path, labels]));

/** Every path with a menu label (the static menu paths of spec §2 and the company pages). */
export const menuPaths = labelRows.map(([path]) => path);

export function navigationSet(lang, image) {
  const i = languageIndex[lang];
  const text = (key) => texts[key][i];
  const label = (path) => {
    const entry = labelOf.get(path);
    if (!entry) throw new Error(`No menu label for ${path}`);
    return entry[i];
  };
  let counter = 0;
  const nextId = () => {
    counter += 1;
    return `nav-${counter}`;
  };
  const item = (path, extra = {}) => ({
    id: nextId(),
    label: label(path),
    url: path,
    highlight: false,
    displayVisual: false,
    bgImageUrl: '',
    thumbnailUrl: '',
    children: [],
    feature: null,
    extra: [],
    ariaLabel: null,
    icon: null,
    trackingData: { category: 'menu', label: path },
    ...extra,
  });
  const leaves = (parent, slugs) => slugs.map((slug) => item(`${parent}/${slug}`));
  const thumb = (path) => ({ thumbnailUrl: image(`thumb-${path.slice(1).replace(/\//g, '-')}`) });
  const visualLeaves = (parent, slugs) =>
    slugs.map((slug) => item(`${parent}/${slug}`, thumb(`${parent}/${slug}`)));

  const equipment = item('/equipment', {
    ariaLabel: text('ariaMain'),
    bgImageUrl: ` ${image('menu-equipment-platform')} `,
    feature: {
      id: 'feature-equipment',
      imageUrl: image('feature-competition-platform'),
      ctaText: text('featureEquipment'),
      clickUrl: '/equipment/platforms',
      altText: text('altEquipment'),
    },
    extra: [
      { label: label('/configurator-options'), url: '/configurator-options' },
      { label: label('/outlet'), url: '/outlet' },
      { label: label('/competition'), url: '/competition' },
      { label: label('/iwf'), url: 'iwf' },
      { label: label('/ipf'), url: '/ipf' },
      { label: label('/wppo'), url: '/wppo' },
    ],
    children: [
      item('/equipment/free-weights', {
        displayVisual: true,
        children: [
          item('/equipment/bars', {
            displayVisual: true,
            ...thumb('/equipment/bars'),
            children: visualLeaves('/equipment/bars', [
              'weightlifting',
              'powerlifting',
              'hybridbars',
              'specialty',
              'experience',
            ]),
          }),
          item('/equipment/barbell-collars', thumb('/equipment/barbell-collars')),
          item('/equipment/plates', {
            displayVisual: true,
            ...thumb('/equipment/plates'),
            children: visualLeaves('/equipment/plates', ['weightlifting', 'powerlifting', 'fitness']),
          }),
          item('/equipment/liftingsets', thumb('/equipment/liftingsets')),
          item('/equipment/dumbbells', {
            ...thumb('/equipment/dumbbells'),
            children: leaves('/equipment/dumbbells', ['fixed', 'rotating']),
          }),
          item('/equipment/kettlebells', thumb('/equipment/kettlebells')),
        ],
      }),
      item('/equipment/strength-systems', {
        bgImageUrl: image('menu-strength-systems'),
        children: [
          item('/equipment/racks-and-rigs', {
            children: leaves('/equipment/racks-and-rigs', [
              'racks',
              'rigs',
              'fitness-attachments',
              'storage-attachments',
              'outdoor',
              'experience',
            ]),
          }),
          item('/equipment/cables', {
            children: leaves('/equipment/cables', ['stations', 'attachments', 'experience']),
          }),
          item('/equipment/machines', {
            children: leaves('/equipment/machines', ['selectorized', 'plate-loaded', 'multi-station']),
          }),
          item('/equipment/benches', { children: leaves('/equipment/benches', ['workout', 'competition']) }),
        ],
      }),
      item('/equipment/platforms', {
        children: leaves('/equipment/platforms', ['freestanding', 'sound-reduction']),
      }),
      item('/equipment/flooring'),
      item('/equipment/storage', {
        children: leaves('/equipment/storage', ['free-standing', 'wall-mounted', 'prestera', 'competition']),
      }),
      item('/equipment/accessories', {
        children: leaves('/equipment/accessories', ['training', 'competition']),
      }),
      item('/equipment/cardio', {
        displayVisual: true,
        children: visualLeaves('/equipment/cardio', [
          'bikes',
          'rowers',
          'treadmills',
          'cross-trainers',
          'climbers',
          'ski-ergs',
        ]),
      }),
      item('/outlet'),
      item('/competition'),
      item('/configurator-options'),
    ],
  });

  const gear = item('/gear', {
    displayVisual: true,
    feature: {
      id: 'feature-gear',
      imageUrl: image('feature-lifting-belt'),
      ctaText: text('featureGear'),
      clickUrl: '/stories/beginners-guide-to-lifting-belts',
      altText: text('altGear'),
    },
    children: [
      item('/gear/featured', thumb('/gear/featured')),
      item('/gear/liftinggear', {
        displayVisual: true,
        ...thumb('/gear/liftinggear'),
        children: visualLeaves('/gear/liftinggear', ['belts', 'straps', 'knee-support', 'wrist-wraps']),
      }),
      item('/gear/apparel', {
        displayVisual: true,
        ...thumb('/gear/apparel'),
        children: visualLeaves('/gear/apparel', ['tops', 'bottoms', 'singlets']),
      }),
      item('/gear/accessories', thumb('/gear/accessories')),
    ],
  });

  const stories = item('/stories', {
    feature: {
      id: 'feature-stories',
      imageUrl: image('feature-knee-sleeves'),
      ctaText: text('featureStories'),
      clickUrl: '/stories/guide-to-knee-sleeves',
      altText: text('altStories'),
    },
    extra: [
      { label: label('/guides'), url: '/guides' },
      { label: label('/news'), url: '/news' },
    ],
    children: [
      item('/stories/beginners-guide-to-lifting-belts'),
      item('/stories/guide-to-knee-sleeves'),
      item('/stories/deep-dive-into-lifting-belts'),
      item('/guides'),
      item('/news'),
    ],
  });

  const markets = item('/markets', {
    feature: {
      id: 'feature-markets',
      imageUrl: image('feature-campus-weight-room'),
      ctaText: text('featureMarkets'),
      clickUrl: '/design-your-gym',
      // spec §5: a feature item is used only if it has an image — this one exercises trimming
      altText: text('altMarkets'),
    },
    extra: [
      { label: label('/design-your-gym'), url: '/design-your-gym' },
      { label: label('/case-studies'), url: '/case-studies' },
    ],
    children: [
      item('/education'),
      item('/markets', {
        id: 'nav-markets-all',
        displayVisual: true,
        children: visualLeaves('/markets', [
          'competition',
          'sports-performance',
          'commercial-fitness',
          'functional-training',
          'military-first-responders',
          'campus-recreation',
          'home-gym',
        ]),
      }),
      item('/partner-portfolio'),
      item('/design'),
      item('/design-your-gym'),
      item('/quote'),
    ],
  });

  const company = item('/company', {
    url: '/about',
    feature: {
      id: 'feature-company',
      imageUrl: '   ',
      ctaText: text('featureCompany'),
      clickUrl: '/about',
      altText: text('altCompany'),
    },
    extra: [
      { label: text('findStore'), url: '/contact#stores' },
      { label: text('service'), url: '/contact#service' },
    ],
    children: [
      item('/about'),
      item('/a-stronger-world'),
      item('/case-studies'),
      item('/news'),
      item('/explore'),
      item('/financing', { children: [item('/financing/affirm'), item('/financing/klarna')] }),
      item('/shipping'),
      item('/contact'),
      item('/contact-us'),
      item('/contact-sales'),
    ],
  });

  return {
    primary: [equipment, gear, stories, markets, company],
    secondary: [
      item('/quote', { icon: 'list', ariaLabel: label('/quote') }),
      item('/cart', { icon: 'cart', ariaLabel: label('/cart') }),
      item('/contact-sales', { icon: 'contact', ariaLabel: label('/contact-sales') }),
    ],
    focus: item('/outlet', { highlight: true }),
    announcement: {
      links: [
        { label: label('/contact-sales'), url: '/contact-sales' },
        { label: label('/shipping'), url: '/shipping' },
      ],
      messages: [
        // Highest priority shows first.
        { text: text('storyMessage'), url: '/stories/beginners-guide-to-lifting-belts', priority: 20 },
        { text: text('shippingMessage'), url: '/shipping', priority: 100 },
        { text: text('financingMessage'), url: '/financing', priority: 10 },
        { text: text('quoteMessage'), url: '/quote', priority: 50 },
      ],
      autoRotate: true,
      rotationInterval: 7000,
    },
    topBar: { visible: true, theme: 'dark' },
    config: {
      keyboardNavigation: true,
      animation: true,
      imagePreload: true,
      freeShippingMessage: text('shippingMessage'),
      certificationLogos: ['iwf', 'ipf', 'wppo'],
    },
  };
}

/** Menu label of a path in a language (pages reuse them as titles). */
export function menuLabel(path, lang) {
  const entry = labelOf.get(path);
  if (!entry) throw new Error(`No menu label for ${path}`);
  return entry[languageIndex[lang]];
}
