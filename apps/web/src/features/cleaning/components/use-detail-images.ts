import type { TDetailImage, TRoomTypeConfig } from '@carehome/contracts';
import { detailImagesFor, routineFor } from '@carehome/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The detail images of the screen in the user's language: by operation id, from every routine of the
 * room type (a continued report may hold operations of another routine), and the chosen routine's own.
 */
export function useDetailImages(routines: TRoomTypeConfig['routines'], cleanType: string) {
  const { i18n } = useTranslation('cleaning');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const opImages = useMemo(() => {
    const map = new Map<string, TDetailImage[]>();
    for (const r of routines)
      for (const op of r.operations) if (!map.has(op.id)) map.set(op.id, detailImagesFor(op.detailImages, language));
    return map;
  }, [routines, language]);
  const routine = routineFor(routines, cleanType);
  const routineImages = useMemo(() => detailImagesFor(routine?.detailImages ?? [], language), [routine, language]);
  return { opImages, routineImages };
}
