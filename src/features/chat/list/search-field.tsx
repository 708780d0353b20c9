/**
 * The search field as the SDK's search bar draws it, for the list before the SDK is there: the
 * first key asks for the chat page, whose search takes over with what was typed and the focus.
 * Not the focus alone: the page could then take the field's place between the focus and the
 * first key, which went nowhere.
 */
interface SearchFieldProps {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}

export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  return (
    <div className="str-chat__search">
      <div className="str-chat__search-bar" role="search">
        <div className="str-chat__search-bar__input-wrapper">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="str-chat__icon">
            <circle
              cx="8.75"
              cy="8.75"
              r="6.25"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <path
              d="M13.2 13.2 17.5 17.5"
              fill="none"
              stroke="currentColor"
              strokeLinecap="round"
              strokeWidth="1.5"
            />
          </svg>
          <input
            aria-label={label}
            className="str-chat__search-bar__input"
            data-testid="search-input"
            placeholder={label}
            type="text"
            value={value}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        </div>
      </div>
    </div>
  );
}
