/**
 * On the sign-in page, why the last session ended when this device did not choose it: it ended
 * elsewhere (and what waiting messages went with it), or it waited for the outbox as asked (and
 * what the chat server refused meanwhile). Read once the page is up: the build-time page has none.
 */
import { useEffect, useState } from 'react';
import {
  onSignOutNoticed,
  readSignOutNotice,
  type SignOutNotice,
} from '../../core/sign-out/sign-out-notice.ts';
import { refusalWords } from '../../core/outbox/refusal-words.ts';
import { t } from '../../lib/i18n/translate.ts';

export function SignOutNoticeBox() {
  const [notice, setNotice] = useState<SignOutNotice>();
  useEffect(() => {
    let live = true;
    const read = () =>
      void readSignOutNotice().then((found) => {
        if (live) setNotice(found);
      });
    read();
    // The session that just ended may still be clearing the device when this page shows.
    const stop = onSignOutNoticed(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (!notice || notice.why === 'chosen') return null;
  return (
    <div className="auth-notice" role="status">
      {notice.why === 'ended-elsewhere' ? (
        <>
          <p>
            {t(
              'You were signed out: your session ended elsewhere (signed out everywhere, a new password, or a removed account). Sign in again to continue.',
            )}
          </p>
          {notice.unsent > 0 ? (
            <p>
              {t('{{count}} messages waiting on this device were not sent.', {
                count: notice.unsent,
              })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p>{t('You were signed out, as you asked, once your messages were sent.')}</p>
          {notice.refused.length > 0 ? (
            <ul>
              {notice.refused.map((refusal, i) => (
                <li key={i}>{refusalWords(refusal)}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
