/**
 * The notices about failed chat-service calls that Parley words itself, because stream-chat and
 * stream-chat-react either say nothing at that moment or say it in other words.
 */
export const DRAFT_LOAD_FAILED = 'Failed to get the draft';
export const LOCATION_SHARE_FAILED = 'Failed to share the location';
