import { useParams } from 'react-router';
import { SERVER_PAGES } from '../../../shared/paths';
import { useServerPage } from '../../../shared/hooks/use-server-page';

/** Mixed mode sends the browser to the server-side stats page; otherwise only a bare heading. */
export function StatsPage() {
  const { name = '', version = '' } = useParams();
  const leaving = useServerPage(SERVER_PAGES.stats(name, version));
  return leaving ? null : <h1>Stats</h1>;
}
