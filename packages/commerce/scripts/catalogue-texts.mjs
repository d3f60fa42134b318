// The demo catalogue's texts in Swedish, German and French: category names and descriptions, product
// names, descriptions, specifications, option names and values, warranty and size-chart texts.
// Every row is [English, Swedish, German, French]; `#` stands for the numbers of the English text, in
// order. A text without a translation fails the generator (no English is left on sv, de and fr pages).

export const LANGUAGES = ['sv', 'de', 'fr'];
const column = { sv: 1, de: 2, fr: 3 };

// ── Categories ───────────────────────────────────────────────────────────────
export const CATEGORY_LABELS = {
  '/equipment': ['Utrustning', 'Ausrüstung', 'Équipement'],
  '/configurator-options': ['Konfigurationsalternativ', 'Konfigurationsoptionen', 'Options de configuration'],
  '/equipment/free-weights': ['Fria vikter', 'Freie Gewichte', 'Poids libres'],
  '/equipment/bars': ['Skivstänger', 'Langhantelstangen', 'Barres'],
  '/equipment/bars/weightlifting': [
    'Skivstänger för tyngdlyftning',
    'Gewichtheberstangen',
    'Barres d’haltérophilie',
  ],
  '/equipment/bars/powerlifting': [
    'Skivstänger för styrkelyft',
    'Kraftdreikampfstangen',
    'Barres de force athlétique',
  ],
  '/equipment/bars/hybridbars': ['Hybridstänger', 'Hybridstangen', 'Barres hybrides'],
  '/equipment/bars/specialty': ['Specialstänger', 'Spezialstangen', 'Barres spéciales'],
  '/equipment/bars/experience': ['Skivstångsupplevelse', 'Stangen-Erlebnis', 'Expérience barre'],
  '/equipment/barbell-collars': ['Stånglås', 'Hantelverschlüsse', 'Colliers de serrage'],
  '/equipment/plates': ['Viktskivor', 'Hantelscheiben', 'Disques'],
  '/equipment/plates/weightlifting': [
    'Viktskivor för tyngdlyftning',
    'Gewichtheberscheiben',
    'Disques d’haltérophilie',
  ],
  '/equipment/plates/powerlifting': [
    'Viktskivor för styrkelyft',
    'Kraftdreikampfscheiben',
    'Disques de force athlétique',
  ],
  '/equipment/plates/fitness': ['Träningsskivor', 'Fitnessscheiben', 'Disques de fitness'],
  '/equipment/liftingsets': ['Lyftset', 'Hantelsets', 'Kits d’haltérophilie'],
  '/equipment/dumbbells': ['Hantlar', 'Kurzhanteln', 'Haltères'],
  '/equipment/dumbbells/fixed': ['Fasta hantlar', 'Feste Kurzhanteln', 'Haltères fixes'],
  '/equipment/dumbbells/rotating': ['Roterande hantlar', 'Drehbare Kurzhanteln', 'Haltères rotatifs'],
  '/equipment/kettlebells': ['Kettlebells', 'Kettlebells', 'Kettlebells'],
  '/equipment/strength-systems': ['Styrkesystem', 'Kraftsysteme', 'Systèmes de force'],
  '/equipment/racks-and-rigs': ['Ställningar och riggar', 'Racks und Rigs', 'Racks et structures'],
  '/equipment/racks-and-rigs/racks': ['Ställningar', 'Racks', 'Racks'],
  '/equipment/racks-and-rigs/rigs': ['Riggar', 'Rigs', 'Structures'],
  '/equipment/racks-and-rigs/fitness-attachments': [
    'Träningstillbehör',
    'Trainingsanbauteile',
    'Accessoires d’entraînement',
  ],
  '/equipment/racks-and-rigs/storage-attachments': [
    'Förvaringstillbehör',
    'Aufbewahrungsanbauteile',
    'Accessoires de rangement',
  ],
  '/equipment/racks-and-rigs/outdoor': ['Utomhus', 'Outdoor', 'Extérieur'],
  '/equipment/racks-and-rigs/experience': ['Ställningsupplevelse', 'Rack-Erlebnis', 'Expérience rack'],
  '/equipment/cables': ['Kabelmaskiner', 'Kabelzüge', 'Poulies'],
  '/equipment/cables/stations': ['Kabelstationer', 'Kabelstationen', 'Stations à poulies'],
  '/equipment/cables/attachments': ['Kabeltillbehör', 'Kabelzubehör', 'Accessoires de poulie'],
  '/equipment/cables/experience': ['Kabelupplevelse', 'Kabelzug-Erlebnis', 'Expérience poulie'],
  '/equipment/machines': ['Maskiner', 'Maschinen', 'Machines'],
  '/equipment/machines/selectorized': [
    'Maskiner med viktmagasin',
    'Maschinen mit Steckgewicht',
    'Machines à charge guidée',
  ],
  '/equipment/machines/plate-loaded': [
    'Skivbelastade maskiner',
    'Scheibenbeladene Maschinen',
    'Machines à disques',
  ],
  '/equipment/machines/multi-station': ['Multistationer', 'Multistationen', 'Multistations'],
  '/equipment/benches': ['Bänkar', 'Bänke', 'Bancs'],
  '/equipment/benches/workout': ['Träningsbänkar', 'Trainingsbänke', 'Bancs d’entraînement'],
  '/equipment/benches/competition': ['Tävlingsbänkar', 'Wettkampfbänke', 'Bancs de compétition'],
  '/equipment/platforms': ['Lyftflak', 'Plattformen', 'Plateformes'],
  '/equipment/platforms/freestanding': [
    'Fristående lyftflak',
    'Freistehende Plattformen',
    'Plateformes autoportantes',
  ],
  '/equipment/platforms/sound-reduction': [
    'Ljuddämpande lyftflak',
    'Schalldämmende Plattformen',
    'Plateformes insonorisantes',
  ],
  '/equipment/flooring': ['Golv', 'Bodenbeläge', 'Sols'],
  '/equipment/storage': ['Förvaring', 'Aufbewahrung', 'Rangement'],
  '/equipment/storage/free-standing': [
    'Fristående förvaring',
    'Freistehende Aufbewahrung',
    'Rangement autoportant',
  ],
  '/equipment/storage/wall-mounted': [
    'Väggmonterad förvaring',
    'Wandmontierte Aufbewahrung',
    'Rangement mural',
  ],
  '/equipment/storage/prestera': ['Prestera-förvaring', 'Prestera-Aufbewahrung', 'Rangement Prestera'],
  '/equipment/storage/competition': [
    'Tävlingsförvaring',
    'Wettkampfaufbewahrung',
    'Rangement de compétition',
  ],
  '/equipment/accessories': ['Tillbehör', 'Zubehör', 'Accessoires'],
  '/equipment/accessories/training': ['Träningstillbehör', 'Trainingszubehör', 'Accessoires d’entraînement'],
  '/equipment/accessories/competition': [
    'Tävlingstillbehör',
    'Wettkampfzubehör',
    'Accessoires de compétition',
  ],
  '/equipment/cardio': ['Kondition', 'Cardio', 'Cardio'],
  '/equipment/cardio/bikes': ['Cyklar', 'Fahrräder', 'Vélos'],
  '/equipment/cardio/rowers': ['Roddmaskiner', 'Rudergeräte', 'Rameurs'],
  '/equipment/cardio/treadmills': ['Löpband', 'Laufbänder', 'Tapis de course'],
  '/equipment/cardio/cross-trainers': ['Crosstrainers', 'Crosstrainer', 'Vélos elliptiques'],
  '/equipment/cardio/climbers': ['Klättermaskiner', 'Kletter- und Stepgeräte', 'Simulateurs d’escalier'],
  '/equipment/cardio/ski-ergs': ['Skidergometrar', 'Skiergometer', 'Skiergs'],
  '/outlet': ['Outlet', 'Outlet', 'Outlet'],
  '/competition': ['Tävling', 'Wettkampf', 'Compétition'],
  '/gear': ['Kläder och utrustning', 'Bekleidung und Ausrüstung', 'Vêtements et équipement'],
  '/gear/featured': ['Utvalt', 'Empfohlen', 'Sélection'],
  '/gear/liftinggear': ['Lyftutrustning', 'Hebeausrüstung', 'Équipement de levage'],
  '/gear/liftinggear/belts': ['Lyftbälten', 'Gewichthebergürtel', 'Ceintures de force'],
  '/gear/liftinggear/straps': ['Lyftremmar', 'Zughilfen', 'Sangles de tirage'],
  '/gear/liftinggear/knee-support': ['Knästöd', 'Kniebandagen', 'Genouillères'],
  '/gear/liftinggear/wrist-wraps': ['Handledslindor', 'Handgelenkbandagen', 'Protège-poignets'],
  '/gear/apparel': ['Kläder', 'Bekleidung', 'Vêtements'],
  '/gear/apparel/tops': ['Överdelar', 'Oberteile', 'Hauts'],
  '/gear/apparel/bottoms': ['Underdelar', 'Hosen und Shorts', 'Bas'],
  '/gear/apparel/singlets': ['Lyftdräkter', 'Gewichtheberanzüge', 'Justaucorps'],
  '/gear/accessories': ['Tillbehör', 'Accessoires', 'Accessoires'],
};

/** Category descriptions: the two special ones, and the template of every other ({label} lower-cased where the language wants it). */
export const CATEGORY_DESCRIPTIONS = {
  weightlifting: [
    'Byggda efter toleranserna i internationell tävlingstyngdlyftning.',
    'Gefertigt nach den Toleranzen des internationalen Gewichtheber-Wettkampfs.',
    'Fabriqués selon les tolérances de la compétition internationale d’haltérophilie.',
  ],
  powerlifting: [
    'Styva, exakta och kalibrerade för knäböj, bänkpress och marklyft.',
    'Steif, präzise und kalibriert für Kniebeuge, Bankdrücken und Kreuzheben.',
    'Rigides, précis et calibrés pour le squat, le développé couché et le soulevé de terre.',
  ],
};
export const CATEGORY_TEMPLATE = {
  sv: (label) =>
    `${label} från Ironmark, konstruerade i Sverige och testade för ett helt liv av tung träning.`,
  de: (label) =>
    `${label} von Ironmark, in Schweden entwickelt und für ein Leben voller schwerer Trainingseinheiten geprüft.`,
  fr: (label) => `${label} Ironmark, conçus en Suède et éprouvés pour une vie d’entraînements lourds.`,
};

