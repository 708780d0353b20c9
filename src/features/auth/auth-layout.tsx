/** The frame of every signed-out page: the brand, a card with the form, and links below it. */
import type { ReactNode } from 'react';
import { Logo } from '../../ui/logo.tsx';
import { InstallButton } from '../../pwa/install-button.tsx';

export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="auth-page">
      <div className="auth-brand">
        <Logo size={44} />
        <span className="auth-brand-name">Parley</span>
      </div>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro ? <p className="auth-intro">{intro}</p> : null}
        {children}
      </section>
      {footer ? <div className="auth-footer">{footer}</div> : null}
      <InstallButton />
    </main>
  );
}
