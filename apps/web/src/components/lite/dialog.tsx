import { type ReactNode, useEffect, useRef } from 'react';

/** A modal dialog on the native <dialog> element: focus trap, Escape and backdrop for free. */
export function LiteDialog({
  open,
  title,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="lite-dialog" aria-labelledby="lite-dialog-title" onClose={onClose} onCancel={onClose}>
      {open ? (
        <>
          <h2 id="lite-dialog-title">{title}</h2>
          <div>{children}</div>
          <div className="lite-actions">{actions}</div>
        </>
      ) : null}
    </dialog>
  );
}