// ── Product names ────────────────────────────────────────────────────────────
const NAMES = [
  [
    'IWF Weightlifting Competition Bar # kg',
    'IWF-tävlingsskivstång för tyngdlyftning # kg',
    'IWF-Wettkampf-Gewichtheberstange # kg',
    'Barre de compétition d’haltérophilie IWF # kg',
  ],
  [
    "IWF Weightlifting Competition Bar # kg, Women's",
    'IWF-tävlingsskivstång för tyngdlyftning # kg, dam',
    'IWF-Wettkampf-Gewichtheberstange # kg, Damen',
    'Barre de compétition d’haltérophilie IWF # kg, femmes',
  ],
  [
    'Weightlifting Training Bar # kg',
    'Träningsskivstång för tyngdlyftning # kg',
    'Gewichtheber-Trainingsstange # kg',
    'Barre d’entraînement d’haltérophilie # kg',
  ],
  [
    "Weightlifting Training Bar # kg, Women's",
    'Träningsskivstång för tyngdlyftning # kg, dam',
    'Gewichtheber-Trainingsstange # kg, Damen',
    'Barre d’entraînement d’haltérophilie # kg, femmes',
  ],
  [
    'Junior Weightlifting Bar # kg',
    'Juniorskivstång för tyngdlyftning # kg',
    'Junior-Gewichtheberstange # kg',
    'Barre d’haltérophilie junior # kg',
  ],
  ['Technique Bar # kg', 'Teknikstång # kg', 'Technikstange # kg', 'Barre technique # kg'],
  [
    'Anniversary Weightlifting Bar # kg',
    'Jubileumsskivstång för tyngdlyftning # kg',
    'Jubiläums-Gewichtheberstange # kg',
    'Barre d’haltérophilie anniversaire # kg',
  ],
  [
    'Weightlifting Bar # kg, Previous Generation',
    'Skivstång för tyngdlyftning # kg, tidigare generation',
    'Gewichtheberstange # kg, Vorgängergeneration',
    'Barre d’haltérophilie # kg, génération précédente',
  ],
  [
    'IPF Powerlifting Bar # kg',
    'IPF-skivstång för styrkelyft # kg',
    'IPF-Kraftdreikampfstange # kg',
    'Barre de force athlétique IPF # kg',
  ],
  ['Deadlift Bar # kg', 'Marklyftsstång # kg', 'Kreuzhebestange # kg', 'Barre de soulevé de terre # kg'],
  ['Squat Bar # kg', 'Knäböjsstång # kg', 'Kniebeugestange # kg', 'Barre de squat # kg'],
  ['Bench Press Bar # kg', 'Bänkpressstång # kg', 'Bankdrückstange # kg', 'Barre de développé couché # kg'],
  [
    'Para Powerlifting Bench Bar # kg',
    'Bänkpressstång för parastyrkelyft # kg',
    'Para-Powerlifting-Bankdrückstange # kg',
    'Barre de développé couché para-powerlifting # kg',
  ],
  [
    'Powerlifting Club Bar # kg',
    'Klubbstång för styrkelyft # kg',
    'Kraftdreikampf-Vereinsstange # kg',
    'Barre de club de force athlétique # kg',
  ],
  ['Hybrid Bar # kg', 'Hybridstång # kg', 'Hybridstange # kg', 'Barre hybride # kg'],
  [
    "Hybrid Bar # kg, Women's",
    'Hybridstång # kg, dam',
    'Hybridstange # kg, Damen',
    'Barre hybride # kg, femmes',
  ],
  ['Fitness Bar # kg', 'Fitnesstång # kg', 'Fitnessstange # kg', 'Barre de fitness # kg'],
  [
    'Outdoor Hybrid Bar # kg',
    'Hybridstång för utomhusbruk # kg',
    'Outdoor-Hybridstange # kg',
    'Barre hybride d’extérieur # kg',
  ],
  ['Hex Trap Bar', 'Hexstång', 'Hexagon-Hantelstange', 'Barre hexagonale'],
  ['Safety Squat Bar', 'Säkerhetsknäböjsstång', 'Sicherheits-Kniebeugenstange', 'Barre de squat de sécurité'],
  ['Cambered Bar', 'Böjd skivstång', 'Gebogene Stange', 'Barre cambrée'],
  [
    'Swiss Multi-Grip Bar',
    'Schweizisk multigreppsstång',
    'Schweizer Multigriffstange',
    'Barre suisse multiprise',
  ],
  ['EZ Curl Bar', 'EZ-curlstång', 'SZ-Curlstange', 'Barre EZ'],
  ['Axle Bar # mm', 'Axelstång # mm', 'Achsstange # mm', 'Barre épaisse # mm'],
  ['Triceps Bar', 'Tricepsstång', 'Trizepsstange', 'Barre à triceps'],
  ['Strongman Log # kg', 'Strongmanstock # kg', 'Strongman-Baumstamm # kg', 'Tronc de strongman # kg'],
  [
    'Bar Experience: Custom Engraved Bar',
    'Skivstångsupplevelse: skivstång med egen gravyr',
    'Stangen-Erlebnis: Stange mit eigener Gravur',
    'Expérience barre : barre gravée sur mesure',
  ],
  [
    'Bar Experience: Club Edition Bar',
    'Skivstångsupplevelse: klubbutgåva',
    'Stangen-Erlebnis: Vereinsedition',
    'Expérience barre : édition club',
  ],
  [
    'Bar Experience: Bar Fitting Session',
    'Skivstångsupplevelse: provning av skivstång',
    'Stangen-Erlebnis: Stangenberatung',
    'Expérience barre : séance d’essai de barres',
  ],
  [
    'Competition Collars # kg (pair)',
    'Tävlingslås # kg (par)',
    'Wettkampfverschlüsse # kg (Paar)',
    'Colliers de compétition # kg (paire)',
  ],
  [
    'Lock-Jaw Collars (pair)',
    'Snabblås med klämfäste (par)',
    'Lock-Jaw-Verschlüsse (Paar)',
    'Colliers à mâchoire (paire)',
  ],
  ['Spring Collars (pair)', 'Fjäderlås (par)', 'Federverschlüsse (Paar)', 'Colliers à ressort (paire)'],
  [
    'Aluminium Quick Collars (pair)',
    'Snabblås i aluminium (par)',
    'Schnellverschlüsse aus Aluminium (Paar)',
    'Colliers rapides en aluminium (paire)',
  ],
  [
    'Training Collars # kg (pair)',
    'Träningslås # kg (par)',
    'Trainingsverschlüsse # kg (Paar)',
    'Colliers d’entraînement # kg (paire)',
  ],
  [
    'IWF Competition Bumper Plate',
    'IWF-tävlingsskiva i gummi',
    'IWF-Wettkampf-Bumperplate',
    'Disque bumper de compétition IWF',
  ],
  [
    'Weightlifting Training Plate',
    'Träningsskiva för tyngdlyftning',
    'Gewichtheber-Trainingsscheibe',
    'Disque d’entraînement d’haltérophilie',
  ],
  ['Technique Plate', 'Teknikskiva', 'Technikscheibe', 'Disque technique'],
  ['IWF Change Plate', 'IWF-växelskiva', 'IWF-Wechselscheibe', 'Disque de change IWF'],
  [
    'Coloured Training Bumper Plate',
    'Färgad träningsskiva i gummi',
    'Farbige Trainings-Bumperplate',
    'Disque bumper d’entraînement coloré',
  ],
  [
    'Competition Bumper Plate, # Edition',
    'Tävlingsskiva i gummi, utgåva #',
    'Wettkampf-Bumperplate, Edition #',
    'Disque bumper de compétition, édition #',
  ],
  [
    'IPF Calibrated Steel Plate',
    'IPF-kalibrerad stålskiva',
    'IPF-kalibrierte Stahlscheibe',
    'Disque en acier calibré IPF',
  ],
  [
    'Powerlifting Training Plate',
    'Träningsskiva för styrkelyft',
    'Kraftdreikampf-Trainingsscheibe',
    'Disque d’entraînement de force athlétique',
  ],
  [
    'Para Powerlifting Calibrated Plate',
    'Kalibrerad skiva för parastyrkelyft',
    'Kalibrierte Para-Powerlifting-Scheibe',
    'Disque calibré para-powerlifting',
  ],
  ['Black Bumper Plate', 'Svart gummiskiva', 'Schwarze Bumperplate', 'Disque bumper noir'],
  [
    'Black Bumper Plate (lb)',
    'Svart gummiskiva (lb)',
    'Schwarze Bumperplate (lb)',
    'Disque bumper noir (lb)',
  ],
  ['Urethane Grip Plate', 'Greppskiva i uretan', 'Urethan-Griffscheibe', 'Disque à poignées en uréthane'],
  [
    'Fractional Plate Set',
    'Set med småviktskivor',
    'Set mit Fraktionsscheiben',
    'Jeu de disques fractionnés',
  ],
  [
    'Hi-Temp Recycled Bumper',
    'Hi-Temp-gummiskiva av återvunnet gummi',
    'Hi-Temp-Bumperplate aus Recyclinggummi',
    'Disque bumper Hi-Temp recyclé',
  ],
  ['Urethane Studio Plate', 'Studioskiva i uretan', 'Urethan-Studioscheibe', 'Disque de studio en uréthane'],
  [
    'IWF Competition Set # kg',
    'IWF-tävlingsset # kg',
    'IWF-Wettkampfset # kg',
    'Kit de compétition IWF # kg',
  ],
  [
    "IWF Competition Set # kg, Women's",
    'IWF-tävlingsset # kg, dam',
    'IWF-Wettkampfset # kg, Damen',
    'Kit de compétition IWF # kg, femmes',
  ],
  [
    'Weightlifting Training Set # kg',
    'Träningsset för tyngdlyftning # kg',
    'Gewichtheber-Trainingsset # kg',
    'Kit d’entraînement d’haltérophilie # kg',
  ],
  [
    'IPF Powerlifting Set # kg',
    'IPF-set för styrkelyft # kg',
    'IPF-Kraftdreikampfset # kg',
    'Kit de force athlétique IPF # kg',
  ],
  [
    'Powerlifting Training Set # kg',
    'Träningsset för styrkelyft # kg',
    'Kraftdreikampf-Trainingsset # kg',
    'Kit d’entraînement de force athlétique # kg',
  ],
  ['Home Gym Set # kg', 'Hemmagymset # kg', 'Heimstudio-Set # kg', 'Kit salle de sport à domicile # kg'],
  ['Starter Set # kg', 'Startset # kg', 'Einsteigerset # kg', 'Kit de démarrage # kg'],
  [
    'Rubber Hex Dumbbell',
    'Hexhantel i gummi',
    'Hex-Kurzhantel mit Gummimantel',
    'Haltère hexagonal en caoutchouc',
  ],
  ['Urethane Pro Dumbbell', 'Prohantel i uretan', 'Urethan-Pro-Kurzhantel', 'Haltère Pro en uréthane'],
  [
    'Chrome Studio Dumbbell',
    'Förkromad studiohantel',
    'Verchromte Studio-Kurzhantel',
    'Haltère de studio chromé',
  ],
  ['Rotating Pro Dumbbell', 'Roterande prohantel', 'Drehbare Pro-Kurzhantel', 'Haltère Pro rotatif'],
  [
    'Rotating Competition Dumbbell',
    'Roterande tävlingshantel',
    'Drehbare Wettkampf-Kurzhantel',
    'Haltère de compétition rotatif',
  ],
  [
    'Loadable Dumbbell Handle',
    'Laddbart hantelhandtag',
    'Beladbarer Kurzhantelgriff',
    'Poignée d’haltère chargeable',
  ],
  ['Competition Kettlebell', 'Tävlingskettlebell', 'Wettkampf-Kettlebell', 'Kettlebell de compétition'],
  ['Cast Iron Kettlebell', 'Kettlebell i gjutjärn', 'Kettlebell aus Gusseisen', 'Kettlebell en fonte'],
  [
    'Rubber Coated Kettlebell',
    'Gummiklädd kettlebell',
    'Gummierte Kettlebell',
    'Kettlebell gainée de caoutchouc',
  ],
  [
    'Home Strength System',
    'Styrkesystem för hemmet',
    'Kraftsystem für zu Hause',
    'Système de force pour la maison',
  ],
  [
    'Club Strength System',
    'Styrkesystem för klubbar',
    'Kraftsystem für Vereine',
    'Système de force pour club',
  ],
  [
    'Team Performance System',
    'Prestationssystem för lag',
    'Leistungssystem für Teams',
    'Système de performance pour équipes',
  ],
  [
    'Campus Strength System',
    'Styrkesystem för campus',
    'Kraftsystem für Hochschulen',
    'Système de force pour campus',
  ],
  ['Power Rack', 'Powerrack', 'Power Rack', 'Power rack'],
  ['Half Rack', 'Halvrack', 'Half Rack', 'Demi-rack'],
  ['Squat Stand', 'Knäböjsställning', 'Kniebeugenständer', 'Supports de squat'],
  [
    'Competition Combo Rack',
    'Tävlingsställning för knäböj och bänk',
    'Wettkampf-Kombirack',
    'Rack combiné de compétition',
  ],
  [
    'Wall-Mounted Folding Rack',
    'Väggmonterad fällbar ställning',
    'Klappbares Wandrack',
    'Rack mural pliable',
  ],
  [
    'Athletic Rack with Platform',
    'Träningsställning med lyftflak',
    'Athletik-Rack mit Plattform',
    'Rack athlétique avec plateforme',
  ],
  ['Monolift Rack', 'Monoliftställning', 'Monolift-Rack', 'Rack monolift'],
  ['Power Rack, Series #', 'Powerrack, serie #', 'Power Rack, Serie #', 'Power rack, série #'],
  ['Four-Station Rig', 'Rigg med fyra stationer', 'Rig mit vier Stationen', 'Structure à quatre postes'],
  ['Six-Station Rig', 'Rigg med sex stationer', 'Rig mit sechs Stationen', 'Structure à six postes'],
  ['Wall Rig', 'Väggrigg', 'Wand-Rig', 'Structure murale'],
  ['Freestanding Rig', 'Fristående rigg', 'Freistehendes Rig', 'Structure autoportante'],
  ['Outdoor Rig', 'Utomhusrigg', 'Outdoor-Rig', 'Structure d’extérieur'],
  [
    'Outdoor Squat Stand',
    'Knäböjsställning för utomhusbruk',
    'Outdoor-Kniebeugenständer',
    'Supports de squat d’extérieur',
  ],
  [
    'Rig Design Experience',
    'Riggdesign med expert',
    'Rig-Planungserlebnis',
    'Conception de structure sur mesure',
  ],
  [
    'Rack Showroom Session',
    'Ställningsprovning i showroom',
    'Rack-Beratung im Showroom',
    'Séance d’essai de racks en showroom',
  ],
  [
    'Dip Station Attachment',
    'Dipstation (tillbehör)',
    'Dip-Station (Anbauteil)',
    'Station de dips (accessoire)',
  ],
  [
    'Multi-Grip Pull-Up Bar',
    'Chinsstång med flera grepp',
    'Klimmzugstange mit Multigriff',
    'Barre de traction multiprise',
  ],
  ['J-Cups (pair)', 'J-krokar (par)', 'J-Hooks (Paar)', 'J-cups (paire)'],
  ['Safety Arms (pair)', 'Säkerhetsarmar (par)', 'Sicherheitsarme (Paar)', 'Bras de sécurité (paire)'],
  ['Safety Straps (pair)', 'Säkerhetsremmar (par)', 'Sicherheitsgurte (Paar)', 'Sangles de sécurité (paire)'],
  ['Landmine Attachment', 'Landmine (tillbehör)', 'Landmine-Anbauteil', 'Landmine (accessoire)'],
  ['Band Pegs (set of #)', 'Bandpinnar (set om #)', 'Bandhaken (#er-Set)', 'Crochets pour bandes (lot de #)'],
  [
    'Spotter Platforms (pair)',
    'Spotterplattformar (par)',
    'Spotter-Plattformen (Paar)',
    'Plateformes de pareur (paire)',
  ],
  [
    'Leg Roller Attachment',
    'Benrulle (tillbehör)',
    'Beinrolle (Anbauteil)',
    'Rouleau pour jambes (accessoire)',
  ],
  [
    'Gym Rings Hanger',
    'Upphängning för romerska ringar',
    'Halterung für Turnringe',
    'Support pour anneaux de gymnastique',
  ],
  [
    'Monkey Bar Extension',
    'Förlängning med klätterstänger',
    'Hangelleiter-Erweiterung',
    'Extension d’échelle horizontale',
  ],
  ['Plate Horns (pair)', 'Skivhorn (par)', 'Scheibenhörner (Paar)', 'Cornes à disques (paire)'],
  ['Bar Holder', 'Stånghållare', 'Stangenhalter', 'Support de barre'],
  [
    'Ball Target and Shelf',
    'Bollmål med hylla',
    'Ballziel mit Ablage',
    'Cible pour medicine-ball avec étagère',
  ],
  [
    'Accessory Hooks (set of #)',
    'Tillbehörskrokar (set om #)',
    'Zubehörhaken (#er-Set)',
    'Crochets pour accessoires (lot de #)',
  ],
  ['Storage Shelf', 'Förvaringshylla', 'Ablagefach', 'Étagère de rangement'],
  [
    'Chalk Bowl Attachment',
    'Magnesiumskål (tillbehör)',
    'Magnesiaschale (Anbauteil)',
    'Bol à magnésie (accessoire)',
  ],
  [
    'Dual Adjustable Pulley',
    'Dubbel justerbar kabelmaskin',
    'Doppelter verstellbarer Kabelzug',
    'Double poulie réglable',
  ],
  [
    'Cable Crossover Station',
    'Kabelcrossover-station',
    'Kabelcrossover-Station',
    'Station de poulies vis-à-vis',
  ],
  [
    'Lat Pulldown and Low Row',
    'Latsdrag och sittande rodd',
    'Latzug und Ruderzug',
    'Tirage vertical et tirage horizontal',
  ],
  [
    'Rack-Mounted Cable Column',
    'Rackmonterad kabeltorn',
    'Rack-montierte Kabelsäule',
    'Colonne à poulie sur rack',
  ],
  ['Wall-Mounted Cable Tower', 'Väggmonterat kabeltorn', 'Wandmontierter Kabelturm', 'Tour à poulie murale'],
  ['Lat Pulldown Bar', 'Latsdragsstång', 'Latzugstange', 'Barre de tirage vertical'],
  ['Seated Row Handle', 'Roddhandtag', 'Rudergriff', 'Poignée de tirage horizontal'],
  ['Triceps Rope', 'Tricepsrep', 'Trizepsseil', 'Corde à triceps'],
  ['D-Handles (pair)', 'D-handtag (par)', 'D-Griffe (Paar)', 'Poignées en D (paire)'],
  ['Ankle Strap', 'Fotledsmanschett', 'Fußmanschette', 'Sangle de cheville'],
  [
    'Straight Bar Attachment',
    'Rak stång (tillbehör)',
    'Gerade Stange (Anbauteil)',
    'Barre droite (accessoire)',
  ],
  ['V-Bar Attachment', 'V-handtag (tillbehör)', 'V-Griff (Anbauteil)', 'Poignée en V (accessoire)'],
  [
    'Magnetic Attachment Holder',
    'Magnetisk hållare för tillbehör',
    'Magnetischer Zubehörhalter',
    'Support magnétique d’accessoires',
  ],
  ['Carabiner Set', 'Karbinhakar (set)', 'Karabiner-Set', 'Jeu de mousquetons'],
  ['Extension Chain', 'Förlängningskedja', 'Verlängerungskette', 'Chaîne de rallonge'],
  [
    'Cable Coaching Session',
    'Instruktion i kabelmaskiner',
    'Kabelzug-Coaching',
    'Séance de coaching aux poulies',
  ],
  ['Cable Zone Design', 'Planering av kabelzon', 'Planung der Kabelzug-Zone', 'Conception d’espace poulies'],
  ['Leg Extension', 'Bensträck', 'Beinstrecker', 'Extension des jambes'],
  ['Seated Leg Curl', 'Sittande bencurl', 'Beinbeuger sitzend', 'Leg curl assis'],
  ['Chest Press', 'Bröstpress', 'Brustpresse', 'Presse pectorale'],
  ['Shoulder Press', 'Axelpress', 'Schulterpresse', 'Presse épaules'],
  ['Lat Pulldown', 'Latsdrag', 'Latzug', 'Tirage vertical'],
  ['Seated Row', 'Sittande rodd', 'Rudern sitzend', 'Tirage horizontal assis'],
  ['Hip Abductor', 'Höftabduktor', 'Hüftabduktor', 'Abducteurs'],
  ['Glute Kickback', 'Glute kickback-maskin', 'Glute-Kickback-Maschine', 'Machine à fessiers'],
  ['Leg Press #°', 'Benpress #°', 'Beinpresse #°', 'Presse à cuisses #°'],
  ['Hack Squat', 'Hackböj', 'Hackenschmidt-Kniebeuge', 'Hack squat'],
  ['Pendulum Squat', 'Pendelknäböj', 'Pendel-Kniebeuge', 'Squat pendulaire'],
  ['Belt Squat', 'Bältesknäböj', 'Gürtel-Kniebeuge', 'Squat à la ceinture'],
  ['Iso-Lateral Row', 'Isolateral rodd', 'Isolaterales Rudern', 'Tirage iso-latéral'],
  [
    'Iso-Lateral Chest Press',
    'Isolateral bröstpress',
    'Isolaterale Brustpresse',
    'Presse pectorale iso-latérale',
  ],
  ['Hip Thrust Machine', 'Höftlyftsmaskin', 'Hip-Thrust-Maschine', 'Machine à hip thrust'],
  ['Standing Calf Raise', 'Stående tåhävning', 'Wadenheben stehend', 'Extension des mollets debout'],
  ['Home Multi-Gym', 'Multigym för hemmet', 'Multistation für zu Hause', 'Station de musculation à domicile'],
  [
    'Three-Station Multi-Gym',
    'Multigym med tre stationer',
    'Multistation mit drei Stationen',
    'Station de musculation à trois postes',
  ],
  [
    'Five-Station Jungle Gym',
    'Djungelgym med fem stationer',
    'Jungle Gym mit fünf Stationen',
    'Jungle gym à cinq postes',
  ],
  ['Flat Bench', 'Plan bänk', 'Flachbank', 'Banc plat'],
  ['Adjustable Bench', 'Justerbar bänk', 'Verstellbare Bank', 'Banc réglable'],
  [
    'Flat-Incline-Decline Bench',
    'Bänk plan, lutande och negativ',
    'Flach-, Schräg- und Negativbank',
    'Banc plat, incliné et décliné',
  ],
  ['Glute-Ham Developer', 'Glute-ham-bänk', 'Glute-Ham-Developer', 'Banc glute-ham'],
  ['Preacher Curl Bench', 'Scottbänk', 'Scottbank', 'Pupitre à biceps'],
  ['IPF Competition Bench', 'IPF-tävlingsbänk', 'IPF-Wettkampfbank', 'Banc de compétition IPF'],
  [
    'Para Powerlifting Bench',
    'Bänk för parastyrkelyft',
    'Para-Powerlifting-Bank',
    'Banc de para-powerlifting',
  ],
  [
    'Competition Training Bench',
    'Träningsbänk i tävlingsutförande',
    'Trainingsbank in Wettkampfausführung',
    'Banc d’entraînement format compétition',
  ],
  [
    'Competition Platform # × # m',
    'Tävlingsflak # × # m',
    'Wettkampfplattform # × # m',
    'Plateforme de compétition # × # m',
  ],
  [
    'Training Platform # × # m',
    'Träningsflak # × # m',
    'Trainingsplattform # × # m',
    'Plateforme d’entraînement # × # m',
  ],
  ['Half Platform # × # m', 'Halvt lyftflak # × # m', 'Halbe Plattform # × # m', 'Demi-plateforme # × # m'],
  [
    'Custom Logo Platform',
    'Lyftflak med egen logotyp',
    'Plattform mit eigenem Logo',
    'Plateforme avec logo personnalisé',
  ],
  [
    'Silent Drop Platform',
    'Tyst släppflak',
    'Schallgedämpfte Drop-Plattform',
    'Plateforme de lâcher silencieuse',
  ],
  ['Drop Pads (pair)', 'Släppdynor (par)', 'Drop-Pads (Paar)', 'Coussins de réception (paire)'],
  [
    'Sound-Reduction Tile System',
    'Ljuddämpande plattsystem',
    'Schalldämmendes Fliesensystem',
    'Système de dalles insonorisantes',
  ],
  [
    'Rubber Gym Tile # × # cm',
    'Gummiplatta för gym # × # cm',
    'Gummi-Bodenfliese # × # cm',
    'Dalle de sol en caoutchouc # × # cm',
  ],
  ['Rubber Roll Flooring', 'Gummigolv på rulle', 'Gummiboden von der Rolle', 'Sol en caoutchouc en rouleau'],
  [
    'Sled Track Turf',
    'Konstgräs för släde',
    'Kunstrasen für Schlittenbahnen',
    'Gazon pour piste de traîneau',
  ],
  ['Interlocking Puzzle Mat', 'Pusselmatta', 'Puzzlematte', 'Tapis puzzle emboîtable'],
  ['Acoustic Underlay', 'Akustisk underlagsmatta', 'Akustik-Unterlage', 'Sous-couche acoustique'],
  ['Plate Tree', 'Skivträd', 'Scheibenständer', 'Arbre à disques'],
  [
    'Dumbbell Rack, Two Tier',
    'Hantelställ i två våningar',
    'Kurzhantelablage, zweistöckig',
    'Rack à haltères à deux niveaux',
  ],
  ['Kettlebell Shelf', 'Kettlebellhylla', 'Kettlebell-Regal', 'Étagère à kettlebells'],
  [
    'Vertical Bar Holder (# bars)',
    'Vertikal stånghållare (# stänger)',
    'Vertikaler Stangenhalter (# Stangen)',
    'Support de barres vertical (# barres)',
  ],
  ['Ball Rack', 'Bollställ', 'Ballregal', 'Rack à ballons'],
  ['Plate Cart', 'Skivvagn', 'Scheibenwagen', 'Chariot à disques'],
  [
    'Wall Plate Storage',
    'Väggförvaring för viktskivor',
    'Wandhalterung für Hantelscheiben',
    'Rangement mural pour disques',
  ],
  [
    'Wall Bar Gun Rack',
    'Väggställ för skivstänger',
    'Wandhalter für Langhantelstangen',
    'Râtelier mural pour barres',
  ],
  [
    'Band and Rope Hanger',
    'Hängare för band och rep',
    'Halter für Bänder und Seile',
    'Support pour bandes et cordes',
  ],
  ['Wall Shelf', 'Vägghylla', 'Wandregal', 'Étagère murale'],
  [
    'Wall Ball Storage',
    'Förvaring för väggbollar',
    'Aufbewahrung für Wall Balls',
    'Rangement pour wall balls',
  ],
  ['Collar Holder', 'Hållare för stånglås', 'Verschlusshalter', 'Support pour colliers'],
  ['Prestera Base Unit', 'Prestera basenhet', 'Prestera Basiseinheit', 'Prestera module de base'],
  ['Prestera High Unit', 'Prestera hög enhet', 'Prestera Hocheinheit', 'Prestera module haut'],
  ['Prestera Corner Unit', 'Prestera hörnenhet', 'Prestera Ecklösung', 'Prestera module d’angle'],
  [
    'Prestera Cabinet Doors (pair)',
    'Prestera skåpdörrar (par)',
    'Prestera Schranktüren (Paar)',
    'Prestera portes d’armoire (paire)',
  ],
  [
    'Competition Plate Rack',
    'Skivställ för tävling',
    'Wettkampf-Scheibenständer',
    'Rack à disques de compétition',
  ],
  [
    'Competition Bar Rack',
    'Stångställ för tävling',
    'Wettkampf-Stangenhalter',
    'Rack à barres de compétition',
  ],
  [
    'Competition Chalk Stand',
    'Magnesiumställ för tävling',
    'Wettkampf-Magnesiaständer',
    'Support à magnésie de compétition',
  ],
  ['Lifting Chalk # kg', 'Lyftmagnesium # kg', 'Magnesia # kg', 'Magnésie # kg'],
  ['Resistance Band', 'Motståndsband', 'Widerstandsband', 'Bande élastique'],
  ['Soft Plyo Box', 'Mjuk plyobox', 'Weiche Plyobox', 'Box pliométrique souple'],
  ['Wooden Plyo Box', 'Plyobox i trä', 'Plyobox aus Holz', 'Box pliométrique en bois'],
  ['Jerk Blocks (set)', 'Stötblock (set)', 'Stoßblöcke (Set)', 'Blocs de jeté (jeu)'],
  ['Pulling Blocks (pair)', 'Dragblock (par)', 'Zugblöcke (Paar)', 'Blocs de tirage (paire)'],
  ['Push Sled', 'Pushsläde', 'Schubschlitten', 'Traîneau de poussée'],
  ['Battle Rope # m', 'Battle rope # m', 'Battle Rope # m', 'Corde ondulatoire # m'],
  ['Wall Ball', 'Väggboll', 'Wall Ball', 'Wall ball'],
  ['Sandbag', 'Sandsäck', 'Sandsack', 'Sac de sable'],
  ['Ab Mat', 'Magmatta', 'Bauchmatte', 'Tapis abdominal'],
  ['Referee Light System', 'Domarljussystem', 'Kampfrichter-Lichtanlage', 'Système de lampes d’arbitrage'],
  ['Competition Scale', 'Tävlingsvåg', 'Wettkampfwaage', 'Balance de compétition'],
  ['Competition Clock', 'Tävlingsklocka', 'Wettkampfuhr', 'Horloge de compétition'],
  ['Loading Mat', 'Lastmatta', 'Ladematte', 'Tapis de chargement'],
  [
    'Scoreboard Software Licence',
    'Licens för resultattavla',
    'Lizenz für Anzeigetafel-Software',
    'Licence du logiciel de tableau des scores',
  ],
  [
    'Spare Part: Bar Sleeve Assembly',
    'Reservdel: hylsa till skivstång',
    'Ersatzteil: Hülsenbaugruppe',
    'Pièce détachée : manchon de barre',
  ],
  [
    'Spare Part: Sleeve Snap Ring',
    'Reservdel: låsring till hylsa',
    'Ersatzteil: Sicherungsring der Hülse',
    'Pièce détachée : circlip de manchon',
  ],
  [
    'Spare Part: J-Cup UHMW Liner',
    'Reservdel: UHMW-skydd till J-krok',
    'Ersatzteil: UHMW-Einlage für J-Hook',
    'Pièce détachée : garniture UHMW de J-cup',
  ],
  [
    'Spare Part: Rack Pin with Lanyard',
    'Reservdel: ställningssprint med lina',
    'Ersatzteil: Rack-Bolzen mit Sicherungsband',
    'Pièce détachée : goupille de rack avec cordon',
  ],
  [
    'Spare Part: Bench Upholstery',
    'Reservdel: bänkklädsel',
    'Ersatzteil: Bankpolster',
    'Pièce détachée : sellerie de banc',
  ],
  [
    'Spare Part: Steel Cable # mm',
    'Reservdel: stålvajer # mm',
    'Ersatzteil: Stahlseil # mm',
    'Pièce détachée : câble en acier # mm',
  ],
  [
    'Spare Part: Pulley Wheel # mm',
    'Reservdel: trissa # mm',
    'Ersatzteil: Umlenkrolle # mm',
    'Pièce détachée : poulie # mm',
  ],
  [
    'Spare Part: Rubber Feet (set of #)',
    'Reservdel: gummifötter (set om #)',
    'Ersatzteil: Gummifüße (#er-Set)',
    'Pièce détachée : pieds en caoutchouc (lot de #)',
  ],
  [
    'Spare Part: Plate Hub Insert',
    'Reservdel: navinsats till viktskiva',
    'Ersatzteil: Nabeneinsatz für Hantelscheiben',
    'Pièce détachée : insert de moyeu de disque',
  ],
  [
    'Spare Part: Rack Bolt Kit',
    'Reservdel: bultsats till ställning',
    'Ersatzteil: Rack-Schraubensatz',
    'Pièce détachée : kit de boulons de rack',
  ],
  ['Air Bike', 'Luftcykel', 'Air Bike', 'Vélo à air'],
  ['Studio Bike', 'Spinningcykel', 'Studio-Bike', 'Vélo de studio'],
  ['Upright Bike', 'Motionscykel', 'Ergometer', 'Vélo droit'],
  ['Recumbent Bike', 'Liggcykel', 'Sitzergometer', 'Vélo semi-allongé'],
  ['Air Rower', 'Luftroddmaskin', 'Luft-Rudergerät', 'Rameur à air'],
  ['Magnetic Rower', 'Magnetisk roddmaskin', 'Magnet-Rudergerät', 'Rameur magnétique'],
  ['Water Rower', 'Vattenroddmaskin', 'Wasser-Rudergerät', 'Rameur à eau'],
  [
    'Curved Manual Treadmill',
    'Böjt manuellt löpband',
    'Gebogenes manuelles Laufband',
    'Tapis de course manuel incurvé',
  ],
  ['Commercial Treadmill', 'Löpband för gym', 'Studio-Laufband', 'Tapis de course professionnel'],
  ['Home Treadmill', 'Löpband för hemmet', 'Laufband für zu Hause', 'Tapis de course pour la maison'],
  [
    'Commercial Cross Trainer',
    'Crosstrainer för gym',
    'Studio-Crosstrainer',
    'Vélo elliptique professionnel',
  ],
  [
    'Home Cross Trainer',
    'Crosstrainer för hemmet',
    'Crosstrainer für zu Hause',
    'Vélo elliptique pour la maison',
  ],
  ['Stair Climber', 'Trappmaskin', 'Treppensteiger', 'Simulateur d’escalier'],
  ['Vertical Climber', 'Vertikal klättermaskin', 'Vertikaler Kletterer', 'Grimpeur vertical'],
  [
    'Ski Erg with Floor Stand',
    'Skidergometer med golvstativ',
    'Skiergometer mit Bodenständer',
    'Skierg avec support au sol',
  ],
  ['Wall-Mounted Ski Erg', 'Väggmonterad skidergometer', 'Wandmontierter Skiergometer', 'Skierg mural'],
  ['Lever Belt # mm', 'Lyftbälte med spak # mm', 'Hebelgürtel # mm', 'Ceinture à levier # mm'],
  ['Weightlifting Belt', 'Tyngdlyftningsbälte', 'Gewichthebergürtel', 'Ceinture d’haltérophilie'],
  ['Prong Belt # mm', 'Lyftbälte med sölja # mm', 'Dornschnallengürtel # mm', 'Ceinture à ardillon # mm'],
  [
    'Nylon Training Belt',
    'Träningsbälte i nylon',
    'Nylon-Trainingsgürtel',
    'Ceinture d’entraînement en nylon',
  ],
  [
    'Lever Belt # mm, First Edition',
    'Lyftbälte med spak # mm, första utgåvan',
    'Hebelgürtel # mm, Erstausgabe',
    'Ceinture à levier # mm, première édition',
  ],
  [
    'Loop Lifting Straps (pair)',
    'Lyftremmar med ögla (par)',
    'Schlaufen-Zughilfen (Paar)',
    'Sangles de tirage à boucle (paire)',
  ],
  ['Figure-# Straps (pair)', 'Åttaremmar (par)', 'Achter-Zughilfen (Paar)', 'Sangles en huit (paire)'],
  [
    'Leather Lifting Straps (pair)',
    'Lyftremmar i läder (par)',
    'Leder-Zughilfen (Paar)',
    'Sangles de tirage en cuir (paire)',
  ],
  [
    'Weightlifting Straps (pair)',
    'Tyngdlyftningsremmar (par)',
    'Gewichtheber-Zughilfen (Paar)',
    'Sangles d’haltérophilie (paire)',
  ],
  ['Knee Sleeves # mm (pair)', 'Knästöd # mm (par)', 'Kniebandagen # mm (Paar)', 'Genouillères # mm (paire)'],
  ['Knee Wraps # m (pair)', 'Knälindor # m (par)', 'Kniewickel # m (Paar)', 'Bandes de genoux # m (paire)'],
  [
    'Stiff Wrist Wraps (pair)',
    'Styva handledslindor (par)',
    'Steife Handgelenkbandagen (Paar)',
    'Protège-poignets rigides (paire)',
  ],
  [
    'Flexible Wrist Wraps (pair)',
    'Flexibla handledslindor (par)',
    'Flexible Handgelenkbandagen (Paar)',
    'Protège-poignets souples (paire)',
  ],
  [
    'Competition Wrist Wraps (pair)',
    'Handledslindor för tävling (par)',
    'Wettkampf-Handgelenkbandagen (Paar)',
    'Protège-poignets de compétition (paire)',
  ],
  ['Training T-Shirt', 'Tränings-t-shirt', 'Trainings-T-Shirt', 'T-shirt d’entraînement'],
  ['Logo T-Shirt', 'T-shirt med logotyp', 'Logo-T-Shirt', 'T-shirt logo'],
  [
    'Long-Sleeve Training Top',
    'Långärmad träningströja',
    'Langarm-Trainingsshirt',
    'Haut d’entraînement à manches longues',
  ],
  ['Hoodie', 'Huvtröja', 'Kapuzenpullover', 'Sweat à capuche'],
  ['Tank Top', 'Linne', 'Tanktop', 'Débardeur'],
  ['Crewneck Sweatshirt', 'Sweatshirt med rund hals', 'Sweatshirt mit Rundhalsausschnitt', 'Sweat col rond'],
  ['World Championships T-Shirt', 'VM-t-shirt', 'WM-T-Shirt', 'T-shirt des Championnats du monde'],
  [
    'Classic Logo T-Shirt',
    'Klassisk t-shirt med logotyp',
    'Klassisches Logo-T-Shirt',
    'T-shirt logo classique',
  ],
  ['Training Shorts', 'Träningsshorts', 'Trainingsshorts', 'Short d’entraînement'],
  ['Joggers', 'Joggingbyxor', 'Jogginghose', 'Pantalon de jogging'],
  ['Compression Tights', 'Kompressionstights', 'Kompressionstights', 'Collant de compression'],
  ['Lifting Shorts', 'Lyftshorts', 'Hebeshorts', 'Short d’haltérophilie'],
  ['Sweatpants', 'Mjukisbyxor', 'Sweathose', 'Pantalon molletonné'],
  ['Biker Shorts', 'Cykelbyxor', 'Radlerhose', 'Cuissard court'],
  ['Weightlifting Singlet', 'Tyngdlyftningsdräkt', 'Gewichtheberanzug', 'Justaucorps d’haltérophilie'],
  ['Powerlifting Singlet', 'Styrkelyftsdräkt', 'Kraftdreikampfanzug', 'Justaucorps de force athlétique'],
  ['Training Singlet', 'Träningsdräkt', 'Trainingsanzug', 'Justaucorps d’entraînement'],
  ['Team Singlet', 'Lagdräkt', 'Teamanzug', 'Justaucorps d’équipe'],
  ['Gym Duffel Bag', 'Gymväska', 'Sporttasche', 'Sac de sport'],
  ['Steel Water Bottle', 'Vattenflaska i stål', 'Trinkflasche aus Stahl', 'Gourde en acier'],
  ['Chalk Bag', 'Magnesiumpåse', 'Magnesiabeutel', 'Sac à magnésie'],
  ['Training Towel', 'Träningshandduk', 'Trainingshandtuch', 'Serviette d’entraînement'],
  ['Logo Cap', 'Keps med logotyp', 'Logo-Kappe', 'Casquette logo'],
  ['Beanie', 'Mössa', 'Mütze', 'Bonnet'],
  ['Shaker', 'Shaker', 'Shaker', 'Shaker'],
  [
    'Barbell Keyring',
    'Nyckelring formad som skivstång',
    'Schlüsselanhänger in Hantelform',
    'Porte-clés en forme de barre',
  ],
  ['Training Log Book', 'Träningsdagbok', 'Trainingstagebuch', 'Carnet d’entraînement'],
  ['Gift Card', 'Presentkort', 'Geschenkkarte', 'Carte cadeau'],
];

