/** The threads view (threads.tsx), fetched the first time someone switches to it. */
import { lazy, Suspense } from 'react';

const ThreadsView = lazy(() => import('./threads.tsx').then((m) => ({ default: m.ThreadsView })));

/** Rendered by <ChatView.Threads> only while the threads view is the one shown. */
export function LazyThreadsView() {
  return (
    <Suspense fallback={null}>
      <ThreadsView />
    </Suspense>
  );
}
