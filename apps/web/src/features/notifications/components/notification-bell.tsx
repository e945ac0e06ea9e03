import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import type { Notification, NotificationKind } from '@roi/contract/notifications';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { useNotifications, useReadNotifications } from '../hooks/use-notifications';

const HEADLINES: Record<NotificationKind, (actor: string) => string> = {
  mention: (actor) => `${actor || 'Someone'} mentioned you`,
  review_waiting: () => 'A post waits for your approval',
  review_rejected: (actor) => `${actor || 'A reviewer'} rejected your post`,
  review_expired: () => 'Your post expired before it was approved',
};

/** Where a notification leads: the conversation, the reader's approvals, or the post to change. */
function addressOf(notification: Notification): string {
  switch (notification.kind) {
    case 'mention':
      return `/approval?post=${notification.post_id}`;
    case 'review_waiting':
      return '/approval';
    case 'review_rejected':
    case 'review_expired':
      return `/posts/createpost?postId=${notification.post_id}`;
  }
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The top bar's notifications (docs/product/notifications.md): a bell with the count of unread ones,
 * opening the newest; choosing one marks it read and opens what it is about.
 */
export function NotificationBell() {
  const headingId = useId();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useNotifications();
  const markRead = useReadNotifications();
  const unread = data?.unread ?? 0;
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    setAnchor(null);
    void navigate(addressOf(notification));
  };
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton aria-label={label} aria-haspopup="dialog" aria-expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)}>
          {/* No content at all when nothing is unread: a hidden "0" would still be the button's text. */}
          <Badge badgeContent={unread > 0 ? unread : null} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 'min(380px, calc(100vw - 24px))', maxHeight: 480 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
            Notifications
          </Typography>
          {unread > 0 && (
            <Button size="small" disabled={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
              Mark all as read
            </Button>
          )}
        </Box>
        {!data || data.records.length === 0 ? (
          <Typography role="status" variant="body2" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
            Nothing yet. You are told here when someone mentions you, a post waits for your approval, or one of your posts is rejected or expires.
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby={headingId}>
            {data.records.map((notification) => (
              <ListItemButton
                key={notification.id}
                onClick={() => open(notification)}
                sx={{ display: 'block', py: 1, borderTop: 1, borderColor: 'divider', bgcolor: notification.read ? undefined : 'action.selected' }}
              >
                <Typography variant="body2" sx={{ fontWeight: notification.read ? 400 : 700 }}>
                  {!notification.read && <Box component="span" sx={VISUALLY_HIDDEN}>Unread: </Box>}
                  {HEADLINES[notification.kind](notification.actor_name)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                  {notification.text}
                </Typography>
                <Typography variant="caption" component="time" dateTime={notification.created_at} sx={{ color: 'text.secondary' }}>
                  {dateTime.format(new Date(notification.created_at))}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
