import { configText } from '@carehome/domain';
import { describe, expect, it } from 'vitest';
import { operationLabel } from './operation-label.ts';

const config = {
  translations: {
    Bathroom: { fr: 'Salle de bain' },
    'Sink and taps': { fr: 'Lavabo et robinets' },
    'Call bell': { fr: 'Sonnette d’appel' },
  },
};
const fr = (text: string) => configText(config, text, 'fr');

describe('operationLabel', () => {
  it('reads the group and the item of an operation in the reader’s language', () => {
    expect(operationLabel('Bathroom / Sink and taps', fr)).toBe('Salle de bain / Lavabo et robinets');
  });

  it('reads an item without a group whole, and leaves untranslated parts as written', () => {
    expect(operationLabel('Call bell', fr)).toBe('Sonnette d’appel');
    expect(operationLabel('Floor / Sink and taps', fr)).toBe('Floor / Lavabo et robinets');
    expect(operationLabel('Floor / Wet mop', fr)).toBe('Floor / Wet mop');
  });
});
