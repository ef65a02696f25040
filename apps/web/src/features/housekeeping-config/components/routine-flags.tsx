import type { TRoutine } from '@carehome/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Badges of a routine that is its room type's default, or the clean of a room state. */
export function RoutineFlags({ routine }: { routine: Pick<TRoutine, 'isDefault' | 'stateClean'> }) {
  const { t } = useTranslation('config');
  return (
    <>
      {routine.isDefault ? <Badge variant="light">{t('routines.defaultBadge')}</Badge> : null}
      {routine.stateClean ? (
        <Badge variant="light" color="orange">
          {t('routines.stateCleanBadge')}
        </Badge>
      ) : null}
    </>
  );
}
