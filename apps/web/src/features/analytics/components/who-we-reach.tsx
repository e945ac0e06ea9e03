import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEMOGRAPHIC_FACET_LABELS } from '@roi/contract/analytics';
import { LoadFailed } from '../../../components/load-failed';
import { useDemographics } from '../hooks/use-analytics';
import { FacetChart } from './analytics-charts';

/** Who follows the organisation's pages, by industry, seniority, job function, country and company size. */
export function WhoWeReach({ organizationId }: { organizationId: number | undefined }) {
  const demographics = useDemographics(organizationId);
  return (
    <Box component="section" aria-labelledby="analytics-reach-heading">
      <Typography id="analytics-reach-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Who we reach
      </Typography>
      {demographics.isPending && <LinearProgress aria-label="Loading who we reach" />}
      {demographics.isError && <LoadFailed title="Who we reach could not be loaded" error={demographics.error} onRetry={() => void demographics.refetch()} isFramed />}
      {demographics.data &&
        (demographics.data.facets.length === 0 ? (
          <Alert severity="info">Followers by industry, seniority and country appear after the first collection of a page.</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              The pages’ followers as LinkedIn counted them on {demographics.data.day} (LinkedIn gives the largest 100 groups of each).
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              {demographics.data.facets.map(({ facet, entries }) => (
                <Paper key={facet} variant="outlined" component="section" aria-label={`Followers by ${DEMOGRAPHIC_FACET_LABELS[facet].toLowerCase()}`} sx={{ p: 2 }}>
                  <Typography variant="subtitle2" component="h4">
                    {DEMOGRAPHIC_FACET_LABELS[facet]}
                  </Typography>
                  <FacetChart caption={`Followers by ${DEMOGRAPHIC_FACET_LABELS[facet].toLowerCase()}`} entries={entries.slice(0, 10)} />
                </Paper>
              ))}
            </Box>
          </>
        ))}
    </Box>
  );
}
