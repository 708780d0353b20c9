/**
 * A reaction as hosted Stream answers it, and the per-type summaries (counts, scores, groups) a
 * message carries (see tests/conformance/stream-chat/stream-shapes).
 */
import type { ChatApp } from '../app.ts';
import type { Json } from '../http/json.ts';
import type { ReactionRecord } from '../store/records.ts';
import { userById } from './user.ts';

export function reactionShape(app: ChatApp, reaction: ReactionRecord, messageId: string): Json {
  return {
    ...reaction.custom,
    message_id: messageId,
    user_id: reaction.user_id,
    user: userById(app, reaction.user_id),
    type: reaction.type,
    score: reaction.score,
    created_at: reaction.created_at,
    updated_at: reaction.updated_at,
  };
}

export function reactionSummaries(reactions: ReactionRecord[]): Json {
  const counts: Record<string, number> = {};
  const scores: Record<string, number> = {};
  const groups: Record<string, Json> = {};
  for (const r of reactions) {
    counts[r.type] = (counts[r.type] ?? 0) + 1;
    scores[r.type] = (scores[r.type] ?? 0) + r.score;
    const group = groups[r.type] as
      | { count: number; sum_scores: number; first_reaction_at: string; last_reaction_at: string }
      | undefined;
    if (!group) {
      groups[r.type] = {
        count: 1,
        sum_scores: r.score,
        first_reaction_at: r.created_at,
        last_reaction_at: r.created_at,
        latest_reactions_by: [],
      };
    } else {
      group.count++;
      group.sum_scores += r.score;
      if (r.created_at < group.first_reaction_at) group.first_reaction_at = r.created_at;
      if (r.created_at > group.last_reaction_at) group.last_reaction_at = r.created_at;
    }
  }
  const summary: Json = { reaction_counts: counts, reaction_scores: scores };
  if (reactions.length > 0) summary.reaction_groups = groups;
  return summary;
}
