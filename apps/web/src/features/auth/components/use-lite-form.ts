import { type ChangeEvent, useState } from 'react';

/**
 * The text fields of a public sign-in screen's form: their values, and each field's binding (its value,
 * its change and its message; every field of these forms is required).
 */
export function useLiteForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof V & string) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
    error: errors[key],
    required: true,
  });
  return { values, setValues, errors, setErrors, field };
}
