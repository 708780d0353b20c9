/**
 * What the chat server keeps of moderation and app administration: flags and the review queue,
 * bans, blocks, mutes, user groups, blocklists and moderation policies (records.ts holds the rest
 * and the table list).
 */
/** Free-form data a client attaches, as records.ts's `Custom`. */
type Custom = Record<string, unknown>;

export interface FlagEntry {
  user_id: string;
  reason: string;
  custom: Custom;
  created_at: string;
}

/** One review queue item per flagged message or user, gathering its flags. */
export interface ReviewItemRecord {
  id: string;
  entity_type: 'stream:chat:v1:message' | 'stream:user';
  entity_id: string;
  entity_creator_id: string;
  cid?: string;
  flags: FlagEntry[];
  actions_taken: Custom[];
  reviewed_at?: string;
  reviewed_by?: string;
  latest_moderator_action?: string;
  created_at: string;
  updated_at: string;
}

/** A ban in one channel (`cid`) or across the app (no cid). */
export interface BanRecord {
  user_id: string;
  cid?: string;
  created_by_id: string;
  reason?: string;
  expires?: string;
  created_at: string;
}

/**
 * A ban from every channel the banner creates from now on (moderation/bans.ts), keyed
 * `{banner}|{user}`: each such channel starts with a channel ban carrying its reason and expiry.
 */
export interface FutureBanRecord {
  user_id: string;
  created_by_id: string;
  reason?: string;
  expires?: string;
  created_at: string;
}

export interface BlockRecord {
  user_id: string;
  blocked_user_id: string;
  created_at: string;
}

export interface ChannelMuteRecord {
  user_id: string;
  cid: string;
  created_at: string;
  updated_at: string;
  expires?: string;
}

export interface UserMuteRecord {
  user_id: string;
  target_id: string;
  created_at: string;
  updated_at: string;
  expires?: string;
}

/** A user of a user group, and whether they are one of its admins. */
export interface UserGroupMemberRecord {
  user_id: string;
  is_admin: boolean;
  created_at: string;
}

/** A named set of users messages can mention (handlers/users/user-groups.ts), keyed by its id. */
export interface UserGroupRecord {
  id: string;
  name: string;
  description?: string;
  /** The user who created it; absent for a server-side creation. */
  created_by?: string;
  members: UserGroupMemberRecord[];
  created_at: string;
  /** Changes with the name or description only, not with the members. */
  updated_at: string;
}

/** A blocklist of the app (handlers/moderation/blocklists.ts), keyed `{team}|{name}`. */
export interface BlockListRecord {
  id: string;
  name: string;
  type: string;
  team?: string;
  words: string[];
  is_leet_check_enabled: boolean;
  is_plural_check_enabled: boolean;
  is_confusable_folding_enabled: boolean;
  is_substring_matching_enabled: boolean;
  owner_user_id?: string;
  created_at: string;
  updated_at: string;
}

/** A moderation policy (handlers/moderation/moderation-configs.ts), keyed `{team}|{key}`; kept, not applied. */
export interface ModerationConfigRecord {
  key: string;
  /** '' for an app-wide policy. */
  team: string;
  async: boolean;
  /** The policy's sections (ai_text_config, block_list_config, ...), as given. */
  sections: Custom;
  created_at: string;
  updated_at: string;
}
