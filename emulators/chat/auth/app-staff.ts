/**
 * The app's staff: server-side calls and users whose app role is `admin` or `moderator`, the two
 * built-in roles Stream's permission reference grants the staff permissions of the `.app` scope
 * (read-flag-reports, update-flag-report). Moderation settings (blocklists, moderation policies)
 * are theirs to read and change.
 */
import { notAllowed } from '../http/errors.ts';
import { actsAsAdmin, type Actor } from './permissions.ts';

export function isStaff(actor: Actor): boolean {
  return actsAsAdmin(actor) || actor.role === 'moderator';
}

export function requireStaff(actor: Actor, action: string): void {
  if (isStaff(actor)) return;
  throw notAllowed(
    `User '${actor.userId}' with role '${actor.role}' is not allowed to perform action ${action} in scope 'app'`,
  );
}
