import type { TSiteMeasures } from '@carehome/contracts';
import { emptyFacts, measuresOf } from '@carehome/domain';

/** A site's measures with nothing counted (the domain's own): the base of the model tests' cases. */
export const noMeasures: TSiteMeasures = measuresOf(emptyFacts());
