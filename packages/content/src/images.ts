/** Brand colours of the generated illustrations (DESIGN.md tokens and plate colours). */
export const imagePalette = {
  ink: '#0E0E10',
  paper: '#F6F5F1',
  surface: '#ECEAE4',
  grey: '#8A8780',
  line: '#C9C6BE',
  accent: '#C8201A',
  plateRed: '#C8201A',
  plateBlue: '#1F4E9C',
  plateYellow: '#E4B323',
  plateGreen: '#2E7D4F',
  plateWhite: '#F2F1EC',
  steel: '#A7A9AC',
} as const;

/** The motifs an illustration can show; chosen from words in the image name. */
export const imageMotifs = [
  'barbell',
  'rack',
  'dumbbells',
  'kettlebell',
  'platform',
  'belt',
  'sleeves',
  'gym',
  'globe',
  'bench',
] as const;
/** An illustration motif. */
export type ImageMotif = (typeof imageMotifs)[number];

const motifWords: [RegExp, ImageMotif][] = [
  [/belt|strap|wrap|gear|apparel|singlet/, 'belt'],
  [/knee|sleeve|support/, 'sleeves'],
  [/rack|rig|cable|machine|selector/, 'rack'],
  [/dumbbell|accessor/, 'dumbbells'],
  [/kettlebell|functional|military|first-responder/, 'kettlebell'],
  [/platform|floor|competition|iwf|ipf|wppo|weightlifting|powerlifting/, 'platform'],
  [/bench|design|partner|case/, 'bench'],
  [/world|global|map|shipping|store|contact|about|news/, 'globe'],
  [/gym|campus|commercial|education|home|sports|explore|facility/, 'gym'],
  [/bar|plate|lift|set/, 'barbell'],
];

