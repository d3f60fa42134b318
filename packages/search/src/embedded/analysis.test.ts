import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine';
import type { SearchResponse } from '../protocol';
import { analyserFor, stemmedLanguage } from './analysis';
import { normaliseTerm } from './text';

const doc = (id: string, name: string, desc: string, category: string) => ({
  id,
  group: id,
  name,
  bp_name: name,
  desc,
  category,
  recommended: Number(id.replace(/\D/g, '')),
});

/** One small catalogue per language, as the storefront indexes each channel in its language. */
const CATALOGUES = {
  sv: [
    doc('sv1', 'Tävlingsstång för tyngdlyftning 20 kg', 'En skivstång med 28 mm grepp.', 'Skivstänger'),
    doc('sv2', 'Gummiklädda viktskivor 10 kg', 'Slitstarka viktskivor i gummi.', 'Viktskivor'),
    doc('sv3', 'Hantelset 2–20 kg', 'Hantlar med räfflat handtag.', 'Hantlar'),
  ],
  de: [
    doc('de1', 'Wettkampf-Langhantel 20 kg', 'Eine Langhantelstange mit 28 mm Griff.', 'Langhanteln'),
    doc('de2', 'Hantelscheiben aus Gummi 10 kg', 'Robuste Hantelscheibe für das Training.', 'Hantelscheiben'),
  ],
  fr: [
    doc('fr1', 'Barre de compétition 20 kg', "Une barre d'haltérophilie de 28 mm.", 'Barres'),
    doc('fr2', 'Disques en caoutchouc 10 kg', 'Des disques robustes.', 'Disques'),
  ],
  en: [
    doc('en1', 'Weightlifting Competition Bar 20 kg', 'A barbell with a 28 mm shaft.', 'Bars'),
    doc('en2', 'Rubber Bumper Plates 10 kg', 'Durable plates.', 'Plates'),
  ],
};

const engine = createSearchEngine({
  engines: Object.fromEntries(
    Object.entries(CATALOGUES).map(([language, documents]) => [
      language,
      { kind: 'products' as const, documents, language },
    ]),
  ),
});

async function ids(language: string, query: string): Promise<string[]> {
  const answer = await engine.handle(language, 'search', { query });
  expect(answer.status).toBe(200);
  return (answer.body as SearchResponse).results.map((result) => result._meta.id ?? '');
}

describe('language analysis', () => {
  it('maps language tags to the stemmers it has', () => {
    expect(stemmedLanguage('sv-SE')).toBe('sv');
    expect(stemmedLanguage('de')).toBe('de');
    expect(stemmedLanguage('fr_fr')).toBe('fr');
    expect(stemmedLanguage('en-us')).toBe('en');
    expect(stemmedLanguage('nb')).toBeUndefined();
    expect(stemmedLanguage(undefined)).toBeUndefined();
  });

  it('stems, then folds case and diacritics', () => {
    const sv = analyserFor('sv');
    expect(sv('Skivstänger')).toBe(sv('skivstång'));
    expect(sv('skivstang')).toBe(sv('skivstång'));
    expect(sv('viktskivor')).toBe(sv('viktskiva'));
    const de = analyserFor('de');
    expect(de('Hantelscheiben')).toBe(de('hantelscheibe'));
    const fr = analyserFor('fr');
    expect(fr('barres')).toBe(fr('Barre'));
    expect(fr('haltères')).toBe(fr('haltere'));
    expect(analyserFor('en')('barbells')).toBe(analyserFor('en')('barbell'));
    // Numbers and codes stay as they are; no language = MiniSearch's folding.
    expect(analyserFor('sv')('20')).toBe('20');
    expect(analyserFor(undefined)).toBe(normaliseTerm);
  });

  it('finds Swedish barbells by skivstång, in any inflection and without diacritics', async () => {
    expect(await ids('sv', 'skivstång')).toEqual(['sv1']);
    expect(await ids('sv', 'skivstänger')).toEqual(['sv1']);
    expect(await ids('sv', 'skivstang')).toEqual(['sv1']);
    expect(await ids('sv', 'viktskiva')).toEqual(['sv2']);
    expect(await ids('sv', 'hantel')).toEqual(['sv3']);
  });

  it('finds German, French and English products by their words and inflections', async () => {
    expect(await ids('de', 'hantelscheibe')).toEqual(['de2']);
    expect(await ids('de', 'langhantel')).toEqual(['de1']);
    expect(await ids('fr', 'barres')).toEqual(['fr1']);
    expect(await ids('fr', 'haltérophilie')).toEqual(['fr1']);
    expect(await ids('fr', 'disque')).toEqual(['fr2']);
    expect(await ids('en', 'barbells')).toEqual(['en1']);
  });

  it('keeps prefix matching and typo tolerance on stems', async () => {
    expect(await ids('en', 'barbel')).toEqual(['en1']);
    expect(await ids('sv', 'skivst')).toEqual(['sv1']);
    expect(await ids('de', 'hantelscheiba')).toEqual(['de2']);
    expect(await ids('fr', 'competition')).toEqual(['fr1']);
  });

  it('highlights the inflected words it matched', async () => {
    const answer = await engine.handle('sv', 'search', {
      query: 'skivstänger',
      result_fields: { desc: { snippet: { size: 100 } } },
    });
    const [first] = (answer.body as SearchResponse).results;
    expect((first?.desc as { snippet?: string } | undefined)?.snippet).toBe(
      'En <em>skivstång</em> med 28 mm grepp.',
    );
  });
});