// ── Description tails (after the product name) ───────────────────────────────
/** [pattern of the English text, then a function per language]; `name` is the translated name. */
export const DESCRIPTIONS = [
  [
    /^(?<n>.+): a (\d+(?:\.\d+)?) kg bar with a (\d+(?:\.\d+)?) mm shaft, (.+) knurling and (.+) sleeve rotation\. Rolled from (\d+) MPa spring steel for a lively, consistent whip\.$/,
    {
      sv: (n, [w, s, k, r, t]) =>
        `${n}: en skivstång på ${w} kg med ${s} mm grepp. Räffling: ${k}. Hylsrotation: ${r}. Valsad av fjäderstål med ${t} MPa draghållfasthet för en levande, jämn svikt.`,
      de: (n, [w, s, k, r, t]) =>
        `${n}: eine ${w} kg schwere Langhantelstange mit ${s} mm Griffdurchmesser. Rändelung: ${k}. Hülsenrotation: ${r}. Aus Federstahl mit ${t} MPa Zugfestigkeit gewalzt, für ein lebendiges, gleichmäßiges Schwingverhalten.`,
      fr: (n, [w, s, k, r, t]) =>
        `${n} : une barre de ${w} kg au manche de ${s} mm. Moletage : ${k}. Rotation des manchons : ${r}. Laminée dans un acier à ressort de ${t} MPa pour une élasticité vive et régulière.`,
    },
    ['', '', 'knurl', 'rotation', ''],
  ],
  [
    /^(?<n>.+) \((\d+) kg\): (.+)\. Fits every Olympic plate and every Ironmark rack\.$/,
    {
      sv: (n, [w, f]) =>
        `${n} (${w} kg): ${f}. Passar alla olympiska viktskivor och alla ställningar från Ironmark.`,
      de: (n, [w, f]) =>
        `${n} (${w} kg): ${f}. Passt für alle olympischen Hantelscheiben und jedes Ironmark-Rack.`,
      fr: (n, [w, f]) =>
        `${n} (${w} kg) : ${f}. Compatible avec tous les disques olympiques et tous les racks Ironmark.`,
    },
    ['', 'feature'],
  ],
  [
    /^(?<n>.+)\. Work with a Strength Expert to choose knurl, finish and engraving\.$/,
    {
      sv: (n) => `${n}. Välj räffling, ytbehandling och gravyr tillsammans med en Strength Expert.`,
      de: (n) => `${n}. Wählen Sie Rändelung, Oberfläche und Gravur gemeinsam mit einem Strength Expert.`,
      fr: (n) => `${n}. Choisissez le moletage, la finition et la gravure avec un Strength Expert.`,
    },
    [],
  ],
  [
    /^(?<n>.+): holds plates tight on (\d+) mm sleeves\. Sold in pairs\.$/,
    {
      sv: (n, [d]) => `${n}: håller viktskivorna stadigt på hylsor med ${d} mm diameter. Säljs i par.`,
      de: (n, [d]) => `${n}: hält die Scheiben fest auf ${d}-mm-Hülsen. Paarweise erhältlich.`,
      fr: (n, [d]) => `${n} : maintient fermement les disques sur des manchons de ${d} mm. Vendus par paire.`,
    },
    [''],
  ],
  [
    /^(?<n>.+)\. Sold (in pairs|individually)\. Diameter (\d+) mm on the larger weights, (\d+(?:\.\d+)?) mm stainless hub\.$/,
    {
      sv: (n, [sold, d, h]) =>
        `${n}. Säljs ${sold === 'in pairs' ? 'i par' : 'styckvis'}. Diameter ${d} mm på de tyngre vikterna, nav i rostfritt stål på ${h} mm.`,
      de: (n, [sold, d, h]) =>
        `${n}. ${sold === 'in pairs' ? 'Paarweise' : 'Einzeln'} erhältlich. ${d} mm Durchmesser bei den schwereren Gewichten, Edelstahlnabe mit ${h} mm.`,
      fr: (n, [sold, d, h]) =>
        `${n}. Vendu ${sold === 'in pairs' ? 'par paire' : 'à l’unité'}. Diamètre de ${d} mm pour les charges lourdes, moyeu inox de ${h} mm.`,
    },
    ['', '', ''],
  ],
  [
    /^(?<n>.+): bar, plates and collars in one delivery\. Contents: (.+)\.$/,
    {
      sv: (n, [c]) => `${n}: skivstång, viktskivor och stånglås i en och samma leverans. Innehåll: ${c}.`,
      de: (n, [c]) => `${n}: Stange, Scheiben und Verschlüsse in einer Lieferung. Inhalt: ${c}.`,
      fr: (n, [c]) => `${n} : barre, disques et colliers en une seule livraison. Contenu : ${c}.`,
    },
    [''],
  ],
  [
    /^(?<n>.+)\. Sold (in pairs|individually)\. Knurled handles and a finish that lasts in busy gyms\.$/,
    {
      sv: (n, [sold]) =>
        `${n}. Säljs ${sold === 'in pairs' ? 'i par' : 'styckvis'}. Räfflade handtag och en yta som håller i välbesökta gym.`,
      de: (n, [sold]) =>
        `${n}. ${sold === 'in pairs' ? 'Paarweise' : 'Einzeln'} erhältlich. Gerändelte Griffe und eine Oberfläche, die in vollen Studios hält.`,
      fr: (n, [sold]) =>
        `${n}. Vendu ${sold === 'in pairs' ? 'par paire' : 'à l’unité'}. Poignées moletées et une finition qui dure dans les salles fréquentées.`,
    },
    [''],
  ],
  [
    /^Steel competition kettlebell: identical dimensions at every weight, colour-coded to the international standard\.$/,
    {
      sv: () =>
        'Tävlingskettlebell i stål: samma mått i alla vikter, färgkodad enligt internationell standard.',
      de: () =>
        'Wettkampf-Kettlebell aus Stahl: gleiche Maße bei jedem Gewicht, farbcodiert nach internationalem Standard.',
      fr: () =>
        'Kettlebell de compétition en acier : dimensions identiques à chaque poids, code couleur selon la norme internationale.',
    },
    [],
  ],
  [
    /^(?<n>.+) from Ironmark\.$/,
    {
      sv: (n) => `${n} från Ironmark.`,
      de: (n) => `${n} von Ironmark.`,
      fr: (n) => `${n} par Ironmark.`,
    },
    [],
  ],
  [
    /^(?<n>.+): rack, platform, bar, plates and storage planned together with a Strength Expert\.$/,
    {
      sv: (n) =>
        `${n}: ställning, lyftflak, skivstång, viktskivor och förvaring planerade tillsammans med en Strength Expert.`,
      de: (n) =>
        `${n}: Rack, Plattform, Stange, Scheiben und Aufbewahrung gemeinsam mit einem Strength Expert geplant.`,
      fr: (n) => `${n} : rack, plateforme, barre, disques et rangement conçus avec un Strength Expert.`,
    },
    [],
  ],
  [
    /^(?<n>.+): (\d+) × (\d+) mm uprights in (\d+) mm steel, laser-cut numbering and (\d+) mm hole spacing through the bench zone\.$/,
    {
      sv: (n, [a, b, t, h]) =>
        `${n}: stolpar på ${a} × ${b} mm i ${t} mm stål, laserskuren numrering och ${h} mm hålavstånd i bänkzonen.`,
      de: (n, [a, b, t, h]) =>
        `${n}: Pfosten mit ${a} × ${b} mm aus ${t} mm starkem Stahl, lasergeschnittene Nummerierung und ${h} mm Lochabstand im Bankbereich.`,
      fr: (n, [a, b, t, h]) =>
        `${n} : montants de ${a} × ${b} mm en acier de ${t} mm, numérotation découpée au laser et trous espacés de ${h} mm dans la zone du banc.`,
    },
    ['', '', '', ''],
  ],
  [
    /^(?<n>.+): hot-dip galvanised and powder coated for year-round use outside\.$/,
    {
      sv: (n) => `${n}: varmförzinkad och pulverlackerad för utomhusbruk året runt.`,
      de: (n) => `${n}: feuerverzinkt und pulverbeschichtet für den ganzjährigen Einsatz im Freien.`,
      fr: (n) => `${n} : galvanisé à chaud et thermolaqué pour un usage extérieur toute l’année.`,
    },
    [],
  ],
  [
    /^A Strength Expert plans your rig on site, with a 3D drawing and a quote\.$/,
    {
      sv: () => 'En Strength Expert planerar din rigg på plats, med 3D-ritning och offert.',
      de: () => 'Ein Strength Expert plant Ihr Rig vor Ort, mit 3D-Zeichnung und Angebot.',
      fr: () => 'Un Strength Expert conçoit votre structure sur place, avec un plan 3D et un devis.',
    },
    [],
  ],
  [
    /^Try every rack in our showroom with a Strength Expert\.$/,
    {
      sv: () => 'Prova alla ställningar i vårt showroom tillsammans med en Strength Expert.',
      de: () => 'Testen Sie jedes Rack in unserem Showroom mit einem Strength Expert.',
      fr: () => 'Essayez tous nos racks en showroom avec un Strength Expert.',
    },
    [],
  ],
  [
    /^(?<n>.+) for Ironmark racks and rigs\. Available for (\d+) × (\d+) mm and (\d+) × (\d+) mm uprights\.$/,
    {
      sv: (n, [a, b, c, d]) =>
        `${n} till ställningar och riggar från Ironmark. Finns för stolpar på ${a} × ${b} mm och ${c} × ${d} mm.`,
      de: (n, [a, b, c, d]) =>
        `${n} für Racks und Rigs von Ironmark. Erhältlich für Pfosten mit ${a} × ${b} mm und ${c} × ${d} mm.`,
      fr: (n, [a, b, c, d]) =>
        `${n} pour les racks et structures Ironmark. Disponible pour montants de ${a} × ${b} mm et ${c} × ${d} mm.`,
    },
    ['', '', '', ''],
  ],
  [
    /^(?<n>.+): (\d+) kg weight stacks per side, (\d+):(\d+) ratio and (\d+) pulley positions\.$/,
    {
      sv: (n, [w, a, b, p]) =>
        `${n}: viktmagasin på ${w} kg per sida, utväxling ${a}:${b} och ${p} trisslägen.`,
      de: (n, [w, a, b, p]) =>
        `${n}: ${w} kg Steckgewicht pro Seite, Übersetzung ${a}:${b} und ${p} Rollenpositionen.`,
      fr: (n, [w, a, b, p]) =>
        `${n} : piles de ${w} kg de chaque côté, démultiplication ${a}:${b} et ${p} positions de poulie.`,
    },
    ['', '', '', ''],
  ],
  [
    /^(?<n>.+) for every cable station\.$/,
    {
      sv: (n) => `${n} till alla kabelstationer.`,
      de: (n) => `${n} für jede Kabelstation.`,
      fr: (n) => `${n} pour toutes les stations à poulies.`,
    },
    [],
  ],
  [
    /^(?<n>.+) with a Strength Expert\.$/,
    {
      sv: (n) => `${n} tillsammans med en Strength Expert.`,
      de: (n) => `${n} mit einem Strength Expert.`,
      fr: (n) => `${n} avec un Strength Expert.`,
    },
    [],
  ],
  [
    /^(?<n>.+): biomechanically matched strength curve, (\d+) kg selector stack and upholstery in commercial-grade vinyl\.$/,
    {
      sv: (n, [w]) =>
        `${n}: biomekaniskt anpassad kraftkurva, viktmagasin på ${w} kg och klädsel i slitstark gymvinyl.`,
      de: (n, [w]) =>
        `${n}: biomechanisch abgestimmte Kraftkurve, ${w} kg Steckgewicht und Polster aus strapazierfähigem Studio-Vinyl.`,
      fr: (n, [w]) =>
        `${n} : courbe de force biomécanique, pile de ${w} kg et sellerie en vinyle de qualité professionnelle.`,
    },
    [''],
  ],
  [
    /^(?<n>.+): biomechanically matched strength curve, Olympic plate horns and upholstery in commercial-grade vinyl\.$/,
    {
      sv: (n) =>
        `${n}: biomekaniskt anpassad kraftkurva, skivhorn för olympiska viktskivor och klädsel i slitstark gymvinyl.`,
      de: (n) =>
        `${n}: biomechanisch abgestimmte Kraftkurve, Scheibenaufnahmen für olympische Hantelscheiben und Polster aus strapazierfähigem Studio-Vinyl.`,
      fr: (n) =>
        `${n} : courbe de force biomécanique, supports pour disques olympiques et sellerie en vinyle de qualité professionnelle.`,
    },
    [],
  ],
  [
    /^(?<n>.+): (\d+) × (\d+) mm steel, (\d+) cm high-density padding and a grippy upholstery that keeps you in place\.$/,
    {
      sv: (n, [a, b, c]) =>
        `${n}: stål på ${a} × ${b} mm, ${c} cm tät stoppning och en halkfri klädsel som håller dig på plats.`,
      de: (n, [a, b, c]) =>
        `${n}: Stahl mit ${a} × ${b} mm, ${c} cm hochdichte Polsterung und ein griffiger Bezug, der Sie in Position hält.`,
      fr: (n, [a, b, c]) =>
        `${n} : acier de ${a} × ${b} mm, rembourrage haute densité de ${c} cm et sellerie antidérapante qui vous maintient en place.`,
    },
    ['', '', ''],
  ],
  [
    /^(?<n>.+): birch plywood top, recycled rubber drop zones and a sound-dampening base\.$/,
    {
      sv: (n) => `${n}: ovansida i björkplywood, släppzoner av återvunnet gummi och en ljuddämpande bas.`,
      de: (n) =>
        `${n}: Oberfläche aus Birkensperrholz, Abwurfzonen aus Recyclinggummi und ein schalldämpfender Unterbau.`,
      fr: (n) =>
        `${n} : plateau en contreplaqué de bouleau, zones de réception en caoutchouc recyclé et base insonorisante.`,
    },
    [],
  ],
  [
    /^(?<n>.+): made from recycled rubber, easy to clean and quiet under load\.$/,
    {
      sv: (n) => `${n}: tillverkad av återvunnet gummi, lätt att rengöra och tyst under belastning.`,
      de: (n) => `${n}: aus Recyclinggummi, leicht zu reinigen und leise unter Last.`,
      fr: (n) => `${n} : en caoutchouc recyclé, facile à nettoyer et silencieux sous la charge.`,
    },
    [],
  ],
  [
    /^(?<n>.+): keeps the training floor clear and the equipment within reach\.$/,
    {
      sv: (n) => `${n}: håller träningsgolvet fritt och utrustningen inom räckhåll.`,
      de: (n) => `${n}: hält die Trainingsfläche frei und die Ausrüstung in Reichweite.`,
      fr: (n) => `${n} : garde la salle dégagée et l’équipement à portée de main.`,
    },
    [],
  ],
  [
    /^(?<n>.+): genuine Ironmark replacement part\. Check the manual for the part number of your model\.$/,
    {
      sv: (n) => `${n}: originalreservdel från Ironmark. Se manualen för artikelnumret till din modell.`,
      de: (n) =>
        `${n}: Original-Ersatzteil von Ironmark. Die Teilenummer Ihres Modells steht in der Anleitung.`,
      fr: (n) =>
        `${n} : pièce de rechange d’origine Ironmark. Consultez le manuel pour la référence de votre modèle.`,
    },
    [],
  ],
  [
    /^(?<n>.+): commercial-grade build, Bluetooth console with heart-rate pairing and a footprint planned for busy gyms\.$/,
    {
      sv: (n) =>
        `${n}: byggd för gymbruk, Bluetooth-konsol med pulsmätarparkoppling och ett fotavtryck anpassat för välbesökta gym.`,
      de: (n) =>
        `${n}: Studioqualität, Bluetooth-Konsole mit Herzfrequenz-Kopplung und eine Stellfläche, die für volle Studios geplant ist.`,
      fr: (n) =>
        `${n} : conception professionnelle, console Bluetooth compatible cardiofréquencemètre et encombrement pensé pour les salles fréquentées.`,
    },
    [],
  ],
  [
    /^(?<n>.+): made for heavy training days and competition platforms alike\.$/,
    {
      sv: (n) => `${n}: gjord för tunga träningsdagar och tävlingsflak.`,
      de: (n) => `${n}: gemacht für schwere Trainingstage und Wettkampfplattformen gleichermaßen.`,
      fr: (n) => `${n} : conçu pour les grosses séances comme pour les plateaux de compétition.`,
    },
    [],
  ],
  [
    /^(?<n>.+) with the Ironmark logo\.$/,
    {
      sv: (n) => `${n} med Ironmark-logotyp.`,
      de: (n) => `${n} mit Ironmark-Logo.`,
      fr: (n) => `${n} avec le logo Ironmark.`,
    },
    [],
  ],
  [
    /^A digital gift card delivered by e-mail\. Valid for (\d+) years in the web shop of the channel it was bought in\.$/,
    {
      sv: (_, [y]) =>
        `Ett digitalt presentkort som skickas via e-post. Gäller i ${y} år i webbutiken där det köptes.`,
      de: (_, [y]) =>
        `Eine digitale Geschenkkarte, per E-Mail zugestellt. ${y} Jahre gültig im Webshop, in dem sie gekauft wurde.`,
      fr: (_, [y]) =>
        `Une carte cadeau numérique envoyée par e-mail. Valable ${y} ans dans la boutique en ligne où elle a été achetée.`,
    },
    [''],
  ],
];

