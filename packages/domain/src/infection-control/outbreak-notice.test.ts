import { describe, expect, it } from 'vitest';
import { outbreakNotice, outbreakNoticeText } from './outbreak-notice.ts';

describe('outbreak notice', () => {
  it('names the area and the reason as written, in the starter language with the four others as translations', () => {
    const notice = outbreakNotice('North Wing / Floor 1', 'Norovirus, 3 residents', 'fr');
    expect(notice.language).toBe('fr');
    expect(notice.message).toBe(
      'Épidémie déclarée pour North Wing / Floor 1 : Norovirus, 3 residents. Le nettoyage renforcé s’applique jusqu’à la fin de l’épidémie.',
    );
    expect(Object.keys(notice.translations).sort()).toEqual(['en', 'es', 'zh-Hans', 'zh-Hant']);
    expect(notice.translations.en).toContain('Outbreak declared for North Wing / Floor 1: Norovirus, 3 residents.');
    expect(notice.translations['zh-Hans']).toContain('暴发');
    expect(notice.translations['zh-Hant']).toContain('爆發');
  });

  it('says the whole site in the reader language when no area is named', () => {
    expect(outbreakNoticeText(null, 'Flu', 'en')).toContain('for the whole site: Flu.');
    expect(outbreakNoticeText(null, 'Flu', 'es')).toContain('en todo el centro: Flu.');
  });

  it('never exceeds what an acknowledgement may hold', () => {
    expect(outbreakNoticeText('A'.repeat(2000), 'x', 'en').length).toBe(1000);
  });
});
