import { Button, IconButton, Stack } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { JOBS_PAGE_SIZE, pageCount, pageWindow } from '../lib/pagination';

interface PageButtonsProps {
  page: number;
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
  label: string;
}

/** Server paging: first/previous/next/last and at most 5 numbered buttons around the current page. */
export function PageButtons({ page, total, pageSize = JOBS_PAGE_SIZE, onChange, label }: PageButtonsProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}
    >
      <IconButton aria-label="First page" disabled={page <= 1} onClick={() => onChange(1)} size="small">
        <FirstPageIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => onChange(page - 1)} size="small">
        <NavigateBeforeIcon fontSize="small" />
      </IconButton>
      {pageWindow(page, pages).map((n) => (
        <Button
          key={n}
          size="small"
          variant={n === page ? 'contained' : 'text'}
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
          sx={{ minWidth: 36 }}
        >
          {n}
        </Button>
      ))}
      <IconButton aria-label="Next page" disabled={page >= pages} onClick={() => onChange(page + 1)} size="small">
        <NavigateNextIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label="Last page" disabled={page >= pages} onClick={() => onChange(pages)} size="small">
        <LastPageIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
