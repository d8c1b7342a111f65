import { useSearchParams } from 'react-router';

/** The dev query flag (?dev=true) also lists x86, integration_test and internal versions. */
export const useDevFlag = () => useSearchParams()[0].get('dev') === 'true';
