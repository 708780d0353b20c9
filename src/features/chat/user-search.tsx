/**
 * Finds people by id or name with the provider's autocomplete, ten at a time, and lets the
 * caller pick some of them.
 */
import { useEffect, useRef, useState } from 'react';
import type { UserFilters, UserResponse } from 'stream-chat';
import { chatClient } from '../../core/chat/chat-client.ts';
import { t } from '../../lib/i18n/translate.ts';
import { FormError } from '../../ui/field.tsx';
import { explainError } from '../../lib/error-words.ts';

const PAGE_SIZE = 10;
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
  const [hasMore, setHasMore] = useState(false);
  // Paging counts what the server returned, including people filtered out here.
  const [fetched, setFetched] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const excludeKey = exclude.join(',');

  // Only the newest search may fill the list; an older, slower answer is dropped.
  const latest = useRef(0);

  async function load(text: string, offset: number): Promise<void> {
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const term = text.trim();
      const filter: UserFilters = term
        ? { $or: [{ id: { $autocomplete: term } }, { name: { $autocomplete: term } }] }
        : {};
      const { users } = await chatClient.queryUsers(filter, [{ name: 1 }, { id: 1 }], {
        limit: PAGE_SIZE,
        offset,
      });
      if (request !== latest.current) return;
      const hidden = new Set(excludeKey.split(','));
      const offered = users.filter((user) => !hidden.has(user.id));
      setResults((prev) => (offset === 0 ? offered : [...prev, ...offered]));
      setFetched(offset + users.length);
      setHasMore(users.length === PAGE_SIZE);
    } catch (e) {
      if (request === latest.current) setError(explainError('Searching failed.', e));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  useEffect(() => {
    const timer = setTimeout(() => void load(query, 0), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // load reads only its arguments and the exclusions already in the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, excludeKey]);

  const isSelected = (user: UserResponse) => selected.some((s) => s.id === user.id);

  return (
    <div className="user-search">
      <div className="field">
        <label htmlFor="user-search-input">{t('Find people')}</label>
        <input
          id="user-search-input"
          type="search"
          value={query}
          placeholder={t('Name or user id')}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      <FormError message={error} />
      <ul className="user-results" aria-label={t('People')} aria-busy={loading}>
        {results.map((user) => (
          <li key={user.id}>
            <label className="user-result">
              <input type="checkbox" checked={isSelected(user)} onChange={() => onToggle(user)} />
              <span className="user-result-name">{user.name || user.id}</span>
              <span className="user-result-id">{user.id}</span>
            </label>
          </li>
        ))}
        {!loading && results.length === 0 ? (
          <li className="muted">{t('Nobody matches “{{query}}”.', { query })}</li>
        ) : null}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="button secondary small"
          disabled={loading}
          onClick={() => void load(query, fetched)}
        >
          {loading ? t('Loading…') : t('Show more people')}
        </button>
      ) : null}
    </div>
  );
}
