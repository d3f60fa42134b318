import { callToAction, cards, hero, link, mediaText, richText, stats, storyList, T } from './layers.mjs';

const quoteCta = link(
  T('Request a quote', 'Begär offert', 'Angebot anfordern', 'Demander un devis'),
  '/quote',
);
const salesCta = link(
  T(
    'Talk to a Strength Expert',
    'Prata med en Strength Expert',
    'Mit einem Strength Expert sprechen',
    'Parler à un Strength Expert',
  ),
  '/contact-sales',
);
const equipmentCta = link(
  T('Shop equipment', 'Handla utrustning', 'Ausrüstung ansehen', 'Voir l’équipement'),
  '/equipment',
);
const designCta = link(
  T('Design your gym', 'Designa ditt gym', 'Studio planen', 'Concevoir votre salle'),
  '/design-your-gym',
);

/** Every demo page: { path, title, description, tags, layers }. `media(name, alt)` builds an upload file. */
export function pages(media) {
  const home = {
    path: '/',
    title: T(
      'Strength Equipment Crafted for Performance',
      'Styrkeutrustning skapad för prestation',
      'Kraftsportausrüstung für Höchstleistung',
      'Équipement de force conçu pour la performance',
    ),
    description: T(
      'Barbells, plates, racks and gear built to last decades — for competition platforms, team weight rooms, commercial gyms and home gyms.',
      'Skivstänger, viktskivor, ställningar och tillbehör byggda för att hålla i decennier — för tävlingsflak, lagens gym, kommersiella gym och hemmagym.',
      'Langhanteln, Scheiben, Racks und Zubehör, gebaut für Jahrzehnte — für Wettkampfplattformen, Teamkrafträume, Fitnessstudios und Heimstudios.',
      'Barres, disques, racks et accessoires conçus pour durer des décennies — pour les plateformes de compétition, les salles d’équipe, les clubs et la maison.',
    ),
    // Titles of the home page carry no brand suffix (spec §2); the SEO title repeats the page title.
    seoTitle: T(
      'Strength Equipment Crafted for Performance',
      'Styrkeutrustning skapad för prestation',
      'Kraftsportausrüstung für Höchstleistung',
      'Équipement de force conçu pour la performance',
    ),
    tags: 'barbells, weight plates, power racks, strength equipment, lifting belts',
    layers: [
      hero({
        eyebrow: T('Ironmark', 'Ironmark', 'Ironmark', 'Ironmark'),
        heading: T(
          'Strength Equipment Crafted for Performance',
          'Styrkeutrustning skapad för prestation',
          'Kraftsportausrüstung für Höchstleistung',
          'Équipement de force conçu pour la performance',
        ),
        text: T(
          'Precision-machined bars, calibrated plates and racks welded to outlast the athletes who use them.',
          'Precisionsbearbetade stänger, kalibrerade skivor och ställningar svetsade för att överleva de atleter som använder dem.',
          'Präzise gefertigte Stangen, kalibrierte Scheiben und Racks, geschweißt für Generationen von Athleten.',
          'Des barres usinées avec précision, des disques calibrés et des racks soudés pour durer plus longtemps que les athlètes qui les utilisent.',
        ),
        ctas: [equipmentCta, quoteCta],
        image: media(
          'hero-home-platform',
          T(
            'A loaded bar on a competition platform',
            'En lastad stång på ett tävlingsflak',
            'Eine beladene Stange auf einer Wettkampfplattform',
            'Une barre chargée sur une plateforme de compétition',
          ),
        ),
        height: 'ScreenTopFloatingNav',
        top: 'xl',
        bottom: 'xl',
      }),
      callToAction({
        heading: T(
          'Free shipping on orders over $500',
          'Fri frakt på beställningar över 500 dollar',
          'Kostenloser Versand ab 500 Dollar',
          'Livraison gratuite dès 500 dollars',
        ),
        text: T(
          'Within the contiguous United States and Canada. Heavy freight is delivered to the curb and booked with you in advance.',
          'Inom USA och Kanada. Tung frakt levereras till tomtgränsen och bokas med dig i förväg.',
          'Innerhalb der USA und Kanadas. Schwere Fracht wird bis zur Bordsteinkante geliefert und vorab mit Ihnen abgestimmt.',
          'Aux États-Unis continentaux et au Canada. Le fret lourd est livré en bord de trottoir, sur rendez-vous.',
        ),
        ctas: [
          link(T('Shipping details', 'Om frakt', 'Versanddetails', 'Détails de livraison'), '/shipping'),
        ],
        value: '#C8201A',
        top: 'sm',
        bottom: 'sm',
        channels: 'en-us, en-ca',
      }),
      cards({
        heading: T(
          'Start with the essentials',
          'Börja med grunderna',
          'Beginnen Sie mit dem Wesentlichen',
          'Commencez par l’essentiel',
        ),
        items: [
          {
            title: T('Bars', 'Stänger', 'Stangen', 'Barres'),
            text: T(
              'Certified whip and knurl for every discipline.',
              'Certifierad fjädring och räffling för varje gren.',
              'Zertifizierte Federung und Rändelung für jede Disziplin.',
              'Souplesse et moletage certifiés pour chaque discipline.',
            ),
            url: '/equipment/bars',
            image: media(
              'card-bars',
              T(
                'Three barbells on a rack',
                'Tre skivstänger i en ställning',
                'Drei Langhanteln im Rack',
                'Trois barres sur un rack',
              ),
            ),
          },
          {
            title: T('Plates', 'Viktskivor', 'Hantelscheiben', 'Disques'),
            text: T(
              'Calibrated to within ten grams of the stamped weight.',
              'Kalibrerade till inom tio gram från angiven vikt.',
              'Auf zehn Gramm genau kalibriert.',
              'Calibrés à dix grammes près du poids indiqué.',
            ),
            url: '/equipment/plates',
            image: media(
              'card-plates',
              T(
                'Coloured bumper plates in a stack',
                'Färgade viktskivor i en trave',
                'Farbige Scheiben im Stapel',
                'Disques de couleur empilés',
              ),
            ),
          },
          {
            title: T('Racks and rigs', 'Ställningar och riggar', 'Racks und Rigs', 'Racks et structures'),
            text: T(
              'Modular steel that grows with your programme.',
              'Modulärt stål som växer med din träning.',
              'Modularer Stahl, der mit Ihrem Training wächst.',
              'Un acier modulaire qui évolue avec votre programme.',
            ),
            url: '/equipment/racks-and-rigs',
            image: media(
              'card-rack',
              T(
                'A power rack with a loaded bar',
                'En ställning med lastad stång',
                'Ein Power-Rack mit beladener Stange',
                'Un rack avec une barre chargée',
              ),
            ),
          },
          {
            title: T('Lifting gear', 'Lyftutrustning', 'Hebe-Ausrüstung', 'Équipement de levage'),
            text: T(
              'Belts, sleeves and wraps made for heavy days.',
              'Bälten, knästöd och lindor för tunga dagar.',
              'Gürtel, Knie- und Handgelenkbandagen für schwere Tage.',
              'Ceintures, genouillères et bandes pour les jours lourds.',
            ),
            url: '/gear/liftinggear',
            image: media(
              'card-lifting-gear',
              T(
                'A lifting belt and knee sleeves',
                'Ett lyftbälte och knästöd',
                'Ein Gürtel und Kniebandagen',
                'Une ceinture et des genouillères',
              ),
            ),
          },
        ],
        channels: '*',
      }),
      mediaText({
        heading: T(
          'Forged in Sweden, trusted across Europe',
          'Smidd i Sverige, betrodd i hela Europa',
          'In Schweden geschmiedet, in ganz Europa geschätzt',
          'Forgé en Suède, reconnu dans toute l’Europe',
        ),
        body: T(
          'Every bar leaves our workshop in Sandviken after a hand check of the sleeves, the knurl and the straightness. European orders ship from our own warehouse, so most deliveries arrive within a week.',
          'Varje stång lämnar vår verkstad i Sandviken efter en manuell kontroll av hylsor, räffling och rakhet. Beställningar i Europa skickas från vårt eget lager, så de flesta leveranser kommer fram inom en vecka.',
          'Jede Stange verlässt unsere Werkstatt in Sandviken erst nach einer Handprüfung von Hülsen, Rändelung und Geradheit. Europäische Bestellungen versenden wir aus unserem eigenen Lager, die meisten Lieferungen kommen innerhalb einer Woche an.',
          'Chaque barre quitte notre atelier de Sandviken après un contrôle manuel des manchons, du moletage et de la rectitude. Les commandes européennes partent de notre propre entrepôt : la plupart arrivent en moins d’une semaine.',
        ),
        media: media(
          'workshop-sandviken',
          T('The Ironmark workshop', 'Ironmarks verkstad', 'Die Ironmark-Werkstatt', 'L’atelier Ironmark'),
        ),
        position: 'right',
        ctas: [link(T('About Ironmark', 'Om Ironmark', 'Über Ironmark', 'À propos d’Ironmark'), '/about')],
        channels: '*-eu, !de-de',
      }),
      mediaText({
        heading: T(
          'Visit our showroom in Cologne',
          'Besök vår showroom i Köln',
          'Besuchen Sie unseren Showroom in Köln',
          'Visitez notre showroom à Cologne',
        ),
        body: T(
          'Try the bars, feel the knurl and load the plates yourself. Our team in Cologne plans studios and club weight rooms across Germany.',
          'Prova stängerna, känn på räfflingen och lasta skivorna själv. Vårt team i Köln planerar gym och klubblokaler i hela Tyskland.',
          'Testen Sie die Stangen, fühlen Sie die Rändelung und beladen Sie die Scheiben selbst. Unser Team in Köln plant Studios und Vereinskrafträume in ganz Deutschland.',
          'Essayez les barres, sentez le moletage et chargez les disques vous-même. Notre équipe de Cologne conçoit des salles et des clubs dans toute l’Allemagne.',
        ),
        media: media(
          'showroom-cologne',
          T(
            'The showroom floor with racks',
            'Showroomen med ställningar',
            'Der Showroom mit Racks',
            'Le showroom et ses racks',
          ),
        ),
        ctas: [
          link(
            T('Book a visit', 'Boka ett besök', 'Termin vereinbaren', 'Réserver une visite'),
            '/contact-us',
          ),
        ],
        channels: 'de-de',
      }),
      callToAction({
        heading: T(
          'Prices on request in your region',
          'Priser på förfrågan i din region',
          'Preise in Ihrer Region auf Anfrage',
          'Prix sur demande dans votre région',
        ),
        text: T(
          'Add equipment to My List and a Strength Expert will send you a quote with delivery to your door.',
          'Lägg utrustning i Min lista så skickar en Strength Expert en offert med leverans till dörren.',
          'Legen Sie Ausrüstung in Meine Liste, und ein Strength Expert sendet Ihnen ein Angebot inklusive Lieferung.',
          'Ajoutez l’équipement à Ma liste et un Strength Expert vous enverra un devis livraison comprise.',
        ),
        ctas: [quoteCta],
        channels: 'global, en-ae, en-au',
      }),
      storyList({
        heading: T(
          'Stories and guides',
          'Berättelser och guider',
          'Geschichten und Ratgeber',
          'Articles et guides',
        ),
        limit: 3,
        value: '#ECEAE4',
      }),
      stats({
        heading: T(
          'Built to be used',
          'Byggt för att användas',
          'Gebaut, um benutzt zu werden',
          'Conçu pour servir',
        ),
        items: [
          [
            '1957',
            T(
              'Year we forged our first bar',
              'Året vi smidde vår första stång',
              'Jahr unserer ersten Stange',
              'Année de notre première barre',
            ),
          ],
          [
            '40+',
            T(
              'Countries with Ironmark platforms',
              'Länder med Ironmark-flak',
              'Länder mit Ironmark-Plattformen',
              'Pays équipés de plateformes Ironmark',
            ),
          ],
          [
            '10 g',
            T(
              'Plate calibration tolerance',
              'Kalibreringstolerans för skivor',
              'Kalibriertoleranz der Scheiben',
              'Tolérance de calibrage des disques',
            ),
          ],
        ],
        channels: '!en-ae, *',
        bottom: 'lg',
      }),
    ],
  };

  const segments = [
    [
      'competition',
      T('Competition', 'Tävling', 'Wettkampf', 'Compétition'),
      T(
        'Equipment approved for the biggest platforms in the sport, from national championships to world records.',
        'Utrustning godkänd för sportens största tävlingar, från nationella mästerskap till världsrekord.',
        'Zugelassene Ausrüstung für die größten Bühnen des Sports, von nationalen Meisterschaften bis zu Weltrekorden.',
        'Un équipement homologué pour les plus grandes scènes, des championnats nationaux aux records du monde.',
      ),
      T(
        'Competition sets are calibrated, certified and delivered with documentation for the technical officials. We help organisers plan warm-up areas, platforms and spare equipment so the meet runs on time.',
        'Tävlingsset kalibreras, certifieras och levereras med dokumentation till de tekniska funktionärerna. Vi hjälper arrangörer att planera uppvärmning, flak och reservutrustning så att tävlingen går enligt schema.',
        'Wettkampfsets werden kalibriert, zertifiziert und mit Unterlagen für die Kampfrichter geliefert. Wir helfen Veranstaltern, Aufwärmbereiche, Plattformen und Ersatzgeräte zu planen, damit der Wettkampf pünktlich läuft.',
        'Les kits de compétition sont calibrés, certifiés et livrés avec la documentation destinée aux officiels. Nous aidons les organisateurs à prévoir l’échauffement, les plateformes et le matériel de secours pour que la compétition reste dans les temps.',
      ),
    ],
    [
      'sports-performance',
      T('Sports performance', 'Idrottsprestation', 'Leistungssport', 'Performance sportive'),
      T(
        'Weight rooms for teams that train in groups, test often and never miss a session.',
        'Gym för lag som tränar i grupp, testar ofta och aldrig missar ett pass.',
        'Krafträume für Teams, die in Gruppen trainieren, oft testen und keine Einheit auslassen.',
        'Des salles pour les équipes qui s’entraînent en groupe, testent souvent et ne manquent aucune séance.',
      ),
      T(
        'We lay out platforms so a whole squad can lift within one block, with storage that keeps the floor clear between groups. Coaches get racks with numbered uprights and bars that survive thousands of drops a season.',
        'Vi planerar flak så att ett helt lag kan lyfta inom ett pass, med förvaring som håller golvet fritt mellan grupperna. Tränare får ställningar med numrerade stolpar och stänger som klarar tusentals tapp per säsong.',
        'Wir planen Plattformen so, dass ein ganzer Kader in einem Block heben kann, mit Aufbewahrung, die den Boden zwischen den Gruppen frei hält. Trainer bekommen Racks mit nummerierten Ständern und Stangen, die Tausende Abwürfe pro Saison aushalten.',
        'Nous organisons les plateformes pour qu’une équipe entière puisse soulever dans un même créneau, avec des rangements qui libèrent le sol entre les groupes. Les entraîneurs disposent de racks numérotés et de barres qui supportent des milliers de lâchers par saison.',
      ),
    ],
    [
      'commercial-fitness',
      T('Commercial fitness', 'Kommersiella gym', 'Fitnessstudios', 'Salles de sport commerciales'),
      T(
        'Strength floors that members choose you for, and that stay good-looking after years of use.',
        'Styrkeytor som medlemmarna väljer er för, och som ser bra ut efter många års användning.',
        'Kraftbereiche, für die Mitglieder Sie wählen und die auch nach Jahren noch gut aussehen.',
        'Des espaces de force qui attirent vos membres et restent impeccables après des années d’usage.',
      ),
      T(
        'Our commercial range balances durability with a calm, premium look. We plan zones for free weights, racks and selectorized machines and help you choose finishes that match your brand.',
        'Vårt kommersiella sortiment kombinerar hållbarhet med ett lugnt och exklusivt uttryck. Vi planerar zoner för fria vikter, ställningar och viktmagasinsmaskiner och hjälper er att välja ytor som passar ert varumärke.',
        'Unser Sortiment für Studios verbindet Langlebigkeit mit einem ruhigen, hochwertigen Auftritt. Wir planen Zonen für freie Gewichte, Racks und Steckgewichtsmaschinen und helfen bei der Wahl der Oberflächen passend zu Ihrer Marke.',
        'Notre gamme commerciale allie robustesse et allure sobre et haut de gamme. Nous organisons les zones poids libres, racks et machines guidées, et vous aidons à choisir des finitions à l’image de votre marque.',
      ),
    ],
    [
      'functional-training',
      T('Functional training', 'Funktionell träning', 'Funktionelles Training', 'Entraînement fonctionnel'),
      T(
        'Rigs, kettlebells and open floor space for classes that move fast.',
        'Riggar, kettlebells och öppna ytor för pass i högt tempo.',
        'Rigs, Kettlebells und offene Flächen für schnelle Kurse.',
        'Des structures, des kettlebells et de l’espace pour des cours rythmés.',
      ),
      T(
        'Class formats change every few months, so our rigs are modular: add a pull-up bar, a landmine or storage without new anchors. Kettlebells and bumper plates are sized to share between a full class.',
        'Passformat ändras med några månaders mellanrum, så våra riggar är modulära: lägg till en chinsstång, en landmine eller förvaring utan nya infästningar. Kettlebells och viktskivor är dimensionerade för att räcka till ett fullt pass.',
        'Kursformate ändern sich alle paar Monate, deshalb sind unsere Rigs modular: Klimmzugstange, Landmine oder Aufbewahrung ergänzen Sie ohne neue Verankerung. Kettlebells und Bumper-Scheiben sind für einen vollen Kurs bemessen.',
        'Les formats de cours évoluent tous les quelques mois : nos structures sont donc modulaires. Ajoutez une barre de traction, un landmine ou du rangement sans nouvel ancrage. Kettlebells et disques sont prévus pour toute une classe.',
      ),
    ],
    [
      'military-first-responders',
      T(
        'Military and first responders',
        'Försvar och räddningstjänst',
        'Militär und Einsatzkräfte',
        'Armée et premiers secours',
      ),
      T(
        'Equipment for people whose job depends on being strong, at base or in the field.',
        'Utrustning för dem vars jobb kräver styrka, på förläggningen eller i fält.',
        'Ausrüstung für Menschen, deren Beruf Kraft verlangt, in der Kaserne oder im Einsatz.',
        'Du matériel pour celles et ceux dont le métier exige de la force, à la base comme sur le terrain.',
      ),
      T(
        'We supply stations, fire halls and bases with racks that bolt down or stand free, flooring that handles boots, and outdoor equipment that shrugs off weather. Procurement teams receive quotes with full specifications and delivery terms.',
        'Vi levererar till stationer, brandstationer och förband med ställningar som bultas fast eller står fritt, golv som tål kängor och utomhusutrustning som klarar väder och vind. Upphandlare får offerter med fullständiga specifikationer och leveransvillkor.',
        'Wir statten Wachen, Feuerwachen und Standorte mit Racks aus, die verschraubt oder freistehend genutzt werden, mit Böden, die Stiefel aushalten, und wetterfester Outdoor-Ausrüstung. Beschaffungsteams erhalten Angebote mit vollständigen Spezifikationen und Lieferbedingungen.',
        'Nous équipons casernes, centres de secours et bases avec des racks fixés ou autonomes, des sols qui supportent les rangers et du matériel extérieur résistant aux intempéries. Les services achats reçoivent des devis avec spécifications complètes et conditions de livraison.',
      ),
    ],
    [
      'campus-recreation',
      T('Campus recreation', 'Campusträning', 'Hochschulsport', 'Sport universitaire'),
      T(
        'Weight rooms that welcome first-time lifters and serve varsity athletes in the same afternoon.',
        'Gym som välkomnar nybörjare och tjänar elitidrottare samma eftermiddag.',
        'Krafträume, die Einsteiger willkommen heißen und am selben Nachmittag Leistungssportler bedienen.',
        'Des salles qui accueillent les débutants et servent les athlètes de haut niveau le même après-midi.',
      ),
      T(
        'Campus facilities see the widest range of users, so we combine clear layouts, plenty of dumbbells and racks with safety arms. Sound-reducing platforms keep lecture halls next door quiet.',
        'Campusanläggningar har den bredaste användargruppen, så vi kombinerar tydliga planlösningar, gott om hantlar och ställningar med säkerhetsarmar. Ljuddämpande flak håller föreläsningssalarna intill tysta.',
        'Hochschulanlagen haben das breiteste Publikum, deshalb kombinieren wir klare Grundrisse, viele Kurzhanteln und Racks mit Sicherheitsablagen. Schalldämpfende Plattformen halten die Hörsäle nebenan ruhig.',
        'Les installations universitaires accueillent les publics les plus variés : nous associons des agencements clairs, beaucoup d’haltères et des racks avec bras de sécurité. Les plateformes anti-bruit préservent le calme des amphithéâtres voisins.',
      ),
    ],
    [
      'home-gym',
      T('Home gym', 'Hemmagym', 'Heimstudio', 'Salle à domicile'),
      T(
        'The same steel as the competition floor, sized for a garage or a spare room.',
        'Samma stål som på tävlingsgolvet, anpassat för garaget eller gästrummet.',
        'Derselbe Stahl wie auf der Wettkampfbühne, passend für Garage oder Gästezimmer.',
        'Le même acier que sur les plateformes de compétition, à la taille d’un garage ou d’une chambre d’amis.',
      ),
      T(
        'Start with a bar, a set of plates and a compact rack, then add as your training grows. Our lifting sets bundle the essentials, and sound-reduction platforms keep the neighbours happy.',
        'Börja med en stång, ett set skivor och en kompakt ställning och bygg på i takt med träningen. Våra lyftset samlar grunderna, och ljuddämpande flak håller grannarna nöjda.',
        'Beginnen Sie mit Stange, Scheibenset und kompaktem Rack und erweitern Sie mit Ihrem Training. Unsere Hantelsets bündeln das Wesentliche, schalldämpfende Plattformen schonen die Nachbarn.',
        'Commencez par une barre, un jeu de disques et un rack compact, puis complétez au fil de votre progression. Nos kits rassemblent l’essentiel et les plateformes anti-bruit ménagent vos voisins.',
      ),
    ],
  ];

  const segmentPages = segments.map(([slug, title, intro, body]) => ({
    path: `/markets/${slug}`,
    title,
    description: intro,
    tags: `${slug.replace(/-/g, ' ')}, strength equipment, gym design`,
    layers: [
      hero({
        heading: title,
        text: intro,
        ctas: [designCta, salesCta],
        image: media(`hero-market-${slug}`, title),
        height: 'Md',
      }),
      mediaText({
        heading: T(
          'How we work with you',
          'Så arbetar vi med er',
          'So arbeiten wir mit Ihnen',
          'Notre façon de travailler',
        ),
        body,
        media: media(`market-${slug}-detail`, title),
        position: 'right',
        ctas: [
          link(
            T('See case studies', 'Se kundcase', 'Referenzprojekte ansehen', 'Voir les études de cas'),
            '/case-studies',
          ),
        ],
      }),
      callToAction({
        heading: T(
          'Plan your space with a Strength Expert',
          'Planera er yta med en Strength Expert',
          'Planen Sie Ihre Fläche mit einem Strength Expert',
          'Planifiez votre espace avec un Strength Expert',
        ),
        text: T(
          'Send us your floor plan and we return a layout and a quote.',
          'Skicka er planritning så återkommer vi med en layout och en offert.',
          'Senden Sie uns Ihren Grundriss, wir schicken Layout und Angebot zurück.',
          'Envoyez-nous votre plan, nous vous retournons un agencement et un devis.',
        ),
        ctas: [quoteCta],
        channels: slug === 'home-gym' ? '!global, *' : '',
      }),
    ],
  }));

  /** A simple content page: a hero and a text body, optionally extra layers. */
  const simple = (path, title, intro, body, image, extra = [], options = {}) => ({
    path,
    title,
    description: intro,
    tags: options.tags ?? '',
    layers: [
      hero({
        heading: title,
        text: intro,
        image: media(image, title),
        height: options.height ?? 'Md',
        ctas: options.ctas ?? [],
        top: options.top ?? 'lg',
        bottom: options.bottom ?? 'lg',
      }),
      richText({ body, top: 'default', bottom: 'mobile-none' }),
      ...extra,
    ],
  });

  const markets = {
    path: '/markets',
    title: T('Markets', 'Marknader', 'Zielgruppen', 'Marchés'),
    description: T(
      'Whoever you train, we have outfitted a room like yours.',
      'Oavsett vem ni tränar har vi utrustat en lokal som er.',
      'Wen auch immer Sie trainieren: Wir haben schon einen Raum wie Ihren ausgestattet.',
      'Quel que soit votre public, nous avons déjà équipé une salle comme la vôtre.',
    ),
    tags: 'markets, facilities',
    layers: [
      hero({
        heading: T('Markets', 'Marknader', 'Zielgruppen', 'Marchés'),
        text: T(
          'Whoever you train, we have outfitted a room like yours.',
          'Oavsett vem ni tränar har vi utrustat en lokal som er.',
          'Wen auch immer Sie trainieren: Wir haben schon einen Raum wie Ihren ausgestattet.',
          'Quel que soit votre public, nous avons déjà équipé une salle comme la vôtre.',
        ),
        image: media(
          'hero-markets',
          T(
            'A large weight room',
            'Ett stort gym',
            'Ein großer Kraftraum',
            'Une grande salle de musculation',
          ),
        ),
        height: 'Md',
      }),
      cards({
        items: segments.map(([slug, title, intro]) => ({
          title,
          text: intro,
          url: `/markets/${slug}`,
          image: media(`thumb-markets-${slug}`, title),
        })),
      }),
    ],
  };

  const education = simple(
    '/education',
    T('Education', 'Utbildning', 'Ausbildung', 'Formation'),
    T(
      'Courses for coaches and lifters, taught by people who have stood on the platform.',
      'Kurser för tränare och lyftare, ledda av människor som själva stått på flaket.',
      'Kurse für Trainer und Athleten, gehalten von Menschen, die selbst auf der Bühne standen.',
      'Des formations pour entraîneurs et athlètes, animées par des personnes qui ont connu la compétition.',
    ),
    T(
      'Our education programme covers the snatch and the clean and jerk, the powerlifts, and how to run a safe weight room for groups. Courses run as one-day workshops at our showrooms or at your facility.\n\n- **Weightlifting foundations** — positions, pulls and receiving the bar.\n- **Powerlifting coaching** — technique, programming and meet preparation.\n- **Weight room operations** — layout, maintenance and supervision.',
      'Vårt utbildningsprogram omfattar ryck och stöt, styrkelyften och hur man driver ett säkert gym för grupper. Kurserna hålls som endagsworkshoppar i våra showroomer eller hos er.\n\n- **Grunder i tyngdlyftning** — positioner, drag och mottagning av stången.\n- **Coachning i styrkelyft** — teknik, programmering och tävlingsförberedelse.\n- **Drift av gym** — planlösning, underhåll och tillsyn.',
      'Unser Ausbildungsprogramm umfasst Reißen und Stoßen, die Kraftdreikampf-Disziplinen und den sicheren Betrieb eines Kraftraums für Gruppen. Die Kurse finden als eintägige Workshops in unseren Showrooms oder bei Ihnen statt.\n\n- **Grundlagen Gewichtheben** — Positionen, Zug und Annahme der Stange.\n- **Kraftdreikampf-Coaching** — Technik, Trainingsplanung und Wettkampfvorbereitung.\n- **Betrieb eines Kraftraums** — Layout, Wartung und Aufsicht.',
      'Notre programme couvre l’arraché et l’épaulé-jeté, les mouvements de force athlétique et l’organisation d’une salle sûre pour les groupes. Les formations durent une journée, dans nos showrooms ou chez vous.\n\n- **Bases de l’haltérophilie** — positions, tirages et réception de la barre.\n- **Coaching en force athlétique** — technique, programmation et préparation aux compétitions.\n- **Gestion d’une salle** — agencement, entretien et encadrement.',
    ),
    'hero-education',
    [
      storyList({
        heading: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
        category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
        limit: 3,
      }),
    ],
  );

  const about = simple(
    '/about',
    T('About Ironmark', 'Om Ironmark', 'Über Ironmark', 'À propos d’Ironmark'),
    T(
      'A small team of engineers and lifters making equipment that outlasts trends.',
      'Ett litet team av ingenjörer och lyftare som gör utrustning som överlever trender.',
      'Ein kleines Team aus Ingenieuren und Athleten, das Ausrüstung jenseits aller Trends baut.',
      'Une petite équipe d’ingénieurs et d’athlètes qui fabrique un équipement au-delà des modes.',
    ),
    T(
      'Ironmark started in 1957 in a Swedish steel town, making bars for the local weightlifting club. The club still trains on our equipment, and we still test every new design there before it reaches a catalogue.\n\nToday we build bars, plates, racks and gear for national federations, universities, gyms and home lifters in more than forty countries. We design for decades of use: replaceable parts, honest materials and finishes that age well.',
      'Ironmark startade 1957 i en svensk bruksort och gjorde stänger till den lokala tyngdlyftningsklubben. Klubben tränar fortfarande på vår utrustning, och vi testar fortfarande varje ny konstruktion där innan den når katalogen.\n\nI dag bygger vi stänger, skivor, ställningar och tillbehör för nationella förbund, universitet, gym och hemmalyftare i fler än fyrtio länder. Vi konstruerar för decennier av användning: utbytbara delar, ärliga material och ytor som åldras vackert.',
      'Ironmark begann 1957 in einer schwedischen Stahlstadt mit Stangen für den örtlichen Gewichtheberverein. Der Verein trainiert noch heute mit unserer Ausrüstung, und wir testen dort jede neue Konstruktion, bevor sie in den Katalog kommt.\n\nHeute bauen wir Stangen, Scheiben, Racks und Zubehör für nationale Verbände, Hochschulen, Studios und Heimstudios in über vierzig Ländern. Wir konstruieren für Jahrzehnte: austauschbare Teile, ehrliche Materialien und Oberflächen, die in Würde altern.',
      'Ironmark est née en 1957 dans une ville sidérurgique suédoise, en fabriquant des barres pour le club d’haltérophilie local. Le club s’entraîne toujours sur notre matériel, et nous y testons encore chaque nouveau modèle avant qu’il n’entre au catalogue.\n\nAujourd’hui, nous fabriquons barres, disques, racks et accessoires pour des fédérations, des universités, des clubs et des particuliers dans plus de quarante pays. Nous concevons pour des décennies : pièces remplaçables, matériaux francs et finitions qui vieillissent bien.',
    ),
    'hero-about-workshop',
    [
      stats({
        items: [
          ['1957', T('Founded', 'Grundat', 'Gegründet', 'Fondée')],
          ['120', T('People', 'Medarbetare', 'Mitarbeitende', 'Collaborateurs')],
          ['40+', T('Countries', 'Länder', 'Länder', 'Pays')],
        ],
        value: '#ECEAE4',
      }),
    ],
  );

  const strongerWorld = simple(
    '/a-stronger-world',
    T('A stronger world', 'En starkare värld', 'Eine stärkere Welt', 'Un monde plus fort'),
    T(
      'Strength training changes lives. We want more people to have access to it.',
      'Styrketräning förändrar liv. Vi vill att fler ska få tillgång till den.',
      'Krafttraining verändert Leben. Wir möchten, dass mehr Menschen Zugang dazu haben.',
      'La musculation change des vies. Nous voulons la rendre accessible au plus grand nombre.',
    ),
    T(
      'Each year we equip community weight rooms in schools and youth clubs, refurbish returned equipment so it can serve a second life, and measure the energy and steel that go into every product. Our goal is simple: equipment that lasts longer, and more people who get to use it.',
      'Varje år utrustar vi gym i skolor och ungdomsgårdar, renoverar returnerad utrustning så att den får ett andra liv och mäter energin och stålet i varje produkt. Målet är enkelt: utrustning som håller längre och fler människor som får använda den.',
      'Jedes Jahr statten wir Krafträume in Schulen und Jugendclubs aus, arbeiten zurückgenommene Geräte für ein zweites Leben auf und messen Energie und Stahl in jedem Produkt. Unser Ziel ist einfach: Ausrüstung, die länger hält, und mehr Menschen, die sie nutzen können.',
      'Chaque année, nous équipons des salles dans des écoles et des maisons de jeunes, remettons en état le matériel repris pour lui offrir une seconde vie et mesurons l’énergie et l’acier de chaque produit. Notre objectif est simple : un matériel qui dure plus longtemps, et davantage de personnes pour l’utiliser.',
    ),
    'hero-a-stronger-world',
  );

  const financingProviders = [
    ['affirm', 'Affirm', '!*-eu, !global, *'],
    ['klarna', 'Klarna', '*-eu, en-gb, global'],
  ];
  const financing = simple(
    '/financing',
    T('Financing', 'Finansiering', 'Finanzierung', 'Financement'),
    T(
      'Equip your gym now and spread the cost over time.',
      'Utrusta ditt gym nu och dela upp kostnaden över tid.',
      'Statten Sie Ihr Studio jetzt aus und verteilen Sie die Kosten.',
      'Équipez votre salle maintenant et étalez le coût dans le temps.',
    ),
    T(
      'We work with financing partners who offer instalments for home gyms and leasing for facilities. Choose financing at checkout or ask a Strength Expert to include it in your quote. Approval is decided by the partner, usually within minutes.',
      'Vi samarbetar med finansieringspartner som erbjuder delbetalning för hemmagym och leasing för anläggningar. Välj finansiering i kassan eller be en Strength Expert ta med den i offerten. Partnern fattar beslut, oftast inom några minuter.',
      'Wir arbeiten mit Finanzierungspartnern zusammen, die Ratenzahlung für Heimstudios und Leasing für Anlagen anbieten. Wählen Sie die Finanzierung an der Kasse oder lassen Sie sie von einem Strength Expert ins Angebot aufnehmen. Der Partner entscheidet meist innerhalb weniger Minuten.',
      'Nous travaillons avec des partenaires qui proposent le paiement échelonné pour les particuliers et le leasing pour les salles. Choisissez le financement lors du paiement ou demandez à un Strength Expert de l’intégrer au devis. La décision revient au partenaire, en général en quelques minutes.',
    ),
    'hero-financing',
    [
      cards({
        heading: T('Our partners', 'Våra partner', 'Unsere Partner', 'Nos partenaires'),
        items: financingProviders.map(([slug, name]) => ({
          title: T(name, name, name, name),
          text: T(
            `Instalments with ${name}.`,
            `Delbetalning med ${name}.`,
            `Ratenzahlung mit ${name}.`,
            `Paiement échelonné avec ${name}.`,
          ),
          url: `/financing/${slug}`,
        })),
      }),
    ],
  );
  const providerPages = financingProviders.map(([slug, name, channels]) =>
    simple(
      `/financing/${slug}`,
      T(
        `Financing with ${name}`,
        `Finansiering med ${name}`,
        `Finanzierung mit ${name}`,
        `Financement avec ${name}`,
      ),
      T(
        `Split your order into instalments with ${name}.`,
        `Dela upp din beställning med ${name}.`,
        `Teilen Sie Ihre Bestellung mit ${name} in Raten auf.`,
        `Payez votre commande en plusieurs fois avec ${name}.`,
      ),
      T(
        `Choose ${name} as the payment method at checkout. You will be asked a few questions and receive a decision straight away. Your order ships as soon as the plan is approved, and you pay ${name} according to the plan you chose.`,
        `Välj ${name} som betalsätt i kassan. Du får svara på några frågor och får besked direkt. Beställningen skickas så snart planen är godkänd, och du betalar ${name} enligt den plan du valt.`,
        `Wählen Sie ${name} an der Kasse als Zahlungsart. Nach wenigen Fragen erhalten Sie sofort eine Entscheidung. Ihre Bestellung wird versendet, sobald der Plan genehmigt ist, und Sie zahlen an ${name} gemäß Ihrem Plan.`,
        `Choisissez ${name} comme moyen de paiement. Après quelques questions, vous obtenez une réponse immédiate. Votre commande est expédiée dès l’accord, puis vous réglez ${name} selon le plan choisi.`,
      ),
      `hero-financing-${slug}`,
      [
        callToAction({
          heading: T(
            `${name} is available in your country`,
            `${name} finns i ditt land`,
            `${name} ist in Ihrem Land verfügbar`,
            `${name} est disponible dans votre pays`,
          ),
          ctas: [equipmentCta],
          channels,
        }),
      ],
    ),
  );

  const shipping = simple(
    '/shipping',
    T('Shipping', 'Frakt', 'Versand', 'Livraison'),
    T(
      'Heavy equipment, delivered with care.',
      'Tung utrustning, levererad med omsorg.',
      'Schwere Ausrüstung, sorgfältig geliefert.',
      'Du matériel lourd, livré avec soin.',
    ),
    T(
      'Small parcels ship with a courier and arrive in two to five working days. Bars, plates and racks travel by freight: the carrier calls ahead to book a delivery window, and deliveries are made to the curb.\n\nExport deliveries are under CIP terms and customs costs are not included. Pre-ordered items ship together when the last item arrives unless you ask us to split the order.',
      'Små paket skickas med bud och kommer fram inom två till fem arbetsdagar. Stänger, skivor och ställningar går som frakt: transportören ringer i förväg för att boka en leveranstid, och leveransen sker till tomtgränsen.\n\nExportleveranser sker enligt CIP och tullkostnader ingår inte. Förbeställda artiklar skickas tillsammans när den sista artikeln kommit in, om du inte ber oss dela upp ordern.',
      'Kleine Pakete versenden wir per Kurier, sie kommen in zwei bis fünf Werktagen an. Stangen, Scheiben und Racks reisen per Spedition: Der Spediteur ruft vorher an, um ein Lieferfenster zu vereinbaren, geliefert wird bis zur Bordsteinkante.\n\nExportlieferungen erfolgen nach CIP, Zollkosten sind nicht enthalten. Vorbestellte Artikel versenden wir gemeinsam, sobald der letzte eintrifft, es sei denn, Sie wünschen eine Teillieferung.',
      'Les petits colis partent par coursier et arrivent en deux à cinq jours ouvrés. Barres, disques et racks voyagent en fret : le transporteur vous appelle pour fixer un créneau et livre en bord de trottoir.\n\nLes livraisons à l’export sont aux conditions CIP et les frais de douane ne sont pas inclus. Les articles précommandés partent ensemble à l’arrivée du dernier, sauf si vous demandez une livraison partielle.',
    ),
    'hero-shipping',
    [
      richText({
        heading: T('Free shipping', 'Fri frakt', 'Kostenloser Versand', 'Livraison gratuite'),
        body: T(
          'Orders over $500 ship free within the contiguous United States.',
          'Beställningar över 500 dollar fraktas fritt inom USA.',
          'Bestellungen über 500 Dollar werden innerhalb der USA kostenlos versendet.',
          'Les commandes de plus de 500 dollars sont livrées gratuitement aux États-Unis continentaux.',
        ),
        channels: 'en-us',
        value: '#ECEAE4',
        top: 'sm',
        bottom: 'sm',
      }),
    ],
  );

  const contactBody = T(
    'Our customer service team answers within one working day. For orders, include your order number; for spare parts, a photo of the product label helps us find the right part quickly.\n\n- Email: [service@ironmark.example](mailto:service@ironmark.example)\n- Service and parts: spare sleeves, bushings, bolts and pads for every current product\n- Store locator: find a showroom or a retailer near you',
    'Vår kundtjänst svarar inom en arbetsdag. Ange ordernumret för frågor om beställningar; för reservdelar hjälper ett foto av produktetiketten oss att hitta rätt del snabbt.\n\n- E-post: [service@ironmark.example](mailto:service@ironmark.example)\n- Service och reservdelar: hylsor, bussningar, bultar och dynor till alla aktuella produkter\n- Hitta en butik: showroom eller återförsäljare nära dig',
    'Unser Kundenservice antwortet innerhalb eines Werktags. Geben Sie bei Bestellungen Ihre Bestellnummer an; bei Ersatzteilen hilft uns ein Foto des Typenschilds, schnell das richtige Teil zu finden.\n\n- E-Mail: [service@ironmark.example](mailto:service@ironmark.example)\n- Service und Ersatzteile: Hülsen, Buchsen, Schrauben und Polster für alle aktuellen Produkte\n- Händlersuche: Showroom oder Händler in Ihrer Nähe',
    'Notre service client répond sous un jour ouvré. Pour une commande, indiquez son numéro ; pour une pièce détachée, une photo de l’étiquette du produit nous aide à trouver rapidement la bonne pièce.\n\n- E-mail : [service@ironmark.example](mailto:service@ironmark.example)\n- Service et pièces : manchons, bagues, vis et rembourrages pour tous les produits actuels\n- Trouver un magasin : showroom ou revendeur près de chez vous',
  );
  const contact = simple(
    '/contact',
    T('Customer service', 'Kundtjänst', 'Kundenservice', 'Service client'),
    T(
      'Questions about an order, a product or a spare part? We are here to help.',
      'Frågor om en order, en produkt eller en reservdel? Vi hjälper dig.',
      'Fragen zu Bestellung, Produkt oder Ersatzteil? Wir helfen gern.',
      'Une question sur une commande, un produit ou une pièce ? Nous sommes là pour vous aider.',
    ),
    contactBody,
    'hero-contact',
    [
      mediaText({
        heading: T(
          'Service and parts',
          'Service och reservdelar',
          'Service und Ersatzteile',
          'Service et pièces détachées',
        ),
        body: T(
          'Every Ironmark product can be repaired. Tell us the product and the part, and we ship a replacement with fitting instructions.',
          'Alla Ironmark-produkter kan repareras. Berätta vilken produkt och del det gäller så skickar vi en ersättning med monteringsanvisning.',
          'Jedes Ironmark-Produkt lässt sich reparieren. Nennen Sie uns Produkt und Teil, wir senden Ersatz mit Montageanleitung.',
          'Chaque produit Ironmark est réparable. Indiquez-nous le produit et la pièce, nous envoyons un remplacement avec sa notice.',
        ),
        media: media(
          'service-parts',
          T(
            'Spare sleeves and bolts on a workbench',
            'Reservhylsor och bultar på en arbetsbänk',
            'Ersatzhülsen und Schrauben auf einer Werkbank',
            'Manchons et vis de rechange sur un établi',
          ),
        ),
      }),
      mediaText({
        heading: T('Find a store', 'Hitta en butik', 'Händler finden', 'Trouver un magasin'),
        body: T(
          'See and try our equipment at a showroom or one of our retail partners. Use the store locator map to find the nearest one.',
          'Se och prova vår utrustning i en showroom eller hos en återförsäljare. Använd kartan för att hitta närmaste.',
          'Sehen und testen Sie unsere Ausrüstung im Showroom oder bei einem Handelspartner. Die Karte zeigt Ihnen den nächstgelegenen.',
          'Découvrez et essayez notre équipement dans un showroom ou chez un revendeur. La carte vous indique le plus proche.',
        ),
        media: media(
          'store-locator-map',
          T(
            'A map with store pins',
            'En karta med butiker',
            'Eine Karte mit Händlern',
            'Une carte des magasins',
          ),
        ),
        position: 'right',
      }),
    ],
  );
  const contactUs = simple(
    '/contact-us',
    T('Contact us', 'Kontakta oss', 'Kontakt', 'Nous contacter'),
    T(
      'Press, partnerships, careers and everything else.',
      'Press, partnerskap, jobb och allt annat.',
      'Presse, Partnerschaften, Karriere und alles andere.',
      'Presse, partenariats, carrières et tout le reste.',
    ),
    T(
      'Write to [hello@ironmark.example](mailto:hello@ironmark.example) and we will route your message to the right team. For orders and spare parts, [customer service](/contact) is the fastest way; for facility projects, [contact sales](/contact-sales).',
      'Skriv till [hello@ironmark.example](mailto:hello@ironmark.example) så skickar vi vidare ditt meddelande till rätt team. För order och reservdelar går det snabbast via [kundtjänst](/contact); för anläggningsprojekt, [kontakta säljare](/contact-sales).',
      'Schreiben Sie an [hello@ironmark.example](mailto:hello@ironmark.example), wir leiten Ihre Nachricht an das richtige Team weiter. Für Bestellungen und Ersatzteile ist der [Kundenservice](/contact) am schnellsten; für Anlagenprojekte [kontaktieren Sie den Vertrieb](/contact-sales).',
      'Écrivez à [hello@ironmark.example](mailto:hello@ironmark.example) et nous transmettrons votre message à la bonne équipe. Pour les commandes et les pièces, passez par le [service client](/contact) ; pour les projets de salle, [contactez les ventes](/contact-sales).',
    ),
    'hero-contact-us',
  );
  const contactSales = simple(
    '/contact-sales',
    T('Contact sales', 'Kontakta säljare', 'Vertrieb kontaktieren', 'Contacter les ventes'),
    T(
      'Our Strength Experts plan and quote facilities of every size.',
      'Våra Strength Experts planerar och offererar anläggningar i alla storlekar.',
      'Unsere Strength Experts planen Anlagen jeder Größe und erstellen Angebote.',
      'Nos Strength Experts conçoivent et chiffrent des salles de toutes tailles.',
    ),
    T(
      'Tell us about your space, the people who will train there and your timeline. A Strength Expert replies within one working day with questions, a first layout or a quote. You can also build a list on the site and share it with us.',
      'Berätta om er lokal, vilka som ska träna där och er tidsplan. En Strength Expert svarar inom en arbetsdag med frågor, en första layout eller en offert. Du kan också bygga en lista på webbplatsen och dela den med oss.',
      'Erzählen Sie uns von Ihrer Fläche, den Menschen, die dort trainieren, und Ihrem Zeitplan. Ein Strength Expert antwortet innerhalb eines Werktags mit Fragen, einem ersten Layout oder einem Angebot. Sie können auch eine Liste auf der Website erstellen und mit uns teilen.',
      'Parlez-nous de votre espace, des personnes qui s’y entraîneront et de votre calendrier. Un Strength Expert vous répond sous un jour ouvré avec des questions, un premier agencement ou un devis. Vous pouvez aussi créer une liste sur le site et la partager avec nous.',
    ),
    'hero-contact-sales',
    [
      callToAction({
        heading: T(
          'Already have a list?',
          'Har du redan en lista?',
          'Schon eine Liste?',
          'Vous avez déjà une liste ?',
        ),
        ctas: [quoteCta],
      }),
    ],
  );

  const partnerPortfolio = simple(
    '/partner-portfolio',
    T('Partner portfolio', 'Partnerportfölj', 'Partnerportfolio', 'Portefeuille partenaires'),
    T(
      'Brands we work with to complete a facility.',
      'Varumärken vi samarbetar med för att göra en anläggning komplett.',
      'Marken, mit denen wir Anlagen komplettieren.',
      'Les marques avec lesquelles nous complétons une salle.',
    ),
    T(
      'Some projects need more than strength equipment. Our partner portfolio adds cardio, flooring systems and recovery equipment from brands we have tested, and a single quote covers the whole delivery.',
      'Vissa projekt behöver mer än styrkeutrustning. Vår partnerportfölj kompletterar med kondition, golvsystem och återhämtningsutrustning från varumärken vi har testat, och en enda offert täcker hela leveransen.',
      'Manche Projekte brauchen mehr als Kraftgeräte. Unser Partnerportfolio ergänzt Cardio, Bodensysteme und Regenerationsgeräte von Marken, die wir getestet haben, und ein einziges Angebot deckt die gesamte Lieferung ab.',
      'Certains projets demandent plus que du matériel de force. Notre portefeuille ajoute du cardio, des sols et de la récupération de marques que nous avons testées, le tout dans un seul devis.',
    ),
    'hero-partner-portfolio',
  );
  const design = simple(
    '/design',
    T('Design services', 'Designtjänster', 'Design-Service', 'Services de conception'),
    T(
      'From an empty room to a finished weight room.',
      'Från tomt rum till färdigt gym.',
      'Vom leeren Raum zum fertigen Kraftraum.',
      'D’une pièce vide à une salle terminée.',
    ),
    T(
      'Our designers draw your facility in 3D, plan flows between zones and specify flooring and storage. You receive drawings, a product list and a quote, and we coordinate delivery and installation.',
      'Våra designer ritar er anläggning i 3D, planerar flöden mellan zoner och specificerar golv och förvaring. Ni får ritningar, en produktlista och en offert, och vi samordnar leverans och installation.',
      'Unsere Designer zeichnen Ihre Anlage in 3D, planen die Wege zwischen den Zonen und legen Böden und Aufbewahrung fest. Sie erhalten Pläne, eine Produktliste und ein Angebot, und wir koordinieren Lieferung und Montage.',
      'Nos designers dessinent votre salle en 3D, organisent les circulations entre zones et définissent sols et rangements. Vous recevez plans, liste de produits et devis, et nous coordonnons livraison et installation.',
    ),
    'hero-design-studio',
    [],
    { ctas: [designCta] },
  );
  const designYourGym = simple(
    '/design-your-gym',
    T('Design your gym', 'Designa ditt gym', 'Planen Sie Ihr Studio', 'Concevez votre salle'),
    T(
      'Share your floor plan and get a layout and a quote.',
      'Dela er planritning och få en layout och en offert.',
      'Teilen Sie Ihren Grundriss und erhalten Sie Layout und Angebot.',
      'Partagez votre plan et recevez un agencement et un devis.',
    ),
    T(
      '1. **Measure** the room, doors and ceiling height.\n2. **Describe** who trains there and how many at a time.\n3. **Send** it to a Strength Expert, with photos if you have them.\n\nWe reply with a 3D layout, a product list and a quote. Changes are free until you are happy.',
      '1. **Mät** rummet, dörrarna och takhöjden.\n2. **Beskriv** vilka som tränar där och hur många samtidigt.\n3. **Skicka** det till en Strength Expert, gärna med foton.\n\nVi svarar med en 3D-layout, en produktlista och en offert. Ändringar är kostnadsfria tills ni är nöjda.',
      '1. **Messen** Sie Raum, Türen und Deckenhöhe.\n2. **Beschreiben** Sie, wer dort trainiert und wie viele gleichzeitig.\n3. **Senden** Sie alles an einen Strength Expert, gern mit Fotos.\n\nWir antworten mit 3D-Layout, Produktliste und Angebot. Änderungen sind kostenlos, bis Sie zufrieden sind.',
      '1. **Mesurez** la pièce, les portes et la hauteur sous plafond.\n2. **Décrivez** qui s’y entraîne et combien à la fois.\n3. **Envoyez** le tout à un Strength Expert, avec des photos si possible.\n\nNous répondons avec un agencement 3D, une liste de produits et un devis. Les modifications sont gratuites jusqu’à votre entière satisfaction.',
    ),
    'hero-design-your-gym',
    [
      callToAction({
        heading: T('Ready to start?', 'Redo att börja?', 'Bereit?', 'Prêt à commencer ?'),
        ctas: [salesCta],
      }),
    ],
  );
  const caseStudies = simple(
    '/case-studies',
    T('Case studies', 'Kundcase', 'Referenzprojekte', 'Études de cas'),
    T(
      'Weight rooms we have planned, delivered and still service.',
      'Gym vi har planerat, levererat och fortfarande servar.',
      'Krafträume, die wir geplant, geliefert und weiter betreut haben.',
      'Des salles que nous avons conçues, livrées et entretenons encore.',
    ),
    T(
      'A national training centre that replaced twenty platforms in one weekend. A university that doubled its capacity without moving a wall. A fire station that trains in a converted garage. Each project started with a floor plan and a conversation.',
      'Ett nationellt träningscenter som bytte tjugo flak på en helg. Ett universitet som fördubblade kapaciteten utan att flytta en vägg. En brandstation som tränar i ett ombyggt garage. Varje projekt började med en planritning och ett samtal.',
      'Ein nationales Leistungszentrum, das an einem Wochenende zwanzig Plattformen ersetzte. Eine Hochschule, die ihre Kapazität verdoppelte, ohne eine Wand zu versetzen. Eine Feuerwache, die in einer umgebauten Garage trainiert. Jedes Projekt begann mit einem Grundriss und einem Gespräch.',
      'Un centre national qui a remplacé vingt plateformes en un week-end. Une université qui a doublé sa capacité sans déplacer un mur. Une caserne qui s’entraîne dans un garage réaménagé. Chaque projet a commencé par un plan et une conversation.',
    ),
    'hero-case-studies',
  );
  const news = {
    path: '/news',
    title: T('News', 'Nyheter', 'Neuigkeiten', 'Actualités'),
    description: T(
      'Product launches, events and company news.',
      'Produktlanseringar, evenemang och företagsnyheter.',
      'Produktneuheiten, Events und Unternehmensnachrichten.',
      'Lancements, événements et actualités de l’entreprise.',
    ),
    tags: 'news',
    layers: [
      hero({
        heading: T('News', 'Nyheter', 'Neuigkeiten', 'Actualités'),
        image: media('hero-news', T('News', 'Nyheter', 'Neuigkeiten', 'Actualités')),
        height: 'Navigation',
        overlay: null,
        value: '#0E0E10',
        top: 'sm',
        bottom: 'sm',
      }),
      storyList({ category: T('News', 'Nyheter', 'Neuigkeiten', 'Actualités'), limit: 12 }),
    ],
  };
  const guides = {
    path: '/guides',
    title: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
    description: T(
      'Practical guides to equipment and training.',
      'Praktiska guider om utrustning och träning.',
      'Praktische Ratgeber zu Ausrüstung und Training.',
      'Des guides pratiques sur l’équipement et l’entraînement.',
    ),
    tags: 'guides, lifting belts, knee sleeves',
    layers: [
      hero({
        heading: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
        text: T(
          'Practical guides to equipment and training.',
          'Praktiska guider om utrustning och träning.',
          'Praktische Ratgeber zu Ausrüstung und Training.',
          'Des guides pratiques sur l’équipement et l’entraînement.',
        ),
        image: media('hero-guides', T('Guides', 'Guider', 'Ratgeber', 'Guides')),
        height: 'Md',
      }),
      storyList({ category: T('Guides', 'Guider', 'Ratgeber', 'Guides'), limit: 12 }),
    ],
  };
  const stories = {
    path: '/stories',
    title: T('Stories', 'Berättelser', 'Geschichten', 'Articles'),
    description: T(
      'Guides, news and stories from the platform.',
      'Guider, nyheter och berättelser från flaket.',
      'Ratgeber, Neuigkeiten und Geschichten von der Plattform.',
      'Guides, actualités et récits de la plateforme.',
    ),
    tags: 'stories, guides, news',
    layers: [
      hero({
        heading: T('Stories', 'Berättelser', 'Geschichten', 'Articles'),
        image: media('hero-stories', T('Stories', 'Berättelser', 'Geschichten', 'Articles')),
        height: 'Navigation',
        overlay: null,
        value: '#0E0E10',
        top: 'sm',
        bottom: 'sm',
      }),
      storyList({ limit: 24 }),
    ],
  };
  const explore = {
    path: '/explore',
    title: T('Explore', 'Utforska', 'Entdecken', 'Explorer'),
    description: T(
      'Find your way around Ironmark.',
      'Hitta rätt hos Ironmark.',
      'Finden Sie sich bei Ironmark zurecht.',
      'Découvrez l’univers Ironmark.',
    ),
    tags: 'explore',
    layers: [
      hero({
        heading: T('Explore', 'Utforska', 'Entdecken', 'Explorer'),
        text: T(
          'Equipment, education and the people behind it.',
          'Utrustning, utbildning och människorna bakom.',
          'Ausrüstung, Ausbildung und die Menschen dahinter.',
          'L’équipement, la formation et les personnes qui les font.',
        ),
        image: media('hero-explore', T('Explore', 'Utforska', 'Entdecken', 'Explorer')),
        height: 'Screen',
        top: 'xl',
        bottom: 'xl',
      }),
      cards({
        items: [
          {
            title: T('Equipment', 'Utrustning', 'Ausrüstung', 'Équipement'),
            url: '/equipment',
            image: media('thumb-explore-equipment', T('Equipment', 'Utrustning', 'Ausrüstung', 'Équipement')),
          },
          {
            title: T('Education', 'Utbildning', 'Ausbildung', 'Formation'),
            url: '/education',
            image: media('thumb-explore-education', T('Education', 'Utbildning', 'Ausbildung', 'Formation')),
          },
          {
            title: T('Stories', 'Berättelser', 'Geschichten', 'Articles'),
            url: '/stories',
            image: media('thumb-explore-stories', T('Stories', 'Berättelser', 'Geschichten', 'Articles')),
          },
          {
            title: T('A stronger world', 'En starkare värld', 'Eine stärkere Welt', 'Un monde plus fort'),
            url: '/a-stronger-world',
            image: media(
              'thumb-explore-world',
              T('A stronger world', 'En starkare värld', 'Eine stärkere Welt', 'Un monde plus fort'),
            ),
          },
        ],
      }),
    ],
  };

  const intro = (path, title, text, image, extra = []) => ({
    path,
    title,
    description: text,
    tags: '',
    layers: [
      hero({ heading: title, text, image: media(image, title), height: 'Md', top: 'lg', bottom: 'sm' }),
      ...extra,
    ],
  });
  const outlet = intro(
    '/outlet',
    T('Outlet', 'Outlet', 'Outlet', 'Outlet'),
    T(
      'Demo equipment and last units with full warranty, while stocks last.',
      'Demoutrustning och sista exemplar med full garanti, så långt lagret räcker.',
      'Vorführgeräte und Restposten mit voller Garantie, solange der Vorrat reicht.',
      'Matériel de démonstration et fins de série avec garantie complète, dans la limite des stocks.',
    ),
    'hero-outlet',
  );
  const competition = intro(
    '/competition',
    T('Competition', 'Tävling', 'Wettkampf', 'Compétition'),
    T(
      'Certified bars, plates and platforms for sanctioned meets.',
      'Certifierade stänger, skivor och flak för sanktionerade tävlingar.',
      'Zertifizierte Stangen, Scheiben und Plattformen für offizielle Wettkämpfe.',
      'Barres, disques et plateformes certifiés pour les compétitions officielles.',
    ),
    'hero-competition-platform',
    [
      cards({
        heading: T('Certifications', 'Certifieringar', 'Zertifizierungen', 'Certifications'),
        items: [
          { title: T('IWF certified', 'IWF-certifierat', 'IWF-zertifiziert', 'Certifié IWF'), url: '/iwf' },
          { title: T('IPF approved', 'IPF-godkänt', 'IPF-anerkannt', 'Approuvé IPF'), url: '/ipf' },
          { title: T('WPPO approved', 'WPPO-godkänt', 'WPPO-anerkannt', 'Approuvé WPPO'), url: '/wppo' },
        ],
      }),
    ],
  );

  const certification = (slug, name, sport) =>
    simple(
      `/${slug}`,
      T(
        `${name} certified equipment`,
        `${name}-certifierad utrustning`,
        `${name}-zertifizierte Ausrüstung`,
        `Équipement certifié ${name}`,
      ),
      T(
        `Equipment approved for ${sport[0]} competition.`,
        `Utrustning godkänd för tävling i ${sport[1]}.`,
        `Für Wettkämpfe im ${sport[2]} zugelassene Ausrüstung.`,
        `Équipement homologué pour les compétitions de ${sport[3]}.`,
      ),
      T(
        `${name} approval means every bar and plate in the set meets the federation's specifications for dimensions, weight tolerance and performance. Approved equipment carries a certificate number that meet directors can check before the competition.`,
        `Ett ${name}-godkännande innebär att varje stång och skiva i setet uppfyller förbundets krav på mått, vikttolerans och prestanda. Godkänd utrustning har ett certifikatnummer som tävlingsledningen kan kontrollera före tävlingen.`,
        `Eine ${name}-Zulassung bedeutet, dass jede Stange und Scheibe des Sets die Vorgaben des Verbands zu Maßen, Gewichtstoleranz und Leistung erfüllt. Zugelassene Ausrüstung trägt eine Zertifikatsnummer, die die Wettkampfleitung vorab prüfen kann.`,
        `L’homologation ${name} garantit que chaque barre et chaque disque respecte les exigences de la fédération en matière de dimensions, de tolérance de poids et de performance. Le matériel homologué porte un numéro de certificat vérifiable par les organisateurs avant la compétition.`,
      ),
      `hero-${slug}-certified`,
      [
        callToAction({
          heading: T(
            'Equip your meet',
            'Utrusta er tävling',
            'Statten Sie Ihren Wettkampf aus',
            'Équipez votre compétition',
          ),
          ctas: [salesCta],
        }),
      ],
    );

  const privacyPolicy = {
    path: '/privacy-policy',
    title: T('Privacy policy', 'Integritetspolicy', 'Datenschutzerklärung', 'Politique de confidentialité'),
    description: T(
      'How Ironmark handles personal data and cookies.',
      'Hur Ironmark hanterar personuppgifter och cookies.',
      'Wie Ironmark mit personenbezogenen Daten und Cookies umgeht.',
      'Comment Ironmark traite les données personnelles et les cookies.',
    ),
    tags: 'privacy, cookies',
    layers: [
      richText({
        heading: T(
          'Privacy policy',
          'Integritetspolicy',
          'Datenschutzerklärung',
          'Politique de confidentialité',
        ),
        top: 'lg',
        body: T(
          '## What we collect\n\nWhen you place an order or request a quote we collect your name, company, email, phone number and delivery address. We use them to deliver your order, answer your request and meet our accounting obligations.\n\n## Cookies\n\nNecessary cookies keep your cart, your list and your country choice. With your consent we also use analytics and advertising cookies to understand how the site is used and to measure campaigns. You can change your choice at any time by clearing the stored consent in your browser.\n\n## Your rights\n\nYou may ask for a copy of your data, ask us to correct or delete it, and object to marketing. Write to [privacy@ironmark.example](mailto:privacy@ironmark.example).\n\n## Retention\n\nOrder data is kept for seven years as bookkeeping law requires. Quote requests are deleted two years after the last contact.',
          '## Vad vi samlar in\n\nNär du lägger en order eller begär en offert samlar vi in namn, företag, e-post, telefonnummer och leveransadress. Vi använder dem för att leverera din order, besvara din förfrågan och uppfylla våra bokföringsskyldigheter.\n\n## Cookies\n\nNödvändiga cookies sparar din varukorg, din lista och ditt landval. Med ditt samtycke använder vi även analys- och annonscookies för att förstå hur webbplatsen används och mäta kampanjer. Du kan när som helst ändra ditt val genom att rensa det sparade samtycket i webbläsaren.\n\n## Dina rättigheter\n\nDu kan begära en kopia av dina uppgifter, be oss rätta eller radera dem och invända mot marknadsföring. Skriv till [privacy@ironmark.example](mailto:privacy@ironmark.example).\n\n## Lagring\n\nOrderuppgifter sparas i sju år enligt bokföringslagen. Offertförfrågningar raderas två år efter senaste kontakt.',
          '## Was wir erheben\n\nWenn Sie bestellen oder ein Angebot anfordern, erheben wir Name, Firma, E-Mail, Telefonnummer und Lieferadresse. Wir nutzen diese Daten, um Ihre Bestellung zu liefern, Ihre Anfrage zu beantworten und unsere Buchhaltungspflichten zu erfüllen.\n\n## Cookies\n\nNotwendige Cookies speichern Ihren Warenkorb, Ihre Liste und Ihre Länderwahl. Mit Ihrer Einwilligung nutzen wir außerdem Analyse- und Werbe-Cookies, um die Nutzung der Website zu verstehen und Kampagnen zu messen. Sie können Ihre Wahl jederzeit ändern, indem Sie die gespeicherte Einwilligung im Browser löschen.\n\n## Ihre Rechte\n\nSie können eine Kopie Ihrer Daten verlangen, deren Berichtigung oder Löschung fordern und Werbung widersprechen. Schreiben Sie an [privacy@ironmark.example](mailto:privacy@ironmark.example).\n\n## Speicherdauer\n\nBestelldaten bewahren wir gemäß den Buchführungspflichten sieben Jahre auf. Angebotsanfragen löschen wir zwei Jahre nach dem letzten Kontakt.',
          '## Ce que nous collectons\n\nLorsque vous passez commande ou demandez un devis, nous collectons votre nom, votre entreprise, votre e-mail, votre téléphone et votre adresse de livraison. Nous les utilisons pour livrer votre commande, répondre à votre demande et respecter nos obligations comptables.\n\n## Cookies\n\nLes cookies nécessaires conservent votre panier, votre liste et votre choix de pays. Avec votre consentement, nous utilisons aussi des cookies de mesure d’audience et de publicité pour comprendre l’usage du site et mesurer nos campagnes. Vous pouvez modifier votre choix à tout moment en effaçant le consentement enregistré dans votre navigateur.\n\n## Vos droits\n\nVous pouvez demander une copie de vos données, leur rectification ou leur suppression, et vous opposer à la prospection. Écrivez à [privacy@ironmark.example](mailto:privacy@ironmark.example).\n\n## Conservation\n\nLes données de commande sont conservées sept ans, comme l’exige le droit comptable. Les demandes de devis sont supprimées deux ans après le dernier contact.',
        ),
        bottom: 'xl',
      }),
    ],
  };

  return [
    home,
    markets,
    ...segmentPages,
    education,
    about,
    strongerWorld,
    financing,
    ...providerPages,
    shipping,
    contact,
    contactUs,
    contactSales,
    partnerPortfolio,
    design,
    designYourGym,
    caseStudies,
    news,
    guides,
    stories,
    explore,
    outlet,
    competition,
    certification('iwf', 'IWF', ['weightlifting', 'tyngdlyftning', 'Gewichtheben', 'haltérophilie']),
    certification('ipf', 'IPF', ['powerlifting', 'styrkelyft', 'Kraftdreikampf', 'force athlétique']),
    certification('wppo', 'WPPO', [
      'para powerlifting',
      'parastyrkelyft',
      'Para-Kraftdreikampf',
      'para force athlétique',
    ]),
    privacyPolicy,
  ];
}

