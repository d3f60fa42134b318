const t = (en, sv, de, fr) => ({ en, sv, de, fr });

const groups = [
  {
    title: t('Shop', 'Handla', 'Shop', 'Boutique'),
    links: [
      ['/equipment', t('Equipment', 'Utrustning', 'Ausrüstung', 'Équipement')],
      ['/gear', t('Gear', 'Personlig utrustning', 'Bekleidung & Zubehör', 'Équipement personnel')],
      ['/outlet', t('Outlet', 'Outlet', 'Outlet', 'Outlet')],
      ['/financing', t('Financing', 'Finansiering', 'Finanzierung', 'Financement')],
      ['/shipping', t('Shipping', 'Frakt', 'Versand', 'Livraison')],
      ['/compare', t('Compare bars', 'Jämför stänger', 'Hanteln vergleichen', 'Comparer les barres')],
    ],
  },
  {
    title: t('For facilities', 'För anläggningar', 'Für Anlagen', 'Pour les salles'),
    links: [
      ['/markets', t('Markets', 'Marknader', 'Zielgruppen', 'Marchés')],
      [
        '/design-your-gym',
        t('Design your gym', 'Designa ditt gym', 'Planen Sie Ihr Studio', 'Concevez votre salle'),
      ],
      ['/case-studies', t('Case studies', 'Kundcase', 'Referenzprojekte', 'Études de cas')],
      [
        '/partner-portfolio',
        t('Partner portfolio', 'Partnerportfölj', 'Partnerportfolio', 'Portefeuille partenaires'),
      ],
      [
        '/contact-sales',
        t('Contact sales', 'Kontakta säljare', 'Vertrieb kontaktieren', 'Contacter les ventes'),
      ],
    ],
  },
  {
    title: t('Ironmark', 'Ironmark', 'Ironmark', 'Ironmark'),
    links: [
      ['/about', t('About us', 'Om oss', 'Über uns', 'À propos')],
      [
        '/a-stronger-world',
        t('A stronger world', 'En starkare värld', 'Eine stärkere Welt', 'Un monde plus fort'),
      ],
      ['/news', t('News', 'Nyheter', 'Neuigkeiten', 'Actualités')],
      ['/contact', t('Customer service', 'Kundtjänst', 'Kundenservice', 'Service client')],
      ['/order-status', t('Order status', 'Orderstatus', 'Bestellstatus', 'Suivi de commande')],
      [
        '/service-and-parts',
        t('Service and parts', 'Service och reservdelar', 'Service und Ersatzteile', 'Service et pièces'),
      ],
      ['/store-locator', t('Find a showroom', 'Hitta en showroom', 'Showroom finden', 'Trouver un showroom')],
      ['/privacy-policy', t('Privacy policy', 'Integritetspolicy', 'Datenschutz', 'Confidentialité')],
    ],
  },
];

const newsletter = {
  title: t('Train with us', 'Träna med oss', 'Trainieren Sie mit uns', 'Entraînez-vous avec nous'),
  description: t(
    'Programming notes, new equipment and invitations to open lifting days — about once a month.',
    'Programmeringstips, ny utrustning och inbjudningar till öppna lyftdagar — ungefär en gång i månaden.',
    'Trainingstipps, neue Ausrüstung und Einladungen zu offenen Hebetagen — etwa einmal im Monat.',
    'Conseils de programmation, nouveaux équipements et invitations à nos journées portes ouvertes — environ une fois par mois.',
  ),
  buttonLabel: t('Sign up', 'Prenumerera', 'Anmelden', 'S’inscrire'),
};

// spec §2: five networks; two have no URL here so the "shown only when a URL is set" rule is exercised.
const social = [
  ['photo-sharing', 'Photos', 'https://photos.example.com/ironmark'],
  ['professional-network', 'Careers', 'https://work.example.com/company/ironmark'],
  ['social-network', 'Community', null],
  ['video-sharing', 'Videos', 'https://video.example.com/@ironmark'],
  ['microblog', 'Updates', null],
];

export function footer(lang) {
  return {
    groups: groups.map((group) => ({
      title: group.title[lang],
      links: group.links.map(([url, label]) => ({ label: label[lang], url })),
    })),
    newsletter: {
      title: newsletter.title[lang],
      description: newsletter.description[lang],
      buttonLabel: newsletter.buttonLabel[lang],
    },
    social: social.map(([network, label, url]) => ({ network, label, url })),
    theme: 'dark',
  };
}
