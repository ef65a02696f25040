import { BoundTextField, type TextBinding } from './identity-section.tsx';

/**
 * The ID a person has in the home's own records (a resident ID, a staff ID): required, up to 40
 * characters, and not one the browser should offer to fill in.
 */
export function RecordIdField({ label, help, bind, disabled }: { label: string; help: string; bind: TextBinding; disabled: boolean }) {
  return <BoundTextField label={label} description={help} bind={bind} required maxLength={40} disabled={disabled} autoComplete="off" />;
}
