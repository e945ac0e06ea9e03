import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '../../../components/document-title';
import { PublicPageFrame } from '../../../components/public-page-frame';

interface AccountCardProps {
  /** The page's heading (and document title). */
  title: string;
  /** Its id, for the form that the heading names. */
  headingId: string;
  intro?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}

/** The card of the signed-out account pages (invitation, sign-up, code, forgotten password). */
export function AccountCard({ title, headingId, intro, maxWidth = 480, children }: AccountCardProps) {
  return (
    <PublicPageFrame>
      <DocumentTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, maxWidth, width: '100%' }}>
        <Typography id={headingId} variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: 28, sm: 34 } }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ color: 'text.secondary', mb: 3, overflowWrap: 'anywhere' }}>{intro}</Typography>}
        {children}
      </Paper>
    </PublicPageFrame>
  );
}
