import type { TResident } from '@carehome/contracts';

export function ReturnDialog(_props: { resident: TResident; timeZone: string; onClose: () => void }) {
  return null;
}
