import { describe, expect, it } from 'vitest';
import { recordingProblemWords } from './recording-problem.ts';

const failure = (name: string) => Object.assign(new Error('failed'), { name });

describe('words for a microphone that would not start', () => {
  it.each([
    ['NotAllowedError', 'Allow microphone access'],
    ['SecurityError', 'Allow microphone access'],
    ['NotFoundError', 'No microphone was found'],
    ['NotReadableError', 'The microphone is busy'],
    ['TypeError', 'cannot record voice messages'],
  ])('%s says what to do', (name, words) => {
    expect(recordingProblemWords(failure(name))).toContain(words);
  });

  it('answers something that is no error with the unsupported words', () => {
    expect(recordingProblemWords(undefined)).toContain('cannot record voice messages');
  });
});
