/**
 * The poll dialog's "multiple votes" and vote-limit settings, saying the provider's rules in
 * its words. stream-chat-react 14's own field drops anything but digits before it reaches the
 * poll composer, clamps the number to 2..10 and never prints an error, so "Only numbers are
 * allowed", "Type a number from 2 to 10" and "Enforce unique vote is enabled" could not show.
 * Here the limit is kept as typed and stream-chat's validators judge it, as the spec asks.
 */
import { useEffect, useState } from 'react';
import { createPollComposerStateMiddleware, type PollComposerState } from 'stream-chat';
import {
  SwitchField,
  SwitchFieldLabel,
  TextInput,
  useMessageComposerController,
  useStateStore,
  useTranslationContext,
} from 'stream-chat-react';

const DIGITS = /^\d*$/;

const limitOf = (state: PollComposerState) => ({
  uniqueVote: state.data.enforce_unique_vote,
  error: state.errors.max_votes_allowed,
  limit: state.data.max_votes_allowed,
});

// stream-chat's processor clamps the limit as it is typed; the validators then see no error.
const keepLimitAsTyped = createPollComposerStateMiddleware({
  processors: {
    handleFieldChange: {
      max_votes_allowed: ({ value }: { value: string }) => ({ max_votes_allowed: value }),
    },
  },
});

export function VoteLimitField() {
  const { t } = useTranslationContext();
  const { pollComposer } = useMessageComposerController();
  const { uniqueVote, error, limit } = useStateStore(pollComposer.state, limitOf);
  const [limitOn, setLimitOn] = useState(false);

  useEffect(() => {
    pollComposer.stateMiddlewareExecutor.replace([keepLimitAsTyped]);
  }, [pollComposer]);

  return (
    <div className="str-chat__form__switch-fieldset parley-vote-limit">
      <SwitchField
        checked={!uniqueVote}
        description={t('Select more than one option')}
        id="multiple_votes"
        onChange={(event) => {
          void pollComposer.updateFields({ enforce_unique_vote: !event.target.checked });
          if (!event.target.checked) setLimitOn(false);
        }}
        title={t('Multiple votes')}
      />
      <SwitchField
        aria-labelledby="vote_limit-label"
        checked={limitOn}
        id="vote_limit"
        onChange={(event) => {
          setLimitOn(event.target.checked);
          void pollComposer.updateFields({ max_votes_allowed: event.target.checked ? '2' : '' });
        }}
      >
        <div className="parley-vote-limit-field">
          <SwitchFieldLabel
            asError={!!error}
            description={t('Choose between 2 to 10 options')}
            htmlFor="vote_limit"
            id="vote_limit-label"
            title={t('Limit votes per person')}
          />
          {limitOn && (
            <TextInput
              aria-label={t('Maximum votes per person')}
              error={!!error}
              errorMessage={error ? t(error) : undefined}
              id="max_votes"
              inputMode="numeric"
              onBlur={() => void pollComposer.handleFieldBlur('max_votes_allowed')}
              onChange={(event) => {
                const typed = event.target.value;
                // The SDK's own rule: a non-digit is refused, the last good value stays.
                if (!DIGITS.test(typed)) {
                  void pollComposer.updateFields(
                    { max_votes_allowed: pollComposer.max_votes_allowed },
                    { max_votes_allowed: 'Only numbers are allowed' },
                  );
                  return;
                }
                void pollComposer.updateFields({ max_votes_allowed: typed });
              }}
              value={limit ?? ''}
            />
          )}
        </div>
      </SwitchField>
    </div>
  );
}
