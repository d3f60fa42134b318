import { T } from './layers.mjs';

// Stories in Markdown. The first three are the stories of the static menu (spec §2).
export const stories = [
  {
    slug: 'beginners-guide-to-lifting-belts',
    date: '2025-03-04',
    category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
    author: {
      name: 'Maja Lindqvist',
      role: T('Head coach', 'Huvudtränare', 'Cheftrainerin', 'Entraîneuse principale'),
    },
    image: 'story-lifting-belt-beginner',
    title: T(
      'A beginner’s guide to lifting belts',
      'Nybörjarguide till lyftbälten',
      'Einsteigerguide für Gewichthebergürtel',
      'Guide des ceintures de levage pour débutants',
    ),
    excerpt: T(
      'When to start wearing a belt, how tight it should be, and why it is not a shortcut.',
      'När du ska börja använda bälte, hur hårt det ska sitta och varför det inte är en genväg.',
      'Wann Sie mit dem Gürtel beginnen, wie fest er sitzen sollte und warum er keine Abkürzung ist.',
      'Quand commencer à porter une ceinture, à quel point la serrer, et pourquoi ce n’est pas un raccourci.',
    ),
    body: T(
      '## Why lifters wear belts\n\nA belt gives your abdominal muscles something to push against. When you take a big breath and brace into the belt, pressure inside your trunk rises and your spine stays stiff under the bar. That is all a belt does: it helps you brace better. It does not lift the weight for you.\n\n## When to start\n\nLearn to brace without a belt first. Once your squat and deadlift technique is consistent and your heaviest sets feel limited by your trunk rather than your legs, a belt becomes useful. Most lifters use it only for the top sets of the day.\n\n## How tight\n\nTight enough that you can still take a full breath into your belly, loose enough that you can push out against it. If you cannot breathe, loosen it one hole.\n\n## Which belt\n\nA 10 mm leather belt with a single prong suits almost everyone. Choose the size by measuring around your waist at the navel, not by your trouser size.',
      '## Varför lyftare använder bälte\n\nEtt bälte ger magmusklerna något att trycka mot. När du tar ett djupt andetag och spänner mot bältet ökar trycket i bålen och ryggen hålls stabil under stången. Det är allt ett bälte gör: det hjälper dig att spänna bättre. Det lyfter inte vikten åt dig.\n\n## När du ska börja\n\nLär dig spänna utan bälte först. När tekniken i knäböj och marklyft är stabil och de tyngsta seten begränsas av bålen snarare än benen blir bältet användbart. De flesta använder det bara till dagens tyngsta set.\n\n## Hur hårt\n\nSå hårt att du fortfarande kan andas in hela vägen ner i magen, och så löst att du kan trycka ut mot det. Kan du inte andas, lossa ett hål.\n\n## Vilket bälte\n\nEtt läderbälte på 10 mm med enkel sprint passar nästan alla. Välj storlek genom att mäta runt midjan i höjd med naveln, inte efter byxstorlek.',
      '## Warum Athleten Gürtel tragen\n\nEin Gürtel gibt der Bauchmuskulatur einen Widerstand. Wenn Sie tief einatmen und gegen den Gürtel spannen, steigt der Druck im Rumpf, und die Wirbelsäule bleibt unter der Stange stabil. Mehr macht ein Gürtel nicht: Er hilft beim Anspannen. Das Gewicht hebt er nicht für Sie.\n\n## Wann beginnen\n\nLernen Sie zuerst, ohne Gürtel zu spannen. Wenn Ihre Technik bei Kniebeuge und Kreuzheben sitzt und die schwersten Sätze eher vom Rumpf als von den Beinen begrenzt werden, wird der Gürtel sinnvoll. Die meisten nutzen ihn nur für die schwersten Sätze des Tages.\n\n## Wie fest\n\nSo fest, dass Sie noch tief in den Bauch atmen können, und so locker, dass Sie dagegen drücken können. Wenn Sie nicht atmen können, öffnen Sie ein Loch.\n\n## Welcher Gürtel\n\nEin 10-mm-Ledergürtel mit einfachem Dorn passt fast allen. Messen Sie die Größe auf Nabelhöhe um die Taille, nicht nach der Hosengröße.',
      '## Pourquoi porter une ceinture\n\nLa ceinture offre aux abdominaux un appui contre lequel pousser. En inspirant profondément et en gainant contre elle, la pression dans le tronc augmente et la colonne reste stable sous la barre. C’est tout ce que fait une ceinture : elle aide à mieux gainer. Elle ne soulève pas la charge à votre place.\n\n## Quand commencer\n\nApprenez d’abord à gainer sans ceinture. Quand votre technique au squat et au soulevé de terre est régulière et que vos séries les plus lourdes sont limitées par le tronc plutôt que par les jambes, la ceinture devient utile. La plupart l’utilisent seulement pour les séries lourdes du jour.\n\n## À quel point la serrer\n\nAssez pour pouvoir encore respirer à fond dans le ventre, assez peu pour pouvoir pousser contre elle. Si vous ne pouvez pas respirer, desserrez d’un cran.\n\n## Quelle ceinture\n\nUne ceinture en cuir de 10 mm à ardillon simple convient à presque tout le monde. Mesurez votre tour de taille au niveau du nombril, pas selon votre taille de pantalon.',
    ),
  },
  {
    slug: 'guide-to-knee-sleeves',
    date: '2025-02-11',
    category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
    author: {
      name: 'Jonas Berg',
      role: T('Physiotherapist', 'Fysioterapeut', 'Physiotherapeut', 'Kinésithérapeute'),
    },
    image: 'story-knee-sleeves',
    title: T(
      'Guide to knee sleeves',
      'Guide till knästöd',
      'Ratgeber Kniebandagen',
      'Guide des genouillères',
    ),
    excerpt: T(
      'Warmth, compression and confidence: what knee sleeves do, and how to pick a pair.',
      'Värme, kompression och trygghet: vad knästöd gör och hur du väljer ett par.',
      'Wärme, Kompression und Sicherheit: was Kniebandagen leisten und wie Sie das richtige Paar finden.',
      'Chaleur, compression et confiance : ce que font les genouillères et comment les choisir.',
    ),
    body: T(
      'Knee sleeves are tubes of neoprene that keep the joint warm and give gentle compression. Many lifters say their knees feel better during squats, especially in cold gyms and early sessions.\n\n## What they do not do\n\nA sleeve is not a brace. It does not fix pain, and it adds very little to the weight you can lift. If your knees hurt, see a professional before buying equipment.\n\n## Thickness\n\n- **5 mm** for general training, rowing and classes.\n- **7 mm** for heavy squatting and powerlifting meets.\n\n## Fit\n\nMeasure around the calf about 15 cm below the middle of the kneecap. A good sleeve takes a little effort to pull on and does not slide down during a set. Between two sizes, choose the smaller one for squats.\n\n## Care\n\nRinse sweat out after training and let the sleeves dry in the air, away from radiators.',
      'Knästöd är neoprenrör som håller leden varm och ger en mild kompression. Många lyftare upplever att knäna känns bättre i knäböj, särskilt i kalla lokaler och på tidiga pass.\n\n## Vad de inte gör\n\nEtt knästöd är ingen ortos. Det tar inte bort smärta och ökar knappt vikten du kan lyfta. Har du ont i knäna, sök vård innan du köper utrustning.\n\n## Tjocklek\n\n- **5 mm** för allmän träning, rodd och gruppass.\n- **7 mm** för tunga knäböj och styrkelyftstävlingar.\n\n## Passform\n\nMät runt vaden cirka 15 cm under knäskålens mitt. Ett bra knästöd kräver lite ansträngning att dra på och glider inte ner under ett set. Mellan två storlekar, välj den mindre för knäböj.\n\n## Skötsel\n\nSkölj ur svetten efter träningen och låt knästöden lufttorka, inte på elementet.',
      'Kniebandagen sind Neoprenröhren, die das Gelenk warm halten und sanft komprimieren. Viele Athleten empfinden ihre Knie bei Kniebeugen als angenehmer, besonders in kalten Hallen und frühen Einheiten.\n\n## Was sie nicht leisten\n\nEine Bandage ist keine Orthese. Sie beseitigt keine Schmerzen und erhöht das bewegte Gewicht kaum. Wenn Ihre Knie schmerzen, lassen Sie sich untersuchen, bevor Sie Ausrüstung kaufen.\n\n## Stärke\n\n- **5 mm** für allgemeines Training, Rudern und Kurse.\n- **7 mm** für schwere Kniebeugen und Kraftdreikampf-Wettkämpfe.\n\n## Passform\n\nMessen Sie den Wadenumfang etwa 15 cm unterhalb der Kniescheibenmitte. Eine gute Bandage lässt sich nur mit etwas Mühe anziehen und rutscht im Satz nicht. Zwischen zwei Größen wählen Sie für Kniebeugen die kleinere.\n\n## Pflege\n\nSpülen Sie nach dem Training den Schweiß aus und lassen Sie die Bandagen an der Luft trocknen, nicht auf der Heizung.',
      'Les genouillères sont des manchons en néoprène qui gardent l’articulation au chaud et exercent une légère compression. Beaucoup d’athlètes trouvent leurs genoux plus confortables au squat, surtout dans les salles froides et tôt le matin.\n\n## Ce qu’elles ne font pas\n\nUne genouillère n’est pas une orthèse. Elle ne soigne pas la douleur et n’augmente presque pas la charge soulevée. Si vos genoux vous font mal, consultez avant d’acheter du matériel.\n\n## Épaisseur\n\n- **5 mm** pour l’entraînement général, le rameur et les cours.\n- **7 mm** pour les squats lourds et les compétitions de force athlétique.\n\n## Taille\n\nMesurez le tour du mollet environ 15 cm sous le milieu de la rotule. Une bonne genouillère demande un petit effort pour l’enfiler et ne glisse pas pendant la série. Entre deux tailles, prenez la plus petite pour le squat.\n\n## Entretien\n\nRincez la sueur après l’entraînement et laissez sécher à l’air, loin des radiateurs.',
    ),
  },
  {
    slug: 'deep-dive-into-lifting-belts',
    date: '2025-04-22',
    category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
    author: {
      name: 'Maja Lindqvist',
      role: T('Head coach', 'Huvudtränare', 'Cheftrainerin', 'Entraîneuse principale'),
    },
    image: 'story-lifting-belt-deep-dive',
    title: T(
      'A deep dive into lifting belts',
      'Fördjupning i lyftbälten',
      'Gewichthebergürtel im Detail',
      'Les ceintures de levage en profondeur',
    ),
    excerpt: T(
      'Leather or nylon, prong or lever, tapered or straight: the details that matter once you know the basics.',
      'Läder eller nylon, sprint eller spak, avsmalnande eller rak: detaljerna som spelar roll när du kan grunderna.',
      'Leder oder Nylon, Dorn oder Hebel, konisch oder gerade: die Details, die zählen, wenn Sie die Grundlagen kennen.',
      'Cuir ou nylon, ardillon ou levier, conique ou droite : les détails qui comptent une fois les bases acquises.',
    ),
    body: T(
      '## Materials\n\nVegetable-tanned leather is stiff at first and moulds to you over a few months. Nylon belts with hook-and-loop closures are lighter and faster to adjust, which suits weightlifting and mixed training where you move between exercises.\n\n## Closures\n\nA **single prong** is simple and quick. A **lever** closes to exactly the same tightness every time, which powerlifters like, but changing the setting needs a screwdriver. A **double prong** looks solid but is slower to fasten.\n\n## Width and taper\n\nPowerlifting rules allow belts up to 10 cm wide. A belt of the same width all the way round gives the most support for squats and deadlifts. Weightlifters often choose a tapered belt that is narrower at the front so it does not dig in when the bar is racked on the shoulders.\n\n## Thickness\n\n13 mm belts are very stiff and popular with heavy squatters; 10 mm is the better all-round choice. Thicker is not automatically better if it stops you from bracing comfortably.\n\n## Breaking in\n\nRoll the belt in both directions and wear it for warm-up sets for a couple of weeks. Never soak leather to soften it.',
      '## Material\n\nVegetabiliskt garvat läder är styvt i början och formar sig efter dig under några månader. Nylonbälten med kardborrestängning är lättare och snabbare att justera, vilket passar tyngdlyftning och blandad träning där du byter övning ofta.\n\n## Spännen\n\nEn **enkel sprint** är enkel och snabb. En **spak** stänger till exakt samma åtdragning varje gång, vilket styrkelyftare uppskattar, men att ändra inställningen kräver en skruvmejsel. En **dubbel sprint** ser stadig ut men är långsammare att knäppa.\n\n## Bredd och form\n\nStyrkelyftsreglerna tillåter bälten upp till 10 cm breda. Ett bälte med samma bredd hela vägen ger mest stöd i knäböj och marklyft. Tyngdlyftare väljer ofta ett avsmalnande bälte som är smalare fram så att det inte skaver när stången vilar på axlarna.\n\n## Tjocklek\n\nBälten på 13 mm är mycket styva och populära bland tunga knäböjare; 10 mm är det bättre allroundvalet. Tjockare är inte automatiskt bättre om det hindrar dig från att spänna bekvämt.\n\n## Inkörning\n\nRulla bältet åt båda hållen och använd det på uppvärmningsset i ett par veckor. Blötlägg aldrig läder för att mjuka upp det.',
      '## Material\n\nPflanzlich gegerbtes Leder ist anfangs steif und passt sich in einigen Monaten an Sie an. Nylongürtel mit Klettverschluss sind leichter und schneller einzustellen, ideal für Gewichtheben und gemischtes Training mit häufigem Übungswechsel.\n\n## Verschlüsse\n\nEin **einfacher Dorn** ist simpel und schnell. Ein **Hebel** schließt jedes Mal exakt gleich fest, was Kraftdreikämpfer schätzen, doch zum Verstellen braucht man einen Schraubendreher. Ein **Doppeldorn** wirkt solide, ist aber langsamer zu schließen.\n\n## Breite und Form\n\nDie Regeln im Kraftdreikampf erlauben Gürtel bis 10 cm Breite. Ein rundum gleich breiter Gürtel stützt bei Kniebeugen und Kreuzheben am meisten. Gewichtheber wählen oft einen vorne schmaleren Gürtel, der nicht drückt, wenn die Stange auf den Schultern liegt.\n\n## Stärke\n\n13-mm-Gürtel sind sehr steif und bei schweren Kniebeugern beliebt; 10 mm ist die bessere Allround-Wahl. Dicker ist nicht automatisch besser, wenn es das bequeme Anspannen verhindert.\n\n## Einlaufen\n\nRollen Sie den Gürtel in beide Richtungen und tragen Sie ihn ein paar Wochen bei Aufwärmsätzen. Weichen Sie Leder nie ein, um es weicher zu machen.',
      '## Matières\n\nLe cuir à tannage végétal est rigide au début et se forme à vous en quelques mois. Les ceintures en nylon à fermeture auto-agrippante sont plus légères et plus rapides à régler, idéales pour l’haltérophilie et l’entraînement varié où l’on change souvent d’exercice.\n\n## Fermetures\n\nUn **ardillon simple** est simple et rapide. Un **levier** ferme toujours avec la même tension, ce que les athlètes de force apprécient, mais changer le réglage demande un tournevis. Un **double ardillon** paraît solide mais se ferme plus lentement.\n\n## Largeur et forme\n\nLe règlement de force athlétique autorise des ceintures jusqu’à 10 cm de large. Une ceinture de largeur constante offre le meilleur soutien au squat et au soulevé de terre. Les haltérophiles choisissent souvent une ceinture plus étroite devant, qui ne gêne pas quand la barre repose sur les épaules.\n\n## Épaisseur\n\nLes ceintures de 13 mm sont très rigides et prisées des gros squatteurs ; 10 mm reste le meilleur choix polyvalent. Plus épais n’est pas forcément mieux si cela vous empêche de gainer confortablement.\n\n## Rodage\n\nRoulez la ceinture dans les deux sens et portez-la à l’échauffement pendant quelques semaines. Ne trempez jamais le cuir pour l’assouplir.',
    ),
  },
  {
    slug: 'how-to-choose-a-barbell',
    date: '2025-01-20',
    category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
    author: {
      name: 'Erik Holm',
      role: T('Product engineer', 'Produktingenjör', 'Produktingenieur', 'Ingénieur produit'),
    },
    image: 'story-choose-a-barbell',
    title: T(
      'How to choose a barbell',
      'Så väljer du skivstång',
      'So wählen Sie die richtige Langhantel',
      'Comment choisir une barre',
    ),
    excerpt: T(
      'Whip, knurl, sleeves and certification explained in plain words.',
      'Fjädring, räffling, hylsor och certifiering förklarat enkelt.',
      'Federung, Rändelung, Hülsen und Zertifizierung einfach erklärt.',
      'Souplesse, moletage, manchons et certification expliqués simplement.',
    ),
    body: T(
      'Start with what you will lift. Weightlifting bars spin fast on bearings and flex under heavy cleans. Powerlifting bars are stiffer, with aggressive knurl and a centre knurl for the squat. Hybrid bars sit in between and suit most home gyms.\n\nCheck the **sleeves**: they should turn freely without play. Check the **knurl**: it should grip without tearing your hands after a few sets. And check the **certification** if you plan to compete.\n\nA good bar lasts decades, so buy once and buy the bar that fits your training.',
      'Börja med vad du ska lyfta. Tyngdlyftningsstänger snurrar snabbt på lager och fjädrar i tunga frivändningar. Styrkelyftsstänger är styvare, med kraftig räffling och mittenräffling för knäböj. Hybridstänger ligger mittemellan och passar de flesta hemmagym.\n\nKontrollera **hylsorna**: de ska snurra fritt utan glapp. Kontrollera **räfflingen**: den ska greppa utan att slita sönder händerna efter några set. Och kontrollera **certifieringen** om du tänker tävla.\n\nEn bra stång håller i decennier, så köp en gång och välj den stång som passar din träning.',
      'Beginnen Sie mit dem, was Sie heben. Gewichtheberstangen drehen schnell auf Lagern und federn bei schweren Umsetzen. Kraftdreikampfstangen sind steifer, mit griffiger Rändelung und Mittelrändel für die Kniebeuge. Hybridstangen liegen dazwischen und passen in die meisten Heimstudios.\n\nPrüfen Sie die **Hülsen**: Sie sollten sich frei und ohne Spiel drehen. Prüfen Sie die **Rändelung**: Sie sollte greifen, ohne die Hände nach ein paar Sätzen aufzureißen. Und prüfen Sie die **Zertifizierung**, wenn Sie an Wettkämpfen teilnehmen wollen.\n\nEine gute Stange hält Jahrzehnte: Kaufen Sie einmal, und zwar die Stange, die zu Ihrem Training passt.',
      'Partez de ce que vous allez soulever. Les barres d’haltérophilie tournent vite sur roulements et fléchissent lors des épaulés lourds. Les barres de force athlétique sont plus rigides, avec un moletage marqué et un moletage central pour le squat. Les barres hybrides se situent entre les deux et conviennent à la plupart des salles à domicile.\n\nVérifiez les **manchons** : ils doivent tourner librement, sans jeu. Vérifiez le **moletage** : il doit accrocher sans abîmer les mains après quelques séries. Et vérifiez la **certification** si vous comptez participer à des compétitions.\n\nUne bonne barre dure des décennies : achetez une fois, et choisissez celle qui correspond à votre entraînement.',
    ),
  },
  {
    slug: 'building-a-home-gym-in-a-garage',
    date: '2024-11-08',
    category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
    author: {
      name: 'Sara Ek',
      role: T('Strength Expert', 'Strength Expert', 'Strength Expert', 'Strength Expert'),
    },
    image: 'story-home-gym-garage',
    title: T(
      'Building a home gym in a garage',
      'Bygg ett hemmagym i garaget',
      'Ein Heimstudio in der Garage',
      'Aménager une salle dans son garage',
    ),
    excerpt: T(
      'A floor plan, a platform and a rack: the order we recommend.',
      'En planritning, ett flak och en ställning: ordningen vi rekommenderar.',
      'Grundriss, Plattform und Rack: die Reihenfolge, die wir empfehlen.',
      'Un plan, une plateforme et un rack : l’ordre que nous recommandons.',
    ),
    body: T(
      'Measure first. You need roughly 2.5 by 3 metres for a rack and a bar, plus room to load plates on both sides. Check the ceiling height with your arms overhead holding a bar.\n\nProtect the floor next: a platform or 20 mm rubber tiles spread the load and dampen noise. Then choose the rack. A compact rack with safety arms lets you squat and press alone, safely.\n\nFinally add storage. Plates on the floor are a trip hazard, and a wall-mounted plate holder keeps the garage usable for the car.',
      'Mät först. Du behöver ungefär 2,5 gånger 3 meter för ställning och stång, plus plats att lasta skivor på båda sidor. Kontrollera takhöjden med armarna över huvudet och en stång i händerna.\n\nSkydda sedan golvet: ett flak eller gummiplattor på 20 mm fördelar lasten och dämpar ljud. Välj därefter ställningen. En kompakt ställning med säkerhetsarmar låter dig köra knäböj och press ensam, säkert.\n\nLägg till sist till förvaring. Skivor på golvet är en snubbelrisk, och en väggmonterad skivhållare gör att bilen fortfarande får plats.',
      'Messen Sie zuerst. Sie brauchen etwa 2,5 mal 3 Meter für Rack und Stange, plus Platz zum Beladen auf beiden Seiten. Prüfen Sie die Deckenhöhe mit gestreckten Armen und Stange über dem Kopf.\n\nSchützen Sie dann den Boden: Eine Plattform oder 20-mm-Gummimatten verteilen die Last und dämpfen Lärm. Danach wählen Sie das Rack. Ein kompaktes Rack mit Sicherheitsablagen erlaubt sicheres Beugen und Drücken allein.\n\nZum Schluss kommt die Aufbewahrung. Scheiben auf dem Boden sind Stolperfallen, und ein Wandhalter lässt Platz für das Auto.',
      'Mesurez d’abord. Il faut environ 2,5 sur 3 mètres pour un rack et une barre, plus la place de charger les disques des deux côtés. Vérifiez la hauteur sous plafond bras tendus avec une barre.\n\nProtégez ensuite le sol : une plateforme ou des dalles en caoutchouc de 20 mm répartissent la charge et atténuent le bruit. Choisissez alors le rack. Un rack compact avec bras de sécurité permet de squatter et de développer seul, en sécurité.\n\nAjoutez enfin du rangement. Des disques au sol font trébucher, et un support mural laisse de la place pour la voiture.',
    ),
  },
  {
    slug: 'calibrated-plates-explained',
    date: '2024-09-17',
    category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
    author: {
      name: 'Erik Holm',
      role: T('Product engineer', 'Produktingenjör', 'Produktingenieur', 'Ingénieur produit'),
    },
    image: 'story-calibrated-plates',
    title: T(
      'Calibrated plates explained',
      'Kalibrerade skivor förklarade',
      'Kalibrierte Scheiben erklärt',
      'Les disques calibrés expliqués',
    ),
    excerpt: T(
      'Why ten grams matter on the platform, and what the colours mean.',
      'Varför tio gram spelar roll på flaket, och vad färgerna betyder.',
      'Warum zehn Gramm auf der Bühne zählen und was die Farben bedeuten.',
      'Pourquoi dix grammes comptent sur la plateforme, et ce que signifient les couleurs.',
    ),
    body: T(
      'A calibrated plate is machined until it is within a few grams of its stamped weight. In competition, a record only counts if the total on the bar is exact, so federations set strict tolerances.\n\nThe colours are a code: 25 kg red, 20 kg blue, 15 kg yellow, 10 kg green and 5 kg white, with the small change plates following the same order. Loaders and judges can read the bar from across the hall.\n\nFor training, calibrated plates are a luxury; for a competition platform, they are a requirement.',
      'En kalibrerad skiva bearbetas tills den ligger inom några gram från angiven vikt. På tävling räknas ett rekord bara om totalvikten på stången är exakt, så förbunden har stränga toleranser.\n\nFärgerna är en kod: 25 kg röd, 20 kg blå, 15 kg gul, 10 kg grön och 5 kg vit, och de små skivorna följer samma ordning. Laddare och domare kan läsa stången tvärs över hallen.\n\nFör träning är kalibrerade skivor en lyx; på ett tävlingsflak är de ett krav.',
      'Eine kalibrierte Scheibe wird so lange bearbeitet, bis sie nur wenige Gramm vom aufgeprägten Gewicht abweicht. Im Wettkampf zählt ein Rekord nur, wenn das Gesamtgewicht exakt stimmt, daher setzen die Verbände enge Toleranzen.\n\nDie Farben sind ein Code: 25 kg rot, 20 kg blau, 15 kg gelb, 10 kg grün und 5 kg weiß, die kleinen Scheiben folgen derselben Reihenfolge. Scheibenstecker und Kampfrichter lesen die Stange quer durch die Halle.\n\nIm Training sind kalibrierte Scheiben ein Luxus, auf der Wettkampfbühne eine Pflicht.',
      'Un disque calibré est usiné jusqu’à se trouver à quelques grammes de son poids indiqué. En compétition, un record ne compte que si la charge totale est exacte : les fédérations imposent donc des tolérances strictes.\n\nLes couleurs forment un code : 25 kg rouge, 20 kg bleu, 15 kg jaune, 10 kg vert et 5 kg blanc, les petits disques suivant le même ordre. Chargeurs et arbitres lisent la barre depuis l’autre bout de la salle.\n\nÀ l’entraînement, les disques calibrés sont un luxe ; sur une plateforme de compétition, une obligation.',
    ),
  },
  {
    slug: 'new-competition-platform-launch',
    date: '2025-05-06',
    category: T('News', 'Nyheter', 'Neuigkeiten', 'Actualités'),
    author: {
      name: 'Anna Wik',
      role: T('Communications', 'Kommunikation', 'Kommunikation', 'Communication'),
    },
    image: 'story-competition-platform-launch',
    title: T(
      'A new competition platform',
      'Ett nytt tävlingsflak',
      'Eine neue Wettkampfplattform',
      'Une nouvelle plateforme de compétition',
    ),
    excerpt: T(
      'Quieter drops and faster set-up for meet organisers.',
      'Tystare tapp och snabbare uppställning för tävlingsarrangörer.',
      'Leisere Abwürfe und schnellerer Aufbau für Veranstalter.',
      'Des lâchers plus silencieux et un montage plus rapide pour les organisateurs.',
    ),
    body: T(
      'Our new competition platform assembles from six panels without tools and is ready in under ten minutes. A layered core of rubber and birch absorbs drops so the hall stays quieter and the bar bounces less.\n\nThe platform was tested through a full season at our home club before its first international meet this spring. It is available to order now, with deliveries starting in June.',
      'Vårt nya tävlingsflak monteras av sex paneler utan verktyg och är klart på under tio minuter. En skiktad kärna av gummi och björk tar upp tappen så att hallen blir tystare och stången studsar mindre.\n\nFlaket har testats under en hel säsong i vår hemmaklubb före sin första internationella tävling i vår. Det går att beställa nu, med leveranser från juni.',
      'Unsere neue Wettkampfplattform wird aus sechs Paneelen ohne Werkzeug montiert und ist in unter zehn Minuten bereit. Ein Schichtkern aus Gummi und Birke dämpft Abwürfe, die Halle bleibt leiser und die Stange springt weniger.\n\nDie Plattform wurde eine ganze Saison in unserem Heimatverein getestet, bevor sie in diesem Frühjahr ihren ersten internationalen Einsatz hatte. Sie ist ab sofort bestellbar, Lieferungen beginnen im Juni.',
      'Notre nouvelle plateforme de compétition s’assemble en six panneaux sans outils et se monte en moins de dix minutes. Une âme multicouche en caoutchouc et bouleau absorbe les lâchers : la salle reste plus calme et la barre rebondit moins.\n\nLa plateforme a été testée toute une saison dans notre club avant sa première compétition internationale ce printemps. Elle est disponible dès maintenant, avec des livraisons à partir de juin.',
    ),
  },
  {
    slug: 'university-weight-room-renovation',
    date: '2024-10-02',
    category: T('News', 'Nyheter', 'Neuigkeiten', 'Actualités'),
    author: {
      name: 'Sara Ek',
      role: T('Strength Expert', 'Strength Expert', 'Strength Expert', 'Strength Expert'),
    },
    image: 'story-campus-weight-room',
    title: T(
      'Doubling a university weight room without moving a wall',
      'Dubbelt så stort universitetsgym utan att flytta en vägg',
      'Doppelte Kapazität im Hochschul-Kraftraum, ohne eine Wand zu versetzen',
      'Doubler une salle universitaire sans déplacer un mur',
    ),
    excerpt: T(
      'How a new layout turned twelve stations into twenty-four.',
      'Hur en ny planlösning gjorde tolv stationer till tjugofyra.',
      'Wie ein neues Layout aus zwölf Stationen vierundzwanzig machte.',
      'Comment un nouvel agencement a transformé douze postes en vingt-quatre.',
    ),
    body: T(
      'The old room had racks along the walls and a lot of empty floor in the middle. We turned the racks to face each other in two rows with shared platforms between them, and moved storage onto the walls.\n\nThe result: twenty-four lifting stations in the same space, clear walkways and a coach who can see every athlete from one spot. The project took three weeks during the summer break.',
      'Det gamla rummet hade ställningar längs väggarna och mycket tom golvyta i mitten. Vi vände ställningarna mot varandra i två rader med gemensamma flak emellan och flyttade förvaringen till väggarna.\n\nResultatet: tjugofyra lyftstationer på samma yta, fria gångar och en tränare som ser alla atleter från en plats. Projektet tog tre veckor under sommaruppehållet.',
      'Im alten Raum standen die Racks an den Wänden, in der Mitte blieb viel Fläche ungenutzt. Wir drehten die Racks in zwei Reihen zueinander, mit gemeinsamen Plattformen dazwischen, und verlegten die Aufbewahrung an die Wände.\n\nDas Ergebnis: vierundzwanzig Stationen auf derselben Fläche, freie Wege und ein Trainer, der alle Athleten von einem Punkt aus sieht. Das Projekt dauerte drei Wochen in der Sommerpause.',
      'L’ancienne salle avait des racks le long des murs et beaucoup d’espace vide au centre. Nous avons placé les racks face à face sur deux rangées avec des plateformes partagées, et déplacé le rangement aux murs.\n\nRésultat : vingt-quatre postes dans le même espace, des circulations dégagées et un entraîneur qui voit chaque athlète depuis un seul point. Le chantier a duré trois semaines pendant les vacances d’été.',
    ),
  },
  {
    slug: 'caring-for-your-barbell',
    date: '2024-08-13',
    category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
    author: {
      name: 'Erik Holm',
      role: T('Product engineer', 'Produktingenjör', 'Produktingenieur', 'Ingénieur produit'),
    },
    image: 'story-barbell-care',
    title: T(
      'Caring for your barbell',
      'Så sköter du din skivstång',
      'So pflegen Sie Ihre Langhantel',
      'Entretenir sa barre',
    ),
    excerpt: T(
      'Five minutes a month keeps a bar spinning for decades.',
      'Fem minuter i månaden håller en stång snurrande i decennier.',
      'Fünf Minuten im Monat halten eine Stange jahrzehntelang in Schwung.',
      'Cinq minutes par mois pour qu’une barre tourne pendant des décennies.',
    ),
    body: T(
      'Brush the knurl with a nylon brush to remove chalk and skin. Wipe the shaft with a drop of light oil on a cloth, then wipe off the excess. Store the bar horizontally in a rack or vertically in a holder, never leaning against a wall.\n\nIf a sleeve starts to feel rough, do not add grease yourself. Contact service and parts: we send the right bushing or bearing kit and instructions.',
      'Borsta räfflingen med en nylonborste för att få bort krita och hud. Torka av stången med en droppe tunn olja på en trasa och torka bort överskottet. Förvara stången horisontellt i en ställning eller vertikalt i en hållare, aldrig lutad mot en vägg.\n\nOm en hylsa börjar kännas trög, fetta inte in den själv. Kontakta service och reservdelar så skickar vi rätt bussning eller lagersats med instruktioner.',
      'Bürsten Sie die Rändelung mit einer Nylonbürste, um Magnesia und Hautreste zu entfernen. Wischen Sie den Schaft mit einem Tropfen leichtem Öl auf einem Tuch ab und entfernen Sie den Überschuss. Lagern Sie die Stange waagerecht im Rack oder senkrecht im Halter, nie an die Wand gelehnt.\n\nWenn sich eine Hülse rau anfühlt, fetten Sie sie nicht selbst. Wenden Sie sich an Service und Ersatzteile: Wir schicken das passende Buchsen- oder Lagerset mit Anleitung.',
      'Brossez le moletage avec une brosse en nylon pour retirer magnésie et peau. Essuyez la barre avec une goutte d’huile légère sur un chiffon, puis retirez l’excédent. Rangez-la à l’horizontale sur un rack ou à la verticale dans un support, jamais appuyée contre un mur.\n\nSi un manchon devient rugueux, ne le graissez pas vous-même. Contactez le service pièces détachées : nous envoyons le bon kit de bagues ou de roulements avec sa notice.',
    ),
  },
];

