import { useMemo, useState } from 'react';
import { errorMessages } from '../../../shared/texts/error-messages';
import { usePortalContext } from '../../../shared/portal-context';
import { useApplications, type Application } from '../api/applications';
import { useCategories } from '../api/categories';
import { useAimmsVersions, useResourceProfiles } from '../api/publish-options';
import { ListDialog } from './list-dialog';
import { PublishForm } from './publish-form';
import { usePublishSubmit } from '../hooks/use-publish-submit';
import { useDevFlag } from '../hooks/use-dev-flag';

const PUBLISH_TITLE = 'Publish a new app';
const PUBLISH_SUBMIT = 'Publish';

interface PublishOrUpdateProps {
  /** The app being updated; absent for a new publish. */
  current?: Application;
  /** The listed apps (undefined while they load); the apps still publishing are added to them. */
  apps: Application[] | undefined;
  submitLabel: string;
  /** The first line of a failure's toast. */
  failurePrefix: string;
  onCancel: () => void;
}

/** The publish form with its lists (categories, {product} versions, profiles) and the publish itself. */
export function PublishOrUpdate({ current, apps, submitLabel, failurePrefix, onCancel }: PublishOrUpdateProps) {
  const dev = useDevFlag();
  const { publishingApps } = usePortalContext();
  const { data: categories } = useCategories();
  const { data: versions } = useAimmsVersions(dev);
  const { data: profiles } = useResourceProfiles();
  const publish = usePublishSubmit(failurePrefix);
  const listed = useMemo(() => [...(apps ?? []), ...publishingApps], [apps, publishingApps]);
  // While a submit runs the form checks against the apps as they were when it was sent: the app being
  // published joins the list before the form closes, and is no "existing app" of its own form.
  const [asSubmitted, setAsSubmitted] = useState<typeof listed | null>(null);
  const submit: typeof publish = async (values, options) => {
    setAsSubmitted(listed);
    const outcome = await publish(values, options);
    if (outcome !== 'done') setAsSubmitted(null);
    return outcome;
  };
  return (
    <PublishForm
      current={current}
      existingApps={asSubmitted ?? listed}
      categories={categories ?? []}
      versions={versions}
      profiles={profiles}
      dev={dev}
      submitLabel={submitLabel}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}

/** /applications/publish: the publish dialog over the list. */
export function PublishDialog() {
  const { data: apps } = useApplications();
  return (
    <ListDialog id="publish-title" title={PUBLISH_TITLE}>
      {(close) => (
        <PublishOrUpdate
          apps={apps}
          submitLabel={PUBLISH_SUBMIT}
          failurePrefix={errorMessages.publishApp}
          onCancel={close}
        />
      )}
    </ListDialog>
  );
}
