import { Text, type TextProps } from '@mantine/core';
import './housekeeping-config.css';

/**
 * Text inside a preview picture (a room tile, an overlay box). Its colour follows the spec's rule
 * (white or black by luminance 186), which on mid-tone backgrounds is below the contrast asked of
 * page text; it is drawn as part of the picture, whose accessible name (aria-label) carries it.
 */
export function PictureText({ text, ...props }: TextProps & { text: string }) {
  return <Text component="span" display="block" className="hk-picture-text" data-text={text} aria-hidden {...props} />;
}
