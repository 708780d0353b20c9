/**
 * Who sees the review queue link: app-wide admins and moderators. Channel moderators may also
 * open /moderation (the chat server scopes their queue to their channels); the role only
 * decides whether the header advertises it.
 */
const REVIEWER_ROLES = new Set(['admin', 'moderator', 'global_moderator']);

export function canReview(role: string | undefined): boolean {
  return role !== undefined && REVIEWER_ROLES.has(role);
}
