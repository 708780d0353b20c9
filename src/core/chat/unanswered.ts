/** A chat request that got no answer at all (offline, the server out of reach), not a refusal. */
export const unanswered = (error: unknown): boolean =>
  !(error as { response?: unknown } | null)?.response;
