import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@roi/contract/mail';
import { formatInZone } from '@roi/contract/publishing-rules';
import { useOutbox } from '../hooks/use-outbox';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';

const LINK = /(https?:\/\/[^\s<>"]+)/;

/** The email's text with its web addresses as links, so that an invitation can be opened from here. */
function TextWithLinks({ text }: { text: string }) {
  return (
    <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}

/** /outbox: the emails the product kept instead of sending them, newest first. */
export function OutboxPage() {
  const headingId = useId();
  const outbox = useOutbox();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 760 }}>
      <PageHeader
        title="Email outbox"
        headingId={headingId}
        description={
          outbox.data?.kept === false
            ? 'Emails are sent through the email server (the SMTP_URL setting): none are kept here.'
            : 'No email server is configured (the SMTP_URL setting), so emails are kept here instead of being sent: pass on the codes and invitation links they carry. Newest first.'
        }
      />
      {outbox.isPending ? (
        <Box role="status" aria-label="Loading the outbox" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Box>
      ) : outbox.isError ? (
        <LoadFailed isFramed title="The outbox could not be loaded" error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.data.records.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            No emails yet.
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {outbox.data.records.map((message) => (
            <OutboxMessageCard key={message.id} message={message} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const timeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Paper component="article" variant="outlined" aria-label={message.subject} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        <time dateTime={message.created_at}>{formatInZone(new Date(message.created_at), timeZone)}</time> · to{' '}
        {message.to}
      </Typography>
      <Typography variant="h6" component="h3" sx={{ fontSize: 17, fontWeight: 700, my: 1, overflowWrap: 'anywhere' }}>
        {message.subject}
      </Typography>
      <TextWithLinks text={message.text} />
      {message.attachments.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}>
          Attached: {message.attachments.join(', ')}
        </Typography>
      )}
    </Paper>
  );
}
