import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { FilterOption } from '../post-format';
import { LIST_STATUS_OPTIONS } from '../post-format';
import { countActiveFilters, isDateRangeReversed, isFiltered, type ListStatus, type PostFilters } from '../post-list-params';
import { SearchField } from '../../../components/search-field';

/** The setup lists a post is tagged with, each a filter of its own. */
export type SetupFilter = 'goal' | 'industry' | 'region' | 'audience';

const SETUP_FILTERS: readonly { key: SetupFilter; label: string }[] = [
  { key: 'goal', label: 'Goal' },
  { key: 'industry', label: 'Industry' },
  { key: 'region', label: 'Region' },
  { key: 'audience', label: 'Audience' },
];

interface PostsFilterBarProps {
  filters: PostFilters;
  /** The search box's text as typed (committed to the list once typing pauses). */
  searchDraft: string;
  onSearchChange: (value: string) => void;
  onChange: (patch: Partial<PostFilters>) => void;
  onClear: () => void;
  setupOptions: Record<SetupFilter, FilterOption[]>;
  /** The campaigns on offer, and whose they are when that is not obvious. */
  campaigns: { options: FilterOption[]; heading?: string };
  /** Agency users' organisation choices; null hides the filter. */
  organizations: FilterOption[] | null;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  heading?: string;
}

/** A filter's empty choice reads "All", so its label always sits above the field. */
function FilterSelect({ label, value, options, onChange, heading }: FilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">All</MenuItem>
      {heading && <ListSubheader>{heading}</ListSubheader>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ whiteSpace: 'normal' }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function optionalId(value: string): number | null {
  return value ? Number(value) : null;
}

/** Search, the filters and Clear filters. On phones the filters fold away behind a "Filters" button. */
export function PostsFilterBar({
  filters,
  searchDraft,
  onSearchChange,
  onChange,
  onClear,
  setupOptions,
  campaigns,
  organizations,
}: PostsFilterBarProps) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [isOpenOnPhone, setIsOpenOnPhone] = useState(false);
  const filtersId = useId();
  const activeCount = countActiveFilters(filters);
  const isReversed = isDateRangeReversed(filters);
  const canClear = isFiltered(filters) || searchDraft.trim() !== '';

  const searchField = (
    <SearchField
      label="Search posts"
      value={searchDraft}
      placeholder="Text or campaign name"
      onChange={onSearchChange}
      sx={{ gridColumn: { md: 'span 2' } }}
    />
  );

  const clearButton = (
    <Button onClick={onClear} disabled={!canClear} startIcon={<FilterAltOff />} sx={{ whiteSpace: 'nowrap' }}>
      Clear filters
    </Button>
  );

  const fields = (
    <>
      <FilterSelect
        label="Status"
        value={filters.status ?? ''}
        options={LIST_STATUS_OPTIONS}
        onChange={(value) => onChange({ status: value === '' ? null : (value as ListStatus) })}
      />
      {SETUP_FILTERS.map(({ key, label }) => (
        <FilterSelect key={key} label={label} value={filters[key]} options={setupOptions[key]} onChange={(value) => onChange({ [key]: value })} />
      ))}
      {organizations && (
        <FilterSelect
          label="Organization"
          value={filters.organizationId === null ? '' : String(filters.organizationId)}
          options={organizations}
          onChange={(value) => onChange({ organizationId: optionalId(value) })}
        />
      )}
      <FilterSelect
        label="Campaign"
        value={filters.campaignId === null ? '' : String(filters.campaignId)}
        options={campaigns.options}
        heading={campaigns.heading}
        onChange={(value) => onChange({ campaignId: optionalId(value) })}
      />
      <TextField
        label="From"
        type="date"
        size="small"
        value={filters.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.dateTo || undefined } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={filters.dateTo}
        onChange={(event) => onChange({ dateTo: event.target.value })}
        error={isReversed}
        helperText={isReversed ? 'Is before From' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.dateFrom || undefined } }}
      />
    </>
  );

  if (isNarrow) {
    return (
      <Box role="search" aria-label="Search and filter posts" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {searchField}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => setIsOpenOnPhone((isOpen) => !isOpen)}
            aria-expanded={isOpenOnPhone}
            aria-controls={filtersId}
            startIcon={<TuneOutlined />}
          >
            {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
          </Button>
          {clearButton}
        </Box>
        <Collapse in={isOpenOnPhone} id={filtersId}>
          <Box
            role="group"
            aria-label="Filters"
            sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {fields}
          </Box>
        </Collapse>
      </Box>
    );
  }

  return (
    <Box
      role="search"
      aria-label="Search and filter posts"
      sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))', alignItems: 'start' }}
    >
      {searchField}
      {fields}
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>{clearButton}</Box>
    </Box>
  );
}
