/** A blocklist as Stream's client-side spec has it (BlockListResponse). */
import type { Json } from '../http/json.ts';
import type { BlockListRecord } from '../store/moderation-records.ts';

export function blockListShape(list: BlockListRecord): Json {
  return {
    id: list.id,
    name: list.name,
    type: list.type,
    words: list.words,
    ...(list.team ? { team: list.team } : {}),
    is_leet_check_enabled: list.is_leet_check_enabled,
    is_plural_check_enabled: list.is_plural_check_enabled,
    is_confusable_folding_enabled: list.is_confusable_folding_enabled,
    is_substring_matching_enabled: list.is_substring_matching_enabled,
    ...(list.owner_user_id ? { owner_user_id: list.owner_user_id } : {}),
    created_at: list.created_at,
    updated_at: list.updated_at,
  };
}
