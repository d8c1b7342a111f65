import { lazyComponent } from '../../../shared/components/lazy-component';

// Parts of the applications page that only an action opens: their dialog, table, form, select and
// overlay code stays out of the page's first load.
export const CategoryEditForm = lazyComponent(() =>
  import(/* webpackChunkName: "category-form" */ './category-edit-form').then((m) => m.CategoryEditForm),
);
export const AppAccessDialog = lazyComponent(() =>
  import(/* webpackChunkName: "app-access" */ './app-access-dialog').then((m) => m.AppAccessDialog),
);
export const PublishingDetailsDialog = lazyComponent(() =>
  import(/* webpackChunkName: "app-details" */ './publishing-details-dialog').then((m) => m.PublishingDetailsDialog),
);
export const ConfirmDialog = lazyComponent(() =>
  import(/* webpackChunkName: "confirm-dialog" */ '../../../shared/components/confirm-dialog').then(
    (m) => m.ConfirmDialog,
  ),
);
export const SetLatestDialog = lazyComponent(() =>
  import(/* webpackChunkName: "confirm-dialog" */ './set-latest-dialog').then((m) => m.SetLatestDialog),
);
export const DeleteAppDialog = lazyComponent(() =>
  import(/* webpackChunkName: "confirm-dialog" */ './delete-app-dialog').then((m) => m.DeleteAppDialog),
);
export const BulkDeleteDialog = lazyComponent(() =>
  import(/* webpackChunkName: "bulk-delete" */ './bulk-delete-dialog').then((m) => m.BulkDeleteDialog),
);
export const LaunchingOverlay = lazyComponent(() =>
  import(/* webpackChunkName: "launching" */ './launching-overlay').then((m) => m.LaunchingOverlay),
);
// The favourite and recent apps above the list (loaded only when the user has some) and the app card
// menu with its favourites entry (loaded when a card's menu first opens), in one chunk.
export const PinnedApps = lazyComponent(() =>
  import(/* webpackChunkName: "apps-first" */ './pinned-apps').then((m) => m.PinnedApps),
);
export const AppCardMenuList = lazyComponent(() =>
  import(/* webpackChunkName: "apps-first" */ './app-card-menu-list').then((m) => m.AppCardMenuList),
);
