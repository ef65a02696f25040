import type { TActiveOutbreak } from '@carehome/contracts';
import type { TFunction } from 'i18next';

/** Where an outbreak is: its area's path, or the whole site. */
export const outbreakPlace = (t: TFunction, o: Pick<TActiveOutbreak, 'areaPath'>) => o.areaPath ?? t('outbreaks:wholeSite');
