import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Person from '@mui/icons-material/Person';

interface UserAvatarProps {
  name: string;
  pictureUrl: string | null;
  size?: number;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The user's picture; without one, their initials. A picture that fails to load is dropped for the
 * generic avatar icon.
 */
export function UserAvatar({ name, pictureUrl, size = 36 }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasPicture = Boolean(pictureUrl) && failedUrl !== pictureUrl;
  const initials = initialsOf(name);
  return (
    <Avatar
      src={hasPicture ? (pictureUrl ?? undefined) : undefined}
      alt=""
      slotProps={{ img: { onError: () => setFailedUrl(pictureUrl) } }}
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {pictureUrl || !initials ? <Person sx={{ fontSize: size * 0.6 }} /> : initials}
    </Avatar>
  );
}
