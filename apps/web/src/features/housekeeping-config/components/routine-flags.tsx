import type { TRoutine } from '@carehome/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Badges of a routine that is its room type's default, the clean of a room state, or due only in an outbreak. */
export function RoutineFlags({ routine }: { routine: Pick<TRoutine, 'isDefault' | 'stateClean' | 'outbreakOnly'> }) {
  const { t } = useTranslation('config');
  return (
    <>
      {routine.isDefault ? <Badge variant="light">{t('routines.defaultBadge')}</Badge> : null}
      {routine.stateClean ? (
        <Badge variant="light" color="orange">
          {t('routines.stateCleanBadge')}
        </Badge>
      ) : null}
      {routine.outbreakOnly ? (
        <Badge variant="light" color="grape">
          {t('routines.outbreakBadge')}
        </Badge>
      ) : null}
    </>
  );
}
