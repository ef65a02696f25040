/** A free-text field as saved: trimmed-empty is no text (null). */
export function normalText(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : (text ?? null);
}

/** Adds a line to a comment: the line alone when the comment is empty, otherwise after the comment on a new line. */
export function appendLine(comment: string | null, line: string): string {
  return normalText(comment) === null ? line : `${comment}\n${line}`;
}
