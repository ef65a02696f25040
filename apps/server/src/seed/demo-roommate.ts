import { createResidentIn } from '../modules/residents/index.ts';
import type { TenantAuth } from '../platform/auth/tenant-access.ts';
import type { Executor } from '../platform/db/database.ts';
import type { RequestMeta } from '../platform/events.ts';

/**
 * A second resident in one occupied room of a demo site, so the demo shows a shared room: each
 * resident's flags on their own line of the tile, both on the cleaning screen with their post-clean
 * notes, both named by the room's reports. Fixed values (no draw from the seed's random sequence), so
 * the rest of the demo stays as it was.
 */
export async function seedRoommate(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  opts: { facilityId: string; roomId: string; seed: number; arrivalDate: string },
): Promise<{ id: string; name: string }> {
  const { resident } = await createResidentIn(tx, auth, meta, {
    facilityId: opts.facilityId,
    resident: {
      residentId: `R-${opts.seed}S01`,
      namePrefix: 'Mrs',
      firstName: 'Vera',
      lastName: 'Lindqvist',
      nickName: null,
      roomId: opts.roomId,
      arrivalDate: opts.arrivalDate,
      fallRisk: true,
      exitSeeking: false,
      sexuallyAbusive: false,
      verballyAbusive: false,
      physicallyAggressive: false,
      notes: [
        { type: 'PreClean', text: 'Shared room: knock and greet both residents before going in.' },
        { type: 'PostClean', text: 'Leave her walker on the window side, within reach of the bed.' },
      ],
    },
  });
  return { id: resident.id, name: 'Vera Lindqvist' };
}
