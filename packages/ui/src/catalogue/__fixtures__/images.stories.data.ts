/**
 * Studio-style product renders drawn in code for stories and tests (no network): bars, plates,
 * racks and gear on the light neutral ground, light from the top left, 4:5 or 5:4 frames.
 */

const ground = '#eeece6';
const steel = '#8d8f94';
const steelDark = '#4a4c50';

/** Federation colour of a plate by its weight in kg (IWF code, DESIGN.md). */
export const plateHex: Record<string, string> = {
  '25': '#c8201a',
  '20': '#1d4fa0',
  '15': '#f2c200',
  '10': '#1f7a3c',
  '5': '#f4f4f2',
  '2.5': '#c8201a',
  '2': '#1d4fa0',
  '1.5': '#f2c200',
  '1': '#1f7a3c',
  '0.5': '#f4f4f2',
};

function uri(width: number, height: number, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9cbcf"/><stop offset=".5" stop-color="${steel}"/><stop offset="1" stop-color="${steelDark}"/></linearGradient><radialGradient id="l" cx=".3" cy=".2" r="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="${width}" height="${height}" fill="${ground}"/><rect width="${width}" height="${height}" fill="url(#l)"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A barbell seen from the front, diagonal across a 4:5 frame; `sleeve` tints the sleeves. */
export function barImage(sleeve = steel): string {
  return uri(
    400,
    500,
    `<g transform="rotate(-35 200 250)"><rect x="20" y="244" width="360" height="12" rx="2" fill="url(#s)"/><rect x="30" y="236" width="80" height="28" rx="3" fill="${sleeve}"/><rect x="290" y="236" width="80" height="28" rx="3" fill="${sleeve}"/><rect x="108" y="230" width="10" height="40" fill="${steelDark}"/><rect x="282" y="230" width="10" height="40" fill="${steelDark}"/><g stroke="${steelDark}" stroke-width="1" opacity=".5"><path d="M130 246h140M130 250h140M130 254h140"/></g></g><ellipse cx="200" cy="440" rx="150" ry="10" fill="#000" opacity=".08"/>`,
  );
}

/** A bumper plate of `kg` in its federation colour, standing in a 4:5 frame. */
export function plateImage(kg: string): string {
  const colour = plateHex[kg] ?? '#18181a';
  const label = kg === '5' || kg === '0.5' ? '#0e0e10' : '#ffffff';
  return uri(
    400,
    500,
    `<ellipse cx="200" cy="440" rx="140" ry="12" fill="#000" opacity=".1"/><circle cx="200" cy="260" r="170" fill="${colour}"/><circle cx="200" cy="260" r="150" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="3"/><circle cx="200" cy="260" r="40" fill="url(#s)"/><circle cx="200" cy="260" r="25" fill="${ground}"/><text x="200" y="180" font-family="Arial Narrow, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${label}">${kg} KG</text>`,
  );
}

/** A squat rack with J-hooks and a loaded bar, in a 4:5 frame. */
export function rackImage(): string {
  return uri(
    400,
    500,
    `<ellipse cx="200" cy="462" rx="170" ry="10" fill="#000" opacity=".1"/><rect x="80" y="60" width="22" height="400" fill="#18181a"/><rect x="298" y="60" width="22" height="400" fill="#18181a"/><rect x="70" y="60" width="260" height="18" fill="#18181a"/><rect x="60" y="448" width="280" height="14" fill="#2b2a28"/><rect x="40" y="200" width="320" height="8" fill="url(#s)"/><rect x="36" y="160" width="14" height="88" fill="#c8201a"/><rect x="350" y="160" width="14" height="88" fill="#c8201a"/><g fill="#f4f4f2" opacity=".6"><circle cx="91" cy="110" r="3"/><circle cx="91" cy="140" r="3"/><circle cx="91" cy="260" r="3"/><circle cx="91" cy="290" r="3"/><circle cx="309" cy="110" r="3"/><circle cx="309" cy="140" r="3"/><circle cx="309" cy="260" r="3"/><circle cx="309" cy="290" r="3"/></g>`,
  );
}

/** A lifting belt or similar soft good in `colour`, in a 4:5 frame. */
export function beltImage(colour = '#18181a'): string {
  return uri(
    400,
    500,
    `<ellipse cx="200" cy="420" rx="150" ry="12" fill="#000" opacity=".1"/><path d="M60 250c0-80 280-80 280 0v60c0 80-280 80-280 0z" fill="${colour}"/><path d="M90 260c0-55 220-55 220 0v40c0 55-220 55-220 0z" fill="${ground}"/><rect x="170" y="320" width="60" height="50" rx="4" fill="url(#s)"/>`,
  );
}

/** A hoodie (hood, kangaroo pocket, cuffs) in `colour`, front view in a 4:5 frame. */
export function hoodieImage(colour = '#18181a'): string {
  return uri(
    400,
    500,
    `<path d="M150 120 C160 70 240 70 250 120 L300 140 L350 260 L320 380 L300 380 L300 440 L100 440 L100 380 L80 380 L50 260 L100 140 Z" fill="${colour}" stroke="#0003" stroke-width="3"/><path d="M160 125 C170 95 230 95 240 125 C230 150 170 150 160 125 Z" fill="#0004"/><path d="M150 330 H250 L265 395 H135 Z" fill="#0002"/>`,
  );
}
