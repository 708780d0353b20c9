/**
 * Finds people to talk to, and lets the caller pick some of them: the people of one's own
 * conversations, and by a search the directory's answer (people/find-people.ts). Never the
 * deployment's whole user list: the chat server refuses a user's search anyway (stream:configure
 * takes `search-user` away).
 */
import { useEffect, useRef, useState } from 'react';
import type { UserResponse } from 'stream-chat';
import { chatClient } from '../../core/chat/chat-client.ts';
import { t } from '../../lib/i18n/translate.ts';
import { FormError } from '../../ui/field.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { explainError } from '../../lib/error-words.ts';
import { contactsOf, directory, findPeople } from './people/find-people.ts';

const DEBOUNCE_MS = 300;

interface UserSearchProps {
  selected: UserResponse[];
  onToggle: (user: UserResponse) => void;
  /** Ids not to offer (yourself, existing members). */
  exclude: string[];
}

export function UserSearch({ selected, onToggle, exclude }: UserSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<UserResponse[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const excludeKey = exclude.join(',');

  // Only the newest search may fill the list; an older, slower answer is dropped.
  const latest = useRef(0);

  async function load(text: string): Promise<void> {
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const people = await findPeople(text, contactsOf(chatClient), directory);
      if (request !== latest.current) return;
      const hidden = new Set(excludeKey.split(','));
      setResults(people.filter((person) => !hidden.has(person.id)));
    } catch (e) {
      if (request === latest.current) setError(explainError('Searching failed.', e));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  useEffect(() => {
    const timer = setTimeout(() => void load(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // load reads only its arguments and the exclusions already in the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, excludeKey]);

  const isSelected = (user: UserResponse) => selected.some((s) => s.id === user.id);

  return (
    <div className="user-search">
      <SearchField
        id="user-search-input"
        label={t('Find people')}
        value={query}
        onChange={setQuery}
        placeholder={t('Name or exact e-mail address')}
        hint={t(
          'Anyone by their exact e-mail address; by name, people you share a conversation with and people who chose to be findable.',
        )}
      />
      <FormError message={error} />
      <ul className="user-results" aria-label={t('People')} aria-busy={loading}>
        {results.map((user) => (
          <li key={user.id}>
            <label className="user-result">
              <input type="checkbox" checked={isSelected(user)} onChange={() => onToggle(user)} />
              <span className="user-result-name">{user.name || user.id}</span>
            </label>
          </li>
        ))}
        {!loading && results.length === 0 && query.trim() ? (
          <li className="muted">{t('Nobody matches “{{query}}”.', { query })}</li>
        ) : null}
      </ul>
    </div>
  );
}
