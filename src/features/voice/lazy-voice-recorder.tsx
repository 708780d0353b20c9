/**
 * Parley's recorder (voice-recorder.tsx), fetched the first time someone starts recording: it
 * brings stream-chat-react's recorder, which nothing else on the chat route needs.
 */
import { lazy, Suspense } from 'react';

const Recorder = lazy(() =>
  import('./voice-recorder.tsx').then((m) => ({ default: m.VoiceRecorder })),
);

export function LazyVoiceRecorder() {
  return (
    <Suspense fallback={null}>
      <Recorder />
    </Suspense>
  );
}
