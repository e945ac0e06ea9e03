import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { findArticle } from '../help-articles';
import { HELP_PATH } from '../../../components/layout/help-topics';
import { HelpMarkdown } from './help-markdown';

const BACK = { to: HELP_PATH, label: 'All help articles' };

/** One article of the Help centre, at /help/<its name>. */
export function HelpArticlePage() {
  const { article: slug = '' } = useParams();
  const article = findArticle(slug);

  if (!article) {
    return (
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <PageHeader title="Article not found" back={BACK} />
        <Typography>
          There is no help article at this address. Search for what you need on the{' '}
          <Link component={RouterLink} to={HELP_PATH}>
            Help
          </Link>{' '}
          page.
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="article" aria-labelledby="help-article-title" sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={article.title} headingId="help-article-title" back={BACK} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <HelpMarkdown markdown={article.body} />
      </Paper>
    </Box>
  );
}
