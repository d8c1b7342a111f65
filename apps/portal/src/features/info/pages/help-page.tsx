import { SERVER_PAGES } from '../../../shared/paths';
import { useServerPage } from '../../../shared/hooks/use-server-page';

/** Mixed mode sends the browser to the server-side about page; otherwise only a bare heading. */
export function HelpPage() {
  const leaving = useServerPage(SERVER_PAGES.about);
  return leaving ? null : <h1>Help</h1>;
}
