import { afterEach, describe, expect, it, vi } from 'vitest';
import { endIfEndedElsewhere } from './sign-out.ts';
import { sessionEndedElsewhere } from './session-check.ts';

vi.mock('./sign-out.ts', () => ({ endIfEndedElsewhere: vi.fn() }));

describe('asking whether the session ended elsewhere', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(endIfEndedElsewhere).mockReset();
  });

  it('asks once for callers that ask at the same time', async () => {
    vi.mocked(endIfEndedElsewhere).mockResolvedValue(true);
    const answers = await Promise.all([sessionEndedElsewhere(), sessionEndedElsewhere()]);
    expect(answers).toEqual([true, true]);
    expect(endIfEndedElsewhere).toHaveBeenCalledTimes(1);
  });

  it('counts a failed or unanswered question as not ended', async () => {
    vi.mocked(endIfEndedElsewhere).mockRejectedValue(new Error('offline'));
    await expect(sessionEndedElsewhere()).resolves.toBe(false);

    vi.useFakeTimers();
    vi.mocked(endIfEndedElsewhere).mockReturnValue(new Promise(() => undefined));
    const answer = sessionEndedElsewhere();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(answer).resolves.toBe(false);
  });
});
