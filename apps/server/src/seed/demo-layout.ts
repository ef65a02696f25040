import crypto from 'node:crypto';
import type { TRoomsSave } from '@carehome/contracts';
import type { ConfigDocument } from '../modules/housekeeping/index.ts';

/**
 * The demo sites' layout: Toronto has two wings of two floors (40 resident rooms, lounges, dining
 * rooms); Vancouver one building of two floors (24 resident rooms).
 */
export function demoLayout(facilityId: string, site: 'toronto' | 'vancouver', config: ConfigDocument): TRoomsSave {
  const typeId = (name: string) => config.roomTypes.find((t) => t.roomType === name)?.id ?? null;
  const areas: NonNullable<TRoomsSave['areas']> = [];
  const rooms: NonNullable<TRoomsSave['rooms']> = [];
  const area = (name: string, parentId: string | null, order: number) => {
    const id = crypto.randomUUID();
    areas.push({ id, parentId, name, order });
    return id;
  };
  const buildings = site === 'toronto' ? ['West Wing', 'East Wing'] : ['Main Building'];
  const perFloor = site === 'toronto' ? 10 : 12;
  buildings.forEach((b, bi) => {
    const building = area(b, null, bi);
    for (const floor of [1, 2]) {
      const floorId = area(site === 'toronto' ? `Floor ${floor}` : floor === 1 ? 'Ground Floor' : 'Second Floor', building, floor);
      const base = site === 'toronto' ? (bi === 0 ? 100 : 500) + (floor - 1) * 100 : floor * 100;
      for (let n = 1; n <= perFloor; n++)
        rooms.push({ areaId: floorId, roomNumber: String(base + n), roomTypeId: typeId('Resident Room'), description: null });
      rooms.push({ areaId: floorId, roomNumber: `Lounge ${floor}`, roomTypeId: typeId('Common Area'), description: null });
    }
    rooms.push({ areaId: building, roomNumber: 'Dining Room', roomTypeId: typeId('Dining Room'), description: null });
  });
  return { facilityId, areas, rooms };
}
