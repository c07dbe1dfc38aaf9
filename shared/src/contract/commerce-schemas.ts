// Commerce form rules (issue 13): the access-code form and the API (redeem_access_code) validate
// with this one schema. Messages are i18n keys in the commerce namespace.
import * as z from 'zod/mini';

export const ACCESS_CODE_MIN = 4;
export const ACCESS_CODE_MAX = 64;
/** Letters, digits and dashes; spaces a viewer types between groups are removed first. */
const ACCESS_CODE_RE = /^[A-Za-z0-9-]+$/;

export const accessCodeSchema = z.string({ message: 'validation.code_required' }).check(
  z.overwrite((v: string) => v.replace(/\s+/g, '').toUpperCase()),
  z.minLength(1, { message: 'validation.code_required' }),
  z.minLength(ACCESS_CODE_MIN, { message: 'validation.code_invalid' }),
  z.maxLength(ACCESS_CODE_MAX, { message: 'validation.code_invalid' }),
  z.regex(ACCESS_CODE_RE, { message: 'validation.code_invalid' }),
);

export const accessCodeFormSchema = z.object({ code: accessCodeSchema });
