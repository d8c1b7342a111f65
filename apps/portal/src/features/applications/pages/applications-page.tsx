import { useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Alert, Button } from '@mui/material';
import { canManageCategories, canModifyApp, canPublishApps, sortApps } from '@pro-portal/rules';
import { successMessages } from '../../../shared/texts/success-messages';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { LoadState } from '../../../shared/components/load-state';
import { PageHeading } from '../../../shared/components/page-heading';
import { PATHS, paths } from '../../../shared/paths';
import { usePortalContext } from '../../../shared/portal-context';
import { useToast } from '../../../shared/toast';
import { useMutation } from '../../../shared/api/use-mutation';
import { useApplicationMutations, useApplications, type Application, type AppRef } from '../api/applications';
import { useCategories, useCategoryMutations } from '../api/categories';
import { mergeApps, type ListedApp } from '../lib/list-model';
import { appMemoryKey } from '../lib/app-memory-key';
import {
  AppAccessDialog,
  BulkDeleteDialog,
  ConfirmDialog,
  DeleteAppDialog,
  LaunchingOverlay,
  PublishingDetailsDialog,
  SetLatestDialog,
} from '../components/on-demand';
import type { AppAction } from '../components/app-card-menu';
import { ApplicationsList } from '../components/applications-list';
import { useLaunchInNewTab } from '../hooks/use-launch-in-new-tab';
import { usePublishingWatch } from '../hooks/use-publishing-watch';

type Open =
  | { kind: 'details' | 'access' | 'delete' | 'latest'; app: Application }
  | { kind: 'deleteCategory'; id: string; name: string }
  | { kind: 'bulk'; apps: AppRef[] }
  | null;

export const NO_APPS_TEXT = uiTexts.noAppsAvailable;

