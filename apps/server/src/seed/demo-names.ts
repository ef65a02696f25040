// The words the demo's residents and reports are made of.

/** First names with the sex the resident's title follows (no 'Mr Esther'). */
export const FIRST: readonly { name: string; sex: 'F' | 'M' }[] = [
  { name: 'Margaret', sex: 'F' },
  { name: 'Harold', sex: 'M' },
  { name: 'Dorothy', sex: 'F' },
  { name: 'Wei', sex: 'M' },
  { name: 'Giuseppe', sex: 'M' },
  { name: 'Amara', sex: 'F' },
  { name: 'Jean-Guy', sex: 'M' },
  { name: 'Esther', sex: 'F' },
  { name: 'Rajinder', sex: 'M' },
  { name: 'Ingrid', sex: 'F' },
  { name: 'Kazuo', sex: 'M' },
  { name: 'Lucía', sex: 'F' },
  { name: 'Thomas', sex: 'M' },
  { name: 'Fatima', sex: 'F' },
  { name: 'Bernard', sex: 'M' },
  { name: 'Mei-Ling', sex: 'F' },
  { name: 'Olga', sex: 'F' },
  { name: 'Patrick', sex: 'M' },
  { name: 'Nkechi', sex: 'F' },
  { name: 'Yvette', sex: 'F' },
];
export const LAST = [
  'Thompson',
  'Chen',
  'Rossi',
  'Okafor',
  'Tremblay',
  'Cohen',
  'Singh',
  'Larsen',
  'Tanaka',
  'García',
  'MacLeod',
  'Haddad',
  'Dubois',
  'Nguyen',
  'Kowalski',
  'Wong',
  'Ivanova',
  'Murphy',
  'Adeyemi',
  'Gagnon',
];
/** The titles a resident of each sex may go by (most women of this age group go by Mrs). */
export const TITLES = { F: ['Mrs', 'Mrs', 'Ms', 'Miss'], M: ['Mr'] } as const;
export const PRE_NOTES = [
  'Knock and wait: hard of hearing.',
  'Resident naps 13:00–14:00; clean before.',
  'Keep the photos on the dresser where they are.',
  'Allergic to scented products.',
];
export const POST_NOTES = [
  'Leave the call bell within reach.',
  'Bed to lowest position and brakes on.',
  'Close the window blind after cleaning.',
];
export const COMMENTS = [
  'Extra time spent on the bathroom floor.',
  'Resident asked for fresh towels.',
  'Spill under the bed cleaned.',
  'Dripping tap reported to maintenance.',
];
