import type { ReferenceCategory } from '@roi/contract/post-rules';
import { useReferenceEntries } from './use-post-list-queries';
import type { SetupChip } from '../components/setup-chips';
import type { SetupValues } from '../setup';

function useLabelOf(category: ReferenceCategory, value: string): string {
  const entries = useReferenceEntries(category);
  return entries.data?.find((entry) => entry.value === value)?.label ?? value;
}

/** The setup as the chips of stage 2 show it: reference values by their labels. */
export function useSetupChips(setup: SetupValues): SetupChip[] {
  const goal = useLabelOf('goal', setup.goal);
  const region = useLabelOf('region', setup.region);
  const industry = useLabelOf('industry', setup.industry);
  const audience = useLabelOf('audience', setup.audience);
  return [
    { name: 'Campaign', text: setup.campaign.trim() },
    { name: 'Goal', text: goal },
    { name: 'Region', text: region },
    { name: 'Industry', text: industry },
    { name: 'Audience', text: audience },
  ];
}
