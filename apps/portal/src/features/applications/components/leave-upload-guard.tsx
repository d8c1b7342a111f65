import { useEffect, type RefObject } from 'react';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useLeaveBlocker } from '../../../shared/leave-blocker';

export const LEAVE_UPLOAD = {
  title: 'Leave while uploading?',
  message: 'The app is still uploading. Leaving this page cancels the upload.',
  leave: 'Leave and cancel upload',
};

/**
 * While an upload runs, leaving the page asks first: the portal's own links and Back through a
 * confirmation, closing or reloading the tab through the browser's question. Leaving cancels it.
 */
export function LeaveUploadGuard({ uploading, onLeave }: { uploading: RefObject<boolean>; onLeave: () => void }) {
  // Asked at the moment of leaving: the list the form goes back to once the upload is accepted is no leaving.
  const blocker = useLeaveBlocker(() => uploading.current);
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (uploading.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={LEAVE_UPLOAD.title}
      message={LEAVE_UPLOAD.message}
      confirmLabel={LEAVE_UPLOAD.leave}
      onConfirm={async () => {
        onLeave();
        blocker.proceed();
      }}
      onClose={() => blocker.state === 'blocked' && blocker.reset()}
    />
  );
}
