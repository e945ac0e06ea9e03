import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND_FONTS } from '@roi/contract/constants';
import { fontStackOf } from '../../lib/theme';
import { ColorField } from './color-field';
import type { FieldProblem } from './details-fields';
import { SelectField } from './select-field';

export type BrandFont = (typeof BRAND_FONTS)[number];

/** The colours and fonts being edited; a font of '' keeps the product's default. */
export interface BrandFieldValues {
  primaryColor: string;
  secondaryColor: string;
  headerFont: string;
  bodyFont: string;
}

export interface BrandFieldChanges {
  primaryColor?: string;
  secondaryColor?: string;
  headerFont?: BrandFont | '';
  bodyFont?: BrandFont | '';
}

const FONT_OPTIONS = BRAND_FONTS.map((font) => ({ value: font, label: font }));

interface BrandFieldsProps {
  values: BrandFieldValues;
  onChange: (changes: BrandFieldChanges) => void;
  problem: FieldProblem | null;
  /** The logo field, shown first, where the screen edits the logo too. */
  logo?: ReactNode;
}

/**
 * The brand identity: primary and secondary colour, header and body font, and a
 * preview of them together. The organisation settings, the onboarding wizard and the agency's organisation
 * management all edit the brand with these fields.
 */
export function BrandFields({ values, onChange, problem, logo }: BrandFieldsProps) {
  const errorOf = (field: keyof BrandFieldValues) => (problem?.field === field ? problem.message : null);
  // The options are BRAND_FONTS, so a chosen value is one of them.
  const asFont = (value: string) => value as BrandFont | '';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {logo}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <ColorField
          id="brand-primary-color"
          label="Primary colour"
          pickerName="primary"
          value={values.primaryColor}
          onChange={(primaryColor) => onChange({ primaryColor })}
          error={errorOf('primaryColor')}
        />
        <ColorField
          id="brand-secondary-color"
          label="Secondary colour"
          pickerName="secondary"
          value={values.secondaryColor}
          onChange={(secondaryColor) => onChange({ secondaryColor })}
          error={errorOf('secondaryColor')}
        />
        <SelectField
          id="brand-header-font"
          label="Header font"
          value={values.headerFont}
          onChange={(headerFont) => onChange({ headerFont: asFont(headerFont) })}
          options={FONT_OPTIONS}
          emptyLabel="Product default"
          helperText="Used for headings"
        />
        <SelectField
          id="brand-body-font"
          label="Body font"
          value={values.bodyFont}
          onChange={(bodyFont) => onChange({ bodyFont: asFont(bodyFont) })}
          options={FONT_OPTIONS}
          emptyLabel="Product default"
          helperText="Used for text"
        />
      </Box>
      <BrandPreview values={values} />
    </Box>
  );
}

/** What the chosen colours and fonts look like together, before they are saved. */
function BrandPreview({ values }: { values: BrandFieldValues }) {
  return (
    <Box
      aria-hidden
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
        {[values.primaryColor, values.secondaryColor].map((color, index) => (
          <Box key={index} sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }} />
        ))}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontFamily: fontStackOf(values.headerFont), fontWeight: 700 }} noWrap>
          Your headline
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: fontStackOf(values.bodyFont), color: 'text.secondary' }} noWrap>
          Body text in your brand font.
        </Typography>
      </Box>
    </Box>
  );
}
