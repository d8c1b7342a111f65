import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, CircularProgress, Stack } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import { uiTexts } from '../../../shared/texts/ui-texts';
import { API_BASE_URL } from '../../../shared/paths';
import type { ListedApp } from '../lib/list-model';
import { AppCardMenu, type AppAction } from './app-card-menu';
import { TruncatedText } from './truncated-text';

/** The name and the version show their full text in a tooltip when longer than this. */
const NAME_TOOLTIP_THRESHOLD = 42;
const VERSION_TOOLTIP_THRESHOLD = 10;

/** Address of an app icon: /portal/app-icon?icon={encoded url}. */
const appIconUrl = (iconUrl: string) => `${API_BASE_URL}/portal/app-icon?icon=${encodeURIComponent(iconUrl)}`;

const PUBLISHING_TEXT = 'Publishing…';
const WINUI_MARK = 'WinUI';

interface AppCardProps {
  /** The level of the card's name: h3 under a category's or section's h2, h2 in the flat list. */
  heading?: 'h2' | 'h3';
  item: ListedApp;
  showStats: boolean;
  modifiable: boolean;
  /** In selection mode: whether the card is selected (undefined outside selection mode). */
  selected?: boolean;
  onSelect: (selected: boolean) => void;
  onLaunch: () => void;
  onAction: (action: AppAction) => void;
}

/** One app: icon, name, version, description, Launch, tags, selection checkbox and overflow menu. */
export function AppCard({
  heading = 'h3',
  item,
  showStats,
  modifiable,
  selected,
  onSelect,
  onLaunch,
  onAction,
}: AppCardProps) {
  const label = `${item.name} ${item.version}`;
  const iconUrl = item.app?.attributes.iconUrl;
  return (
    <Card
      component="article"
      data-app-card
      aria-label={label}
      variant="outlined"
      sx={{ width: { xs: '100%', sm: 300 }, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {iconUrl ? (
            <Box
              component="img"
              src={appIconUrl(iconUrl)}
              alt=""
              sx={{ width: 48, height: 48, objectFit: 'contain' }}
            />
          ) : (
            <AppsIcon sx={{ fontSize: 48 }} color="action" />
          )}
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <TruncatedText
              text={item.name}
              threshold={NAME_TOOLTIP_THRESHOLD}
              lines={2}
              variant="subtitle1"
              component={heading}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            />
            <TruncatedText
              text={item.version}
              threshold={VERSION_TOOLTIP_THRESHOLD}
              variant="body2"
              color="text.secondary"
            />
          </Box>
          {!item.publishing && item.app && (
            <AppCardMenu
              label={label}
              app={item}
              showStats={showStats}
              modifiable={modifiable}
              isLatest={item.app.isLatest}
              onAction={onAction}
            />
          )}
        </Stack>
        <TruncatedText text={item.description} lines={2} variant="body2" sx={{ mt: 1 }} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        {item.publishing ? (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={16} />
            <span>{PUBLISHING_TEXT}</span>
          </Stack>
        ) : (
          <Button variant="contained" size="small" onClick={onLaunch} aria-label={`${uiTexts.launch} ${label}`}>
            {uiTexts.launch}
          </Button>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {item.app?.attributes.isWebUI === 'false' && <Chip size="small" variant="outlined" label={WINUI_MARK} />}
          {item.app?.isLatest && <Chip size="small" color="primary" label={uiTexts.latestVersion} />}
          {/* Down here the checkbox takes no width from the name. */}
          {selected !== undefined && modifiable && !item.publishing && (
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Select ${label}` } }}
            />
          )}
        </Stack>
      </CardActions>
    </Card>
  );
}
