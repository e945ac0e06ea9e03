import { useMemo, useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { HELP_ARTICLES, HELP_GROUPS } from '../help-articles';
import { searchHelp } from '../help-search';
import { helpArticlePath } from '../../../components/layout/help-topics';
import { SupportContactCard } from './support-contact-card';

const QUERY_PARAM = 'q';

function ArticleLink({ slug, title, text }: { slug: string; title: string; text: string }) {
  return (
    <Box component="li" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Link component={RouterLink} to={helpArticlePath(slug)} sx={{ fontWeight: 600 }} data-help-result>
        {title}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
        {text}
      </Typography>
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/**
 * The Help centre: the reader's support contact, a search over every article as one types, and the
 * articles by group (docs/product/help.md). The query is kept in the address, so Back from an article
 * returns to the same results.
 */
export function HelpPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get(QUERY_PARAM) ?? '';
  const results = useMemo(() => searchHelp(HELP_ARTICLES, query), [query]);
  const resultsRef = useRef<HTMLUListElement>(null);
  const isSearching = query.trim() !== '';

  const setQuery = (value: string) =>
    setSearchParams(value ? { [QUERY_PARAM]: value } : {}, { replace: true, preventScrollReset: true });

  // Down arrow from the search field goes to the first result.
  const goToResults = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    const first = resultsRef.current?.querySelector<HTMLAnchorElement>('a[data-help-result]');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="Help" description="How ROI Social works, written for the people who use it every day." />
      <SupportContactCard />
      <Box role="search" onKeyDown={goToResults} sx={{ mb: 2 }}>
        <SearchField label="Search Help" value={query} placeholder="For example: schedule, approval, LinkedIn" onChange={setQuery} sx={{ width: '100%' }} />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1, minHeight: '1.5em' }}>
        {isSearching
          ? results.length === 0
            ? `No article matches “${query.trim()}”. Try fewer or other words.`
            : `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query.trim()}”.`
          : ''}
      </Typography>
      {isSearching ? (
        results.length > 0 && (
          <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}>
            <Box component="ul" ref={resultsRef} aria-label="Search results" sx={listSx}>
              {results.map((result) => (
                <ArticleLink key={result.slug} slug={result.slug} title={result.title} text={result.excerpt} />
              ))}
            </Box>
          </Paper>
        )
      ) : (
        HELP_GROUPS.map((group) => {
          const articles = HELP_ARTICLES.filter((article) => article.group === group);
          if (articles.length === 0) return null;
          const headingId = `help-group-${group.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <Paper key={group} component="section" aria-labelledby={headingId} variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 2, mb: 2 }}>
              <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                {group}
              </Typography>
              <Box component="ul" sx={listSx}>
                {articles.map((article) => (
                  <ArticleLink key={article.slug} slug={article.slug} title={article.title} text={article.summary} />
                ))}
              </Box>
            </Paper>
          );
        })
      )}
    </Box>
  );
}
