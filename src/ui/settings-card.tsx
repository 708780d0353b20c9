/**
 * A card of a settings page: a section named by its heading, with a line under the heading that
 * says what the card is for when it needs one; a card whose fields are saved together is their
 * form (`onSubmit`), the fields checked by the app rather than by the browser's own bubbles.
 */
import type { FormEvent, ReactNode } from 'react';

export function SettingsCard({
  name,
  title,
  intro,
  onSubmit,
  children,
}: {
  /** Makes the heading's id (`<name>-title`), unique on the page. */
  name: string;
  title: string;
  intro?: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const heading = `${name}-title`;
  const content = (
    <>
      <h2 id={heading}>{title}</h2>
      {intro === undefined ? null : <p className="muted">{intro}</p>}
      {children}
    </>
  );
  return onSubmit ? (
    <form onSubmit={onSubmit} noValidate className="settings-card" aria-labelledby={heading}>
      {content}
    </form>
  ) : (
    <section className="settings-card" aria-labelledby={heading}>
      {content}
    </section>
  );
}