/** Draft changes shown only in preview mode: a reworded home hero and an unpublished campaign page. */
export function draftPages(media) {
  return {
    homeHeroHeading: T(
      'Strength Equipment Crafted for Performance — spring collection',
      'Styrkeutrustning skapad för prestation — vårkollektion',
      'Kraftsportausrüstung für Höchstleistung — Frühjahrskollektion',
      'Équipement de force conçu pour la performance — collection de printemps',
    ),
    pages: [
      {
        path: '/spring-collection',
        title: T('Spring collection', 'Vårkollektion', 'Frühjahrskollektion', 'Collection de printemps'),
        description: T(
          'New finishes for bars and plates, arriving in April.',
          'Nya ytor för stänger och skivor, kommer i april.',
          'Neue Oberflächen für Stangen und Scheiben, ab April.',
          'De nouvelles finitions pour barres et disques, dès avril.',
        ),
        tags: 'spring, new',
        layers: [
          hero({
            heading: T(
              'Spring collection',
              'Vårkollektion',
              'Frühjahrskollektion',
              'Collection de printemps',
            ),
            text: T(
              'New finishes for bars and plates, arriving in April.',
              'Nya ytor för stänger och skivor, kommer i april.',
              'Neue Oberflächen für Stangen und Scheiben, ab April.',
              'De nouvelles finitions pour barres et disques, dès avril.',
            ),
            image: media(
              'hero-spring-collection',
              T('Spring collection', 'Vårkollektion', 'Frühjahrskollektion', 'Collection de printemps'),
            ),
            preview: true,
          }),
        ],
      },
    ],
  };
}
