/** Brand, navigation, the connection status and who is signed in. */
import { Link } from '../../ui/link.tsx';
import { Logo } from '../../ui/logo.tsx';
import { InstallButton } from '../../pwa/install-button.tsx';
import { useConnectionSelect } from '../../core/connection/connection-controller.ts';
import { useCanReview } from '../../features/moderation/use-can-review.ts';
import { StatusPill } from './status-pill.tsx';
import { useUnreadThreads } from '../../core/chat/unread-threads.ts';
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';

type Place = 'chat' | 'threads' | 'profile' | 'security' | 'moderation';

const NAV: readonly { name: Place; href: string; label: MessageKey }[] = [
  { name: 'chat', href: '/', label: 'Chats' },
  { name: 'threads', href: '/threads', label: 'Threads' },
  { name: 'profile', href: '/profile', label: 'Profile' },
  { name: 'security', href: '/security', label: 'Security' },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function AppHeader({ current }: { current: Place }) {
  const identity = useConnectionSelect((view) => view.identity);
  const reviewer = useCanReview();
  const unreadThreads = useUnreadThreads();
  return (
    <header className="app-header">
      <Link href="/" className="app-brand" aria-label={t('Parley, your conversations')}>
        <Logo size={32} />
        <span className="app-brand-name">Parley</span>
      </Link>
      <nav aria-label={t('Main')} className="app-nav">
        {NAV.map((item) => (
          <Link
            key={item.name}
            href={item.href}
            aria-current={current === item.name ? 'page' : undefined}
          >
            {t(item.label)}
            {item.name === 'threads' && unreadThreads > 0 ? (
              <>
                <span className="nav-badge" aria-hidden="true">
                  {unreadThreads}
                </span>
                <span className="visually-hidden">
                  {`, ${t('{{count}} unread threads', { count: unreadThreads })}`}
                </span>
              </>
            ) : null}
          </Link>
        ))}
        {reviewer ? (
          <Link href="/moderation" aria-current={current === 'moderation' ? 'page' : undefined}>
            {t('Review queue')}
          </Link>
        ) : null}
      </nav>
      <div className="app-header-end">
        <InstallButton className="button ghost small" />
        <StatusPill />
        {identity ? (
          <Link href="/profile" className="app-identity" title={identity.name}>
            {identity.image ? (
              <img src={identity.image} alt="" width={32} height={32} />
            ) : (
              <span className="app-initials" aria-hidden="true">
                {initials(identity.name)}
              </span>
            )}
            <span className="app-identity-name">{identity.name}</span>
          </Link>
        ) : null}
      </div>
    </header>
  );
}
