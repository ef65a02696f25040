import type { TResident } from '@carehome/contracts';

export function TransferDialog(_props: { resident: TResident; timeZone: string; onClose: () => void }) {
  return null;
}
