/** The separator the site dashboard's answer puts between an operation's group and item. */
const SEPARATOR = ' / ';

/**
 * An operation of the site dashboard ('Bathroom / Sink and taps') in the reader's language. The answer
 * names an operation by its group and item as written, joined: each part is a name of the configuration
 * and is read through `name`. A label that is itself a name (an item without a group) is read whole.
 */
export function operationLabel(label: string, name: (text: string) => string): string {
  const whole = name(label);
  if (whole !== label || !label.includes(SEPARATOR)) return whole;
  const at = label.indexOf(SEPARATOR);
  return `${name(label.slice(0, at))}${SEPARATOR}${name(label.slice(at + SEPARATOR.length))}`;
}
