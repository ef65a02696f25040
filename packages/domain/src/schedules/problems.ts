import { ERROR_MESSAGES, SCHEDULE_MESSAGES, type TScheduleCode, type TScheduleProblem, type ZRoutineSchedule } from '@carehome/contracts';

// Turns the shape errors of the zod schemas into schedule problems with readable English text.
// zod/mini carries no message locale ('Invalid input' everywhere), so the text is written here from
// the issue itself, except where the schema gave its own message (formats, unions, refinements).

type SafeParseError = NonNullable<ReturnType<typeof ZRoutineSchedule.safeParse>['error']>;
export type SchemaIssue = SafeParseError['issues'][number];

/** A problem with the spec's message for its code, or a more precise message for 'schedule.invalid'. */
export function problem(code: TScheduleCode, path: string, message: string = SCHEDULE_MESSAGES[code]): TScheduleProblem {
  return { path, code, message };
}

export function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

const TYPE_NAMES: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'a text',
  object: 'an object',
  array: 'a list',
  boolean: 'true or false',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function describe(issue: SchemaIssue): string {
  const input = 'input' in issue ? issue.input : undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined || input === null) return ERROR_MESSAGES['validation.required'];
      return `Expected ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_union':
      if (input === undefined || input === null) return ERROR_MESSAGES['validation.required'];
      return issue.message;
    case 'invalid_format':
    case 'custom':
      return issue.message;
    case 'invalid_value':
      return `Expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
    case 'too_small':
      if (issue.origin === 'array') return `Needs at least ${plural(Number(issue.minimum), 'item')}`;
      if (issue.origin === 'string') return `Needs at least ${plural(Number(issue.minimum), 'character')}`;
      return ERROR_MESSAGES['validation.too_small'].replace('{min}', String(issue.minimum));
    case 'too_big':
      if (issue.origin === 'array') return `Allows at most ${plural(Number(issue.maximum), 'item')}`;
      if (issue.origin === 'string') return `Allows at most ${plural(Number(issue.maximum), 'character')}`;
      return ERROR_MESSAGES['validation.too_big'].replace('{max}', String(issue.maximum));
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    default:
      return SCHEDULE_MESSAGES['schedule.invalid'];
  }
}

/** Shape errors as 'schedule.invalid' problems. */
export function shapeProblems(issues: readonly SchemaIssue[]): TScheduleProblem[] {
  return issues.map((issue) => problem('schedule.invalid', pathOf(issue.path), describe(issue)));
}
