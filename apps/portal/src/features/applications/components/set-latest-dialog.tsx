import { uiTexts } from '@pro-portal/rules';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { setLatestCall, type AppRef } from '../api/applications';

/** Worded here: the spec quotes only the menu entry and the success message. */
export const setLatestQuestion = (app: AppRef) =>
  `Make ${app.name} ${app.version} the latest version? Its launch/${app.name}/tag/latest shortcut then opens this version.`;

/** Asks before tagging an app version as latest, which changes what the tag/latest shortcut launches for everyone. */
export function SetLatestDialog({
  app,
  onConfirm,
  onClose,
}: {
  app: AppRef;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={uiTexts.setAsLatestVersion}
      message={setLatestQuestion(app)}
      confirmLabel={uiTexts.setAsLatestVersion}
      confirmColor="primary"
      apiCall={() => setLatestCall(app)}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
