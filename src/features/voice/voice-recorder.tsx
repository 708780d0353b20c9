/**
 * The composer while it records: the SDK's recorder (live waveform, timer, pause, delete, send)
 * with Parley's length limit above it. Finished with the socket down, the recording is kept on
 * the device and its message waits in the outbox (keep-offline.ts), instead of the SDK's upload.
 */
import { useCallback, useMemo } from 'react';
import {
  AudioRecorder,
  MessageComposerContextProvider,
  useMessageComposerContext,
  useMessageComposerController,
} from 'stream-chat-react';
import { RecordingLimit } from './recording-limit-view.tsx';
import { keepInComposer, socketUp } from './keep-offline.ts';
import './voice.css';

function useCompletionThatKeeps() {
  const context = useMessageComposerContext('VoiceRecorder');
  const composer = useMessageComposerController();
  const { recordingController, handleSubmit } = context;
  const completeRecording = useCallback(async () => {
    const { recorder } = recordingController;
    if (socketUp() || !recorder) return recordingController.completeRecording();
    const recording = await recorder.stop();
    if (!recording) return;
    if (!(await keepInComposer(composer, recording))) {
      await composer.attachmentManager.uploadAttachment(recording);
    }
    handleSubmit();
    recorder.cleanUp();
  }, [composer, handleSubmit, recordingController]);
  return useMemo(
    () => ({ ...context, recordingController: { ...recordingController, completeRecording } }),
    [completeRecording, context, recordingController],
  );
}

export function VoiceRecorder() {
  const value = useCompletionThatKeeps();
  return (
    <div className="voice-recorder">
      <RecordingLimit />
      <MessageComposerContextProvider value={value}>
        <AudioRecorder />
      </MessageComposerContextProvider>
    </div>
  );
}
