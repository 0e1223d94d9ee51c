import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface AreaCode {
  country: string;
  name: string;
  code: string;
}

/** Every country with its dial code, named in the user's language (libphonenumber's real list). */
export function areaCodes(locale: string): AreaCode[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((country) => ({ country, name: names.of(country) ?? country, code: getCountryCallingCode(country) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function filterAreaCodes(list: AreaCode[], query: string): AreaCode[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return list;
  return list.filter((c) => c.name.toLowerCase().includes(q) || c.code.startsWith(q) || c.country.toLowerCase() === q);
}