// ── Specifications ───────────────────────────────────────────────────────────
export const SPEC_LABELS = {
  Weight: ['Vikt', 'Gewicht', 'Poids'],
  Length: ['Längd', 'Länge', 'Longueur'],
  'Shaft diameter': ['Greppdiameter', 'Griffdurchmesser', 'Diamètre du manche'],
  Knurl: ['Räffling', 'Rändelung', 'Moletage'],
  'Sleeve rotation': ['Hylsrotation', 'Hülsenrotation', 'Rotation des manchons'],
  Whip: ['Svikt', 'Schwingverhalten', 'Élasticité'],
  'Tensile strength': ['Draghållfasthet', 'Zugfestigkeit', 'Résistance à la traction'],
  Certification: ['Certifiering', 'Zertifizierung', 'Certification'],
  Grip: ['Grepp', 'Griff', 'Prise'],
  'Sleeve diameter': ['Hylsdiameter', 'Hülsendurchmesser', 'Diamètre des manchons'],
  Diameter: ['Diameter', 'Durchmesser', 'Diamètre'],
  Hub: ['Nav', 'Nabe', 'Moyeu'],
  'Weight tolerance': ['Vikttolerans', 'Gewichtstoleranz', 'Tolérance de poids'],
  Handle: ['Handtag', 'Griff', 'Poignée'],
  'Weight range': ['Viktintervall', 'Gewichtsbereich', 'Plage de poids'],
  Height: ['Höjd', 'Höhe', 'Hauteur'],
  'Handle diameter': ['Handtagsdiameter', 'Griffdurchmesser', 'Diamètre de la poignée'],
  Uprights: ['Stolpar', 'Pfosten', 'Montants'],
  'Hole spacing': ['Hålavstånd', 'Lochabstand', 'Espacement des trous'],
  'Load rating': ['Maxlast', 'Belastbarkeit', 'Charge maximale'],
  Fits: ['Passar', 'Passend für', 'Compatible avec'],
  'Weight stack': ['Viktmagasin', 'Steckgewicht', 'Pile de poids'],
  'Cable ratio': ['Kabelutväxling', 'Seilübersetzung', 'Démultiplication'],
  Footprint: ['Golvyta', 'Stellfläche', 'Encombrement'],
  'Machine weight': ['Maskinvikt', 'Maschinengewicht', 'Poids de la machine'],
  Resistance: ['Motstånd', 'Widerstand', 'Résistance'],
  'Pad height': ['Dynhöjd', 'Polsterhöhe', 'Hauteur du rembourrage'],
  Thickness: ['Tjocklek', 'Stärke', 'Épaisseur'],
  Console: ['Konsol', 'Konsole', 'Console'],
  'Max user weight': ['Max användarvikt', 'Max. Benutzergewicht', 'Poids maximal de l’utilisateur'],
  Power: ['Strömförsörjning', 'Stromversorgung', 'Alimentation'],
  Material: ['Material', 'Material', 'Matière'],
};

