import { lazyComponent } from '../../../shared/components/lazy-component';

// Parts of the applications page that only an action opens: their form and select code stays out of
// the page's first load.
export const CategoryEditForm = lazyComponent(() => import(/* webpackChunkName: "category-form" */ './category-edit-form').then((m) => m.CategoryEditForm));
export const AppAccessDialog = lazyComponent(() => import(/* webpackChunkName: "app-access" */ './app-access-dialog').then((m) => m.AppAccessDialog));
