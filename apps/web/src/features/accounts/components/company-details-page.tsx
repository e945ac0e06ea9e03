import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COUNTRIES, TIMEZONES } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { saveCompanyDetails } from '../api/save-company-details';
import { useAccountForm } from '../hooks/use-account-form';
import { checkCompanyDetails, type CompanyDetailsForm } from '../validation';
import { FormField, SelectField } from './form-field';

const HEADING_ID = 'company-details-heading';
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

/**
 * /companydetails, the step after sign-up: the new organisation's website, country and time
 * zone. Connect saves them and goes on to `nextPath` (the onboarding).
 */
export function CompanyDetailsPage({ nextPath }: { nextPath: string }) {
  const navigate = useNavigate();
  const { values, bind, accept } = useAccountForm<CompanyDetailsForm>({ website: '', country: '', timezone: '' });

  const save = useMutation({
    mutationFn: saveCompanyDetails,
    onSuccess: () => {
      showSuccessToast(MESSAGES.companyDetailsSaved);
      void navigate(nextPath, { replace: true });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const { request, problem } = checkCompanyDetails(values);
    if (accept(problem) && request) save.mutate(request);
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', mt: { md: 3 }, p: { xs: 2.5, sm: 5 } }}>
      <Typography id={HEADING_ID} variant="h5" component="h2" sx={{ mb: 1 }}>
        Tell us about your organization
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Your website, country and time zone help us plan and schedule your posts.
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
        <FormField
          id="company-website"
          label="Website URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoFocus
          hint="Optional, e.g. https://example.org"
          {...bind('website')}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1, mt: 1 }}>
          <SelectField
            id="company-country"
            label="Country"
            placeholder="Select a country"
            options={COUNTRY_OPTIONS}
            {...bind('country')}
          />
          <SelectField
            id="company-timezone"
            label="Time Zone"
            placeholder="Select a time zone"
            options={TIMEZONES}
            {...bind('timezone')}
          />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, mt: 2 }}>
          {/* Back goes to /signup; a signed-in user is sent on from there to their first screen. */}
          <Button
            type="button"
            variant="outlined"
            size="large"
            onClick={() => void navigate(PATHS.signUp)}
            sx={{ flex: 1, py: 1.5 }}
          >
            Back
          </Button>
          <Button type="submit" variant="contained" size="large" loading={save.isPending} sx={{ flex: 1, py: 1.5 }}>
            Connect
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
