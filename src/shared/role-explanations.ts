/**
 * Each seeded role in one line of plain words, as the Users page and My account explain it
 * (who may do what: the product decisions' access rules).
 */
export const ROLE_EXPLANATIONS: Readonly<Record<string, string>> = {
  Admin: 'Runs the site: users, storage, the WordWeaver seed panel and everything else.',
  Family: "The family area (Ludde's feeding times) and everything a User can do.",
  User: 'The message board, uploads and saved game scores.',
};

/** The plain-words line for a role; a role the product does not seed counts as signed in only. */
export function explainRole(role: string): string {
  return ROLE_EXPLANATIONS[role] ?? 'Signed in: the message board, uploads and saved game scores.';
}
