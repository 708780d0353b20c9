/**
 * A moderation policy as Stream's moderation spec has it (ConfigResponse): its sections as they
 * were given, and the required fields this server has nothing for (no video-call harm types).
 */
import type { Json } from '../http/json.ts';
import type { ModerationConfigRecord } from '../store/moderation-records.ts';

export function moderationConfigShape(config: ModerationConfigRecord): Json {
  return {
    ...config.sections,
    key: config.key,
    team: config.team,
    async: config.async,
    supported_video_call_harm_types: [],
    created_at: config.created_at,
    updated_at: config.updated_at,
  };
}