/** Text values of specifications and options (numbers with units pass through, with the language's decimal sign). */
const VALUES = [
  [
    'IWF competition knurl with centre knurl',
    'IWF-tävlingsräffling med mitträffling',
    'IWF-Wettkampfrändelung mit Mittelrändelung',
    'moletage de compétition IWF avec moletage central',
  ],
  [
    'Needle bearings (bearing) or composite bushings (bushing)',
    'Nållager (lager) eller kompositbussningar (bussning)',
    'Nadellager (Lager) oder Verbundbuchsen (Buchse)',
    'Roulements à aiguilles (roulement) ou bagues composites (bague)',
  ],
  ['High', 'Hög', 'Hoch', 'Élevée'],
  [
    'IWF competition knurl without centre knurl',
    'IWF-tävlingsräffling utan mitträffling',
    'IWF-Wettkampfrändelung ohne Mittelrändelung',
    'moletage de compétition IWF sans moletage central',
  ],
  [
    'Medium-sharp volcano knurl',
    'Medelvass vulkanräffling',
    'Mittelscharfe Vulkanrändelung',
    'moletage volcan moyennement agressif',
  ],
  ['Medium-high', 'Medelhög', 'Mittelhoch', 'Moyenne à élevée'],
  ['None', 'Ingen', 'Keine', 'Aucune'],
  ['Mild knurl', 'Mild räffling', 'Milde Rändelung', 'moletage doux'],
  ['Medium', 'Medel', 'Mittel', 'Moyen'],
  ['Low', 'Låg', 'Niedrig', 'Faible'],
  ['IWF competition knurl', 'IWF-tävlingsräffling', 'IWF-Wettkampfrändelung', 'moletage de compétition IWF'],
  [
    'Aggressive IPF knurl with centre knurl',
    'Aggressiv IPF-räffling med mitträffling',
    'Aggressive IPF-Rändelung mit Mittelrändelung',
    'moletage IPF agressif avec moletage central',
  ],
  ['Composite bushings', 'Kompositbussningar', 'Verbundbuchsen', 'Bagues composites'],
  ['Low (stiff)', 'Låg (styv)', 'Niedrig (steif)', 'Faible (rigide)'],
  [
    'Aggressive knurl, no centre knurl',
    'Aggressiv räffling, ingen mitträffling',
    'Aggressive Rändelung, keine Mittelrändelung',
    'moletage agressif, sans moletage central',
  ],
  [
    'Aggressive knurl with long centre knurl',
    'Aggressiv räffling med lång mitträffling',
    'Aggressive Rändelung mit langer Mittelrändelung',
    'moletage agressif avec long moletage central',
  ],
  ['Very low', 'Mycket låg', 'Sehr niedrig', 'Très faible'],
  [
    'Medium knurl, IPF rings',
    'Medelräffling, IPF-markeringar',
    'Mittlere Rändelung, IPF-Markierungen',
    'moletage moyen, marques IPF',
  ],
  [
    'Medium knurl, para powerlifting markings',
    'Medelräffling, markeringar för parastyrkelyft',
    'Mittlere Rändelung, Para-Powerlifting-Markierungen',
    'moletage moyen, marques de para-powerlifting',
  ],
  ['Medium knurl', 'Medelräffling', 'Mittlere Rändelung', 'moletage moyen'],
  [
    'Dual markings, medium knurl',
    'Dubbla markeringar, medelräffling',
    'Doppelte Markierungen, mittlere Rändelung',
    'double marquage, moletage moyen',
  ],
  [
    'Raised and low handles, # mm grips',
    'Höga och låga handtag, # mm grepp',
    'Hohe und tiefe Griffe, # mm Griffdurchmesser',
    'poignées hautes et basses, prises de # mm',
  ],
  [
    'Padded yoke, cambered sleeves',
    'Stoppat ok, böjda hylsor',
    'Gepolstertes Joch, gebogene Hülsen',
    'joug rembourré, manchons cambrés',
  ],
  ['# cm drop', '# cm nedsänkning', '# cm Kröpfung', 'décalage de # cm'],
  [
    'Neutral and angled grips',
    'Neutrala och vinklade grepp',
    'Neutrale und abgewinkelte Griffe',
    'prises neutres et inclinées',
  ],
  ['Cambered curl grips', 'Böjda curlgrepp', 'Gebogene Curlgriffe', 'prises de curl cambrées'],
  [
    'Thick # mm shaft, no knurl',
    'Tjockt grepp på # mm, ingen räffling',
    'Dicker # mm-Griff, ohne Rändelung',
    'manche épais de # mm, sans moletage',
  ],
  ['Neutral triceps grips', 'Neutrala tricepsgrepp', 'Neutrale Trizepsgriffe', 'prises neutres pour triceps'],
  [
    'Neutral handles, loadable ends',
    'Neutrala handtag, laddbara ändar',
    'Neutrale Griffe, beladbare Enden',
    'poignées neutres, extrémités chargeables',
  ],
  ['Stainless steel, # mm', 'Rostfritt stål, # mm', 'Edelstahl, # mm', 'Acier inoxydable, # mm'],
  ['# mm knurled steel', '# mm räfflat stål', '# mm gerändelter Stahl', 'acier moleté de # mm'],
  ['# mm powder-coated', '# mm pulverlackerat', '# mm pulverbeschichtet', '# mm thermolaqué'],
  ['# × # mm, # mm steel', '# × # mm, # mm stål', '# × # mm, # mm Stahl', '# × # mm, acier de # mm'],
  [
    '# mm in the bench zone, # mm elsewhere',
    '# mm i bänkzonen, # mm i övrigt',
    '# mm im Bankbereich, sonst # mm',
    '# mm dans la zone du banc, # mm ailleurs',
  ],
  [
    '# × # mm and # × # mm uprights',
    'stolpar på # × # mm och # × # mm',
    'Pfosten mit # × # mm und # × # mm',
    'montants de # × # mm et # × # mm',
  ],
  ['# kg per side', '# kg per sida', '# kg pro Seite', '# kg par côté'],
  ['# kg weight stack', '# kg viktmagasin', '# kg Steckgewicht', 'pile de # kg'],
  ['Plate loaded', 'Skivbelastad', 'Scheibenbeladen', 'Chargée par disques'],
  [
    'LCD with Bluetooth and ANT+',
    'LCD med Bluetooth och ANT+',
    'LCD mit Bluetooth und ANT+',
    'LCD avec Bluetooth et ANT+',
  ],
  ['Self-powered', 'Självförsörjande', 'Autark', 'Autoalimenté'],
  [
    'Vegetable-tanned leather',
    'Vegetabiliskt garvat läder',
    'Pflanzlich gegerbtes Leder',
    'Cuir tanné végétal',
  ],
  [
    'Cotton and elastic blend',
    'Blandning av bomull och elastan',
    'Mischung aus Baumwolle und Elastan',
    'Mélange de coton et d’élasthanne',
  ],
  ['# mm neoprene', '# mm neopren', '# mm Neopren', 'néoprène de # mm'],
  [
    '#% polyester, #% elastane',
    '#% polyester, #% elastan',
    '#% Polyester, #% Elastan',
    '#% polyester, #% élasthanne',
  ],
  [
    '#% polyester, #% elastane',
    '#% polyester, #% elastan',
    '#% Polyester, #% Elastan',
    '#% polyester, #% élasthanne',
  ],
  // Option values
  ['Needle bearing', 'Nållager', 'Nadellager', 'Roulement à aiguilles'],
  ['Hard chrome', 'Hårdförkromad', 'Hartverchromt', 'Chrome dur'],
  ['Black zinc', 'Svart zink', 'Schwarz verzinkt', 'Zinc noir'],
  ['Cerakote', 'Cerakote', 'Cerakote', 'Cerakote'],
  ['Composite bushing', 'Kompositbussning', 'Verbundbuchse', 'Bague composite'],
  ['Gold chrome', 'Guldförkromad', 'Goldverchromt', 'Chrome doré'],
  ['Black', 'Svart', 'Schwarz', 'Noir'],
  ['Chrome', 'Krom', 'Chrom', 'Chromé'],
  ['Red', 'Röd', 'Rot', 'Rouge'],
  ['Blue', 'Blå', 'Blau', 'Bleu'],
  ['Silver', 'Silver', 'Silber', 'Argent'],
  ['Standard', 'Standard', 'Standard', 'Standard'],
  ['With plate rack', 'Med skivställ', 'Mit Scheibenablage', 'Avec range-disques'],
  ['Matte black', 'Mattsvart', 'Mattschwarz', 'Noir mat'],
  ['White', 'Vit', 'Weiß', 'Blanc'],
  ['Signal red', 'Signalröd', 'Signalrot', 'Rouge signal'],
  ['Oak', 'Ek', 'Eiche', 'Chêne'],
  ['Block', 'Block', 'Block', 'Bloc'],
  ['Powder', 'Pulver', 'Pulver', 'Poudre'],
  ['Light', 'Lätt', 'Leicht', 'Légère'],
  ['Heavy', 'Tung', 'Schwer', 'Forte'],
  ['Extra heavy', 'Extra tung', 'Extra schwer', 'Très forte'],
  ['Wired', 'Med sladd', 'Kabelgebunden', 'Filaire'],
  ['Wireless', 'Trådlös', 'Kabellos', 'Sans fil'],
  ['Bearing', 'Lager', 'Lager', 'Roulement'],
  ['Bushing', 'Bussning', 'Buchse', 'Bague'],
  ['Pro', 'Pro', 'Pro', 'Pro'],
  ['Brown', 'Brun', 'Braun', 'Marron'],
  ['ONE', 'En storlek', 'Einheitsgröße', 'Taille unique'],
  ['Grey', 'Grå', 'Grau', 'Gris'],
  ['Heather grey', 'Gråmelerad', 'Grau meliert', 'Gris chiné'],
  ['Off-white', 'Benvit', 'Naturweiß', 'Blanc cassé'],
  ['#CM', '# cm', '# cm', '# cm'],
  ...['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => [size, size, size, size]),
];

/** Names of the variant options (the picker's labels). */
export const OPTION_NAMES = {
  sleeve: ['Sleeve', 'Hylsa', 'Hülse', 'Manchon'],
  finish: ['Finish', 'Ytbehandling', 'Oberfläche', 'Finition'],
  colour: ['Colour', 'Färg', 'Farbe', 'Couleur'],
  weight: ['Weight', 'Vikt', 'Gewicht', 'Poids'],
  height: ['Height', 'Höjd', 'Höhe', 'Hauteur'],
  upright: ['Uprights', 'Stolpar', 'Pfosten', 'Montants'],
  frame: ['Frame', 'Ram', 'Rahmen', 'Cadre'],
  top: ['Top', 'Skiva', 'Platte', 'Plateau'],
  thickness: ['Thickness', 'Tjocklek', 'Stärke', 'Épaisseur'],
  option: ['Version', 'Utförande', 'Ausführung', 'Version'],
  console: ['Console', 'Konsol', 'Konsole', 'Console'],
  size: ['Size', 'Storlek', 'Größe', 'Taille'],
  value: ['Value', 'Värde', 'Wert', 'Valeur'],
};

export const WARRANTIES = [
  [
    '2-year warranty against manufacturing defects.',
    '2 års garanti mot tillverkningsfel.',
    '2 Jahre Garantie auf Herstellungsfehler.',
    'Garantie de 2 ans contre les défauts de fabrication.',
  ],
  [
    '10-year structural warranty; 2 years on moving parts and upholstery.',
    '10 års garanti på stommen; 2 år på rörliga delar och klädsel.',
    '10 Jahre Garantie auf die Struktur; 2 Jahre auf bewegliche Teile und Polster.',
    'Garantie de 10 ans sur la structure ; 2 ans sur les pièces mobiles et la sellerie.',
  ],
  [
    'Valid for 3 years from purchase.',
    'Gäller i 3 år från köpet.',
    '3 Jahre ab Kauf gültig.',
    'Valable 3 ans à compter de l’achat.',
  ],
];

export const SIZE_CHART_COLUMNS = [
  ['Size', 'Storlek', 'Größe', 'Taille'],
  ['Waist (at navel)', 'Midja (vid naveln)', 'Taille (auf Nabelhöhe)', 'Tour de taille (au nombril)'],
  [
    'Circumference 12 cm above the knee cap',
    'Omkrets 12 cm ovanför knäskålen',
    'Umfang 12 cm oberhalb der Kniescheibe',
    'Circonférence 12 cm au-dessus de la rotule',
  ],
  ['Chest', 'Bröst', 'Brust', 'Poitrine'],
  ['Length', 'Längd', 'Länge', 'Longueur'],
  ['Waist', 'Midja', 'Taille', 'Tour de taille'],
  ['Hip', 'Höft', 'Hüfte', 'Hanches'],
  ['Height', 'Längd', 'Körpergröße', 'Taille'],
  ['Body weight (kg)', 'Kroppsvikt (kg)', 'Körpergewicht (kg)', 'Poids corporel (kg)'],
];

// ── Lookup ───────────────────────────────────────────────────────────────────
const NUMBER = /\d+(?:[.,]\d+)?/g;
const shape = (text) => text.replace(NUMBER, '#');

function table(rows) {
  const map = new Map();
  for (const row of rows) map.set(shape(row[0]), row);
  return map;
}
const nameTable = table(NAMES);
const valueTable = table(VALUES);
const warrantyTable = table(WARRANTIES);
const columnTable = table(SIZE_CHART_COLUMNS);

/** The language's form of a decimal number ('2.5' → '2,5' in sv, de and fr). */
const localNumber = (number, lang) => (lang === 'en' ? number : number.replace('.', ','));

/** Fills the `#` of a translated pattern with the English text's numbers, in order. */
function fill(pattern, english, lang) {
  const numbers = english.match(NUMBER) ?? [];
  let at = 0;
  return pattern.replace(/#/g, () => localNumber(numbers[at++] ?? '', lang));
}

function lookup(tableOf, kind, english, lang) {
  const row = tableOf.get(shape(english));
  if (!row) return missing(kind, english);
  return fill(row[column[lang]], english, lang);
}

/** Every missing translation fails the generator, listed at once (CATALOGUE_LIST_MISSING=1 lists and goes on). */
export const missingTexts = new Set();
function missing(kind, english) {
  if (!process.env.CATALOGUE_LIST_MISSING) throw new Error(`No ${kind} translation of "${english}"`);
  missingTexts.add(`${kind}: ${english}`);
  return english;
}

/** A product name without the brand in `lang`. */
export const translateName = (english, lang) => lookup(nameTable, 'name', english, lang);

/** A specification or option value in `lang`: numbers with units pass through (decimal sign localised). */
export function translateValue(english, lang) {
  if (/^[±\d.,×x\s–:%°+-]*(kg|mm|cm|m|lb|g|MPa|V|%)?$/.test(english.replace(/\s*(kg|mm|cm|m|lb|g)\b/g, ''))) {
    return english.replace(NUMBER, (number) => localNumber(number, lang));
  }
  if (valueTable.has(shape(english))) return lookup(valueTable, 'value', english, lang);
  // Federation acronyms ('IWF', 'IPF, WPPO') are the same in every language.
  if (/^(?:IWF|IPF|WPPO|IPC)(?:, (?:IWF|IPF|WPPO|IPC))*$/.test(english)) return english;
  return lookup(valueTable, 'value', english, lang);
}

export const translateWarranty = (english, lang) => lookup(warrantyTable, 'warranty', english, lang);
export const translateColumn = (english, lang) => lookup(columnTable, 'size-chart column', english, lang);

export function translateSpecLabel(english, lang) {
  const row = SPEC_LABELS[english];
  if (!row) return missing('specification label', english);
  return row[column[lang] - 1];
}

export function translateOptionName(key, lang) {
  const row = OPTION_NAMES[key];
  if (!row) throw new Error(`No option name translation of "${key}"`);
  return row[column[lang]];
}

export function translateCategory(category, lang) {
  const row = CATEGORY_LABELS[category.path];
  if (!row) throw new Error(`No category translation of ${category.path}`);
  const label = row[column[lang] - 1];
  const special = CATEGORY_DESCRIPTIONS[category.path.split('/').pop()];
  return {
    label,
    description: special ? special[column[lang] - 1] : CATEGORY_TEMPLATE[lang](label),
  };
}

/**
 * A product description in `lang`: the English text is matched against the description templates,
 * its product name translated and each captured value run through its kind (knurl, rotation, feature).
 */
export function translateDescription(english, englishName, lang) {
  for (const [pattern, byLanguage, kinds] of DESCRIPTIONS) {
    const match = pattern.exec(english);
    if (!match) continue;
    const name = match.groups?.n;
    if (name !== undefined && name !== englishName) continue;
    const values = match.slice(name === undefined ? 1 : 2).map((value, index) => {
      const kind = kinds[index];
      if (kind === 'knurl') return translateValue(capitalise(value), lang);
      if (kind === 'rotation')
        return (
          ROTATION[value.toLowerCase()]?.[column[lang] - 1] ?? lookup(valueTable, 'rotation', value, lang)
        );
      if (kind === 'feature') return translateValue(capitalise(value), lang);
      return /^\d+(?:\.\d+)?$/.test(value) ? localNumber(value, lang) : value;
    });
    return byLanguage[lang](name === undefined ? '' : translateName(name, lang), values);
  }
  return missing('description', english);
}

const capitalise = (text) => {
  // The English template lower-cases the knurl value ('iwf competition knurl'); find the table's own case.
  for (const row of VALUES) if (row[0].toLowerCase() === text.toLowerCase()) return row[0];
  return text;
};

const ROTATION = {
  precision: ['precisionslagrad', 'präzisionsgelagert', 'de précision'],
  'composite bushings': ['kompositbussningar', 'Verbundbuchsen', 'bagues composites'],
};

// ── Reviews ──────────────────────────────────────────────────────────────────
// Demo reviews are put together from these parts (seeded per product and review), so no two products
// share the same sentences word for word; every part exists in all four languages ([en, sv, de, fr]).

/** Product families of the review middles, by the render kind of the product. */
export function reviewFamily(kind) {
  if (['bar', 'collar', 'set'].includes(kind)) return 'bar';
  if (['plate', 'dumbbell', 'kettlebell'].includes(kind)) return 'weight';
  if (['rack', 'rig', 'attachment', 'storage', 'platform', 'flooring', 'bench', 'box'].includes(kind))
    return 'build';
  if (kind === 'machine' || kind === 'cable' || kind.startsWith('cardio')) return 'machine';
  if (['top', 'bottom', 'singlet'].includes(kind)) return 'apparel';
  if (['belt', 'strap', 'sleeve', 'wrap'].includes(kind)) return 'gear';
  return 'other';
}

export const REVIEW_TITLES = {
  good: [
    ['Built like a tank', 'Byggd som en stridsvagn', 'Gebaut wie ein Panzer', 'Solide comme un roc'],
    [
      'Exactly what I hoped for',
      'Precis vad jag hoppades på',
      'Genau das, was ich wollte',
      'Exactement ce que j’espérais',
    ],
    [
      'Our gym standard now',
      'Numera standard i vårt gym',
      'Jetzt Standard in unserem Studio',
      'Désormais la référence de notre salle',
    ],
    ['Worth the money', 'Värd pengarna', 'Jeden Cent wert', 'Vaut son prix'],
    ['Second one I bought', 'Mitt andra köp av samma', 'Schon mein zweites', 'Le deuxième que j’achète'],
    [
      'Competition feel at home',
      'Tävlingskänsla hemma',
      'Wettkampfgefühl zu Hause',
      'Des sensations de compétition à la maison',
    ],
    ['Solid and precise', 'Stabil och exakt', 'Solide und präzise', 'Solide et précis'],
    ['No regrets', 'Ångrar inget', 'Keine Reue', 'Aucun regret'],
  ],
  mixed: [
    ['Good, with a catch', 'Bra, men med ett aber', 'Gut, mit einem Haken', 'Bien, avec un bémol'],
    ['Decent value', 'Helt okej för priset', 'Ordentlich für den Preis', 'Correct pour le prix'],
    ['Does the job', 'Gör sitt jobb', 'Erfüllt seinen Zweck', 'Fait le travail'],
  ],
};

export const REVIEW_OPENINGS = [
  [
    'Been using it for three months now.',
    'Har använt den i tre månader nu.',
    'Ich nutze es jetzt seit drei Monaten.',
    'Je l’utilise depuis trois mois.',
  ],
  [
    'Bought it for our club after a long comparison.',
    'Köpte den till klubben efter en lång jämförelse.',
    'Nach langem Vergleich für unseren Verein gekauft.',
    'Acheté pour notre club après une longue comparaison.',
  ],
  [
    'Ordered it for the garage gym.',
    'Beställde den till garagegymmet.',
    'Für meinen Trainingsraum in der Garage bestellt.',
    'Commandé pour ma salle dans le garage.',
  ],
  [
    'Our coach recommended it.',
    'Vår tränare rekommenderade den.',
    'Unser Trainer hat es empfohlen.',
    'Notre coach nous l’a recommandé.',
  ],
  [
    'Replaced an old one that had worn out.',
    'Ersatte en gammal som var utsliten.',
    'Hat ein altes, verschlissenes Teil ersetzt.',
    'Il remplace un ancien modèle usé.',
  ],
  [
    'Arrived two days earlier than promised.',
    'Kom två dagar tidigare än utlovat.',
    'Kam zwei Tage früher als angekündigt.',
    'Arrivé deux jours plus tôt que prévu.',
  ],
  [
    'I train five days a week, so it gets used hard.',
    'Jag tränar fem dagar i veckan, så den får jobba.',
    'Ich trainiere fünfmal pro Woche, es wird also hart beansprucht.',
    'Je m’entraîne cinq jours par semaine, il est donc mis à rude épreuve.',
  ],
];

export const REVIEW_MIDDLES = {
  bar: [
    [
      'The knurl grips without tearing up my hands.',
      'Räfflingen greppar utan att slita sönder händerna.',
      'Die Rändelung greift, ohne die Hände aufzureißen.',
      'Le moletage accroche sans m’abîmer les mains.',
    ],
    [
      'The sleeves spin smoothly, even with heavy loads.',
      'Hylsorna snurrar mjukt, även med tunga vikter.',
      'Die Hülsen drehen sauber, auch bei schweren Lasten.',
      'Les manchons tournent bien, même avec des charges lourdes.',
    ],
    [
      'The whip is lively in the clean but stays controlled.',
      'Svikten är levande i frivändningen men förblir kontrollerad.',
      'Die Stange schwingt beim Umsetzen lebendig, bleibt aber kontrollierbar.',
      'L’élasticité est vive à l’épaulé mais reste contrôlée.',
    ],
    [
      'The finish still looks new after daily chalk and drops.',
      'Ytan ser fortfarande ny ut trots magnesium och släpp varje dag.',
      'Die Oberfläche sieht trotz täglich Magnesia und Abwürfen noch neu aus.',
      'La finition paraît neuve malgré la magnésie et les lâchers quotidiens.',
    ],
  ],
  weight: [
    [
      'The weights are spot on when we checked them on a scale.',
      'Vikterna stämmer exakt när vi kontrollerade dem på våg.',
      'Die Gewichte stimmen exakt, wir haben nachgewogen.',
      'Les poids sont exacts, nous les avons vérifiés sur une balance.',
    ],
    [
      'They are noticeably quieter than our previous set.',
      'De är märkbart tystare än vårt förra set.',
      'Sie sind deutlich leiser als unser altes Set.',
      'Ils sont nettement plus silencieux que notre ancien jeu.',
    ],
    [
      'The rubber does not smell and cleans easily.',
      'Gummit luktar inte och är lätt att rengöra.',
      'Das Gummi riecht nicht und lässt sich leicht reinigen.',
      'Le caoutchouc ne sent pas et se nettoie facilement.',
    ],
    [
      'The grip is comfortable and the colours help with loading.',
      'Greppet är bekvämt och färgerna gör det lätt att lasta.',
      'Der Griff ist angenehm und die Farben helfen beim Beladen.',
      'La prise est agréable et les couleurs facilitent le chargement.',
    ],
  ],
  build: [
    [
      'Assembly took two of us about an afternoon.',
      'Monteringen tog oss två ungefär en eftermiddag.',
      'Der Aufbau hat uns zu zweit etwa einen Nachmittag gekostet.',
      'Le montage nous a pris un après-midi à deux.',
    ],
    [
      'Welds are clean and nothing wobbles under a heavy squat.',
      'Svetsarna är snygga och inget gungar vid tunga knäböj.',
      'Die Schweißnähte sind sauber, nichts wackelt bei schweren Kniebeugen.',
      'Les soudures sont propres et rien ne bouge sous un squat lourd.',
    ],
    [
      'The hole spacing makes small adjustments easy.',
      'Hålavståndet gör det lätt att finjustera.',
      'Der Lochabstand macht kleine Anpassungen einfach.',
      'L’espacement des trous facilite les petits réglages.',
    ],
    [
      'Everything was well packed and labelled.',
      'Allt var väl förpackat och märkt.',
      'Alles war gut verpackt und beschriftet.',
      'Tout était bien emballé et étiqueté.',
    ],
  ],
  machine: [
    [
      'The movement feels smooth through the whole range.',
      'Rörelsen känns mjuk genom hela rörelsebanan.',
      'Die Bewegung läuft über den gesamten Weg gleichmäßig.',
      'Le mouvement est fluide sur toute l’amplitude.',
    ],
    [
      'Members of every size find a good setting quickly.',
      'Medlemmar i alla storlekar hittar snabbt en bra inställning.',
      'Mitglieder jeder Größe finden schnell eine passende Einstellung.',
      'Les adhérents de toutes tailles trouvent vite un bon réglage.',
    ],
    [
      'It runs quietly, even at the busiest hour.',
      'Den går tyst, även när det är som mest folk.',
      'Es läuft leise, auch zur vollsten Stunde.',
      'Elle reste silencieuse, même aux heures de pointe.',
    ],
    [
      'The upholstery has held up well so far.',
      'Klädseln har hållit bra hittills.',
      'Das Polster hält bisher gut.',
      'La sellerie tient bien jusqu’ici.',
    ],
  ],
  apparel: [
    [
      'The fit is true to size and the fabric breathes.',
      'Passformen stämmer med storleken och tyget andas.',
      'Fällt größengerecht aus und der Stoff atmet.',
      'La coupe taille normalement et le tissu respire.',
    ],
    [
      'It survived many washes without losing its shape.',
      'Den har klarat många tvättar utan att tappa formen.',
      'Hat viele Wäschen ohne Formverlust überstanden.',
      'Il a supporté de nombreux lavages sans se déformer.',
    ],
    [
      'Comfortable for both lifting and everyday wear.',
      'Skön både på passet och till vardags.',
      'Bequem beim Training und im Alltag.',
      'Confortable à l’entraînement comme au quotidien.',
    ],
  ],
  gear: [
    [
      'It gives solid support without digging in.',
      'Den ger rejält stöd utan att skava.',
      'Gibt festen Halt, ohne einzuschneiden.',
      'Il offre un bon maintien sans cisailler.',
    ],
    [
      'Stitching and material feel built to last.',
      'Sömmar och material känns byggda för att hålla.',
      'Nähte und Material wirken sehr langlebig.',
      'Les coutures et la matière semblent faites pour durer.',
    ],
    [
      'Easy to put on between sets.',
      'Lätt att ta på mellan seten.',
      'Zwischen den Sätzen schnell angelegt.',
      'Facile à mettre entre les séries.',
    ],
  ],
  other: [
    [
      'It does exactly what the description promises.',
      'Den gör precis det som beskrivningen lovar.',
      'Es hält genau, was die Beschreibung verspricht.',
      'Il fait exactement ce que promet la description.',
    ],
    [
      'Quality is better than I expected at this price.',
      'Kvaliteten är bättre än jag väntade mig för priset.',
      'Die Qualität ist besser, als ich für den Preis erwartet habe.',
      'La qualité dépasse ce que j’attendais à ce prix.',
    ],
    [
      'Well made and easy to use.',
      'Välgjord och enkel att använda.',
      'Gut verarbeitet und einfach zu benutzen.',
      'Bien fini et facile à utiliser.',
    ],
  ],
};

export const REVIEW_CLOSINGS = {
  good: [
    ['Would buy again.', 'Skulle köpa igen.', 'Würde ich wieder kaufen.', 'Je le rachèterais.'],
    ['Highly recommended.', 'Rekommenderas varmt.', 'Klare Empfehlung.', 'Je le recommande vivement.'],
    [
      'Customer service answered every question quickly.',
      'Kundtjänsten svarade snabbt på alla frågor.',
      'Der Kundenservice hat jede Frage schnell beantwortet.',
      'Le service client a répondu rapidement à toutes mes questions.',
    ],
    [
      'Our members love it.',
      'Våra medlemmar älskar den.',
      'Unsere Mitglieder lieben es.',
      'Nos adhérents l’adorent.',
    ],
  ],
  mixed: [
    [
      'Delivery took longer than expected, though.',
      'Leveransen tog dock längre tid än väntat.',
      'Die Lieferung hat allerdings länger gedauert als erwartet.',
      'La livraison a toutefois pris plus de temps que prévu.',
    ],
    [
      'A small mark from shipping, but support sorted it out.',
      'Ett litet märke från frakten, men kundtjänsten löste det.',
      'Eine kleine Transportmacke, aber der Support hat es geregelt.',
      'Une petite marque due au transport, mais le support a réglé le problème.',
    ],
    [
      'Fine, but I expected a little more at this price.',
      'Bra, men jag väntade mig lite mer för priset.',
      'Gut, aber für den Preis hatte ich etwas mehr erwartet.',
      'Bien, mais j’attendais un peu plus à ce prix.',
    ],
  ],
};
