/**
 * The generic form messages ('A value is required', 'Incorrect Email', …) and the placeholder filler. Kept apart from the error
 * catalogue (errors.ts) so the form validation of the sign-in page does not carry every server error
 * text in its JavaScript (150 KB budget).
 */
export const GENERIC_MESSAGES = {
  'validation.required': 'A value is required',
  'validation.email': 'Incorrect Email',
  'validation.too_big': 'Value should be less than {max}',
  'validation.too_small': 'Value should be greater than {min}',
  'validation.invalid': 'The value is not valid',
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
