/**
 * Holds a recording to the length limit (recording-limit.ts): a countdown for its last seconds,
 * and at the limit the recording stops, to be listened to, then sent or deleted. The SDK's
 * recorder has no limit of its own.
 */
import { useEffect, useState } from 'react';
import { MediaRecordingState, useMessageComposerContext } from 'stream-chat-react';
import { t } from '../../lib/i18n/translate.ts';
import { limitState, VOICE_LIMIT_SECONDS, type LimitState } from './recording-limit.ts';

const CHECK_EVERY_MS = 250;

type Recorder = NonNullable<
  ReturnType<typeof useMessageComposerContext>['recordingController']['recorder']
>;

/** What is recorded so far: the finished stretches, and the one under way. */
const recordedMs = (recorder: Recorder): number =>
  recorder.durationMs + (recorder.startTime === undefined ? 0 : Date.now() - recorder.startTime);

const clock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const sameState = (a: LimitState, b: LimitState): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'ending' || (b.kind === 'ending' && a.secondsLeft === b.secondsLeft));

export function RecordingLimit() {
  const {
    recordingController: { recorder, recordingState },
  } = useMessageComposerContext('RecordingLimit');
  const [state, setState] = useState<LimitState>({ kind: 'recording' });
  const recording = recordingState === MediaRecordingState.RECORDING;
  useEffect(() => {
    if (!recorder || !recording) return;
    const check = () => {
      const next = limitState(recordedMs(recorder));
      setState((shown) => (sameState(shown, next) ? shown : next));
      if (next.kind === 'reached') void recorder.stop();
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [recorder, recording]);
  if (state.kind === 'reached') {
    return (
      <p className="voice-limit" role="status">
        {t('Voice messages stop at {{limit}}. Listen, then send or delete it.', {
          limit: clock(VOICE_LIMIT_SECONDS),
        })}
      </p>
    );
  }
  if (state.kind === 'ending' && recording) {
    return (
      <p className="voice-limit voice-limit--ending" role="timer" aria-live="polite">
        {t('Time left: {{time}}', { time: clock(state.secondsLeft) })}
      </p>
    );
  }
  return null;
}
