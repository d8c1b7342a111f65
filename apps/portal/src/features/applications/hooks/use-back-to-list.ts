import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/paths';

/** Goes back to the applications list, leaving a dialog's route. */
export function useBackToList() {
  const navigate = useNavigate();
  return () => void navigate(PATHS.APPLICATIONS);
}