/** Image names are kebab-case words: 'hero-competition', 'story-knee-sleeves'. */
export const IMAGE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Site path of a generated content image, e.g. '/media/content/hero-home.svg'. */
export function contentImagePath(name: string): string {
  return `/media/content/${name}.svg`;
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** The motif an image name shows: the first keyword match, else one picked from the name's hash. */
export function motifOf(name: string): ImageMotif {
  for (const [pattern, motif] of motifWords) if (pattern.test(name)) return motif;
  return imageMotifs[hash(name) % imageMotifs.length]!;
}

const plateColours = [
  imagePalette.plateRed,
  imagePalette.plateBlue,
  imagePalette.plateYellow,
  imagePalette.plateGreen,
] as const;

function plate(x: number, y: number, radius: number, colour: string, ink: string): string {
  return `<g><rect x="${x - radius * 0.16}" y="${y - radius}" width="${radius * 0.32}" height="${radius * 2}" rx="4" fill="${colour}"/><rect x="${x - radius * 0.16}" y="${y - radius * 0.22}" width="${radius * 0.32}" height="${radius * 0.44}" fill="${ink}" opacity="0.25"/></g>`;
}

function barbell(cx: number, y: number, width: number, seed: number, c: Palette): string {
  const colour = plateColours[seed % plateColours.length]!;
  const left = cx - width / 2;
  const right = cx + width / 2;
  return [
    `<rect x="${left}" y="${y - 6}" width="${width}" height="12" rx="6" fill="${imagePalette.steel}"/>`,
    plate(left + 70, y, 150, colour, c.ink),
    plate(left + 120, y, 120, plateColours[(seed + 1) % 4]!, c.ink),
    plate(right - 70, y, 150, colour, c.ink),
    plate(right - 120, y, 120, plateColours[(seed + 1) % 4]!, c.ink),
    `<rect x="${left + 150}" y="${y - 16}" width="14" height="32" fill="${c.ink}"/>`,
    `<rect x="${right - 164}" y="${y - 16}" width="14" height="32" fill="${c.ink}"/>`,
  ].join('');
}

interface Palette {
  ground: string;
  floor: string;
  ink: string;
  soft: string;
}

function motifShapes(motif: ImageMotif, seed: number, c: Palette): string {
  switch (motif) {
    case 'barbell':
      return barbell(800, 700, 1100, seed, c);
    case 'rack':
      return [
        `<rect x="480" y="220" width="26" height="640" fill="${c.ink}"/><rect x="1094" y="220" width="26" height="640" fill="${c.ink}"/>`,
        `<rect x="480" y="220" width="640" height="22" fill="${c.ink}"/>`,
        ...Array.from(
          { length: 14 },
          (_, i) =>
            `<circle cx="${493}" cy="${280 + i * 40}" r="4" fill="${c.soft}"/><circle cx="${1107}" cy="${280 + i * 40}" r="4" fill="${c.soft}"/>`,
        ),
        barbell(800, 520, 900, seed, c),
      ].join('');
    case 'dumbbells':
      return Array.from({ length: 4 }, (_, i) => {
        const x = 420 + i * 260;
        const colour = plateColours[(seed + i) % 4]!;
        return `<rect x="${x}" y="690" width="180" height="14" fill="${imagePalette.steel}"/><rect x="${x - 10}" y="640" width="56" height="114" rx="10" fill="${colour}"/><rect x="${x + 134}" y="640" width="56" height="114" rx="10" fill="${colour}"/>`;
      }).join('');
    case 'kettlebell':
      return [0, 1, 2]
        .map((i) => {
          const x = 560 + i * 240;
          const r = 80 + i * 14;
          return `<path d="M ${x - r * 0.55} ${760 - r * 1.7} q ${r * 0.55} ${-r * 0.9} ${r * 1.1} 0" stroke="${c.ink}" stroke-width="22" fill="none"/><circle cx="${x}" cy="${760 - r}" r="${r}" fill="${i === 1 ? imagePalette.accent : c.ink}"/>`;
        })
        .join('');
    case 'platform':
      return [
        `<polygon points="300,800 1300,800 1200,700 400,700" fill="${c.soft}"/>`,
        `<polygon points="560,800 1040,800 980,700 620,700" fill="${c.ground}" opacity="0.6"/>`,
        barbell(800, 620, 1000, seed, c),
      ].join('');
    case 'belt':
      return [
        `<ellipse cx="800" cy="560" rx="330" ry="150" fill="none" stroke="${c.ink}" stroke-width="90"/>`,
        `<ellipse cx="800" cy="560" rx="330" ry="150" fill="none" stroke="${c.soft}" stroke-width="4" stroke-dasharray="10 14"/>`,
        `<rect x="1080" y="520" width="110" height="90" rx="8" fill="${imagePalette.steel}"/><rect x="1104" y="540" width="62" height="50" fill="${c.ground}"/>`,
      ].join('');
    case 'sleeves':
      return [560, 1040]
        .map(
          (x) =>
            `<rect x="${x - 120}" y="360" width="240" height="380" rx="60" fill="${c.ink}"/><rect x="${x - 120}" y="400" width="240" height="18" fill="${imagePalette.accent}"/><rect x="${x - 120}" y="680" width="240" height="18" fill="${imagePalette.accent}"/>`,
        )
        .join('');
    case 'gym':
      return [
        `<polygon points="0,860 1600,860 1600,520 0,520" fill="${c.soft}" opacity="0.35"/>`,
        ...[260, 640, 1020].map(
          (x) =>
            `<rect x="${x}" y="300" width="18" height="420" fill="${c.ink}"/><rect x="${x + 280}" y="300" width="18" height="420" fill="${c.ink}"/><rect x="${x}" y="300" width="298" height="16" fill="${c.ink}"/><rect x="${x - 30}" y="500" width="358" height="10" rx="5" fill="${imagePalette.steel}"/>`,
        ),
        `<rect x="0" y="150" width="1600" height="24" fill="${c.soft}"/>`,
      ].join('');
    case 'globe':
      return [
        `<circle cx="800" cy="500" r="270" fill="none" stroke="${c.ink}" stroke-width="10"/>`,
        `<ellipse cx="800" cy="500" rx="120" ry="270" fill="none" stroke="${c.ink}" stroke-width="6"/>`,
        `<line x1="530" y1="500" x2="1070" y2="500" stroke="${c.ink}" stroke-width="6"/>`,
        `<line x1="560" y1="380" x2="1040" y2="380" stroke="${c.soft}" stroke-width="4"/><line x1="560" y1="620" x2="1040" y2="620" stroke="${c.soft}" stroke-width="4"/>`,
        `<circle cx="${700 + (seed % 200)}" cy="440" r="14" fill="${imagePalette.accent}"/>`,
      ].join('');
    case 'bench':
      return [
        `<rect x="420" y="560" width="760" height="56" rx="10" fill="${c.ink}"/>`,
        `<rect x="500" y="616" width="22" height="190" fill="${imagePalette.steel}"/><rect x="1080" y="616" width="22" height="190" fill="${imagePalette.steel}"/>`,
        `<rect x="440" y="796" width="140" height="16" fill="${c.ink}"/><rect x="1020" y="796" width="140" height="16" fill="${c.ink}"/>`,
        `<rect x="420" y="560" width="760" height="8" fill="${imagePalette.accent}"/>`,
      ].join('');
    default:
      return motif satisfies never;
  }
}

/**
 * A calm studio-style SVG illustration for a content image name (deterministic: the same name always
 * gives the same picture), 1600 × 1000 px in the brand colours, with a <title> for assistive tech.
 * Returns null for a name that is not kebab-case (the caller answers 404).
 */
export function contentImage(name: string): string | null {
  if (!IMAGE_NAME.test(name) || name.length > 80) return null;
  const seed = hash(name);
  const dark = seed % 3 === 0;
  const palette: Palette = dark
    ? { ground: imagePalette.ink, floor: '#1A1A1E', ink: imagePalette.paper, soft: imagePalette.grey }
    : {
        ground: imagePalette.paper,
        floor: imagePalette.surface,
        ink: imagePalette.ink,
        soft: imagePalette.line,
      };
  const motif = motifOf(name);
  const title = name.replace(/-/g, ' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000" width="1600" height="1000" role="img">',
    `<title>${title}</title>`,
    `<rect width="1600" height="1000" fill="${palette.ground}"/>`,
    `<rect y="800" width="1600" height="200" fill="${palette.floor}"/>`,
    `<ellipse cx="800" cy="820" rx="620" ry="26" fill="#000" opacity="0.12"/>`,
    motifShapes(motif, seed, palette),
    '</svg>',
  ].join('');
}
