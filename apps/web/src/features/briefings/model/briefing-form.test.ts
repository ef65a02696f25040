import { describe, expect, it } from 'vitest';
import {
  type BriefingDraft,
  draftOf,
  draftProblems,
  emptyDraft,
  itemText,
  moveItem,
  nameText,
  newItem,
  toInput,
  withItemText,
  withNameText,
} from './briefing-form.ts';

const draft = (over: Partial<BriefingDraft> = {}): BriefingDraft => ({
  ...emptyDraft('Briefing'),
  name: 'Morning',
  items: [{ ...newItem(), message: 'Masks on' }],
  ...over,
});

describe('briefing form', () => {
  it.each<[string, Partial<BriefingDraft>, Record<string, string>]>([
    ['a complete draft', {}, {}],
    ['no name', { name: '  ' }, { name: 'required' }],
    ['no items', { items: [] }, { items: 'noItems' }],
    ['an empty message', { items: [{ ...newItem(), message: ' ' }] }, { 'items.0.message': 'required' }],
    ['a link that is not a URL', { items: [{ ...newItem(), message: 'x', hyperlink: 'intranet/page' }] }, { 'items.0.hyperlink': 'url' }],
    ['a javascript: link', { items: [{ ...newItem(), message: 'x', hyperlink: 'javascript:alert(1)' }] }, { 'items.0.hyperlink': 'url' }],
    ['a web address', { items: [{ ...newItem(), message: 'x', hyperlink: 'https://health.example.org/a' }] }, {}],
  ])('%s', (_n, over, problems) => {
    expect(draftProblems(draft(over))).toEqual(problems);
  });

  it('moves items and keeps the others in order', () => {
    const items = ['a', 'b', 'c'].map((m) => ({ ...newItem(), message: m }));
    expect(moveItem(items, 2, -1).map((i) => i.message)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, 1).map((i) => i.message)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 0, -1).map((i) => i.message)).toEqual(['a', 'b', 'c']);
    expect(moveItem(items, 2, 1).map((i) => i.message)).toEqual(['a', 'b', 'c']);
  });

  it('sends trimmed values, no link as null, and keeps existing item ids', () => {
    const d = draftOf({
      id: 'b1',
      facilityId: null,
      name: 'Morning',
      nameTranslations: { fr: 'Matin' },
      level: 'Site',
      language: 'en',
      isDefault: true,
      positions: ['Housekeeper'],
      items: [{ id: 'i1', order: 1, icon: 'virus', message: 'Outbreak', translations: { fr: 'Épidémie' }, hyperlink: null }],
      canEdit: true,
      updatedAt: '',
    });
    d.items.push({
      ...newItem(),
      message: '  New  ',
      translations: { 'zh-Hant': ' 新 ', es: ' ', en: 'ignored' },
      hyperlink: ' https://x.example.com ',
    });
    d.positions.push(' ');
    d.nameTranslations = { ...withNameText(d, 'es', ' Mañana ').nameTranslations, en: 'ignored', 'zh-Hans': '' };
    expect(toInput(d)).toEqual({
      id: 'b1',
      name: 'Morning',
      nameTranslations: { fr: 'Matin', es: 'Mañana' },
      level: 'Site',
      language: 'en',
      isDefault: true,
      positions: ['Housekeeper'],
      items: [
        { id: 'i1', icon: 'virus', message: 'Outbreak', translations: { fr: 'Épidémie' }, hyperlink: null },
        { icon: 'info', message: 'New', translations: { 'zh-Hant': '新' }, hyperlink: 'https://x.example.com' },
      ],
    });
  });

  it('edits the name in the written language and a translation in any other', () => {
    const d = { ...emptyDraft('Site', 'en'), name: 'Morning', nameTranslations: { fr: 'Matin' } };
    expect([nameText(d, 'en'), nameText(d, 'fr'), nameText(d, 'es')]).toEqual(['Morning', 'Matin', '']);
    expect(withNameText(d, 'en', 'Evening')).toMatchObject({ name: 'Evening', nameTranslations: { fr: 'Matin' } });
    expect(withNameText(d, 'es', 'Mañana')).toMatchObject({ name: 'Morning', nameTranslations: { fr: 'Matin', es: 'Mañana' } });
  });

  it('edits the message in the written language and a translation in any other', () => {
    const item = { ...newItem(), message: 'Masks on', translations: { fr: 'Masques' } };
    expect(itemText(item, 'en', 'en')).toBe('Masks on');
    expect(itemText(item, 'en', 'fr')).toBe('Masques');
    expect(itemText(item, 'en', 'zh-Hant')).toBe('');
    expect(withItemText(item, 'en', 'zh-Hant', '戴口罩')).toMatchObject({
      message: 'Masks on',
      translations: { fr: 'Masques', 'zh-Hant': '戴口罩' },
    });
    expect(withItemText(item, 'fr', 'fr', 'Masques !')).toMatchObject({ message: 'Masques !', translations: { fr: 'Masques' } });
  });
});
