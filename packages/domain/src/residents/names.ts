// How a resident is named on tiles, the cleaning screen and the residents table (its
// 'resident display name').

export interface ResidentName {
  firstName: string;
  lastName: string;
  nickName?: string | null | undefined;
}

/** First name, the nickname in quotes when there is one, and last name: 'Margaret “Peggy” Wilson'. */
export function residentDisplayName(r: ResidentName): string {
  const first = r.nickName ? `${r.firstName} “${r.nickName}”` : r.firstName;
  return `${first} ${r.lastName}`.trim();
}