/** The applications list; sub-routes (publish, update, edit) open their dialogs over it. */
export function ApplicationsPage() {
  const user = usePortalContext();
  const { publishingApps, isMixedMode } = user;
  const navigate = useNavigate();
  // The dialogs opened from the list keep its query: the dev flag shows the development versions.
  const { search } = useLocation();
  const toast = useToast();
  const apps = useApplications(publishingApps.length > 0);
  const categories = useCategories();
  const { deleteApps } = useApplicationMutations();
  const { createCategory, renameCategory, deleteCategory } = useCategoryMutations();
  const { launch, overlay } = useLaunchInNewTab();
  usePublishingWatch(apps.data, launch);
  const [open, setOpen] = useState<Open>(null);
  const [selection, setSelection] = useState<Set<string> | null>(null);
  const [draftCategory, setDraftCategory] = useState(false);
  const items = useMemo(() => mergeApps(apps.data ?? [], publishingApps), [apps.data, publishingApps]);
  const isModifiable = (item: ListedApp) => !!item.app && canModifyApp(user, item.app);
  const selectedApps: AppRef[] = sortApps(items.filter((item) => selection?.has(item.key)));

  /** Runs an action, resolving true when it succeeded; its failure shows as an error toast that a later success of the same topic closes. */
  const runAction = useMutation(
    async (action: () => Promise<void>, _topic?: string) => {
      await action();
      return true;
    },
    { errorToast: (_action, topic) => ({ topic }) },
  );
  const attempt = async (action: () => Promise<void>, topic?: string) => (await runAction(action, topic)) ?? false;

  const onAction = (item: ListedApp, action: AppAction) => {
    const app = item.app;
    if (!app) return;
    if (action === 'stats') navigate(paths.applicationStats(app.name, app.version));
    else if (action === 'appStats') navigate(paths.appStats(app.name));
    else if (action === 'update') navigate({ pathname: paths.updateApplication(app.name, app.version), search });
    else if (action === 'edit') navigate(paths.editApplication(app.name, app.version));
    else if (action === 'select') setSelection((current) => new Set([...(current ?? []), item.key]));
    else setOpen({ kind: action, app });
  };

  return (
    <section aria-labelledby="applications-heading">
      <PageHeading
        actions={
          <>
            {canPublishApps(user) && (
              <Button variant="contained" onClick={() => navigate({ pathname: PATHS.PUBLISH_APPLICATION, search })}>
                {uiTexts.newApp}
              </Button>
            )}
            {canManageCategories(user) && (
              <Button variant="outlined" onClick={() => setDraftCategory(true)} disabled={draftCategory}>
                {uiTexts.newCategory}
              </Button>
            )}
            {selection && (
              <>
                <Button
                  color="error"
                  variant="contained"
                  disabled={selectedApps.length === 0}
                  onClick={() =>
                    setOpen({ kind: 'bulk', apps: selectedApps.map(({ name, version }) => ({ name, version })) })
                  }
                >
                  {uiTexts.deleteSelection(selectedApps.length)}
                </Button>
                <Button onClick={() => setSelection(null)}>{uiTexts.cancelSelection}</Button>
              </>
            )}
          </>
        }
      >
        <span id="applications-heading">Applications</span>
      </PageHeading>
      {apps.error || !apps.data ? (
        <LoadState
          label="applications"
          isLoading={!apps.data}
          error={apps.error}
          onRetry={() => void apps.mutate()}
          size={40}
        />
      ) : (
        <>
          {items.length === 0 && <Alert severity="info">{NO_APPS_TEXT}</Alert>}
          <ApplicationsList
            items={items}
            categories={categories.data ?? []}
            canEditCategories={canManageCategories(user)}
            showStats={isMixedMode === 'yes'}
            isModifiable={isModifiable}
            selection={selection}
            onSelect={(item, selected) =>
              setSelection((current) => {
                const next = new Set(current ?? []);
                if (selected) next.add(item.key);
                else next.delete(item.key);
                return next;
              })
            }
            onLaunch={(item) => launch(item.name, item.version)}
            onAction={onAction}
            draftCategory={draftCategory}
            onCancelDraft={() => setDraftCategory(false)}
            onCreateCategory={async (value) => {
              const saved = await attempt(async () => {
                await createCategory(value);
                toast.success(successMessages.categoryCreated(value.trim()), { topic: 'create-category' });
              }, 'create-category');
              if (saved) setDraftCategory(false);
              return saved;
            }}
            onRenameCategory={(id, value) => attempt(() => renameCategory(id, value))}
            onDeleteCategory={(id, name) => setOpen({ kind: 'deleteCategory', id, name })}
            memoryKey={appMemoryKey(user.environmentName, user.username)}
          />
        </>
      )}
      {open?.kind === 'details' && <PublishingDetailsDialog app={open.app} onClose={() => setOpen(null)} />}
      {open?.kind === 'access' && <AppAccessDialog app={open.app} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && <DeleteAppDialog app={open.app} onClose={() => setOpen(null)} />}
      {open?.kind === 'latest' && <SetLatestDialog app={open.app} onClose={() => setOpen(null)} />}
      {open?.kind === 'deleteCategory' && (
        <ConfirmDialog
          title={`${uiTexts.delete} category`}
          message={uiTexts.confirmDeleteCategory(open.name)}
          onConfirm={async () => void (await attempt(() => deleteCategory(open.id)))}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'bulk' && (
        <BulkDeleteDialog
          apps={open.apps}
          onDelete={async (list) => {
            const result = await deleteApps(list);
            if (result.deleted > 0) toast.success(successMessages.appsDeleted(result.deleted));
            return result;
          }}
          onClose={(result) => {
            setOpen(null);
            if (result && result.failed.length === 0) setSelection(null);
            else if (result) setSelection(new Set(result.failed.map(({ app }) => `${app.name}\u0000${app.version}`)));
          }}
        />
      )}
      {overlay && <LaunchingOverlay open />}
      <Outlet />
    </section>
  );
}
