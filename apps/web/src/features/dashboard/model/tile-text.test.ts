import type { TDashboardRoom, TRoomStatusView } from '@carehome/contracts';
import { configText } from '@carehome/domain';
import { describe, expect, it } from 'vitest';
import { tileTexts } from './tile-text.ts';

const config = {
  language: 'en' as const,
  translations: {
    'Deep Clean': { fr: 'Nettoyage en profondeur', 'zh-Hant': '深層清潔' },
    Isolation: { fr: 'Isolement' },
    Bedroom: { fr: 'Chambre' },
  },
};
const fr = (text: string) => configText(config, text, 'fr');
const t = (key: string) => `<${key}>`;

function room(status: Partial<TRoomStatusView>, extra: Partial<TDashboardRoom> = {}): TDashboardRoom {
  return {
    roomNumber: '101',
    roomType: 'Bedroom',
    roomState: null,
    status: { label: 'DueSoon', banner: { kind: 'dueSoon', text: null }, currentCleanType: 'Deep Clean', ...status },
    ...extra,
  } as TDashboardRoom;
}

/** Every text of the tile, to check that no name as written is left in a translated tile. */
const all = (texts: ReturnType<typeof tileTexts>) => [texts.banner, texts.status, texts.roomType].join(' | ');

describe('tileTexts', () => {
  it('shows the clean type and the room type in the reader’s language', () => {
    const texts = tileTexts(room({}), t, fr);
    expect(texts).toEqual({ banner: '<banner.dueSoon>', status: '<status.DueSoon> · Nettoyage en profondeur', roomType: 'Chambre' });
    expect(all(texts)).not.toMatch(/Deep Clean|Bedroom/);
  });

  it('shows a room state’s banner in the reader’s language, from the server’s name as written', () => {
    const texts = tileTexts(room({ label: 'State', banner: { kind: 'state', text: 'Isolation' }, currentCleanType: 'Deep Clean' }), t, fr);
    expect(texts.banner).toBe('Isolement');
    expect(all(texts)).not.toMatch(/Isolation|Deep Clean|Bedroom/);
  });

  it('reads the state from the room when the banner carries no text', () => {
    const texts = tileTexts(
      room({ label: 'State', banner: { kind: 'state', text: null } }, {
        roomState: { id: 's', stateName: 'Isolation' },
      } as Partial<TDashboardRoom>),
      t,
      fr,
    );
    expect(texts.banner).toBe('Isolement');
  });

  it('keeps a name the configuration does not translate as written, and an OK room without its clean', () => {
    expect(tileTexts(room({ currentCleanType: 'Spot Clean' }), t, fr).status).toBe('<status.DueSoon> · Spot Clean');
    expect(tileTexts(room({ label: 'OK', banner: null }, { roomType: null }), t, fr)).toEqual({
      banner: null,
      status: '<status.OK>',
      roomType: null,
    });
  });
});
