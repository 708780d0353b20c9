/**
 * The composer while it records: the SDK's recorder (live waveform, timer, pause, delete, send)
 * with Parley's length limit above it.
 */
import { AudioRecorder } from 'stream-chat-react';
import { RecordingLimit } from './recording-limit-view.tsx';
import './voice.css';

export function VoiceRecorder() {
  return (
    <div className="voice-recorder">
      <RecordingLimit />
      <AudioRecorder />
    </div>
  );
}