/** A story that exists only as a draft (preview mode). */
export const draftStory = {
  slug: 'training-log-template',
  date: '2025-06-01',
  category: T('Guides', 'Guider', 'Ratgeber', 'Guides'),
  author: {
    name: 'Maja Lindqvist',
    role: T('Head coach', 'Huvudtränare', 'Cheftrainerin', 'Entraîneuse principale'),
  },
  image: 'story-training-log',
  title: T(
    'A simple training log',
    'En enkel träningsdagbok',
    'Ein einfaches Trainingstagebuch',
    'Un carnet d’entraînement simple',
  ),
  excerpt: T(
    'Write down three things after every session.',
    'Skriv ner tre saker efter varje pass.',
    'Notieren Sie nach jeder Einheit drei Dinge.',
    'Notez trois choses après chaque séance.',
  ),
  body: T(
    'Write down the heaviest set, how it felt on a scale of one to ten, and one thing to improve next time. That is enough to see progress over a season.',
    'Skriv ner det tyngsta setet, hur det kändes på en skala från ett till tio och en sak att förbättra till nästa gång. Det räcker för att se utvecklingen under en säsong.',
    'Notieren Sie den schwersten Satz, wie er sich auf einer Skala von eins bis zehn anfühlte, und eine Sache, die Sie beim nächsten Mal verbessern wollen. Das reicht, um über eine Saison Fortschritt zu sehen.',
    'Notez la série la plus lourde, la sensation sur une échelle de un à dix et un point à améliorer la prochaine fois. Cela suffit pour voir vos progrès sur une saison.',
  ),
};
