import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface AreaCode {
  country: string;
  name: string;
  code: string;
}

/** Every country with its dial code, named in the user's language (libphonenumber's real list). */
export function areaCodes(locale: string): AreaCode[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  // One collator for the whole sort: localeCompare with a locale sets one up for each comparison.
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((country) => ({ country, name: names.of(country) ?? country, code: getCountryCallingCode(country) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function filterAreaCodes(list: AreaCode[], query: string): AreaCode[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return list;
  return list.filter((c) => c.name.toLowerCase().includes(q) || c.code.startsWith(q) || c.country.toLowerCase() === q);
}
