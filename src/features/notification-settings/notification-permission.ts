/**
 * The browser's notification permission for Parley, kept current: the person may change it in
 * the site settings while the page is open (the Permissions API tells of it where it can).
 */
import { useEffect, useState } from 'react';
import type { Permission } from './settings-view.ts';

export function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function useNotificationPermission(): [Permission, (next: Permission) => void] {
  const [permission, setPermission] = useState(currentPermission);
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const update = () => setPermission(currentPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((answer) => {
        status = answer;
        status.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);
  return [permission, setPermission];
}
