import { successMessages } from '../../../shared/texts/success-messages';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { usePortalContext } from '../../../shared/portal-context';
import { paths } from '../../../shared/paths';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import type { AppRef } from '../api/applications';
import { setLatestCall, useSendVersionChange } from '../api/version-changes';

/** Worded here: the spec quotes only the menu entry and the success message. */
export const setLatestQuestion = (app: AppRef) =>
  `Make ${app.name} ${app.version} the latest version? Its launch/${app.name}/tag/latest shortcut then opens this version.`;

/**
 * Asks before tagging an app version as latest, which changes what the tag/latest shortcut launches
 * for everyone; on success names the shortcut.
 */
export function SetLatestDialog({ app, onClose }: { app: AppRef; onClose: () => void }) {
  const { basePath } = usePortalContext();
  const send = useSendVersionChange();
  const toast = useToast();
  const tag = useMutation(() => send(setLatestCall(app)), {
    onSuccess: () => {
      const shortcut = `${window.location.origin}${basePath.replace(/\/$/, '')}${paths.launchLatest(app.name)}`;
      toast.success(successMessages.taggedLatest(app.name, app.version, shortcut));
    },
  });
  return (
    <ConfirmDialog
      title={uiTexts.setAsLatestVersion}
      message={setLatestQuestion(app)}
      confirmLabel={uiTexts.setAsLatestVersion}
      confirmColor="primary"
      apiCall={() => setLatestCall(app)}
      onConfirm={tag}
      onClose={onClose}
    />
  );
}
