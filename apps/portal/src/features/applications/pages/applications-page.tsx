import { Outlet } from 'react-router';
import { PageHeading } from '../../../shared/components/page-heading';

/** The applications list (filled by the applications issue); sub-routes open its dialogs. */
export function ApplicationsPage() {
  return (
    <section aria-labelledby="applications-heading">
      <PageHeading>
        <span id="applications-heading">Applications</span>
      </PageHeading>
      <Outlet />
    </section>
  );
}
