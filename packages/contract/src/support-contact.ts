import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { MESSAGES } from './messages.js';
import { EMAIL_MAX_LENGTH, isValidEmail, isValidWebsite } from './validation.js';

/**
 * The wire contract of an organisation's support contact: whom its people ask for help, shown at the
 * top of the Help centre (docs/product/help.md#support-contact). Every field may be empty; a contact
 * with a name or any way of reaching it must have at least one way of reaching it.
 */
export const SUPPORT_CONTACT_NAME_MAX_CHARS = 100;
export const SUPPORT_CONTACT_PHONE_MAX_CHARS = 30;
const SUPPORT_CONTACT_URL_MAX_CHARS = 300;
/** Digits, spaces and the marks people write numbers with; at least 5 digits. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const PHONE_MIN_DIGITS = 5;

/** A telephone number as people write it: '+44 20 7946 0000', '(555) 010-0100'. Linear on any input. */
export function isValidPhone(value: string): boolean {
  if (value.length > SUPPORT_CONTACT_PHONE_MAX_CHARS || !PHONE_CHARACTERS.test(value)) return false;
  let digits = 0;
  for (const character of value) if (character >= '0' && character <= '9') digits += 1;
  return digits >= PHONE_MIN_DIGITS;
}

export const supportContactSchema = z
  .object({
    name: z.string().trim().max(SUPPORT_CONTACT_NAME_MAX_CHARS, MESSAGES.supportContactNameLength),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, { message: MESSAGES.emailFormat, abort: true })
      .refine((value) => value === '' || isValidEmail(value), MESSAGES.emailFormat),
    phone: z
      .string()
      .trim()
      .max(SUPPORT_CONTACT_PHONE_MAX_CHARS, { message: MESSAGES.supportContactPhoneFormat, abort: true })
      .refine((value) => value === '' || isValidPhone(value), MESSAGES.supportContactPhoneFormat),
    url: z
      .string()
      .trim()
      .max(SUPPORT_CONTACT_URL_MAX_CHARS, { message: MESSAGES.websiteFormat, abort: true })
      .refine(isValidWebsite, MESSAGES.websiteFormat),
  })
  .refine((contact) => !contact.name || Boolean(contact.email || contact.phone || contact.url), {
    message: MESSAGES.supportContactNeedsAWay,
    path: ['email'],
  });
export type SupportContact = z.infer<typeof supportContactSchema>;

/** What a form starts from when the organisation has named no contact. */
export const EMPTY_SUPPORT_CONTACT: SupportContact = { name: '', email: '', phone: '', url: '' };

export const supportContactRecordSchema = z.object({
  organization_id: z.number().int(),
  organization_name: z.string(),
  /** Null: the organisation has named no support contact. */
  contact: z
    .object({ name: z.string(), email: z.string(), phone: z.string(), url: z.string(), updated_at: z.string() })
    .nullable(),
  /** Whether the caller may change it (Organization Settings: Edit). */
  can_edit: z.boolean(),
});
export type SupportContactRecord = z.infer<typeof supportContactRecordSchema>;

export const supportContactResponseSchema = envelopeWith({ data: supportContactRecordSchema });
