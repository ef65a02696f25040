// The words the demo's residents and reports are made of.

export const FIRST = [
  'Margaret',
  'Harold',
  'Dorothy',
  'Wei',
  'Giuseppe',
  'Amara',
  'Jean-Guy',
  'Esther',
  'Rajinder',
  'Ingrid',
  'Kazuo',
  'Lucía',
  'Thomas',
  'Fatima',
  'Bernard',
  'Mei-Ling',
  'Olga',
  'Patrick',
  'Nkechi',
  'Yvette',
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
export const PREFIX = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'M'] as const;
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
