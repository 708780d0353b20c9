/**
 * The composer's record button: the SDK's, asking for the microphone on the press, with words
 * that say what to do when the browser refuses it or has none (the SDK's recorder only logs
 * those). Once the permission is known to be denied, the SDK's own note opens instead.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import {
  StartRecordingAudioButton,
  useMessageComposerContext,
  type StartRecordingAudioButtonProps,
} from 'stream-chat-react';
import { t } from '../../lib/i18n/translate.ts';
import { recordingProblemWords } from './recording-problem.ts';
import './voice.css';

/** The recorder's own complaints (already recording) are not the browser's refusals. */
const isBrowserRefusal = (error: unknown): boolean =>
  error instanceof Error && (error instanceof DOMException || /not supported/.test(error.message));

export function RecordButton({ onClick, ...props }: StartRecordingAudioButtonProps) {
  const {
    recordingController: { recorder },
  } = useMessageComposerContext('RecordButton');
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (!recorder) return;
    const subscription = recorder.error.subscribe((error) => {
      if (isBrowserRefusal(error)) setProblem(recordingProblemWords(error));
    });
    return () => subscription.unsubscribe();
  }, [recorder]);
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    setProblem(undefined);
    onClick?.(event);
  };
  return (
    <>
      <StartRecordingAudioButton {...props} onClick={press} />
      {problem ? (
        <div className="voice-problem" role="alert">
          <p>{problem}</p>
          <button
            type="button"
            className="voice-problem__close"
            onClick={() => setProblem(undefined)}
          >
            {t('Close')}
          </button>
        </div>
      ) : null}
    </>
  );
}
