import { type RefObject, useState } from 'react';
import { fieldErrors } from '../../lib/api-error.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Messages = Record<string, string>;

/** The messages without the one of `field` (the same object when it had none, so state does not change). */
export const without = (messages: Messages, field: string): Messages => {
  if (!(field in messages)) return messages;
  const { [field]: _gone, ...rest } = messages;
  return rest;
};

/**
 * The errors of an edit form: messages beside its fields (the client's checks, or the server's
 * `errors[].field` that the form shows) and one message for the whole form (any other failure).
 * Showing messages of fields moves the focus to the first field in error.
 */
export function useFormErrors(formRef: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<Messages>({});
  const [formError, setFormError] = useState<unknown>(null);

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus());

  /** Shows messages beside fields in place of any earlier ones; true when there were some. */
  const showFieldErrors = (messages: Messages | null): boolean => {
    setErrors(messages ?? {});
    const any = Boolean(messages && Object.keys(messages).length > 0);
    if (any) focusFirstError();
    return any;
  };

  return {
    errors,
    formError,
    /** A new attempt: clears the whole form's message, and shows the client's checks (true when the form has errors). */
    check(messages: Messages | null): boolean {
      setFormError(null);
      return showFieldErrors(messages);
    },
    /** A field was changed: its message goes. */
    clear(field: string) {
      setErrors((e) => without(e, field));
    },
    showFieldErrors,
    /**
     * A failed save: the server's messages of fields the form shows beside them (`fieldOf` names the
     * form's field of a server field, or undefined when the form does not show it), else the whole
     * error for the form.
     */
    showSaveError(t: Translate, err: unknown, fieldOf: (serverField: string) => string | undefined) {
      const byField: Messages = {};
      for (const [field, message] of Object.entries(fieldErrors(t, err))) {
        const name = fieldOf(field);
        if (name) byField[name] ??= message;
      }
      if (!showFieldErrors(byField)) setFormError(err);
    },
  };
}
