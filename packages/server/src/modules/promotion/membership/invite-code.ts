// A user's own invite code, derived from the id so it needs no table: friends who sign up with it carry it
// in users.invite_code. (The invitations area may later own a stored code; this is the membership's view.)
const OFFSET = 100000;

export function inviteCodeOf(userId: number): string {
  return `V${(userId + OFFSET).toString(36).toUpperCase()}`;
}
