import type { THousekeepingConfig } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { carriedTranslations, configNames, configText, inLanguage, missingLanguages, prunedTranslations } from './content-language.ts';

const config = {
  language: 'en',
  roomTypes: [
    {
      roomType: 'Bedroom',
      routines: [
        {
          cleanType: 'Deep Clean',
          operations: [
            { group: 'Bathroom', item: 'Sink and taps' },
            { group: 'Bathroom', item: 'Grab bars' },
          ],
        },
        { cleanType: 'Clean', operations: [{ group: 'Floor', item: 'Clean' }] },
      ],
    },
  ],
  roomStates: [{ stateName: 'Isolation', cleanType: 'Isolation Clean' }],
  roomEvents: [{ name: 'Flood' }],
  translations: {
    'Deep Clean': { fr: 'Nettoyage en profondeur', 'zh-Hant': '深層清潔', en: 'Deep clean (monthly)' },
    Isolation: { fr: '  ', es: 'Aislamiento' },
  },
} as unknown as THousekeepingConfig;

describe('names an administrator wrote, in the reader language', () => {
  it('reads a translated name in the reader language and the author text otherwise', () => {
    expect(configText(config, 'Deep Clean', 'fr')).toBe('Nettoyage en profondeur');
    expect(configText(config, 'Deep Clean', 'zh-Hant')).toBe('深層清潔');
    expect(configText(config, 'Deep Clean', 'es')).toBe('Deep Clean');
    expect(configText(config, 'Clean', 'fr')).toBe('Clean');
  });

  it('lets the author rename a clean type in their own language while the stored name stays the key', () => {
    expect(configText(config, 'Deep Clean', 'en')).toBe('Deep clean (monthly)');
  });

  it('treats a blank translation as missing', () => {
    expect(configText(config, 'Isolation', 'fr')).toBe('Isolation');
    expect(missingLanguages(config.translations.Isolation, 'en')).toEqual(['fr', 'zh-Hans', 'zh-Hant']);
    expect(missingLanguages(undefined, 'fr')).toEqual(['en', 'es', 'zh-Hans', 'zh-Hant']);
  });

  it('never reads inherited properties as translations', () => {
    expect(configText(config, 'constructor', 'fr')).toBe('constructor');
    expect(configText(config, '__proto__', 'fr')).toBe('__proto__');
    expect(inLanguage('toString', {}, 'en')).toBe('toString');
    expect(configText(null, 'Clean', 'fr')).toBe('Clean');
  });

  it('lists every name once with the kinds it is used as, clean types first', () => {
    const names = configNames(config);
    expect(names.map((n) => n.text)).toEqual([
      'Deep Clean',
      'Clean',
      'Isolation Clean',
      'Bedroom',
      'Isolation',
      'Flood',
      'Bathroom',
      'Sink and taps',
      'Grab bars',
      'Floor',
    ]);
    expect(names.find((n) => n.text === 'Clean')?.kinds).toEqual(['cleanType', 'item']);
  });

  it("lists an outbreak routine's agent as a name to translate", () => {
    const [bedroom] = config.roomTypes;
    const withAgent = {
      ...config,
      roomTypes: [{ ...bedroom, routines: [{ cleanType: 'Outbreak Clean', agent: 'Chlorine 1,000 ppm', operations: [] }] }],
    } as unknown as THousekeepingConfig;
    expect(configNames(withAgent).find((n) => n.text === 'Chlorine 1,000 ppm')?.kinds).toEqual(['agent']);
  });

  it('keeps only translations of names still in the configuration, without blanks', () => {
    const pruned = prunedTranslations(config, { ...config.translations, Gone: { fr: 'Parti' } });
    expect(pruned).toEqual({
      'Deep Clean': { en: 'Deep clean (monthly)', fr: 'Nettoyage en profondeur', 'zh-Hant': '深層清潔' },
      Isolation: { es: 'Aislamiento' },
    });
  });

  it("carries a renamed name's translations to its new name, and leaves other edits alone", () => {
    const renamed = structuredClone(config);
    const state = renamed.roomStates[0];
    if (state) state.stateName = 'Isolation (contact)';
    expect(carriedTranslations(config, renamed)).toEqual({
      'Deep Clean': config.translations['Deep Clean'],
      'Isolation (contact)': config.translations.Isolation,
    });
    // A name added beside the others, or one removed, moves nothing.
    const added = structuredClone(config);
    added.roomEvents.push({ id: 'e2', name: 'Spill', cleanTags: [] });
    expect(carriedTranslations(config, added)).toBe(added.translations);
    // A rename onto a name that already has translations keeps those.
    const onto = structuredClone(config);
    onto.translations.Storm = { fr: 'Orage' };
    const event = onto.roomEvents[0];
    if (event) event.name = 'Storm';
    expect(carriedTranslations(config, onto)).toBe(onto.translations);
  });
});
