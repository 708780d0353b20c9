/** The threads view (threads.tsx), fetched the first time someone switches to it. */
import { lazy, Suspense } from 'react';
import type { ThreadsViewProps } from './threads.tsx';

const ThreadsView = lazy(() => import('./threads.tsx').then((m) => ({ default: m.ThreadsView })));

/** Rendered by <ChatView.Threads> only while the threads view is the one shown. */
export function LazyThreadsView(props: ThreadsViewProps) {
  return (
    <Suspense fallback={null}>
      <ThreadsView {...props} />
    </Suspense>
  );
}
