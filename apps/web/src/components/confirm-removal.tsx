import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before removing `pending`, open while it is not null: the confirm button calls `onRemove` with
 * it, and either button then calls `onClose` (which clears `pending`).
 */
export function ConfirmRemoval<T>({
  pending,
  title,
  confirmLabel,
  onRemove,
  onClose,
  children,
}: {
  pending: T | null;
  title: string;
  confirmLabel: string;
  onRemove: (item: T) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      opened={pending !== null}
      title={title}
      confirmLabel={confirmLabel}
      onCancel={onClose}
      onConfirm={() => {
        if (pending !== null) onRemove(pending);
        onClose();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
