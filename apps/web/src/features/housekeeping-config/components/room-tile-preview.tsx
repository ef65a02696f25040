import type { TRoomState } from '@carehome/contracts';
import { textColorOn } from '@carehome/domain';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPLETE_COLOR } from '../model/config-draft.ts';
import { PictureText } from './picture-text.tsx';

type TileState = Pick<TRoomState, 'stateName' | 'color' | 'borderColor' | 'style'>;

const isColor = (c: string) => /^#[0-9a-f]{6}$/i.test(c);

/** The CSS border of a state on a room tile. */
export function stateBorder(state: Pick<TRoomState, 'borderColor' | 'style'>, width = 6): string {
  return state.style === 'none' ? 'none' : `${width}px ${state.style} ${isColor(state.borderColor) ? state.borderColor : '#868E96'}`;
}

/**
 * A room tile of the dashboard as staff will see it: in a room state (background colour, border
 * colour and style, the state's name in the banner), or, without a state, a clean room in the room
 * complete colour. Text is white or black by the luminance of its background (threshold 186).
 */
export function RoomTilePreview({
  state,
  roomType,
  width = 190,
  testId,
}: {
  state: TileState | null;
  roomType: string;
  width?: number;
  testId?: string;
}) {
  const { t } = useTranslation('config');
  const background = state && isColor(state.color) ? state.color : COMPLETE_COLOR;
  const text = textColorOn(background);
  const bannerBackground = state && isColor(state.borderColor) && state.style !== 'none' ? state.borderColor : 'rgba(0,0,0,0.55)';
  return (
    <Box
      w={width}
      h={140}
      data-testid={testId}
      data-text-color={text}
      data-border-style={state?.style ?? 'none'}
      role="img"
      aria-label={
        state
          ? t('tile.ariaState', { state: state.stateName || t('place.unnamedState'), style: t(`borderStyles.${state.style}`) })
          : t('tile.ariaClean')
      }
      style={{
        background,
        color: text,
        border: state ? stateBorder(state) : '6px solid transparent',
        borderRadius: 10,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        boxShadow: '0 1px 3px rgba(0,0,0,0.15)',
      }}
    >
      {state ? (
        <Box
          px={8}
          py={2}
          style={{ background: bannerBackground, color: textColorOn(bannerBackground.startsWith('#') ? bannerBackground : '#000000') }}
          aria-hidden
        >
          <PictureText size="xs" fw={700} tt="uppercase" truncate text={state.stateName || t('place.unnamedState')} />
        </Box>
      ) : null}
      <Box px={10} py={6} style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }} aria-hidden>
        <PictureText fw={800} fz={26} lh={1.1} text={t('tile.roomNumber')} />
        <PictureText size="sm" fw={600} truncate text={roomType} />
        <PictureText size="sm" truncate text={t('tile.resident')} />
      </Box>
    </Box>
  );
}
