import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../../../components/user-avatar';

export interface ProfileSummary {
  firstName: string;
  lastName: string;
  email: string;
  roleName: string;
  organizationName: string;
  pictureUrl: string | null;
}

interface MyProfilePageProps {
  profile: ProfileSummary;
  /** Further sections under the profile card (the Change Password section). */
  children?: ReactNode;
}

/** Spec §2 "My Profile", read-only until profile editing arrives: name, picture, email, role, organisation. */
export function MyProfilePage({ profile, children }: MyProfilePageProps) {
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const details = [
    { label: 'Email', value: profile.email },
    { label: 'Role', value: profile.roleName },
    { label: 'Organization', value: profile.organizationName },
  ];
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'center',
            gap: 3,
            p: { xs: 3, sm: 4 },
            textAlign: { xs: 'center', sm: 'left' },
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <UserAvatar name={fullName} pictureUrl={profile.pictureUrl} size={88} />
          <div>
            <Typography variant="h5" component="h2">
              {fullName || profile.email}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{profile.roleName}</Typography>
          </div>
        </Box>
        <Box component="dl" sx={{ m: 0, p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5 }}>
          {details.map((detail) => (
            <div key={detail.label}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                {detail.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mt: 0.5, overflowWrap: 'anywhere' }}>
                {detail.value}
              </Typography>
            </div>
          ))}
        </Box>
      </Paper>
      {children}
    </Box>
  );
}
